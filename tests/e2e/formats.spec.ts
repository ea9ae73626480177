import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { login } from './support';

const rows = (page: Page) => page.locator('tbody tr');
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('HQ searches formats by sku, pages forward and back, edits one and exports the list', async ({
  page,
}) => {
  await login(page, 'hq@demo.kz');
  await page.goto('/formats');

  // The first page: ten formats of the 35 live ones, by sku.
  await expect(page.getByText('1-10 из 35')).toBeVisible();
  await expect(rows(page)).toHaveCount(10);
  const firstPageSkus = await rows(page).locator('td').first().allTextContents();
  expect(firstPageSkus[0]).toBe('4000000000019');

  // Forward, then back, with the cursor paging.
  await page.getByRole('button', { name: 'Следующая' }).click();
  await expect(page.getByText('11-20 из 35')).toBeVisible();
  await expect(row(page, '4000000000019')).toHaveCount(0);
  await page.getByRole('button', { name: 'Следующая' }).click();
  await expect(page.getByText('21-30 из 35')).toBeVisible();
  await page.getByRole('button', { name: 'Предыдущая' }).click();
  await expect(page.getByText('11-20 из 35')).toBeVisible();
  await page.getByRole('button', { name: 'Предыдущая' }).click();
  await expect(page.getByText('1-10 из 35')).toBeVisible();
  await expect(row(page, '4000000000019')).toBeVisible();

  // Search by sku (contains): the Rothmans range; the deleted Kent format never shows.
  await page.getByPlaceholder('Поиск по SKU').fill('46000122000');
  await expect(rows(page)).toHaveCount(5);
  await expect(row(page, 'Rothmans Demi Blue')).toBeVisible();
  await page.getByPlaceholder('Поиск по SKU').fill('4600012000998');
  await expect(page.getByText('Kent HD Silver')).toHaveCount(0);

  // Edit a format: a refusal keeps the dialog open, then a valid save refreshes the row.
  await page.getByPlaceholder('Поиск по SKU').fill('4600012200015');
  await expect(rows(page)).toHaveCount(1);
  await row(page, 'Rothmans Demi Blue').getByRole('button', { name: 'Изменить' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Редактирование формата')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Название', exact: true })).toHaveValue(
    'Rothmans Demi Blue',
  );
  await dialog.getByRole('textbox', { name: 'Название', exact: true }).fill('');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog.getByText('Это обязательное поле')).toBeVisible();
  // The form's warning sits over the dialog's buttons until it hides (MUI pauses it under the mouse).
  await page.mouse.move(0, 0);
  await expect(page.getByText('Форма заполнена неверно')).toBeHidden();
  await dialog.getByRole('textbox', { name: 'Название', exact: true }).fill('Rothmans Demi Blue Click');
  await dialog.getByLabel('Внешнее название').fill('ROTHMANS DEMI BLUE CLICK');
  await dialog.getByLabel('Цена, ₸').first().fill('800');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'Rothmans Demi Blue Click')).toContainText('800 ₸');
  await page.reload();
  await expect(row(page, 'Rothmans Demi Blue Click')).toContainText('ROTHMANS DEMI BLUE CLICK');

  // Export: a CSV with a BOM and the Cyrillic header intact.
  await page.getByPlaceholder('Поиск по SKU').fill('');
  await expect(page.getByText('1-10 из 35')).toBeVisible();
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Экспорт' }).click();
  const bytes = readFileSync((await (await downloadPromise).path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.toString('utf8');
  expect(csv).toContain('Минимальные розничные цены');
  expect(csv).toContain('Rothmans Demi Blue Click');
  expect(csv.trim().split('\r\n')).toHaveLength(36);
});

test('HQ deletes a format after confirming; it leaves the list', async ({ page }) => {
  await login(page, 'hq@demo.kz');
  await page.goto('/formats');
  await page.getByPlaceholder('Поиск по SKU').fill('4000000000040');
  await expect(rows(page)).toHaveCount(1);
  await row(page, 'Winston Caster').getByRole('button', { name: 'Удалить' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText('Удалить формат «Winston Caster»?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByText('Формат удалён')).toBeVisible();
  await expect(row(page, 'Winston Caster')).toHaveCount(0);
  await page.getByPlaceholder('Поиск по SKU').fill('');
  await expect(page.getByText('1-10 из 34')).toBeVisible();
});

test('HQ is told on the field when a format takes an SKU another live format has', async ({ page }) => {
  await login(page, 'hq@demo.kz');
  await page.goto('/formats');
  await page.getByPlaceholder('Поиск по SKU').fill('4000000000019');
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().getByRole('button', { name: 'Изменить' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Редактирование формата')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'SKU' }).fill(' 4600012200015 ');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog.getByText('Формат с таким SKU уже есть')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'SKU' })).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toBeVisible();
});
