import { expect, type Page, test } from '@playwright/test';
import { PASSWORD } from './support';

/**
 * Issue 23 point 9 on a phone (390 × 844): the session lists' filters fold into one «Фильтры»
 * control with the count of those set, so that the first row shows on the first screen; the bulk
 * actions of sessions-edit stay in reach however far one scrolls.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const login = async (page: Page, email: string) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Пароль').fill(PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByTestId('logo')).toBeVisible();
};

const cards = (page: Page) => page.getByTestId('record-card');

/** The first row (its card, whole) is on the first screen, nothing scrolled. */
const expectFirstRowOnFirstScreen = async (page: Page) => {
  await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(cards(page).first()).toBeInViewport({ ratio: 1 });
};

test('the sessions list: the first row on the first screen, the filters behind «Фильтры»', async ({
  page,
}) => {
  await login(page, 'hq@demo.kz');
  await page.goto('/sessions');
  await expectFirstRowOnFirstScreen(page);
  // No filter field on the page itself: they are in the dialog, the default statuses counted.
  await expect(page.getByRole('combobox', { name: 'Город' })).toHaveCount(0);
  const button = page.getByRole('button', { name: 'Фильтры (1)' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Фильтры' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: /^Статус/ })).toBeVisible();
  for (const name of ['Консультант', 'Город', 'Точка', 'Проект', 'Регион'])
    await expect(dialog.getByRole('combobox', { name, exact: true })).toBeVisible();
  await expect(dialog.getByLabel('С даты')).toBeVisible();

  const city = dialog.getByRole('combobox', { name: 'Город', exact: true });
  await city.click();
  await city.fill('Аст');
  await page.getByRole('option', { name: 'Астана' }).click();
  await dialog.getByRole('button', { name: 'Показать' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Фильтры (2)' })).toBeVisible();
  await expect(cards(page).first()).toContainText('Астана');
  for (const text of await cards(page).allTextContents()) expect(text).toContain('Астана');
});

test('sessions-edit: the first row on the first screen, the bulk actions in reach at the bottom', async ({
  page,
}) => {
  await login(page, 'hq@demo.kz');
  await page.goto('/sessions-edit');
  await expectFirstRowOnFirstScreen(page);
  await expect(page.getByRole('button', { name: 'Фильтры' })).toBeVisible();

  await cards(page).first().getByRole('checkbox', { name: 'Выбрать' }).check();
  const move = page.getByRole('button', { name: 'Перенести' });
  await expect(move).toBeInViewport();
  // Far down the list, the actions are still on the screen.
  await cards(page).last().scrollIntoViewIfNeeded();
  await cards(page).nth(5).getByRole('checkbox', { name: 'Выбрать' }).check();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  await expect(move).toBeInViewport();
  await move.click();
  await expect(page.getByRole('dialog', { name: 'Перенести выбранные сессии (2)' })).toBeVisible();
});

test('sessions-search: the first row found is on the first screen', async ({ page }) => {
  await login(page, 'hq@demo.kz');
  await page.goto('/sessions-search');
  await page.getByLabel('Консультант, точка, адрес или номер клиента').fill('Садыков');
  await expectFirstRowOnFirstScreen(page);
  await expect(page.getByRole('button', { name: /^Фильтры/ })).toBeVisible();
});
