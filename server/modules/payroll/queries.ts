import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { CALCULATION_UNFINISHED, type CalculationType } from '../../../domain/payroll';
import type { CalculationParams } from '../../../domain/validation/payroll';
import type { Db } from '../../db';
import { calculationTasks } from '../../db/tables/payroll';

export type CalculationRow = typeof calculationTasks.$inferSelect;
const UNFINISHED = [...CALCULATION_UNFINISHED];

export const insertCalculation = async (
  db: Db,
  task: {
    userId: number;
    type: CalculationType;
    dateFrom: string;
    dateTo: string;
    params: CalculationParams;
    departments: { id: number; title: string; type: string }[];
  },
) => {
  const [row] = await db
    .insert(calculationTasks)
    .values({ ...task, status: 'queued' })
    .returning({ id: calculationTasks.id });
  return row.id;
};

export const findCalculation = async (db: Db, id: number) =>
  (await db.select().from(calculationTasks).where(eq(calculationTasks.id, id)))[0] ?? null;

/** Takes an unfinished task for the worker holding its lease; null once it ended. */
export const claimCalculation = async (db: Db, id: number, retry: boolean) =>
  (
    await db
      .update(calculationTasks)
      .set({ status: retry ? 'retrying' : 'running', progress: 0, startTime: sql`now()` })
      .where(and(eq(calculationTasks.id, id), inArray(calculationTasks.status, UNFINISHED)))
      .returning()
  )[0] ?? null;

export const setProgress = (db: Db, id: number, progress: number) =>
  db
    .update(calculationTasks)
    .set({ progress: Math.max(0, Math.min(100, Math.round(progress))) })
    .where(and(eq(calculationTasks.id, id), inArray(calculationTasks.status, UNFINISHED)));

export const failCalculation = (db: Db, id: number, reason: string) =>
  db
    .update(calculationTasks)
    .set({ status: 'failed', errorMessage: reason.slice(0, 2000), file: null, endTime: sql`now()` })
    .where(and(eq(calculationTasks.id, id), inArray(calculationTasks.status, UNFINISHED)));

/**
 * Tasks older than `days` (rows and the stored names of their files), and tasks a stopped process
 * left unfinished for over `staleHours`, which are marked failed.
 */
export const expireCalculations = async (db: Db, days: number, staleHours: number, reason: string) => {
  await db
    .update(calculationTasks)
    .set({ status: 'failed', errorMessage: reason, endTime: sql`now()` })
    .where(
      and(
        inArray(calculationTasks.status, UNFINISHED),
        lt(calculationTasks.createdAt, sql`now() - make_interval(hours => ${staleHours})`),
      ),
    );
  // Their public links stay (the record of who made and revoked them) and show nothing any more.
  return db
    .delete(calculationTasks)
    .where(lt(calculationTasks.createdAt, sql`now() - make_interval(days => ${days})`))
    .returning({ id: calculationTasks.id, file: calculationTasks.file });
};
