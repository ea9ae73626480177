import { expect, type Locator, type Page, test } from '@playwright/test';
import { rehire } from './db';
import { login, typeDay } from './support';

// Issue 23 points 1 and 2: a project HQ has just launched is offered at once to the coordinator,
// who reaches the calendar by clicks from the home screen and plans a session of it there.

test.beforeAll(() => rehire('m.ivanova@demo.kz'));
test.describe.configure({ mode: 'serial' });
test.setTimeout(150_000);

const ZONE = 'Asia/Almaty';
const almatyDay = (n: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(Date.now() + n * 86_400_000));
// Five weeks ahead: clear of the demo's planned sessions and of the calendar journey's days.
const DAY = almatyDay(35);
const CONSULTANT = 'Иванова Мария';
const TITLE = `Запуск e2e ${Date.now()}`;

const pick = async (page: Page, label: string, option: string) => {
  await page
    .getByLabel(new RegExp(`^${label}(\\s*\\*)?$`))
    .last()
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
};
const choose = async (page: Page, dialog: Locator, label: RegExp, option: string | RegExp) => {
  await dialog.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
};
const row = (page: Page) => page.getByTestId('calendar-row').filter({ hasText: CONSULTANT });
const cell = (page: Page) => row(page).locator(`td[data-day="${DAY}"]`);

test('HQ builds a new project and launches it (ACTIVE)', async ({ page }) => {
  await login(page, 'hq@demo.kz');
  await page.getByTestId('menu-projects').click();
  await page.getByTestId('menu-activity-new').click();
  await page.getByLabel('Название', { exact: true }).fill(TITLE);
  await typeDay(page.getByLabel('Дата начала'), almatyDay(0));
  await typeDay(page.getByLabel('Дата окончания'), almatyDay(90));
  await page.getByRole('tab', { name: 'План и KPI' }).click();
  await page.getByRole('button', { name: 'Добавить KPI' }).click();
  const kpi = page.getByTestId('kpi-row');
  await kpi.getByLabel('Название', { exact: true }).fill('Контакты');
  await kpi.getByLabel('План, минимум').fill('10');
  await kpi.getByLabel('План, максимум').fill('20');
  await page.getByRole('tab', { name: 'Форматы и фокусные продукты' }).click();
  await page.getByRole('button', { name: 'Добавить фокусный продукт' }).click();
  await page.getByLabel('Название', { exact: true }).fill('glo hyper X2');
  await page.getByRole('button', { name: 'Добавить условие' }).click();
  await pick(page, 'Пол', 'Женский');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/activity\/\d+$/);
  await expect(page.getByTestId('activity-status')).toHaveText('В разработке');
  await page.getByTestId('activity-to-ACTIVE').click();
  await expect(page.getByTestId('activity-status')).toHaveText('Активный');
});

test('the coordinator finds the calendar from home and plans a session of the new project', async ({
  page,
}) => {
  await login(page, 'coordinator@demo.kz');
  // The launched project is in the coordinator's Projects at once.
  await page.getByTestId('menu-projects').click();
  await expect(page.locator('[data-testid^="menu-activity-"]', { hasText: TITLE })).toBeVisible();
  await page.getByTestId('menu-back').click();

  // The calendar, by a click from the menu.
  await page.getByTestId('menu-calendar').click();
  await expect(page).toHaveURL(/\/sessionsPlanning/);
  await expect(page.getByRole('heading', { name: 'Календарь' })).toBeVisible();
  await typeDay(page.getByLabel('Перейти к дате'), DAY);
  await expect(page.getByTestId('calendar-day').first()).toHaveAttribute('data-day', DAY);

  await cell(page)
    .getByRole('button', { name: /^Новая сессия/ })
    .click();
  const create = page.getByRole('dialog', { name: 'Новая сессия' });
  await choose(page, create, /Проект/, TITLE);
  await choose(page, create, /Город/, 'Алматы');
  await choose(page, create, /Точка/, /ТРЦ MEGA Alma-Ata/);
  await create.getByRole('button', { name: 'Сохранить' }).click();
  await expect(create).toBeHidden();
  const planned = cell(page).getByTestId('calendar-session');
  await expect(planned).toHaveCount(1);
  await expect(planned).toHaveAttribute('data-status', 'PLANNED');

  // The session belongs to the new project.
  await planned.click();
  const edit = page.getByRole('dialog', { name: 'Редактирование сессии' });
  await expect(edit.getByRole('combobox', { name: /Проект/ })).toHaveText(TITLE);
  await edit.getByRole('button', { name: 'Удалить сессию' }).click();
  await page.getByRole('dialog', { name: 'Удалить сессию' }).getByRole('button', { name: 'Удалить' }).click();
  await expect(planned).toHaveCount(0);
});
