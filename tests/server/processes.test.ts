import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REPORT_FINISHED } from '../../domain/uploads';
import { DEMO_ACCOUNTS } from '../../server/db/seed';
import { HOUSEKEEPING_QUEUE } from '../../server/jobs/housekeeping';
import { MISSED_SESSIONS_QUEUE } from '../../server/jobs/missedSessions';
import { startJobs } from '../../server/jobs/queue';
import { multipartBody } from '../support/zip';
import {
  buildCompiled,
  call,
  cloneDatabase,
  download,
  login,
  postForm,
  type ServerProcess,
  startServer,
  stopAll,
} from './processSupport';
import { csv } from './uploadsSupport';

/**
 * Issue 27 point 1: the product as several processes on one PostgreSQL, each the compiled start
 * (dist-server/main.js, as `npm start` runs it) — two API processes (PROCESS_ROLE=api) and two
 * workers (PROCESS_ROLE=worker), started together on an empty database and one DATA_DIR. A user's
 * requests land on either API process; the jobs run on the workers; a periodic job runs once.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'processes-'));
let database: Awaited<ReturnType<typeof cloneDatabase>>;
let build: Awaited<ReturnType<typeof buildCompiled>>;
let pool: pg.Pool;
const started: ServerProcess[] = [];
let api1: ServerProcess;
let api2: ServerProcess;
let worker1: ServerProcess;
let worker2: ServerProcess;

const env = (role: string) => ({
  PROCESS_ROLE: role,
  DATABASE_URL: database.url,
  DATA_DIR: dataDir,
  // All four on an empty database at once: one migrates and seeds, the others wait for it.
  SEED_DEMO: 'true',
  SHUTDOWN_DRAIN_SECONDS: '0',
});

beforeAll(async () => {
  [database, build] = await Promise.all([cloneDatabase({ empty: true }), buildCompiled()]);
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
  const servers = await Promise.allSettled(
    ['api', 'api', 'worker', 'worker'].map((role) => startServer(env(role), build.main)),
  );
  for (const s of servers) if (s.status === 'fulfilled') started.push(s.value);
  for (const s of servers) if (s.status === 'rejected') throw s.reason;
  [api1, api2, worker1, worker2] = started;
}, 240_000);

afterAll(async () => {
  await stopAll(started);
  await pool?.end();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('two API processes and two workers on one PostgreSQL', () => {
  it('migrated and seeded the database once between them', async () => {
    const migrations = readdirSync(path.join(import.meta.dirname, '../../server/db/migrations')).filter((f) =>
      f.endsWith('.sql'),
    );
    const { rows } = await pool.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(rows[0].n).toBe(migrations.length);
    const hq = await pool.query('select count(*)::int as n from users where email = $1', [DEMO_ACCOUNTS.HQ]);
    expect(hq.rows[0].n).toBe(1);
  });

  it('a worker answers only its health and readiness checks', async () => {
    expect((await call(worker1, 'GET', '/api/ready/', null)).status).toBe(200);
    expect((await call(worker1, 'GET', '/api/health/', null)).status).toBe(200);
    expect((await login(worker1, DEMO_ACCOUNTS.HQ)).status).toBe(404);
  });

  it('a token from one API process works on the other', async () => {
    const token = (await login(api1, DEMO_ACCOUNTS.HQ)).body.token;
    const query = { query: '{ deviceModels(first: 1) { totalCount } }' };
    const answer = await call(api2, 'POST', '/api/graphql/', token, query);
    expect(answer.status).toBe(200);
    expect(answer.body.data.deviceModels.totalCount).toBeGreaterThan(0);
  });

  it('a report started on one API process is made by a worker and downloaded from the other', {
    timeout: 60_000,
  }, async () => {
    const token = (await login(api1, DEMO_ACCOUNTS.HQ)).body.token;
    const run = await call(api1, 'POST', '/api/reports/run/', token, {
      report: 'dm_codes_report',
      date_start: '2026-11-01',
      date_end: '2026-11-30',
    });
    expect(run.status).toBe(200);
    let status: any;
    await vi.waitFor(
      async () => {
        status = (await call(api2, 'GET', `/api/reports/status/${run.body.id}/`, token)).body;
        expect(status.status).toBe(REPORT_FINISHED);
      },
      { timeout: 45_000, interval: 200 },
    );
    const file = await download(
      api2,
      `/api/reports/get/${status.id}/${encodeURIComponent(status.filename)}`,
      token,
    );
    expect(file.status).toBe(200);
    // An XLSX is a zip: its first bytes are PK.
    expect(file.bytes.subarray(0, 2).toString()).toBe('PK');
  });

  it('an upload previewed through one API process is confirmed through the other and imported by a worker', {
    timeout: 60_000,
  }, async () => {
    const token = (await login(api2, DEMO_ACCOUNTS.HQ)).body.token;
    const rows = Array.from({ length: 20 }, (_, i) => [`PROC-${i}`, 'да']);
    const form = multipartBody(
      { title: 'Коды из двух процессов', upload_type: 'DM_CODES' },
      { field: 'file', name: 'codes.csv', data: csv([['Номер', 'Активен'], ...rows]), type: 'text/csv' },
    );
    const preview = await postForm(api1, 'POST', '/api/upload/', token, form);
    expect(preview.status).toBe(200);
    const { id, status } = (await preview.json()) as { id: number; status: string };
    expect(status).toBe('PREVIEW');
    expect((await call(api2, 'POST', `/api/upload/${id}/confirm/`, token)).status).toBe(200);
    await vi.waitFor(
      async () => expect((await call(api1, 'GET', `/api/upload/${id}/`, token)).body.status).toBe('DONE'),
      { timeout: 45_000, interval: 200 },
    );
    const { rows: imported } = await pool.query(
      `select count(*)::int as n from dm_codes where number like 'PROC-%'`,
    );
    expect(imported[0].n).toBe(20);
  });

  it('counts login refusals across both API processes', { timeout: 60_000 }, async () => {
    // Wrong passwords of one account from one address, taking turns between the processes: the
    // pair's free failures (5) run out between them, which neither would reach alone.
    const answers: number[] = [];
    for (let attempt = 0; attempt < 8 && !answers.includes(429); attempt++)
      answers.push(
        (await login(attempt % 2 ? api2 : api1, DEMO_ACCOUNTS.COORDINATOR, 'wrong-password')).status,
      );
    // A wrong password is answered 400 (as the browser's form expects), a slowed attempt 429.
    expect(answers.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(answers.at(-1)).toBe(429);
  });

  it('a periodic job runs once however many workers there are', { timeout: 60_000 }, async () => {
    // Housekeeping is queued by every worker at its start: one run between them.
    await vi.waitFor(
      async () => {
        const { rows } = await pool.query(
          `select state from pgboss.job where name = $1
           union all select state from pgboss.archive where name = $1`,
          [HOUSEKEEPING_QUEUE],
        );
        expect(rows).toEqual([{ state: 'completed' }]);
      },
      { timeout: 45_000, interval: 200 },
    );
    // The MISSED job, queued in its slot by two processes (as each worker's timer does): the
    // planned session past its end turns MISSED once, with one history row.
    const { rows: planned } = await pool.query(
      `update sessions set planned_start_time = now() - interval '3 hours', planned_end_time = now() - interval '2 hours'
       where id = (select id from sessions where status = 'PLANNED' order by id limit 1) returning id`,
    );
    const jobs = [
      await startJobs(pool, { error: () => undefined, warn: () => undefined } as never, { work: false }),
      await startJobs(pool, { error: () => undefined, warn: () => undefined } as never, { work: false }),
    ];
    for (const j of jobs) {
      // work: false queues nothing periodic (an API process): the workers' slots are what count.
      await j.sendOncePer(MISSED_SESSIONS_QUEUE, 300);
      await j.stop();
    }
    const sender = await startJobs(pool, { error: () => undefined, warn: () => undefined } as never);
    await sender.sendOncePer(MISSED_SESSIONS_QUEUE, 300);
    await sender.sendOncePer(MISSED_SESSIONS_QUEUE, 300);
    await sender.stop();
    await vi.waitFor(
      async () => {
        const { rows } = await pool.query(
          `select status, (select count(*)::int from session_events e where e.session_id = s.id and e.kind = 'MISSED') as events
           from sessions s where id = $1`,
          [planned[0].id],
        );
        expect(rows[0]).toEqual({ status: 'MISSED', events: 1 });
      },
      { timeout: 45_000, interval: 200 },
    );
    const { rows: runs } = await pool.query(
      `select count(*)::int as n from (select id from pgboss.job where name = $1
       union all select id from pgboss.archive where name = $1) j`,
      [MISSED_SESSIONS_QUEUE],
    );
    expect(runs[0].n).toBe(1);
  });

  it('a worker killed in the middle of an import: another finishes it, with no partial rows', {
    timeout: 240_000,
  }, async () => {
    // One worker left (the other stops gracefully: exit 0), so that the import runs on it.
    worker2.child.kill('SIGTERM');
    expect(await worker2.exited).toBe(0);
    const token = (await login(api1, DEMO_ACCOUNTS.HQ)).body.token;
    const total = 500_000;
    const rows = Array.from({ length: total }, (_, i) => [`KILL-${i}`, 'да']);
    const form = multipartBody(
      { title: 'Коды под kill -9', upload_type: 'DM_CODES' },
      { field: 'file', name: 'codes.csv', data: csv([['Номер', 'Активен'], ...rows]), type: 'text/csv' },
    );
    const preview = await postForm(api1, 'POST', '/api/upload/', token, form);
    expect(preview.status).toBe(200);
    const { id } = (await preview.json()) as { id: number };
    expect((await call(api2, 'POST', `/api/upload/${id}/confirm/`, token)).status).toBe(200);
    // Caught after its first batch, before its end.
    await vi.waitFor(
      async () => {
        const { rows: found } = await pool.query('select status, processed_rows from uploads where id = $1', [
          id,
        ]);
        expect(found[0].status).toBe('RUNNING');
        expect(found[0].processed_rows).toBeGreaterThan(0);
      },
      { timeout: 120_000, interval: 50 },
    );
    worker1.child.kill('SIGKILL');
    await worker1.exited;
    const imported = async () =>
      (await pool.query(`select count(*)::int as n from dm_codes where number like 'KILL-%'`)).rows[0].n;
    expect(await imported()).toBe(0);

    // A new worker takes the job over once the dead one's lease lapses, and runs it from the start.
    started.push(await startServer(env('worker'), build.main));
    await vi.waitFor(
      async () => expect((await call(api2, 'GET', `/api/upload/${id}/`, token)).body.status).toBe('DONE'),
      { timeout: 150_000, interval: 500 },
    );
    expect(await imported()).toBe(total);
    expect((await pool.query('select count(*)::int as n from job_leases')).rows[0].n).toBe(0);
  });
});
