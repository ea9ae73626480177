import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { login, typeDay } from './support';

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

test('HQ runs the points-coverage report and downloads the file once it is finished', async ({ page }) => {
  test.setTimeout(90_000);
  await login(page, 'hq@demo.kz');
  await page.goto('/points-coverage');

  // The three lists load on entry; a region is chosen, then cleared with the drop-all value.
  const regions = page.getByRole('combobox', { name: 'Регионы' });
  await regions.click();
  const firstRegion = page.getByRole('option').nth(1);
  await expect(firstRegion).toBeVisible();
  await firstRegion.click();
  await page.getByRole('option', { name: 'Сбросить выбор' }).click();
  await page.keyboard.press('Escape');
  await expect(regions).not.toHaveText(/\w/);

  const run = page.getByRole('button', { name: 'Сформировать отчёт' });
  await expect(run).toBeDisabled();
  await typeDay(page.getByLabel('Дата начала'), day(-30));
  await typeDay(page.getByLabel('Дата окончания'), day(-31));
  await expect(page.getByText('Дата окончания не может быть раньше даты начала')).toBeVisible();
  await expect(run).toBeDisabled();
  await typeDay(page.getByLabel('Дата окончания'), day(30));

  const download = page.waitForEvent('download', { timeout: 30_000 });
  await run.click();
  await expect(page.getByText('Отчёт формируется…')).toBeVisible();
  const file = await download;
  const name = `spots_coverage_report_${day(-30)}_${day(30)}.xlsx`.replace(/-/g, '_');
  expect(file.suggestedFilename()).toBe(name);
  await expect(page.getByText(`Отчёт готов: ${name}`)).toBeVisible();

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.worksheets[0];
  expect((sheet.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['Точка', 'Номер клиента', 'Адрес']);
  expect(sheet.getRow(1).getCell(15).value).toBe('Покрыта');
  expect(sheet.rowCount).toBeGreaterThan(1);
  const covered = new Set<unknown>();
  sheet.eachRow((row, n) => n > 1 && covered.add(row.getCell(15).value));
  expect([...covered].every((v) => v === 'да' || v === 'нет')).toBe(true);
});
