import { type Browser, expect, type Page, test } from '@playwright/test';
import { withDatabase } from './db';
import { login, typeDay } from './support';

// Issue 24 point 5: HQ creates a public KPI link on the activity page; it opens in a fresh browser
// without a login (on a phone too) and shows the activity's KPI figures; once HQ revokes it, the
// page says 'ОШИБКА!' and that the link is not valid, never the login page.

const ZONE = 'Asia/Almaty';

/** The activity with the most held sessions, the first day one started, and its contacts since. */
const busiestActivity = () =>
  withDatabase(async (client) => {
    const { rows } = await client.query(
      `select s.activity_id as id, a.title,
         to_char(min(s.start_time at time zone '${ZONE}'), 'YYYY-MM-DD') as first,
         (select count(*) from contact_events c join sessions x on x.id = c.session_id
           where x.activity_id = s.activity_id and x.status in ('STARTED', 'COMPLETED'))::int as contacts
       from sessions s join activities a on a.id = s.activity_id
       where s.status in ('STARTED', 'COMPLETED') and s.start_time is not null
       group by s.activity_id, a.title order by count(*) desc limit 1`,
    );
    return rows[0] as { id: number; title: string; first: string; contacts: number };
  });

/** The page of a link in a browser of its own: no login, no stored state. */
const openFresh = async (browser: Browser, url: string, viewport = { width: 1280, height: 900 }) => {
  const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
  const context = await browser.newContext({ baseURL, locale: 'ru-RU', timezoneId: ZONE, viewport });
  const page = await context.newPage();
  await page.goto(url);
  return { page, close: () => context.close() };
};

const kpiTitles = (page: Page) =>
  page.getByTestId('activity-kpis').locator('tbody tr td:first-child').allTextContents();

test('HQ creates a public KPI link, it opens without a login, and once revoked it shows the error', async ({
  page,
  browser,
}) => {
  const activity = await busiestActivity();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
  await login(page, 'hq@demo.kz');
  await page.goto(`/activity/${activity.id}`);
  const section = page.getByTestId('public-links');
  await expect(section.getByRole('heading', { name: 'Публичные ссылки на KPI' })).toBeVisible();
  const titlesOnPage = await kpiTitles(page);

  // Create: the period from the first session to today.
  await section.getByRole('button', { name: 'Создать ссылку' }).click();
  const dialog = page.getByRole('dialog');
  await typeDay(dialog.getByLabel('Период с'), activity.first);
  await typeDay(dialog.getByLabel('Период по'), today);
  await dialog.getByRole('button', { name: 'Создать ссылку' }).click();
  await expect(dialog.getByText('она показывается только один раз')).toBeVisible();
  const url = await dialog.getByTestId('public-link-url').inputValue();
  expect(url).toMatch(/\/kpi\/[A-Za-z0-9_-]{43}$/);
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  const row = section.getByTestId('public-link').first();
  await expect(row.getByTestId('public-link-state')).toHaveText('Действует');
  await expect(row).toContainText(
    `${activity.first.split('-').reverse().join('.')} — ${today.split('-').reverse().join('.')}`,
  );

  // Opened in a fresh browser: no login page, the activity's KPIs and its facts for the period.
  const desktop = await openFresh(browser, url);
  await expect(desktop.page.getByRole('heading', { name: `KPI проекта «${activity.title}»` })).toBeVisible();
  await expect(desktop.page.getByRole('button', { name: 'Войти' })).toHaveCount(0);
  expect(await kpiTitles(desktop.page)).toEqual(titlesOnPage);
  const contacts = desktop.page.getByTestId('activity-plan').getByRole('row', { name: /Всего контактов/ });
  await expect(contacts.locator('td').last()).toHaveText(String(activity.contacts));
  await desktop.close();

  // On a phone: the same figures, nothing wider than the screen.
  const phone = await openFresh(browser, url, { width: 390, height: 844 });
  await expect(phone.page.getByTestId('activity-kpis')).toBeVisible();
  expect(await kpiTitles(phone.page)).toEqual(titlesOnPage);
  expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Plan against fact: the fact column is on the screen, not scrolled away.
  for (const table of ['activity-plan', 'activity-kpis']) {
    const fact = phone.page.getByTestId(table).getByRole('columnheader', { name: 'Факт' });
    const box = await fact.boundingBox();
    expect(box && box.x + box.width, table).toBeLessThanOrEqual(390);
  }

  // HQ revokes it: the same address now shows the error page.
  await row.getByRole('button', { name: 'Отозвать' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Подтвердить' }).click();
  await expect(row.getByTestId('public-link-state')).toHaveText('Отозвана');
  await phone.page.reload();
  await expect(phone.page.getByRole('heading', { name: 'ОШИБКА!' })).toBeVisible();
  await expect(phone.page.getByText('Ссылка недействительна')).toBeVisible();
  await expect(phone.page).toHaveURL(url);
  await expect(phone.page.getByRole('button', { name: 'Войти' })).toHaveCount(0);
  await phone.close();
});

test('an unknown link shows the error page, not the login page', async ({ browser }) => {
  const { page, close } = await openFresh(browser, `/kpi/${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { name: 'ОШИБКА!' })).toBeVisible();
  await expect(page.getByText('Ссылка недействительна')).toBeVisible();
  await expect(page).toHaveURL(/\/kpi\/x{43}$/);
  await close();
});
