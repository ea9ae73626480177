import { describe, expect, it } from 'vitest';
import { bonusLineOf, salaryOf } from '../../server/modules/payroll/formulas';
import { diskStorage } from '../../server/storage/files';
import { storedNames } from './fileAreas';
import { MARCH, seedTeam, withPayroll } from './payrollSupport';

/**
 * Each calculation on a small team whose pay is worked out by hand (payrollSupport.ts seedTeam;
 * docs/payroll.md "Worked example" says the same in words).
 */
const { h, tokens, q, run, sheets, download, area, dataDir } = withPayroll();

const SALARY = {
  type: 'salary',
  department: null,
  params: 1000,
  conversion: 20,
  percent: 40,
  tier1: 80,
  tier2: 100,
  trial: 10,
  bonusValues: ['registration'],
  bonus: 5000,
  bonusTarget: 3,
};

const figures = (summary: any) =>
  Object.fromEntries(summary.figures.map((f: any) => [f.key, Number(f.value)]));

describe('payroll calculations on hand-computed data', () => {
  let team: Awaited<ReturnType<typeof seedTeam>>;

  it('salary: hours against plan, contacts against the activity plan, tiers, trial and bonus', async () => {
    team = await seedTeam(q);
    const done = await run({ ...MARCH, params: { ...SALARY, activity: team.activity } });
    expect(done.status).toBe('finished');
    expect(done.progress).toBe(100);
    expect(done.filename).toBe(`salary_2031_03_01_2031_03_31_${done.id}.xlsx`);
    expect(done.downloadUrl).toBe(`/api/calculationtask/${done.id}/file/${done.filename}/`);
    const [sheet, summary] = await sheets(done.downloadUrl);
    // ID, last, first, agency, planned h, worked h, contacts, plan, effective, plan, completion %,
    // conversion %, trial, factor, base, fixed, variable, bonus contacts, bonus, total.
    const people = sheet.rows.slice(1).map((r) => [r[1], ...r.slice(4)]);
    expect(people).toEqual([
      // 8 h worked (the second session's 4 h 40 min capped at its 4 planned h), 20 contacts, 5
      // effective of 16 planned: 31.25 % < tier1 → no variable part; 4 registrations ≥ 3 → bonus.
      ['Иванов', 12, 8, 20, 80, 5, 16, 31.25, 25, 'Нет', 0, 8000, 4800, 0, 4, 5000, 9800],
      // First session ever 7 days before the period's end (trial 10 days): the variable part in full.
      ['Петров', 5, 5, 10, 50, 2, 10, 20, 20, 'Да', 1, 5000, 3000, 2000, 2, 0, 5000],
      // The CORRUPTED session counts in the plan (12 h) but not as worked, nor its contacts:
      // 14 effective of 16 = 87.5 % ≥ tier1 → half the variable part.
      ['Сидорова', 12, 8, 40, 80, 14, 16, 87.5, 35, 'Нет', 0.5, 8000, 4800, 1600, 14, 5000, 11400],
    ]);
    expect(summary.name).toBe('Итоги');
    expect(summary.rows).toContainEqual(['Итого к оплате', 26200]);
    expect(done.summary.title).toBe('Расчётная');
    expect(done.summary.people).toBe(3);
    expect(figures(done.summary)).toMatchObject({
      total: 26200,
      fixed: 12600,
      variable: 3600,
      bonus: 10000,
      onTrial: 1,
    });
  });

  it('bonus: registrations per row’s filters, paid up to the volume, times the sum', async () => {
    const done = await run({
      ...MARCH,
      params: {
        type: 'bonus',
        bonuses: [
          {
            group: 'A',
            title: 'Регистрации',
            volume: 3,
            sumNewCustomer: 100,
            focusProducts: [],
            activities: [team.activity],
            devices: [],
            models: [],
          },
          {
            group: 'B',
            title: 'Синий',
            volume: 10,
            sumNewCustomer: 50,
            focusProducts: [],
            activities: [],
            devices: [team.d1],
            models: [],
          },
          {
            group: 'B',
            title: 'Модель',
            volume: 1,
            sumNewCustomer: 7,
            focusProducts: [],
            activities: [],
            devices: [],
            models: [team.model],
          },
        ],
      },
    });
    expect(done.status).toBe('finished');
    const [sheet, summary] = await sheets(done.downloadUrl);
    const people = sheet.rows.slice(1).map((r) => [r[1], ...r.slice(4)]);
    expect(people).toEqual([
      // 4 registrations: 3 paid × 100; 2 of colour D1 × 50; model: 2, 1 paid × 7.
      ['Иванов', 4, 3, 300, 2, 2, 100, 2, 1, 7, 407],
      ['Петров', 2, 2, 200, 0, 0, 0, 0, 0, 0, 200],
      // 14 registrations (the CORRUPTED session's 5 never count): 3 paid.
      ['Сидорова', 14, 3, 300, 0, 0, 0, 0, 0, 0, 300],
    ]);
    // Registrations over the rows (a registration may count in several): 20 + 2 + 2, paid 8 + 2 + 1.
    expect(summary.rows.at(-1)).toEqual([
      'Итого',
      '2031-03-01 — 2031-03-31',
      undefined,
      undefined,
      3,
      24,
      11,
      907,
    ]);
    expect(done.summary.groups[0]).toEqual({
      group: 'A',
      title: 'Регистрации',
      people: 3,
      registrations: 20,
      paid: 8,
      sum: 800,
    });
  });

  it('attendance: planned against worked, late starts, missed and corrupted sessions, hours', async () => {
    const done = await run({
      ...MARCH,
      params: { type: 'attendance', users: [], departments: [], lateMinutes: 15 },
    });
    expect(done.status).toBe('finished');
    const [sheet] = await sheets(done.downloadUrl);
    expect(sheet.rows.slice(1).map((r) => [r[1], ...r.slice(4)])).toEqual([
      ['Иванов', 3, 2, 1, 1, 0, 12, 8, 66.67],
      ['Петров', 1, 1, 0, 0, 0, 5, 5, 100],
      ['Сидорова', 3, 2, 0, 0, 1, 12, 8, 66.67],
    ]);
    const only = await run({
      ...MARCH,
      params: { type: 'attendance', users: [team.petrov], departments: [], lateMinutes: 15 },
    });
    expect(only.summary.people).toBe(1);
  });

  it('is reproducible: the same inputs and data give the same figures', async () => {
    const body = { ...MARCH, params: { ...SALARY, activity: team.activity } };
    const a = await run(body);
    const b = await run(body);
    expect(b.summary).toEqual(a.summary);
    expect((await sheets(b.downloadUrl)).map((s) => s.rows)).toEqual(
      (await sheets(a.downloadUrl)).map((s) => s.rows),
    );
  });

  it('a failed calculation says why, and leaves no file', async () => {
    const before = (await storedNames(area)).length;
    const failed = await run({
      date_from: '2031-06-01',
      date_to: '2031-06-30',
      params: { ...SALARY, activity: team.activity },
    });
    expect(failed.status).toBe('failed');
    expect(failed.errorMessage).toBe('За этот период нет ни одного человека с сессиями');
    expect(failed.downloadUrl).toBeNull();
    expect((await storedNames(area)).length).toBe(before);
  });

  it('serves files to HQ only, by the exact name', async () => {
    const [done] = await q(
      `select id, filename from calculation_tasks where status = 'finished' order by id limit 1`,
    );
    const url = `/api/calculationtask/${done.id}/file/${done.filename}/`;
    expect((await download(url)).statusCode).toBe(200);
    for (const role of ['MANAGER_BU', 'COORDINATOR', 'CONSULTANT', 'AGENCY_HR'] as const)
      expect((await download(url, tokens[role])).statusCode).toBe(403);
    expect((await download(url, null)).statusCode).toBe(401);
    expect((await download(`/api/calculationtask/${done.id}/file/other.xlsx/`)).statusCode).toBe(404);
    expect(
      (await h.rest('GET', `/api/calculationtask/999999/file/${done.filename}/`, tokens.HQ)).status,
    ).toBe(404);
  });

  it('the formulas alone, on the edges', () => {
    expect(bonusLineOf({ volume: 5, sumNewCustomer: 200 }, 0)).toEqual({ registrations: 0, paid: 0, sum: 0 });
    expect(bonusLineOf({ volume: 5, sumNewCustomer: 200 }, 9)).toEqual({
      registrations: 9,
      paid: 5,
      sum: 1000,
    });
    const p = { ...SALARY, activity: 1, department: null } as any;
    const facts = {
      plannedHours: 10,
      workedHours: 10,
      contacts: 100,
      effectiveContacts: 10,
      bonusCount: 0,
      firstWorkedAt: 0,
    };
    // Conversion 10 % below its target 20 %: no variable part, though the plan is met (10 of 10).
    expect(
      salaryOf(facts, { contactCountPerHour: 10, effectiveContactsPerHour: 1 }, p, 1e13).tierFactor,
    ).toBe(0);
    // No plan: completion counts as 100 %.
    expect(
      salaryOf(
        { ...facts, effectiveContacts: 30 },
        { contactCountPerHour: null, effectiveContactsPerHour: null },
        p,
        1e13,
      ),
    ).toMatchObject({ completion: 100, tierFactor: 1, total: 10000 });
  });
});

