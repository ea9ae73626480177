import { PassThrough } from 'node:stream';
import type pg from 'pg';
import { REPORT_FAILED, REPORT_FINISHED, type ReportType, sanitizeFileName } from '../../../domain/uploads';
import type { Db } from '../../db';
import { type Lease, LeaseLost, workLeased } from '../../jobs/lease';
import type { Jobs } from '../../jobs/queue';
import type { FileArea } from '../../storage/files';
import { claimReport, expireReports, finishReport, type ReportFilters, unfinishedFile } from './queries';
import { REPORT_SHEETS } from './types';
import { writeXlsxTo } from './writer';

export const REPORTS_QUEUE = 'reports';
export const REPORTS_CLEANUP_QUEUE = 'reports-cleanup';
/** Report files and rows are kept this many days, then removed by the cleanup job. */
export const REPORT_KEEP_DAYS = 7;
/** A report still queued or running after this many hours was lost with its process: failed. */
const STALE_HOURS = 6;
/** The days of a report's date range are the product's days (as the CSV exports default). */
export const REPORT_TIME_ZONE = 'Asia/Almaty';

interface Log {
  info: (o: object, m: string) => void;
  warn: (o: object, m: string) => void;
  error: (o: object, m: string) => void;
}

export interface ReportContext {
  db: Db;
  pool: pg.Pool;
  area: FileArea;
  log: Log;
}

/** The name the user downloads: the report and its dates, letters, digits and dots only (part 2 §5). */
export const reportFileName = (report: string, filters: Pick<ReportFilters, 'dateStart' | 'dateEnd'>) =>
  sanitizeFileName(`${report}_${filters.dateStart}_${filters.dateEnd}.xlsx`);

/** Removes a report's file and its unfinished write, if there are any. */
const removeFiles = async (area: FileArea, stored: string) => {
  await area.remove(stored).catch(() => undefined);
};

/**
 * Runs one report under its job lease: 'running' ('retrying' after a lost attempt), the file
 * streamed into the area whole or not at all (`put` under the name the row holds from the claim
 * on, so a lost attempt's file is found), then 'finished' with its name and row
 * count. Any failure: REPORT_FAILED with the reason stored and logged, and no file left. Never
 * throws but LeaseLost (a failed report is not retried; a lost lease belongs to another worker).
 */
export const runReport = async ({ db, pool, area, log }: ReportContext, id: number, lease: Lease) => {
  const stored = { name: area.newName('.xlsx') };
  const row = await claimReport(db, id, stored.name, lease.attempt > 1);
  if (!row) return;
  const filters = row.params as ReportFilters;
  const sheetOf = REPORT_SHEETS[row.report as ReportType];
  const started = Date.now();
  try {
    if (!sheetOf) throw new Error(`unknown report ${row.report}`);
    const out = new PassThrough();
    const putting = area.put('.xlsx', out, { name: stored.name });
    // put's failure (a full disk, the store gone) is awaited below; not unhandled meanwhile.
    putting.catch(() => undefined);
    let rowCount: number;
    try {
      rowCount = await writeXlsxTo(pool, sheetOf(filters, REPORT_TIME_ZONE), out, lease.checkpoint);
    } catch (error) {
      out.destroy(error instanceof Error ? error : new Error(String(error)));
      await putting.catch(() => undefined);
      throw error;
    }
    await putting;
    await lease.checkpoint();
    await finishReport(db, id, {
      status: REPORT_FINISHED,
      filename: reportFileName(row.report, filters),
      filePath: stored.name,
      rowCount,
    });
    log.info({ reportId: id, report: row.report, rowCount, ms: Date.now() - started }, 'report finished');
  } catch (error) {
    await removeFiles(area, stored.name);
    if (error instanceof LeaseLost) throw error;
    const message = error instanceof Error ? error.message : String(error);
    log.error({ err: error, reportId: id, report: row.report }, 'report failed');
    await finishReport(db, id, {
      status: REPORT_FAILED,
      errorMessage: message.slice(0, 2000),
      filePath: null,
    }).catch((err) => log.error({ err, reportId: id }, 'report status not saved'));
  }
};

/** What a lost attempt left: its unfinished (or stored but unrecorded) file. */
const removeLostFile = async ({ db, area }: ReportContext, id: number) => {
  const lost = await unfinishedFile(db, id);
  if (lost) await removeFiles(area, lost);
};

/**
 * Removes reports older than REPORT_KEEP_DAYS (rows and files), marks lost ones failed, and
 * removes what a stopped process left unfinished (a day on).
 * Answers how many reports and stray files went.
 */
export const sweepReports = async (
  { db, area }: Pick<ReportContext, 'db' | 'area'>,
  keepDays = REPORT_KEEP_DAYS,
) => {
  const expired = await expireReports(db, keepDays, STALE_HOURS);
  for (const { filePath } of expired) if (filePath) await area.remove(filePath).catch(() => undefined);
  const strays = await area.removeUnfinished(new Date(Date.now() - 24 * 3600 * 1000));
  return { reports: expired.length, strays };
};

/** Works the report queues in this process and queues a cleanup at start and hourly; answers a stop. */
export const startReports = async (jobs: Jobs, context: ReportContext) => {
  await workLeased<{ id: number }>(jobs, context.pool, context.log, {
    queue: REPORTS_QUEUE,
    key: ({ id }) => String(id),
    run: ({ id }, lease) => runReport(context, id, lease),
    recover: ({ id }) => removeLostFile(context, id),
    fail: async ({ id }, reason) => {
      await removeLostFile(context, id);
      await finishReport(context.db, id, { status: REPORT_FAILED, errorMessage: reason, filePath: null });
    },
  });
  await jobs.work(REPORTS_CLEANUP_QUEUE, async () => {
    const swept = await sweepReports(context);
    if (swept.reports || swept.strays) context.log.info(swept, 'old reports removed');
  });
  const queue = () =>
    jobs
      .sendOncePer(REPORTS_CLEANUP_QUEUE, 3600)
      .catch((err) => context.log.warn({ err }, 'report cleanup not queued'));
  await queue();
  const timer = setInterval(queue, 3600 * 1000);
  timer.unref();
  return () => clearInterval(timer);
};
