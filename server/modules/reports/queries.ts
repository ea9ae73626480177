import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { REPORT_FAILED, REPORT_RETRYING } from '../../../domain/uploads';
import type { ReportRunInput } from '../../../domain/validation/reports';
import type { Db } from '../../db';
import { reports } from '../../db/tables/backOffice';

/** A report's states before its end: queued (waiting for a worker), running, retrying (REPORT_RETRYING). */
export const REPORT_QUEUED = 'queued';
export const REPORT_RUNNING = 'running';
const UNFINISHED = [REPORT_QUEUED, REPORT_RUNNING, REPORT_RETRYING];

export type ReportRow = typeof reports.$inferSelect;

/** The filters a report runs with, as stored in `reports.params` (empty lists dropped: "all"). */
export interface ReportFilters {
  dateStart: string;
  dateEnd: string;
  agencies: number[] | null;
  cities: number[] | null;
  regions: number[] | null;
  activities: number[] | null;
}

const list = (ids: number[] | undefined | null) => (ids?.length ? [...new Set(ids)] : null);

export const filtersOf = (input: ReportRunInput): ReportFilters => ({
  dateStart: input.date_start,
  dateEnd: input.date_end,
  agencies: list(input.agencies),
  cities: list(input.units),
  regions: list(input.params?.regions),
  activities: list(input.params?.activities),
});

export const insertReport = async (db: Db, userId: number, report: string, filters: ReportFilters) => {
  const [row] = await db
    .insert(reports)
    .values({ report, status: REPORT_QUEUED, userId, params: filters })
    .returning({ id: reports.id });
  return row.id;
};

export const findReport = async (db: Db, id: number) =>
  (await db.select().from(reports).where(eq(reports.id, id)))[0] ?? null;

/**
 * Takes a report for the worker holding its job lease, with the stored name its file will have
 * (recorded first, so that a later attempt finds a lost attempt's file); null once it ended.
 * Running or retrying is taken too: the lease says its last worker is gone.
 */
export const claimReport = async (db: Db, id: number, filePath: string, retry: boolean) =>
  (
    await db
      .update(reports)
      .set({ status: retry ? REPORT_RETRYING : REPORT_RUNNING, filePath })
      .where(and(eq(reports.id, id), inArray(reports.status, UNFINISHED)))
      .returning()
  )[0] ?? null;

/** The stored file name an unfinished report's last attempt wrote to (null when none started). */
export const unfinishedFile = async (db: Db, id: number) =>
  (
    await db
      .select({ filePath: reports.filePath })
      .from(reports)
      .where(and(eq(reports.id, id), inArray(reports.status, UNFINISHED)))
  )[0]?.filePath ?? null;

export const finishReport = (
  db: Db,
  id: number,
  done: {
    status: string;
    filename?: string;
    filePath?: string | null;
    rowCount?: number;
    errorMessage?: string;
  },
) =>
  db
    .update(reports)
    .set({ ...done, finishedAt: sql`now()` })
    .where(eq(reports.id, id));

/**
 * Reports older than `days` (their rows and the stored names of their files), and reports a
 * stopped process left queued or running for over `staleHours`, which are marked failed.
 */
export const expireReports = async (db: Db, days: number, staleHours: number) => {
  await db
    .update(reports)
    .set({ status: REPORT_FAILED, errorMessage: 'interrupted', finishedAt: sql`now()` })
    .where(
      and(
        inArray(reports.status, UNFINISHED),
        lt(reports.createdAt, sql`now() - make_interval(hours => ${staleHours})`),
      ),
    );
  return db
    .delete(reports)
    .where(lt(reports.createdAt, sql`now() - make_interval(days => ${days})`))
    .returning({ id: reports.id, filePath: reports.filePath });
};