describe('retention and single runs', () => {
  it('a delivery of a finished calculation’s job again changes nothing (never run twice)', async () => {
    const { startJobs } = await import('../../server/jobs/queue');
    const { CALCULATIONS_QUEUE } = await import('../../server/modules/payroll/service');
    const [done] = await q(
      `select id, file, end_time from calculation_tasks where status = 'finished' order by id limit 1`,
    );
    const jobs = await startJobs(h.pool, {
      warn: () => undefined,
      error: () => undefined,
      info: () => undefined,
    } as never);
    await jobs.send(CALCULATIONS_QUEUE, { id: done.id });
    await jobs.send(CALCULATIONS_QUEUE, { id: done.id });
    // Both deliveries worked (by the server's worker) and done with: every delivery of this task completed.
    const states = async () =>
      (
        await q(`select state from pgboss.job where name = $1 and (data->>'id')::int = $2`, [
          CALCULATIONS_QUEUE,
          done.id,
        ])
      ).map((r) => r.state);
    await expect.poll(states, { timeout: 15_000 }).toEqual(['completed', 'completed', 'completed']);
    await jobs.stop();
    const [after] = await q('select file, end_time, status from calculation_tasks where id = $1', [done.id]);
    expect(after).toEqual({ file: done.file, end_time: done.end_time, status: 'finished' });
  });

  it('the housekeeping job removes calculations past the retention period with their files', async () => {
    const { sweepExpired } = await import('../../server/jobs/housekeeping');
    const [old] = await q(
      `update calculation_tasks set created_at = now() - interval '91 days'
       where id = (select min(id) from calculation_tasks where status = 'finished') returning id, file`,
    );
    expect(await storedNames(area)).toContain(old.file);
    const removed = await sweepExpired(h.db, diskStorage(dataDir));
    expect(removed.calculations).toBe(1);
    expect(await h.count(`select count(*) from calculation_tasks where id = ${old.id}`)).toBe(0);
    expect(await storedNames(area)).not.toContain(old.file);
    expect(await h.count(`select count(*) from calculation_tasks where status = 'finished'`)).toBeGreaterThan(
      0,
    );
  });
});
