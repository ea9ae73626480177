import { expect, type Page, test } from '@playwright/test';
import { withDatabase } from './db';
import { login } from './support';

// Issue 23 point 3: related screens are one click apart (trade point → spot, profile → session and
// the person's sessions, session row → consultant and spot, calendar dialog → timeline, action ↔
// project), and a back arrow never drops unsaved edits without the product's own question.

const QUESTION = 'Есть несохранённые изменения. Уйти без сохранения?';
const main = (page: Page) => page.locator('main');
const idOf = (email: string) =>
  withDatabase(async (db) =>
    String((await db.query('select id from users where email = $1', [email])).rows[0].id),
  );

test('HQ opens a trade point’s spot page from the trade points list', async ({ page }) => {
  await login(page, 'hq@demo.kz');
  await page.goto('/trade-points');
  await page.getByPlaceholder('Поиск по названию, адресу или номеру клиента').fill('MEGA Alma');
  const link = main(page).getByRole('link', { name: 'ТРЦ MEGA Alma-Ata' });
  await link.click();
  await expect(page).toHaveURL(/\/spot\/\d+$/);
  await expect(page.getByTestId('spot-title')).toHaveText('ТРЦ MEGA Alma-Ata');
  await expect(page.getByTestId('spot-fields')).toContainText('100245');
});

test('a coordinator goes from a session row to the consultant and to the spot', async ({ page }) => {
  await login(page, 'coordinator@demo.kz');
  await page.goto('/sessions');
  const row = page.locator('tbody tr').first();
  await expect(row).toBeVisible({ timeout: 30_000 });
  const person = row.getByTestId('session-consultant-link');
  const name = (await person.textContent())!.trim();
  await person.click();
  await expect(page).toHaveURL(/\/profile\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name.split(' ')[0]);

  await page.goBack();
  const spot = page.locator('tbody tr').first().getByTestId('session-spot-link');
  const title = (await spot.textContent())!.trim();
  await spot.click();
  await expect(page).toHaveURL(/\/spot\/\d+$/);
  await expect(page.getByTestId('spot-title')).toHaveText(title);
});

test("a coordinator goes from a consultant's profile to the session and to all of their sessions", async ({
  page,
}) => {
  const consultant = await idOf('consultant@demo.kz');
  const nearest = await withDatabase(async (db) =>
    String(
      (
        await db.query(
          // The profile's nearest planned session (server/modules/sessions/queries.ts): not yet over.
          `select id from sessions where consultant_id = $1 and status = 'PLANNED' and planned_end_time >= now()
           order by planned_start_time limit 1`,
          [consultant],
        )
      ).rows[0]?.id,
    ),
  );
  await login(page, 'coordinator@demo.kz');
  await page.goto(`/profile/${consultant}`);
  const sessions = page.getByTestId('profile-sessions');
  await sessions.getByTestId('profile-nearest-session').click();
  await expect(page).toHaveURL(new RegExp(`/session/${nearest}$`));

  await page.goBack();
  await page.getByTestId('profile-sessions').getByRole('link', { name: 'Все сессии сотрудника' }).click();
  await expect(page).toHaveURL(/\/sessions\?/);
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  const names = await rows.getByTestId('session-consultant-link').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  const name = await withDatabase(async (db) => {
    const { rows } = await db.query('select last_name, first_name from users where id = $1', [consultant]);
    return `${rows[0].last_name} ${rows[0].first_name}`;
  });
  expect(new Set(names)).toEqual(new Set([name]));
});

test("the planning calendar's session dialog opens the session's timeline", async ({ page }) => {
  await login(page, 'coordinator@demo.kz');
  await page.goto('/sessionsPlanning');
  const chip = page.getByTestId('calendar-session').first();
  await expect(chip).toBeVisible({ timeout: 30_000 });
  await chip.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('link', { name: 'Открыть сессию' }).click();
  await expect(page).toHaveURL(/\/session\/\d+$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The read-only view's sessions open their timeline at once.
  await page.goto('/sessionsView');
  await page.getByTestId('calendar-session').first().click();
  await expect(page).toHaveURL(/\/session\/\d+$/);
});

test('HQ starts an action from a project, goes back to the project and finds it there', async ({ page }) => {
  const project = await withDatabase(
    async (db) =>
      (await db.query("select id, title from activities where status = 'ACTIVE' order by id limit 1"))
        .rows[0],
  );
  await login(page, 'hq@demo.kz');
  await page.goto(`/activity/${project.id}`);
  await page.getByRole('link', { name: 'Новое действие' }).click();
  await expect(page).toHaveURL(new RegExp(`/action/new\\?activity=${project.id}$`));
  const title = `Подарок ${Date.now().toString(36)}`;
  await page.getByLabel('Название', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/action\/\d+\/edit$/);
  await expect(page.getByText(QUESTION)).toHaveCount(0);

  await page.getByRole('link', { name: `К проекту «${project.title}»` }).click();
  await expect(page).toHaveURL(new RegExp(`/activity/${project.id}$`));
  await page.getByTestId('activity-actions').getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/action\/\d+\/edit$/);
  await expect(page.getByLabel('Название', { exact: true })).toHaveValue(title);
});

