import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { JOB_MAX_ATTEMPTS, JOB_MESSAGES } from '../../domain/jobs';
import { REPORT_FINISHED } from '../../domain/uploads';
import { startJobs } from '../../server/jobs/queue';
import { REPORTS_QUEUE } from '../../server/modules/reports/service';
import { requestImport } from '../../server/modules/uploads/importJob';
import { CALC_QUEUE } from './jobRecoverySupport';
import { cloneDatabase, kill, startChild } from './processSupport';
import { csv } from './uploadsSupport';

/**
 * Issue 22 point 3: kill -9 of the process working a report, an import and a calculation, then a
 * new process on the same database: each job runs again from a clean start or fails cleanly with
 * the reason, within the bound, with no partial file or row left.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'job-recovery-'));
const children: ChildProcess[] = [];
let pool: pg.Pool;
const one = async (text: string, values: unknown[] = []) => (await pool.query(text, values)).rows[0];

let database: Awaited<ReturnType<typeof cloneDatabase>>;

/** Starts tests/server/jobWorkerChild.ts on the test's database; resolves once it works its queues. */
const startWorker = (mode: 'pause' | 'run') =>
  startChild(path.join(import.meta.dirname, 'jobWorkerChild.ts'), [database.url, dataDir, mode], children);

const files = (area: string) =>
  existsSync(path.join(dataDir, area)) ? readdirSync(path.join(dataDir, area)) : [];

beforeAll(async () => {
  database = await cloneDatabase();
  pool = new pg.Pool({ connectionString: database.url, max: 3 });
  await pool.query(`create table calc_runs (id serial primary key, status text not null, error text)`);
  await pool.query(`create table calc_results (run_id integer not null, n integer not null)`);
});

afterAll(async () => {
  await Promise.all(children.map(kill));
  await pool?.end();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('jobs after kill -9 of their process', () => {
  it('a report, an import and a calculation run again from a clean start or fail cleanly', {
    timeout: 90_000,
  }, async () => {
    const hq = (await one(`select id from users where email = 'hq@demo.kz'`)).id;
    const report = (
      await one(
        `insert into reports (report, status, user_id, params) values ('dm_codes_report', 'queued', $1,
          '{"dateStart": "2026-11-01", "dateEnd": "2026-11-30"}') returning id`,
        [hq],
      )
    ).id;
    const codes = Array.from({ length: 6 }, (_, i) => [`DMX-${i}`, 'да']);
    const stored = '22222222-2222-2222-2222-222222222222.csv';
    mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
    writeFileSync(path.join(dataDir, 'uploads', stored), csv([['Номер', 'Активен'], ...codes]));
    const upload = (
      await one(
        `insert into uploads (title, upload_type, status, user_id, file_name, file_path, file_sha256, file_size,
           total_rows) values ('Коды', 'DM_CODES', 'PREVIEW', $1, 'codes.csv', $2, $3, 1, 6) returning id`,
        [hq, stored, '0'.repeat(64)],
      )
    ).id;
    const calc = (await one(`insert into calc_runs (status) values ('queued') returning id`)).id;

    const first = await startWorker('pause');
    const jobs = await startJobs(pool, { error: () => undefined } as never);
    await jobs.send(REPORTS_QUEUE, { id: report });
    expect(await requestImport(pool, jobs, upload)).not.toBeNull();
    await jobs.send(CALC_QUEUE, { id: calc });
    await jobs.stop();

    // Each job in its middle: a partial file written, a batch of rows staged or committed.
    await vi.waitFor(
      async () => {
        expect((await one('select status from reports where id = $1', [report])).status).toBe('running');
        // The file under the name its row holds (whole, or still partial), not yet recorded as finished.
        const claimed = (await one('select file_path from reports where id = $1', [report])).file_path;
        expect(files('reports').some((f) => f === claimed || f === `${claimed}.part`)).toBe(true);
        expect(
          await one('select status, processed_rows > 0 as progressed from uploads where id = $1', [upload]),
        ).toEqual({ status: 'RUNNING', progressed: true });
        expect((await one('select status from calc_runs where id = $1', [calc])).status).toBe('running');
        expect(files('calc')).toEqual([`${calc}.part`]);
        expect(Number((await one(`select count(*) from calc_results where run_id = $1`, [calc])).count)).toBe(
          1,
        );
      },
      { timeout: 30_000, interval: 200 },
    );
    await kill(first);
    expect(Number((await one(`select count(*) from dm_codes where number like 'DMX-%'`)).count)).toBe(0);
    // The calculation has lost its lease before: this loss is its last.
    await pool.query(`update job_leases set attempts = $2 where queue = $1`, [CALC_QUEUE, JOB_MAX_ATTEMPTS]);

    const restarted = Date.now();
    await startWorker('run');
    await vi.waitFor(
      async () => {
        expect((await one('select status from reports where id = $1', [report])).status).toBe(
          REPORT_FINISHED,
        );
        expect((await one('select status from uploads where id = $1', [upload])).status).toBe('DONE');
        expect((await one('select status from calc_runs where id = $1', [calc])).status).toBe('failed');
        expect(Number((await one('select count(*) from job_leases')).count)).toBe(0);
      },
      { timeout: 45_000, interval: 200 },
    );
    expect(Date.now() - restarted).toBeLessThan(120_000);

    const done = await one('select file_path, row_count from reports where id = $1', [report]);
    expect(files('reports')).toEqual([done.file_path]);
    expect(
      await one('select inserted_rows, processed_rows, error_message from uploads where id = $1', [upload]),
    ).toEqual({ inserted_rows: 6, processed_rows: 6, error_message: null });
    expect(Number((await one(`select count(*) from dm_codes where number like 'DMX-%'`)).count)).toBe(6);
    expect(await one('select error from calc_runs where id = $1', [calc])).toEqual({
      error: JOB_MESSAGES.processStopped,
    });
    expect(Number((await one(`select count(*) from calc_results where run_id = $1`, [calc])).count)).toBe(0);
    expect(files('calc')).toEqual([]);
  });
});
