import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { JOB_MESSAGES } from '../../../domain/jobs';
import { CALCULATION_KEEP_DAYS, type CalculationType, calculationFileName } from '../../../domain/payroll';
import { PAYROLL_MESSAGES } from '../../../domain/validation/payroll';
import type { Db } from '../../db';
import { type Lease, LeaseLost, workLeased } from '../../jobs/lease';
import type { Jobs } from '../../jobs/queue';
import type { FileArea } from '../../storage/files';
import { CalculationRefused, calculate } from './calculate';
import { claimCalculation, expireCalculations, failCalculation, setProgress } from './queries';
import { storeWorkbook } from './workbook';

export const CALCULATIONS_QUEUE = 'calculations';
/** A task still unfinished after this many hours was lost with its process: failed. */
const STALE_HOURS = 6;

interface Log {
  info: (o: object, m: string) => void;
  warn: (o: object, m: string) => void;
  error: (o: object, m: string) => void;
}

export interface PayrollContext {
  db: Db;
  pool: pg.Pool;
  area: FileArea;
  log: Log;
}

/** Tests only: called while the file is being written (between its sheets), so a test can stop there. */
export const payrollHooks: { inFile?: (id: number) => Promise<void> } = {};

/**
 * Runs one calculation under its job lease (one run at a time per task, however many processes):
 * 'running' ('retrying' after a lost attempt) with its progress, the inputs read in one snapshot,
 * the XLSX streamed into the file area whole or not at all, then 'finished' with the file, its
 * download name and summary, recorded only while the lease is still held (a lost lease's file is
 * removed). Any failure: 'failed' with its reason (HQ's words for a refusal, 'Ошибка выполнения'
 * for the unexpected, which is logged), and no file.
 */
export const runCalculation = async ({ db, pool, area, log }: PayrollContext, id: number, lease: Lease) => {
  const row = await claimCalculation(db, id, lease.attempt > 1);
  if (!row) return;
  const type = row.type as CalculationType;
  const started = Date.now();
  let stored: string | null = null;
  try {
    const progress = async (n: number) => {
      await lease.checkpoint();
      await setProgress(db, id, n);
    };
    const result = await calculate(
      pool,
      { type, dateFrom: row.dateFrom, dateTo: row.dateTo, params: row.params },
      progress,
    );
    await progress(70);
    stored = await storeWorkbook(area, result.sheets, async () => {
      await lease.checkpoint();
      await payrollHooks.inFile?.(id);
    });
    const file = stored;
    // Recorded in a transaction fenced by the lease: a worker that lost it records nothing.
    const client = await pool.connect();
    try {
      await client.query('begin');
      await lease.fence(client);
      await client.query(
        `update calculation_tasks set status = 'finished', progress = 100, file = $2, filename = $3,
           row_count = $4, summary = $5, error_message = null, end_time = now()
         where id = $1 and status in ('queued', 'running', 'retrying')`,
        [id, file, calculationFileName(type, row.dateFrom, row.dateTo, id), result.rowCount, result.summary],
      );
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    log.info(
      { calculationId: id, type, rows: result.rowCount, ms: Date.now() - started },
      'calculation finished',
    );
  } catch (error) {
    if (stored) await area.remove(stored).catch(() => undefined);
    if (error instanceof LeaseLost) throw error;
    const reason = error instanceof CalculationRefused ? error.message : PAYROLL_MESSAGES.failed;
    if (!(error instanceof CalculationRefused))
      log.error({ err: error, calculationId: id, type }, 'calculation failed');
    await failCalculation(db, id, reason).catch((err) =>
      log.error({ err, calculationId: id }, 'calculation status not saved'),
    );
  }
};

/**
 * Files a stopped process left, `ageMs` on (an hour by default: no calculation writes its file that
 * long): put's partial files, and whole files no task names (the process stopped between storing
 * and recording one). Removed.
 */
const removeStrays = async (db: Db, area: FileArea, ageMs: number) => {
  const cutoff = new Date(Date.now() - ageMs);
  let strays = await area.removeUnfinished(cutoff);
  for await (const { name, modified } of area.list()) {
    if (modified >= cutoff) continue;
    if ((await db.execute(sql`select 1 from calculation_tasks where file = ${name}`)).rows.length) continue;
    await area.remove(name);
    strays += 1;
  }
  return strays;
};

/**
 * The retention cleanup (run by the housekeeping job): calculations older than `keepDays` go with
 * their files, lost ones are marked failed, stray partial files are removed.
 */
export const sweepCalculations = async (
  { db, area }: Pick<PayrollContext, 'db' | 'area'>,
  keepDays = CALCULATION_KEEP_DAYS,
  strayAgeMs = 3600 * 1000,
) => {
  const expired = await expireCalculations(db, keepDays, STALE_HOURS, JOB_MESSAGES.processStopped);
  for (const { file } of expired) if (file) await area.remove(file).catch(() => undefined);
  return { calculations: expired.length, strays: await removeStrays(db, area, strayAgeMs) };
};

/** Works the calculations queue in this process. */
export const startCalculations = async (jobs: Jobs, context: PayrollContext) => {
  await workLeased<{ id: number }>(jobs, context.pool, context.log, {
    queue: CALCULATIONS_QUEUE,
    key: ({ id }) => String(id),
    run: ({ id }, lease) => runCalculation(context, id, lease),
    // Nothing to clean: a lost attempt's file was never recorded (put removes or keeps it whole;
    // a whole file unrecorded is removed by the run's own failure path or the stray sweep).
    recover: async () => undefined,
    fail: async ({ id }, reason) => {
      await failCalculation(context.db, id, reason);
    },
  });
};
