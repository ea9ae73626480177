import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { withDatabase } from './db';
import { login } from './support';

/** A list longer than react-admin's 1000-record export: keyset pages and the server's CSV. */
const PREFIX = '7770000';
const COUNT = 1234;
const rows = (page: Page) => page.locator('tbody tr');
/** The first row's SKU, retried: the range label may turn before the new page's rows arrive. */
const expectFirstSku = (page: Page, sku: string) =>
  expect(rows(page).first().locator('td').first()).toHaveText(sku);

test.beforeAll(async () => {
  await withDatabase(async (db) => {
    const [{ id }] = (await db.query("select id from brands where title = 'Kent'")).rows;
    await db.query(
      `insert into formats (title, brand_id, sku)
       select 'Большой список ' || g, $1, $2 || lpad(g::text, 6, '0') from generate_series(1, $3) g`,
      [id, PREFIX, COUNT],
    );
  });
});

test.afterAll(async () => {
  await withDatabase((db) => db.query('delete from formats where sku like $1', [`${PREFIX}%`]));
});

const n = (value: number) => value.toLocaleString('ru-RU');

test('HQ pages forward and back through 1,234 formats and exports every one of them', async ({ page }) => {
  await login(page, 'hq@demo.kz');
  await page.goto('/formats');
  await page.getByPlaceholder('Поиск по SKU').fill(PREFIX);
  await expect(page.getByText(`1-10 из ${n(COUNT)}`)).toBeVisible();
  await expectFirstSku(page, `${PREFIX}000001`);

  // Forward twice, back once, by cursor; then the last page, read from the end.
  await page.getByRole('button', { name: 'Следующая' }).click();
  await expect(page.getByText(`11-20 из ${n(COUNT)}`)).toBeVisible();
  await page.getByRole('button', { name: 'Следующая' }).click();
  await expect(page.getByText('21-30 из')).toBeVisible();
  await expectFirstSku(page, `${PREFIX}000021`);
  await page.getByRole('button', { name: 'Предыдущая' }).click();
  await expect(page.getByText('11-20 из')).toBeVisible();
  await expectFirstSku(page, `${PREFIX}000011`);
  await page.getByRole('button', { name: 'На последнюю страницу' }).click();
  await expect(page.getByText(`${n(1231)}-${n(1234)} из ${n(COUNT)}`)).toBeVisible();
  await expect(rows(page)).toHaveCount(4);
  await expectFirstSku(page, `${PREFIX}001231`);
  await page.getByRole('button', { name: 'Предыдущая' }).click();
  await expect(page.getByText(`${n(1221)}-${n(1230)} из`)).toBeVisible();
  await expectFirstSku(page, `${PREFIX}001221`);

  // The export holds every row of the list, not the first 1000.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Экспорт CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('formats.csv');
  const lines = readFileSync((await file.path())!, 'utf8')
    .slice(1)
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe(
    'ID;SKU;Формат;Бренд;Виден внешним системам;Внешнее название;Минимальные розничные цены',
  );
  expect(lines).toHaveLength(COUNT + 1);
  expect(lines[1]).toContain(`${PREFIX}000001;Большой список 1;Kent`);
  expect(lines.at(-1)).toContain(`${PREFIX}001234;Большой список 1234;Kent`);
});
