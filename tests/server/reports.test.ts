import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPORT_FAILED, sanitizeFileName } from '../../domain/uploads';
import { REPORTS_QUEUE, sweepReports } from '../../server/modules/reports/service';
import { storedNames } from './fileAreas';
import { NOVEMBER, withReports } from './reportsSupport';

const { h, area, dir, tokens, q, one, run, download } = withReports();

describe('the report engine', () => {
  it('answers 400 per field for dates and lists it cannot use', async () => {
    const res = await h.rest('POST', '/api/reports/run/', tokens.HQ, {
      report: 'salary_report',
      date_start: '2026-11-31',
      date_end: '01.12.2026',
      agencies: ['x'],
      units: 'all',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      report: ['Выберите отчёт из списка'],
      date_start: ['Укажите дату в формате ГГГГ-ММ-ДД'],
      date_end: ['Укажите дату в формате ГГГГ-ММ-ДД'],
      'agencies[0]': ['Должно быть числом'],
      units: ['Ожидается список'],
    });
    const order = await h.rest('POST', '/api/reports/run/', tokens.HQ, {
      report: 'dm_codes_report',
      date_start: '2026-12-01',
      date_end: '2026-11-01',
    });
    expect(order.status).toBe(400);
    expect(order.body.errors).toEqual({ date_end: ['Дата окончания не может быть раньше даты начала'] });
    const missing = await h.rest('POST', '/api/reports/run/', tokens.HQ, { report: 'dm_codes_report' });
    expect(missing.body.errors).toEqual({
      date_start: ['Это обязательное поле'],
      date_end: ['Это обязательное поле'],
    });
    expect(await h.count(`select count(*) from reports where status = 'queued'`)).toBe(0);
  });

  it('refuses to run for anyone but HQ', async () => {
    for (const token of [tokens.COORDINATOR, tokens.CONSULTANT])
      expect(
        (await h.rest('POST', '/api/reports/run/', token, { report: 'dm_codes_report', ...NOVEMBER })).status,
      ).toBe(403);
    expect(
      (await h.rest('POST', '/api/reports/run/', null, { report: 'dm_codes_report', ...NOVEMBER })).status,
    ).toBe(401);
  });

  it("answers another user's status and file as not found, like a wrong file name or id", async () => {
    const status = await run({ report: 'dm_codes_report', ...NOVEMBER });
    const other = await h.rest('GET', `/api/reports/status/${status.id}/`, tokens.COORDINATOR);
    expect(other).toEqual({ status: 404, body: { detail: 'Не найдено' } });
    expect((await download(status.id, status.filename!, tokens.COORDINATOR)).statusCode).toBe(404);
    expect((await download(status.id, 'other.xlsx')).statusCode).toBe(404);
    expect((await h.rest('GET', '/api/reports/status/999999/', tokens.HQ)).status).toBe(404);
    expect((await h.rest('GET', '/api/reports/status/abc/', tokens.HQ)).status).toBe(404);
    // A report of the coordinator's own (run while they could) stays theirs, and HQ sees every one.
    const coordinator = (await one(`select id from users where email = 'coordinator@demo.kz'`)).id;
    const own = (
      await one(
        `insert into reports (report, status, user_id) values ('dm_codes_report', 'queued', $1) returning id`,
        [coordinator],
      )
    ).id;
    expect((await h.rest('GET', `/api/reports/status/${own}/`, tokens.COORDINATOR)).body).toEqual({
      status: 'queued',
      id: own,
      filename: null,
      reason: null,
    });
    expect((await h.rest('GET', `/api/reports/status/${own}/`, tokens.HQ)).status).toBe(200);
    await q(`delete from reports where id = $1`, [own]);
  });

  it('sanitises file names to letters, digits and dots', () => {
    expect(sanitizeFileName('dm_codes_report_2026-11-01_2026-11-30.xlsx')).toBe(
      'dm_codes_report_2026_11_01_2026_11_30.xlsx',
    );
    expect(sanitizeFileName('../отчёт 1/2.xlsx')).toBe('.._отчёт_1_2.xlsx');
  });

  it("ends a failing report 'Ошибка выполнения' with the reason stored and no file left", async () => {
    const hq = (await one(`select id from users where email = 'hq@demo.kz'`)).id;
    const before = await storedNames(area);
    // Dates the database refuses: the query fails inside the job, after the file was opened.
    const id = (
      await one(
        `insert into reports (report, status, user_id, params) values ('dm_codes_report', 'queued', $1,
          '{"dateStart": "2026-02-30", "dateEnd": "2026-03-01"}') returning id`,
        [hq],
      )
    ).id;
    const { startJobs } = await import('../../server/jobs/queue');
    const jobs = await startJobs(h.pool, h.app.log);
    await jobs.send(REPORTS_QUEUE, { id });
    await jobs.stop();
    await expect
      .poll(async () => (await h.rest('GET', `/api/reports/status/${id}/`, tokens.HQ)).body.status, {
        timeout: 15_000,
      })
      .toBe(REPORT_FAILED);
    const row = await one(`select error_message, filename, file_path from reports where id = $1`, [id]);
    expect(row.error_message).toMatch(/date/);
    expect(row.filename).toBeNull();
    expect(await storedNames(area)).toEqual(before);
    expect(readdirSync(dir).filter((n) => n.endsWith('.part'))).toEqual([]);
  });

  it('removes reports older than a week with their files, and keeps newer ones', async () => {
    const status = await run({ report: 'dm_codes_report', ...NOVEMBER });
    const old = await one(`select file_path from reports where id = $1`, [status.id]);
    await q(`update reports set created_at = now() - interval '8 days' where id = $1`, [status.id]);
    const fresh = await run({ report: 'dm_codes_report', ...NOVEMBER });
    const stray = path.join(dir, '00000000-0000-0000-0000-000000000000.xlsx.part');
    writeFileSync(stray, 'x');
    await import('node:fs/promises').then((fs) => fs.utimes(stray, new Date(0), new Date(0)));
    const swept = await sweepReports({ db: h.db, area });
    expect(swept.reports).toBeGreaterThanOrEqual(1);
    expect(swept.strays).toBe(1);
    const files = readdirSync(dir);
    expect(files).not.toContain(old.file_path);
    expect(files).not.toContain(path.basename(stray));
    expect((await h.rest('GET', `/api/reports/status/${status.id}/`, tokens.HQ)).status).toBe(404);
    expect((await download(fresh.id, fresh.filename!)).statusCode).toBe(200);
  });
});
