import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../server/db';
import { startJobs } from '../../server/jobs/queue';
import { CALCULATIONS_QUEUE, sweepCalculations } from '../../server/modules/payroll/service';
import { diskAreaOf, storedNames } from './fileAreas';
import { MARCH, seedTeam } from './payrollSupport';
import { cloneDatabase, kill, startChild } from './processSupport';

/**
 * Issue 25 point 4: kill -9 of the process writing a calculation's file, then a new process on the
 * same database: the calculation runs again from the start (one run at a time, by its lease) and
 * finishes with one whole file; the killed attempt's half file is never recorded, never served,
 * and goes with the stray sweep.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'payroll-recovery-'));
const children: ChildProcess[] = [];
let pool: pg.Pool;
const q = async (text: string, values: unknown[] = []) => (await pool.query(text, values)).rows;
const one = async (text: string, values: unknown[] = []) => (await q(text, values))[0];

let database: Awaited<ReturnType<typeof cloneDatabase>>;

const startWorker = (mode: 'pause' | 'run') =>
  startChild(
    path.join(import.meta.dirname, 'payrollWorkerChild.ts'),
    [database.url, dataDir, mode],
    children,
  );

const area = () => path.join(dataDir, 'calculations');
const files = () => (existsSync(area()) ? readdirSync(area()) : []);

beforeAll(async () => {
  database = await cloneDatabase();
  pool = new pg.Pool({ connectionString: database.url, max: 3 });
});

afterAll(async () => {
  await Promise.all(children.map(kill));
  await pool?.end();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a calculation after kill -9 of its process', () => {
  it('runs again from the start and leaves one whole file, never a half one', {
    timeout: 90_000,
  }, async () => {
    await seedTeam(q);
    const hq = (await one(`select id from users where role = 'HQ' order by id limit 1`)).id;
    const { id } = await one(
      `insert into calculation_tasks (type, status, user_id, date_from, date_to, params)
       values ('attendance', 'queued', $1, $2, $3, $4) returning id`,
      [
        hq,
        MARCH.date_from,
        MARCH.date_to,
        { type: 'attendance', users: [], departments: [], lateMinutes: 15 },
      ],
    );
    const paused = await startWorker('pause');
    const { db, pool: jobsPool } = connect(database.url, 2);
    const jobs = await startJobs(jobsPool, {
      warn: () => undefined,
      error: () => undefined,
      info: () => undefined,
    } as never);
    await jobs.send(CALCULATIONS_QUEUE, { id });
    // Caught while writing its file: running, a partial file in the area, nothing recorded.
    await expect
      .poll(async () => files().some((f) => f.endsWith('.part')), { timeout: 20_000, interval: 100 })
      .toBe(true);
    expect((await one('select status, file from calculation_tasks where id = $1', [id])).status).toBe(
      'running',
    );
    await kill(paused);
    const half = files().filter((f) => f.endsWith('.part'));

    await startWorker('run');
    await expect
      .poll(async () => (await one('select status from calculation_tasks where id = $1', [id])).status, {
        timeout: 40_000,
        interval: 200,
      })
      .toBe('finished');
    const done = await one('select file, row_count, progress from calculation_tasks where id = $1', [id]);
    expect(done).toMatchObject({ row_count: 3, progress: 100 });
    // The recorded file is whole (it opens, with every person); the half one is nobody's.
    const workbook = new ExcelJS.Workbook();
    const stored = diskAreaOf(dataDir, 'calculations');
    await workbook.xlsx.read((await stored.read(done.file))!.stream);
    expect(workbook.worksheets[0].rowCount).toBe(4);
    expect(await storedNames(stored)).toEqual([done.file]);
    expect(half.every((f) => f !== done.file)).toBe(true);
    await sweepCalculations({ db, area: stored }, 90, 0);
    expect(files()).toEqual([done.file]);
    await jobs.stop();
    await jobsPool.end();
  });
});
