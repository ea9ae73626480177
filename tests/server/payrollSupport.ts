import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { beforeAll, expect } from 'vitest';
import { diskAreaOf } from './fileAreas';
import { withServer } from './harness';

export const MARCH = { date_from: '2031-03-01', date_to: '2031-03-31' };

/** A test file's server with its own DATA_DIR, tokens of every role, and the calculation calls. */
export const withPayroll = () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'payroll-test-'));
  const h = withServer({ config: () => ({ dataDir }) });
  const area = diskAreaOf(dataDir, 'calculations');
  const tokens = {} as Record<'HQ' | 'MANAGER_BU' | 'COORDINATOR' | 'CONSULTANT' | 'AGENCY_HR', string>;
  beforeAll(async () => {
    for (const role of Object.keys({ HQ: 1, MANAGER_BU: 1, COORDINATOR: 1, CONSULTANT: 1, AGENCY_HR: 1 }))
      tokens[role as keyof typeof tokens] = await h.login(role as keyof typeof tokens);
  });
  const q = async (text: string, values: unknown[] = []) => (await h.pool.query(text, values)).rows;
  const one = async (text: string, values: unknown[] = []) => (await q(text, values))[0];

  const task = async (id: number) =>
    (
      await h.gql(
        tokens.HQ,
        `query T($id: ID!) { calculationTask(id: $id) { id type status progress errorMessage filename file downloadUrl
          rowCount dateFrom dateTo departments { title type } user { firstName lastName }
          summary { title people figures { key value } groups { group title people registrations paid sum } } } }`,
        { id },
      )
    ).data.calculationTask;

  /** Starts a calculation and waits until it finished or failed. */
  const run = async (body: object) => {
    const started = await h.rest('POST', '/api/calculationtask/', tokens.HQ, body);
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const { id } = started.body;
    let state: any;
    await expect
      .poll(
        async () => {
          state = await task(id);
          return state.status;
        },
        { timeout: 20_000, interval: 100 },
      )
      .toMatch(/^(finished|failed)$/);
    return state;
  };

  const download = (url: string, token: string | null = tokens.HQ) =>
    h.app.inject({ method: 'GET', url, headers: token ? { authorization: `JWT ${token}` } : {} });

  /** A finished calculation's file read back: each sheet's rows as arrays (header first). */
  const sheets = async (url: string) => {
    const res = await download(url);
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return workbook.worksheets.map((ws) => {
      const rows: unknown[][] = [];
      ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      return { name: ws.name, rows };
    });
  };

  return { h, dataDir, area, tokens, q, one, task, run, download, sheets };
};

/**
 * A small team in March 2031 (no demo data there), whose pay docs/payroll.md works out by hand:
 * activity "Расчётная" (10 contacts and 2 effective an hour planned), three consultants.
 *  - Иванов: 3 sessions of 4 h: 10:00-14:00 (10 contacts, 4 registrations, 2 of them colour D1),
 *    10:20-15:00 (late; 10 contacts, 1 exchange), one MISSED.
 *  - Петров: 1 session of 5 h on the 25th, his first ever (10 contacts, 2 registrations).
 *  - Сидорова: 2 sessions of 4 h (20 contacts each, 7 registrations each), and a CORRUPTED one
 *    (4 h, 10 contacts, 5 registrations: never counted).
 */
export const seedTeam = async (q: (text: string, values?: unknown[]) => Promise<any[]>) => {
  const [activity] = await q(
    `insert into activities (title, status, contact_count_per_hour, effective_contacts_per_hour, start_date)
     values ('Расчётная', 'ACTIVE', 10, 2, '2031-01-01') returning id`,
  );
  const [model] = await q(`insert into device_models (model) values ('Payroll Model X') returning id`);
  const [d1] = await q(`insert into devices (title, model_id) values ('Синий', $1) returning id`, [model.id]);
  const [d2] = await q(`insert into devices (title, model_id) values ('Красный', $1) returning id`, [
    model.id,
  ]);
  const person = async (last: string, first: string) =>
    (
      await q(
        `insert into users (email, password_hash, role, first_name, last_name)
         values ($1, 'x', 'CONSULTANT', $2, $3) returning id`,
        [`${last.toLowerCase()}.payroll@test.kz`, first, last],
      )
    )[0].id as number;
  const ivanov = await person('Иванов', 'Иван');
  const petrov = await person('Петров', 'Пётр');
  const sidorova = await person('Сидорова', 'Анна');
  const session = async (
    consultant: number,
    day: string,
    hours: number,
    status: string,
    start: string | null,
    stop: string | null,
  ) =>
    (
      await q(
        `insert into sessions (consultant_id, activity_id, status, planned_start_time, start_time, stop_time, hour_count)
         values ($1, $2, $3, $4::timestamptz, $5::timestamptz, $6::timestamptz, $7) returning id`,
        [
          consultant,
          activity.id,
          status,
          `${day} 10:00+05`,
          start && `${day} ${start}+05`,
          stop && `${day} ${stop}+05`,
          hours,
        ],
      )
    )[0].id as number;
  /** n contacts from `day` 10:30 on, a minute apart; the first `reg` registered (with `device`), then `exch` exchanged. */
  const contacts = async (
    sessionId: number,
    day: string,
    n: number,
    reg: number,
    exch = 0,
    device: number | null = null,
    deviceCount = 0,
  ) =>
    q(
      `insert into contact_events (session_id, client_id, start_time, stop_time, registration_time, exchange_time, device_id)
       select $1, 'c' || i, t, t + interval '30 second', case when i <= $4 then t end,
         case when i > $4 and i <= $4 + $5 then t end, case when i <= $7 then $6::int end
       from generate_series(1, $3::int) i, lateral (select ($2::timestamptz + make_interval(mins => i)) t) x`,
      [sessionId, `${day} 10:30+05`, n, reg, exch, device, deviceCount],
    );
  const i1 = await session(ivanov, '2031-03-02', 4, 'COMPLETED', '10:00', '14:00');
  await contacts(i1, '2031-03-02', 10, 4, 0, d1.id, 2);
  const i2 = await session(ivanov, '2031-03-03', 4, 'COMPLETED', '10:20', '15:00');
  await contacts(i2, '2031-03-03', 10, 0, 1);
  await session(ivanov, '2031-03-04', 4, 'MISSED', null, null);
  const p1 = await session(petrov, '2031-03-25', 5, 'COMPLETED', '10:00', '15:00');
  await contacts(p1, '2031-03-25', 10, 2);
  const s1 = await session(sidorova, '2031-03-05', 4, 'COMPLETED', '10:00', '14:00');
  await contacts(s1, '2031-03-05', 20, 7);
  const s2 = await session(sidorova, '2031-03-06', 4, 'COMPLETED', '10:00', '14:00');
  await contacts(s2, '2031-03-06', 20, 7);
  const s3 = await session(sidorova, '2031-03-07', 4, 'CORRUPTED', '10:00', '14:00');
  await contacts(s3, '2031-03-07', 10, 5);
  return {
    activity: activity.id as number,
    model: model.id as number,
    d1: d1.id as number,
    d2: d2.id as number,
    ivanov,
    petrov,
    sidorova,
  };
};
