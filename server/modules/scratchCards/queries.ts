import { and, asc, count, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { ScratchCardInput } from '../../../domain/validation/scratchCards';
import type { Db } from '../../db';
import { russian } from '../../db/collation';
import { scratchCards } from '../../db/schema';
import { contains } from '../referenceData/common';

export interface ScratchCardRecord {
  id: number;
  title: string;
  code: string | null;
  description: string | null;
  isActive: boolean;
  isDeleted: boolean;
}

export interface ScratchCardFilter {
  search?: string | null;
  isActive?: boolean | null;
  idIn?: number[] | null;
}

const where = (f: ScratchCardFilter) =>
  and(
    eq(scratchCards.isDeleted, false),
    f.search ? or(contains(scratchCards.title, f.search), contains(scratchCards.code, f.search)) : undefined,
    f.isActive != null ? eq(scratchCards.isActive, f.isActive) : undefined,
    f.idIn ? inArray(scratchCards.id, f.idIn) : undefined,
  );

const columns = {
  id: scratchCards.id,
  title: scratchCards.title,
  code: scratchCards.code,
  description: scratchCards.description,
  isActive: scratchCards.isActive,
  isDeleted: scratchCards.isDeleted,
};

export const countScratchCards = async (db: Db, f: ScratchCardFilter) =>
  (await db.select({ n: count() }).from(scratchCards).where(where(f)))[0].n;

export const listScratchCards = (
  db: Db,
  f: ScratchCardFilter,
  order: { field: 'title' | 'code' | 'id'; descending: boolean },
  page: { offset: number; limit: number },
): Promise<ScratchCardRecord[]> => {
  const column = order.field === 'id' ? scratchCards.id : russian(scratchCards[order.field]);
  return db
    .select(columns)
    .from(scratchCards)
    .where(where(f))
    .orderBy(order.descending ? desc(column) : asc(column), asc(scratchCards.id))
    .offset(page.offset)
    .limit(page.limit);
};

export const findScratchCard = async (db: Db, id: number): Promise<ScratchCardRecord | null> =>
  (await db.select(columns).from(scratchCards).where(eq(scratchCards.id, id)))[0] ?? null;

/** Whether another live card already has this code (codes compare case-insensitively). */
export const scratchCardCodeTaken = async (db: Db, code: string, exceptId?: number) =>
  (
    await db
      .select({ id: scratchCards.id })
      .from(scratchCards)
      .where(
        and(
          eq(scratchCards.isDeleted, false),
          sql`lower(${scratchCards.code}) = lower(${code})`,
          exceptId ? ne(scratchCards.id, exceptId) : undefined,
        ),
      )
  ).length > 0;

export const createScratchCard = async (db: Db, input: ScratchCardInput) =>
  (await db.insert(scratchCards).values(input).returning({ id: scratchCards.id }))[0].id;

export const updateScratchCard = (db: Db, id: number, input: ScratchCardInput) =>
  db.update(scratchCards).set(input).where(eq(scratchCards.id, id));

export const softDeleteScratchCard = (db: Db, id: number) =>
  db.update(scratchCards).set({ isDeleted: true }).where(eq(scratchCards.id, id));