test('a back arrow asks before it drops unsaved edits: stay keeps them, leave goes', async ({ page }) => {
  const project = await withDatabase(
    async (db) =>
      (await db.query("select id from activities where status = 'ACTIVE' order by id limit 1")).rows[0].id,
  );
  await login(page, 'hq@demo.kz');
  await page.goto(`/activity/${project}`);
  await page.getByRole('link', { name: 'Новое действие' }).click();
  const title = page.getByLabel('Название', { exact: true });
  await title.fill('Не сохранено');

  // The app's own back arrow: the product's dialog, not the browser's confirm.
  page.on('dialog', (d) => {
    throw new Error(`a browser dialog: ${d.message()}`);
  });
  await page.getByRole('button', { name: 'Назад' }).click();
  const question = page.getByRole('dialog').filter({ hasText: QUESTION });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Остаться' }).click();
  await expect(question).toHaveCount(0);
  await expect(page).toHaveURL(/\/action\/new/);
  await expect(title).toHaveValue('Не сохранено');

  // The browser's back button: asked the same way; leaving goes back to the project.
  await page.goBack();
  await expect(question).toBeVisible();
  await expect(page).toHaveURL(/\/action\/new/);
  await question.getByRole('button', { name: 'Уйти без сохранения' }).click();
  await expect(page).toHaveURL(new RegExp(`/activity/${project}$`));

  // A form without edits is left at once.
  await page.getByRole('link', { name: 'Новое действие' }).click();
  await expect(title).toBeVisible();
  await page.getByRole('button', { name: 'Назад' }).click();
  await expect(page).toHaveURL(new RegExp(`/activity/${project}$`));
  await expect(page.getByText(QUESTION)).toHaveCount(0);
});

test('the own-profile edit form asks too, and a save leaves without asking', async ({ page }) => {
  await login(page, 'consultant@demo.kz');
  await page.getByTestId('menu-profile').click();
  await page.getByRole('link', { name: 'Редактировать' }).click();
  const form = page.getByTestId('profile-edit');
  const height = form.getByLabel('Рост, см');
  const before = await height.inputValue();
  await height.fill('190');
  await page.getByRole('button', { name: 'Назад' }).click();
  const question = page.getByRole('dialog').filter({ hasText: QUESTION });
  await question.getByRole('button', { name: 'Остаться' }).click();
  await expect(height).toHaveValue('190');
  await height.fill(before);
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/profile\/\d+$/);
  await expect(page.getByText(QUESTION)).toHaveCount(0);
});

/** Opens a form page, leaves it untouched by the back arrow: home at once, no question. */
const leaveUntouched = async (page: Page, path: string, ready: string) => {
  // One load at a time: a reload while the stored login is being verified logs out (authProvider).
  await page.goto(path);
  await expect(page.locator(ready).first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Назад' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(QUESTION)).toHaveCount(0);
};

test("HQ's edit and create pages opened and left untouched are left without a question", async ({ page }) => {
  const ids = await withDatabase(async (db) => ({
    activity: String(
      (await db.query("select id from activities where status = 'ACTIVE' order by id limit 1")).rows[0].id,
    ),
    action: String((await db.query('select id from actions order by id limit 1')).rows[0]?.id ?? ''),
  }));
  await login(page, 'hq@demo.kz');
  await leaveUntouched(page, '/activity/new', 'form input');
  await leaveUntouched(page, `/activity/${ids.activity}/edit`, 'form input');
  if (ids.action) await leaveUntouched(page, `/action/${ids.action}/edit`, 'form input');
  await leaveUntouched(page, '/user/add', 'form input');
});

test("agency HR's agency and own profile edit pages left untouched are left without a question", async ({
  page,
}) => {
  const { agency, hr } = await withDatabase(
    async (db) =>
      (await db.query("select agency_id as agency, id as hr from users where email = 'hr@demo.kz'")).rows[0],
  );
  await login(page, 'hr@demo.kz');
  await leaveUntouched(page, `/agency/${agency}/edit`, 'form input');
  // An edit saved moves on to the agency's page without asking.
  await page.goto(`/agency/${agency}/edit`);
  const address = page.getByRole('textbox', { name: 'Адрес', exact: true });
  await expect(address).not.toHaveValue('');
  await address.fill(`${await address.inputValue()}.`);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(new RegExp(`/agency/${agency}$`));
  await expect(page.getByText(QUESTION)).toHaveCount(0);
  await leaveUntouched(page, `/profile/${hr}/edit`, '[data-testid="profile-edit"] input');
});
