import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { login } from './support';

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
// A color's own row is the innermost one: its model's expand row contains it too.
const colorRow = (page: Page, text: string) => row(page, text).last();

test('HQ creates, edits, deletes device models and colors and exports the list', async ({ page }) => {
  await login(page, 'hq@demo.kz');
  await page.getByTestId('menu-devices').click();
  await expect(page).toHaveURL(/\/devices/);
  await expect(row(page, 'glo hyper X2').first()).toBeVisible();

  // A new model: empty first, then valid.
  await page.getByRole('button', { name: 'Новая модель' }).click();
  const modelDialog = page.getByRole('dialog');
  await modelDialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(modelDialog.getByText('Это обязательное поле').first()).toBeVisible();
  await modelDialog.getByLabel('Модель').fill('glo hyper Air');
  await modelDialog.getByLabel('Тип').click();
  await page.getByRole('option', { name: 'glo hyper', exact: true }).click();
  await modelDialog.getByLabel('Штрихкод').fill('4600000999001');
  await modelDialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(modelDialog).toBeHidden();
  await expect(row(page, 'glo hyper Air').first()).toBeVisible();

  // A color of that model.
  await page.getByRole('button', { name: 'Новое устройство' }).click();
  const colorDialog = page.getByRole('dialog');
  await colorDialog.getByLabel('Цвет').fill('Лавандовый');
  await colorDialog.getByLabel('Модель').click();
  await page.getByRole('option', { name: 'glo hyper Air' }).click();
  await colorDialog.getByLabel('CRM ID').fill('AIR-LAV');
  await colorDialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(colorDialog).toBeHidden();
  await expect(row(page, 'glo hyper Air').first()).toContainText('Лавандовый');

  // Edit the model.
  await row(page, 'glo hyper Air').first().getByRole('button', { name: 'Изменить' }).click();
  const editDialog = page.getByRole('dialog');
  await editDialog.getByLabel('Модель').fill('glo hyper Air 2');
  await editDialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(editDialog).toBeHidden();
  await expect(row(page, 'glo hyper Air 2').first()).toBeVisible();

  // Edit the color from the expanded model.
  await row(page, 'glo hyper Air 2').first().getByText('glo hyper Air 2').click();
  await colorRow(page, 'AIR-LAV').getByRole('button', { name: 'Изменить' }).click();
  const colorEdit = page.getByRole('dialog');
  await colorEdit.getByLabel('Цвет').fill('Лиловый');
  await colorEdit.getByRole('button', { name: 'Сохранить' }).click();
  await expect(colorEdit).toBeHidden();
  await expect(colorRow(page, 'AIR-LAV')).toContainText('Лиловый');

  // Export: a CSV with a BOM and the Cyrillic intact.
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Экспорт CSV', exact: true }).click();
  const download = await downloadPromise;
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.toString('utf8');
  expect(csv).toContain('glo hyper Air 2');
  expect(csv).toContain('Лиловый');
  expect(csv).toContain('Чёрный');

  // Delete the color, then the model: neither is listed again.
  await colorRow(page, 'AIR-LAV').getByRole('button', { name: 'Удалить' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Подтвердить|Удалить|Да/ })
    .click();
  await expect(page.getByRole('row').filter({ hasText: 'AIR-LAV' })).toHaveCount(0);
  await row(page, 'glo hyper Air 2').first().getByRole('button', { name: 'Удалить' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Подтвердить|Удалить|Да/ })
    .click();
  await expect(page.getByRole('row').filter({ hasText: 'glo hyper Air 2' })).toHaveCount(0);
  await page.reload();
  await expect(row(page, 'glo hyper X2').first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'glo hyper Air 2' })).toHaveCount(0);
});

test('a business-unit manager opens the devices page too', async ({ page }) => {
  await login(page, 'bu@demo.kz');
  await page.getByTestId('menu-devices').click();
  await expect(row(page, 'glo pro slim').first()).toBeVisible();
});
