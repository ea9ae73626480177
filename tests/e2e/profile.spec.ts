import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { login, PASSWORD } from './support';

/** A demo user's id, looked up as HQ (who sees everyone) through the profile query. */
const idOf = async (request: APIRequestContext, email: string) => {
  const auth = await request.post('/api/token/', { data: { email: 'hq@demo.kz', password: PASSWORD } });
  const { token } = await auth.json();
  for (let id = 1; id < 60; id++) {
    const res = await request.post('/api/graphql/', {
      headers: { Authorization: `JWT ${token}` },
      data: { query: 'query ($id: ID!) { profile(id: $id) { id email } }', variables: { id: String(id) } },
    });
    if ((await res.json()).data?.profile?.email === email) return id;
  }
  throw new Error(`no user ${email}`);
};

const main = (page: Page) => page.locator('#main-content');

// The employees journey fires Иванова Мария: this one follows Тулегенова Дана of the same team.
test('a coordinator opens a team member’s profile from the team tree and is refused another team’s', async ({
  page,
}) => {
  await login(page, 'coordinator@demo.kz');
  await page.getByTestId('menu-profile').click();
  const team = page.getByTestId('profile-team');
  await expect(team.getByRole('link', { name: 'Тулегенова Дана' })).toBeVisible();
  // One's own profile has the edit button and the supervisor's cities.
  await expect(page.getByRole('link', { name: 'Редактировать' })).toBeVisible();
  await expect(page.getByTestId('profile-main')).toContainText('Алматы');

  await team.getByRole('link', { name: 'Тулегенова Дана' }).click();
  await expect(page).toHaveURL(/\/profile\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Тулегенова Дана Асхатовна' })).toBeVisible();
  await expect(page.getByTestId('profile-manager')).toContainText('Нурланова Асель');
  await expect(page.getByTestId('profile-agency')).toContainText('Промо Старт');
  await expect(page.getByRole('link', { name: 'Редактировать' })).toHaveCount(0);

  const other = await idOf(page.request, 'a.kuznetsov@demo.kz');
  await page.goto(`/profile/${other}`);
  await expect(main(page).getByText('ОШИБКА!')).toBeVisible();
  await expect(main(page).getByText('Извините, у вас нет прав!')).toBeVisible();
  await expect(main(page).getByText('Кузнецов')).toHaveCount(0);
});

test('a consultant edits their own profile and is refused someone else’s edit page', async ({ page }) => {
  await login(page, 'consultant@demo.kz');
  await page.getByTestId('menu-profile').click();
  await expect(page.getByTestId('profile-measurements')).toContainText('181');
  await page.getByRole('link', { name: 'Редактировать' }).click();
  await expect(page).toHaveURL(/\/profile\/\d+\/edit$/);
  const form = page.getByTestId('profile-edit');
  await form.getByLabel('Фамилия').fill('Sadykov');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form.getByText('Поле должно содержать только кирилицу')).toBeVisible();
  await form.getByLabel('Фамилия').fill('Садыков');
  await form.getByLabel('Рост, см').fill('183');
  await form.getByLabel('Телефон').fill('+7 702 555 66 77');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/profile\/\d+$/);
  await expect(page.getByTestId('profile-measurements')).toContainText('183');
  await expect(page.getByTestId('profile-main')).toContainText('+7 702 555 66 77');

  const other = await idOf(page.request, 'm.ivanova@demo.kz');
  await page.goto(`/profile/${other}/edit`);
  await expect(main(page).getByText('Извините, у вас нет прав!')).toBeVisible();
});

test('HQ assigns a supervisor’s cities and a spot responsible; the history shows who and what', async ({
  page,
}) => {
  const id = await idOf(page.request, 'coordinator@demo.kz');
  await login(page, 'hq@demo.kz');
  await page.goto(`/profile/${id}`);
  await expect(page.getByRole('heading', { name: 'Нурланова Асель Нурлановна' })).toBeVisible();

  await page.getByRole('button', { name: 'Назначить города' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Города').click();
  // Алматы is already chosen; Шымкент is added.
  await page.getByRole('option', { name: 'Шымкент' }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Назначить' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('profile-main')).toContainText('Шымкент');

  await page.getByRole('button', { name: 'Назначить ответственного за точки' }).click();
  await page.getByRole('dialog').getByLabel('CR менеджер').click();
  await page.getByRole('option', { name: 'Дмитриев Олег Петрович' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Назначить' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByTestId('profile-main')).toContainText('Дмитриев Олег Петрович');

  const history = page.getByTestId('profile-history');
  await expect(history.getByRole('row').nth(1)).toContainText('Ахметова Айгерим');
  await expect(history.getByRole('row').nth(1)).toContainText(
    'Назначен ответственный за точки Дмитриев Олег Петрович',
  );
  await expect(history.getByRole('row').nth(2)).toContainText(
    'Назначены города Алматы, Шымкент (было: Алматы)',
  );
});
