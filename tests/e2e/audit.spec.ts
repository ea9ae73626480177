import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { withDatabase } from './db';
import { login } from './support';

// Issue 26 points 2 to 4: an auditor logs in and lands on the audit page, creates a quiz with three
// questions, swaps two, sends it to a session of today, records the results with a photo, opens
// the audit's viewer, and downloads the report.

/** A session of today of the coordinator's team (from 5 minutes ago at MEGA) to send the audit to. */
const prepare = () =>
  withDatabase(async (db) => {
    const { rows } = await db.query(
      `with who as (
         update users c set manager_id = (select id from users where email = 'coordinator@demo.kz')
         where c.email = 'consultant@demo.kz' returning c.id)
       insert into sessions (consultant_id, activity_id, spot_id, city_id, status, planned_start_time, planned_end_time)
       select (select id from who),
         (select id from activities where title = 'glo hyper: весенняя кампания'),
         sp.id, sp.city_id, 'PLANNED', now() - interval '5 minutes', now() + interval '4 hours'
       from spots sp where sp.title = 'ТРЦ MEGA Alma-Ata' returning id`,
    );
    return rows[0].id as number;
  });

test('an auditor creates a quiz, swaps two questions, sends it, records results with a photo, views them and downloads the report', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const session = await prepare();
  try {
    await auditorAudits(page, session);
  } finally {
    // The session leaves the demo as it found it: no longer the consultant's nearest planned one.
    await withDatabase((db) => db.query(`update sessions set status = 'DELETED' where id = $1`, [session]));
  }
});

const auditorAudits = async (page: Page, session: number) => {
  const title = `Аудит e2e ${Date.now()}`;

  await login(page, 'auditor@demo.kz');
  await expect(page).toHaveURL(/\/audit-page$/);
  await expect(page.getByRole('heading', { name: 'Аудит', level: 1 })).toBeVisible();

  // A new quiz with three questions: the first main, the third final.
  await page.getByRole('link', { name: 'Новый опрос' }).click();
  await expect(page).toHaveURL(/\/audit\/new$/);
  await page.getByLabel('Название опроса').fill(title);
  await page.getByRole('button', { name: 'Создать' }).click();
  const editor = page.getByTestId('quiz-editor');
  await expect(editor).toBeVisible();
  const questions: [string, string | null][] = [
    ['Консультант на месте?', 'Главный'],
    ['Стенд чистый?', null],
    ['Итоговая оценка в норме?', 'Итоговый'],
  ];
  for (const [text, flag] of questions) {
    await editor.getByLabel('Текст вопроса').fill(text);
    if (flag) await editor.getByRole('checkbox', { name: flag }).check();
    await editor.getByRole('button', { name: 'Добавить вопрос' }).click();
    await expect(editor.getByTestId('question').filter({ hasText: text })).toBeVisible();
  }
  const rows = editor.getByTestId('question');
  await expect(rows).toHaveCount(3);

  // Swap the second and third.
  await editor.getByRole('button', { name: 'Опустить вопрос 2' }).click();
  await expect(rows.nth(1)).toContainText('2. Итоговая оценка в норме?');
  await expect(rows.nth(2)).toContainText('3. Стенд чистый?');
  await page.reload();
  await expect(page.getByTestId('question').nth(1)).toContainText('Итоговая оценка в норме?');

  // Back on the audit page, send the quiz to today's session.
  await page.getByRole('link', { name: 'Готово' }).click();
  await expect(page).toHaveURL(/\/audit-page\?quiz=\d+$/);
  const send = page.getByTestId('audit-send');
  await send.getByLabel(new RegExp(`№${session}(\\s|$)`)).check();
  await send.getByRole('button', { name: 'Отправить (1)' }).click();
  await expect(send.getByText('Опрос отправлен')).toBeVisible();
  await expect(send.getByLabel(new RegExp(`№${session} \\(уже отправлен\\)`))).toBeDisabled();

  // The audit opens its viewer; the auditor records the results with a photo.
  const audit = page.getByTestId('audits').getByRole('link').filter({ hasText: title });
  await expect(audit).toHaveCount(1);
  await audit.click();
  await expect(page).toHaveURL(/\/audit\/\d+\/view$/);
  const auditId = Number(page.url().match(/audit\/(\d+)\/view/)![1]);
  const form = page.getByTestId('audit-record');
  const items = form.getByTestId('record-question');
  await expect(items).toHaveCount(3);
  // In their order after the swap: the main one, the final one, then the stand.
  await expect(items.nth(1)).toContainText('Итоговая оценка в норме?');
  const stand = items.filter({ hasText: 'Стенд чистый?' });
  await items.nth(0).getByRole('radio', { name: 'Да' }).check();
  await items.nth(1).getByRole('radio', { name: 'Да' }).check();
  await stand.getByRole('radio', { name: 'Нет' }).check();
  await stand.getByLabel('Комментарий').fill('Оценка снижена: стенд в пыли');
  const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();
  await stand
    .locator('input[type="file"]')
    .setInputFiles({ name: 'stand.jpg', mimeType: 'image/jpeg', buffer: picture });
  await expect(stand.getByTestId('audit-photo').locator('img')).toBeVisible();
  await form.getByRole('button', { name: 'Сохранить результаты' }).click();

  // The viewer shows the results with their photo.
  const results = page.getByTestId('audit-results').getByTestId('result');
  await expect(results).toHaveCount(3);
  const standResult = results.filter({ hasText: 'Стенд чистый?' });
  await expect(standResult).toContainText('Нет');
  await expect(standResult).toContainText('Оценка снижена: стенд в пыли');
  await expect(standResult.getByTestId('audit-photo').locator('img')).toBeVisible();
  await expect(page.getByTestId('answered-at')).not.toHaveText('—');
  await page.goto(`/audit/${auditId}/view`);
  await expect(page.getByTestId('audit-results').getByTestId('result')).toHaveCount(3);

  // The report of today: a row per answer of the quiz's audits.
  await page.getByRole('link', { name: 'К аудиту' }).click();
  const report = page.getByTestId('audit-report');
  const download = page.waitForEvent('download', { timeout: 30_000 });
  await report.getByRole('button', { name: 'Скачать отчёт' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^audit_\d+_.*\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(readFileSync((await file.path())!) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const lines: string[] = [];
  sheet.eachRow((row) => lines.push((row.values as unknown[]).slice(1).join('|')));
  expect(lines).toHaveLength(4);
  expect(lines[2]).toContain('Итоговая оценка в норме?|Да');
  expect(lines[3]).toContain('Стенд чистый?|Нет');
  expect(lines[3]).toMatch(/Оценка снижена: стенд в пыли\|1$/);

  // The session's page, for its coordinator, links the audit sent to it.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await login(page, 'coordinator@demo.kz');
  await page.goto(`/session/${session}`);
  const linked = page.getByTestId('session-audits').getByRole('link').filter({ hasText: title });
  await expect(linked).toHaveAttribute('href', `/audit/${auditId}/view`);
  await linked.click();
  await expect(page.getByTestId('audit-results').getByTestId('result')).toHaveCount(3);
};
