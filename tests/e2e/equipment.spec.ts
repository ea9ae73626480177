import { expect, type Page, test } from '@playwright/test';
import { login } from './support';

const rows = (page: Page) => page.locator('tbody tr');
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('a coordinator edits a tablet of their own: another consultant and a new serial number, saved', async ({
  page,
}) => {
  await login(page, 'coordinator@demo.kz');
  await page.goto('/equipment');

  // The tablets tab, with the coordinator's own tablets only (another coordinator's are not there).
  await expect(page.getByRole('tab', { name: 'Планшеты' })).toHaveAttribute('aria-selected', 'true');
  await expect(row(page, 'TAB-ALA-001')).toBeVisible();
  await expect(rows(page)).toHaveCount(4);
  await expect(page.getByText('TAB-AST-001')).toHaveCount(0);

  await row(page, 'TAB-ALA-001').getByRole('button', { name: 'Изменить' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Планшет TAB-ALA-001')).toBeVisible();
  await expect(dialog.getByLabel('Инвентарный номер')).toHaveValue('TAB-ALA-001');

  // The consultants offered: the coordinator's verified, not fired people (not Оспанова, not Ли).
  await dialog.getByRole('combobox', { name: 'Консультант' }).click();
  const options = page.getByRole('listbox').getByRole('option');
  // The coordinator's own verified, not fired team (the employees journey may have fired Иванова Мария).
  await expect(options.first()).toHaveText('Не назначен');
  await expect(options.filter({ hasText: 'Тулегенова Дана' })).toHaveCount(1);
  await expect(options.filter({ hasText: 'Садыков Арман' })).toHaveCount(1);
  await expect(options.filter({ hasText: 'Аманова Жанар' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Тулегенова Дана' }).click();
  await dialog.getByLabel('Серийный номер').fill('R9TT-E2E-0001');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();

  await expect(row(page, 'TAB-ALA-001')).toContainText('Тулегенова Дана');
  await expect(row(page, 'TAB-ALA-001')).toContainText('R9TT-E2E-0001');
  await page.reload();
  await expect(row(page, 'TAB-ALA-001')).toContainText('Тулегенова Дана');
  await expect(row(page, 'TAB-ALA-001')).toContainText('R9TT-E2E-0001');

  // The stands load when their tab is chosen: the coordinator's three.
  await page.getByRole('tab', { name: 'Стенды' }).click();
  await expect(row(page, 'STD-ALA-001')).toBeVisible();
  await expect(rows(page)).toHaveCount(3);
});
