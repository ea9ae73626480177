import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { makeZip } from '../support/zip';
import { login } from './support';

const INVALID = 'Загруженный файл не является корректным файлом';
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const storedZips = () => {
  try {
    return readdirSync(path.join(process.env.E2E_DATA_DIR!, 'media')).filter((f) => f.endsWith('.zip'));
  } catch {
    return [];
  }
};

test('HQ uploads media: a bad file is refused and nothing stored, then a good zip is listed', async ({
  page,
}) => {
  await login(page, 'hq@demo.kz');
  await page.getByTestId('menu-referenceData').click();
  await page.getByTestId('menu-media').click();
  await expect(page).toHaveURL(/\/media/);
  await expect(page.getByTestId('breadcrumb-title')).toHaveText('Медиа');
  await expect(row(page, 'Презентация glo hyper X2')).toBeVisible();

  // Neither a file nor a link: the form says so and sends nothing.
  await page.getByRole('button', { name: 'Новое медиа' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Новое медиа')).toBeVisible();
  let uploads = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/(media|mediabylink)\/$/.test(new URL(r.url()).pathname))
      uploads += 1;
  });
  await dialog.getByLabel('Название').fill('Обучение: glo hyper X2');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog.getByText('Загрузите zip-файл или укажите ссылку')).toBeVisible();
  expect(uploads).toBe(0);

  // A file that is not a zip, under a .zip name.
  const before = storedZips().length;
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'broken.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from('это не архив'),
  });
  await expect(dialog.getByText('broken.zip')).toBeVisible();
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(INVALID);
  await expect(dialog).toBeVisible();
  expect(uploads).toBe(1);
  expect(storedZips()).toHaveLength(before);

  // The same dialog, a good zip instead.
  await dialog
    .getByRole('button', { name: /Удалить|Remove/ })
    .first()
    .click();
  const zip = makeZip([
    { name: 'index.html', data: '<html><body>Обучение</body></html>', deflate: true },
    { name: 'slides/1.txt', data: 'Слайд 1' },
  ]);
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'training.zip', mimeType: 'application/zip', buffer: zip });
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Медиа добавлено')).toBeVisible();
  const item = row(page, 'Обучение: glo hyper X2');
  await expect(item).toContainText('Архив');
  await expect(item).toContainText('training.zip');
  expect(storedZips()).toHaveLength(before + 1);

  // Its zip downloads as uploaded; the list exports to CSV with Cyrillic intact.
  const zipDownload = page.waitForEvent('download');
  await item.getByRole('button', { name: 'Скачать' }).click();
  expect(readFileSync((await (await zipDownload).path())!).equals(zip)).toBe(true);

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Экспорт' }).click();
  const csv = readFileSync((await (await csvDownload).path())!).toString('utf8');
  expect(csv.startsWith('\uFEFFID;Название;Тип')).toBe(true);
  expect(csv).toContain('Обучение: glo hyper X2;Архив;training.zip');
});
