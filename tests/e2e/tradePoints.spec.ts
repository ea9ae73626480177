import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { login } from './support';

// Issue 14: HQ uploads a trade point list with two bad rows, sees them in the preview, fixes the
// file, uploads it again, finds the new points by search, downloads the list and sees the upload in
// the history. Issue 23: the dialog lists the columns and gives the template; the downloaded list
// uploads again unchanged.

const TAG = `E2E${Date.now().toString(36).toUpperCase()}`;
const HEADER = 'Название;Адрес;Номер клиента;Город';
const row = (n: number, customer: string, city = 'Алматы') =>
  `Магазин ${TAG} ${n};ул. Абая ${n};${customer};${city}`;

const BAD = [
  HEADER,
  row(1, `${TAG}-1`),
  row(2, ''), // no customer number
  row(3, `${TAG}-3`, 'Атлантида'), // no such city
  row(4, `${TAG}-4`),
].join('\r\n');
const FIXED = [HEADER, row(1, `${TAG}-1`), row(2, `${TAG}-2`), row(3, `${TAG}-3`), row(4, `${TAG}-4`)].join(
  '\r\n',
);

const send = async (page: Page, title: string, content: string) => {
  await page.getByRole('button', { name: 'Загрузить файл' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Название').fill(title);
  await dialog.getByTestId('upload-file').setInputFiles({
    name: `${title}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${content}`, 'utf8'),
  });
  await dialog.getByRole('button', { name: 'Отправить' }).click();
  await expect(dialog.getByText('Строк в файле: 4')).toBeVisible();
  return dialog;
};

test('HQ uploads a trade point list, fixes its bad rows, finds the points and downloads the list', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await login(page, 'hq@demo.kz');
  await page.goto('/trade-points');
  await expect(page.getByTestId('trade-points-type-to-search')).toBeVisible();

  // The preview names the two bad rows, with their column and reason; nothing is stored.
  let dialog = await send(page, 'Точки с ошибками', BAD);
  await expect(dialog.getByText('Строк с ошибками: 2')).toBeVisible();
  const error = (reason: string) => dialog.getByRole('row').filter({ hasText: reason });
  await expect(error('Обязательное поле').getByRole('cell')).toHaveText([
    '2',
    'Номер клиента',
    'Обязательное поле',
  ]);
  await expect(error('Нет активного города').getByRole('cell')).toHaveText([
    '3',
    'Город',
    'Нет активного города с таким названием',
  ]);
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(dialog).toBeHidden();

  // The fixed file: no errors, confirmed, imported by the job with its progress, then done.
  dialog = await send(page, 'Точки декабрь', FIXED);
  await expect(dialog.getByText('Строк с ошибками: 0')).toBeVisible();
  await dialog.getByRole('button', { name: 'Загрузить' }).click();
  await expect(dialog.getByText('Готово: добавлено 4, обновлено 0')).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Закрыть' }).click();

  // Found by search, 10 a page.
  await page.getByPlaceholder('Поиск по названию, адресу или номеру клиента').fill(TAG);
  for (const n of [1, 2, 3, 4]) await expect(page.getByText(`Магазин ${TAG} ${n}`)).toBeVisible();
  await expect(page.getByText('ул. Абая 3')).toBeVisible();

  // The history shows the import, newest first: loaded, with its counts.
  const history = page.getByText('Точки декабрь').locator('xpath=ancestor::*[contains(., "Загружена")][1]');
  await expect(history).toContainText('Загружена');

  // The whole list of HQ's scope as CSV, the new points in it.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Скачать список' }).click();
  const file = await download;
  const csv = readFileSync((await file.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toContain('Название;Адрес;Номер клиента');
  for (const n of [1, 2, 3, 4]) expect(csv).toContain(`Магазин ${TAG} ${n};ул. Абая ${n};${TAG}-${n}`);

  // The upload dialog says which columns a file holds, with their formats, and offers the template.
  await page.getByRole('button', { name: 'Загрузить файл' }).click();
  dialog = page.getByRole('dialog');
  const columns = dialog.getByRole('list', { name: 'Столбцы файла для загрузки' });
  await expect(columns.getByRole('listitem')).toHaveText([
    'Название — текст, обязательный',
    'Адрес — текст',
    'Номер клиента — текст; строка с уже известным значением обновит запись, обязательный',
    'Город — название действующего города, обязательный',
    'Юридическое название — текст',
    'Широта — число от -90 до 90',
    'Долгота — число от -180 до 180',
    'E-mail супервайзера — e-mail пользователя',
  ]);
  const template = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Скачать шаблон' }).click();
  expect(readFileSync((await (await template).path())!, 'utf8')).toBe(
    '\uFEFFНазвание;Адрес;Номер клиента;Город;Юридическое название;Широта;Долгота;E-mail супервайзера\r\n',
  );

  // The downloaded list uploads again as it is: no errors, nothing added, nothing changed.
  await dialog.getByLabel('Название').fill('Список как есть');
  await dialog.getByTestId('upload-file').setInputFiles((await file.path())!);
  await dialog.getByRole('button', { name: 'Отправить' }).click();
  await expect(dialog.getByText('Строк с ошибками: 0')).toBeVisible();
  await expect(dialog.getByText('не используется')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Загрузить' }).click();
  await expect(dialog.getByText('Готово: добавлено 0, обновлено 0')).toBeVisible({ timeout: 30_000 });
});
