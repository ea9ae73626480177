import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { ProgramInput } from '../../../domain/validation/programs';
import type { Db } from '../../db';
import { caseless, russian } from '../../db/collation';
import { containsPattern } from '../../db/like';
import { programCategories, programLimitOutside, programLimits, programs } from '../../db/schema';
import { liveIds, type Page, rowExists } from './common';

export interface ProgramCategoryRecord {
  id: number;
  name: string;
}
export interface ProgramLimitRecord {
  id: number;
  limitsInside: number | null;
  limitsInsidePeriod: string | null;
  consultantLimits: number | null;
  limitsOutside: { id: number; programId: string }[];
}
export interface ProgramRecord {
  id: number;
  title: string;
  description: string | null;
  programId: string;
  notForBatBrand: boolean;
  isRepeatCustomerCheck: boolean;
  isWithBatyr: boolean;
  isDeleted: boolean;
  category: ProgramCategoryRecord | null;
}

export const countProgramCategories = async (db: Db) =>
  (await db.select({ n: count() }).from(programCategories))[0].n;

export const listProgramCategories = (db: Db, page: Page): Promise<ProgramCategoryRecord[]> =>
  db
    .select({ id: programCategories.id, name: programCategories.name })
    .from(programCategories)
    .orderBy(asc(russian(programCategories.name)), asc(programCategories.id))
    .offset(page.offset)
    .limit(page.limit);

export const programCategoryExists = (db: Db, id: number) => rowExists(db, programCategories, id);

export interface ProgramFilter {
  isDeleted?: boolean | null;
  /** Title or programId contains the text. */
  search?: string | null;
  categoryIn?: number[] | null;
  idIn?: number[] | null;
}

const where = (f: ProgramFilter) =>
  and(
    f.isDeleted != null ? eq(programs.isDeleted, f.isDeleted) : undefined,
    f.search
      ? or(
          ilike(programs.title, containsPattern(f.search)),
          ilike(programs.programId, containsPattern(f.search)),
        )
      : undefined,
    f.categoryIn ? inArray(programs.categoryId, f.categoryIn) : undefined,
    f.idIn ? inArray(programs.id, f.idIn) : undefined,
  );

const select = (db: Db) =>
  db
    .select({
      id: programs.id,
      title: programs.title,
      description: programs.description,
      programId: programs.programId,
      notForBatBrand: programs.notForBatBrand,
      isRepeatCustomerCheck: programs.isRepeatCustomerCheck,
      isWithBatyr: programs.isWithBatyr,
      isDeleted: programs.isDeleted,
      categoryId: programCategories.id,
      categoryName: programCategories.name,
    })
    .from(programs)
    .leftJoin(programCategories, eq(programCategories.id, programs.categoryId));

const toProgram = ({
  categoryId,
  categoryName,
  ...row
}: Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number]): ProgramRecord => ({
  ...row,
  category: categoryId === null ? null : { id: categoryId, name: categoryName! },
});

export const PROGRAM_ORDER_FIELDS = ['title', 'programId', 'id'] as const;
export type ProgramOrder = { field: (typeof PROGRAM_ORDER_FIELDS)[number]; descending: boolean };

export const countPrograms = async (db: Db, f: ProgramFilter) =>
  (await db.select({ n: count() }).from(programs).where(where(f)))[0].n;

export const listPrograms = async (db: Db, f: ProgramFilter, order: ProgramOrder, page: Page) => {
  const column =
    order.field === 'title'
      ? russian(programs.title)
      : order.field === 'programId'
        ? programs.programId
        : programs.id;
  const rows = await select(db)
    .where(where(f))
    .orderBy(order.descending ? desc(column) : asc(column), asc(programs.id))
    .offset(page.offset)
    .limit(page.limit);
  return rows.map(toProgram);
};

export const findProgram = async (db: Db, id: number): Promise<ProgramRecord | null> => {
  const [row] = await select(db).where(eq(programs.id, id));
  return row ? toProgram(row) : null;
};

/** The limits entries of several programs, with the live programs each excludes. */
export const limitsOfPrograms = async (db: Db, ids: number[]): Promise<Map<number, ProgramLimitRecord[]>> => {
  const byProgram = new Map<number, ProgramLimitRecord[]>(ids.map((id) => [id, []]));
  if (!ids.length) return byProgram;
  const limits = await db
    .select()
    .from(programLimits)
    .where(inArray(programLimits.programId, ids))
    .orderBy(asc(programLimits.id));
  const outside = limits.length
    ? await db
        .select({ limitId: programLimitOutside.limitId, id: programs.id, programId: programs.programId })
        .from(programLimitOutside)
        .innerJoin(programs, eq(programs.id, programLimitOutside.programId))
        .where(
          and(
            inArray(
              programLimitOutside.limitId,
              limits.map((l) => l.id),
            ),
            eq(programs.isDeleted, false),
          ),
        )
        .orderBy(asc(programs.programId))
    : [];
  for (const limit of limits)
    byProgram.get(limit.programId)?.push({
      id: limit.id,
      limitsInside: limit.limitsInside,
      limitsInsidePeriod: limit.limitsInsidePeriod,
      consultantLimits: limit.consultantLimits,
      limitsOutside: outside
        .filter((o) => o.limitId === limit.id)
        .map(({ id, programId }) => ({ id, programId })),
    });
  return byProgram;
};

export const liveProgramIds = (db: Db, ids: number[]) => liveIds(db, programs, ids);

/** Whether another live program already has this programId. */
export const programIdTaken = async (db: Db, programId: string, exceptId?: number) =>
  (
    await db
      .select({ id: programs.id })
      .from(programs)
      .where(
        and(
          sql`${caseless(programs.programId)} = ${caseless(sql`${programId}::text`)}`,
          eq(programs.isDeleted, false),
          exceptId ? ne(programs.id, exceptId) : undefined,
        ),
      )
  ).length > 0;

const write = (input: ProgramInput) => ({
  title: input.title,
  description: input.description,
  programId: input.programId,
  categoryId: input.category,
  notForBatBrand: input.not_for_bat_brand,
  isRepeatCustomerCheck: input.is_repeat_customer_check,
  isWithBatyr: input.is_with_batyr,
});

/** A program's limits are written as a whole, as the dialog edits them. */
const setLimits = async (db: Db, programId: number, limits: ProgramInput['limits']) => {
  await db.delete(programLimits).where(eq(programLimits.programId, programId));
  for (const limit of limits) {
    const [{ id }] = await db
      .insert(programLimits)
      .values({
        programId,
        limitsInside: limit.limitsInside,
        limitsInsidePeriod: limit.limitsInsidePeriod,
        consultantLimits: limit.consultant_limits,
      })
      .returning({ id: programLimits.id });
    const others = [...new Set(limit.limitsOutside)];
    if (others.length)
      await db.insert(programLimitOutside).values(others.map((other) => ({ limitId: id, programId: other })));
  }
};

export const createProgram = (db: Db, input: ProgramInput) =>
  db.transaction(async (tx) => {
    const [{ id }] = await tx.insert(programs).values(write(input)).returning({ id: programs.id });
    await setLimits(tx, id, input.limits);
    return id;
  });

export const updateProgram = (db: Db, id: number, input: ProgramInput) =>
  db.transaction(async (tx) => {
    await tx.update(programs).set(write(input)).where(eq(programs.id, id));
    await setLimits(tx, id, input.limits);
  });

/** A deleted program is no longer listed, offered, nor does it limit other programs. */
export const softDeleteProgram = (db: Db, id: number) =>
  db.update(programs).set({ isDeleted: true }).where(eq(programs.id, id));
