import { and, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { dmCodes, programs, skuCategories } from '../../db/schema';
import { countRows } from '../../graphql/count';
import type { FetchPage } from '../../graphql/keyset';

export interface DmCodeRecord {
  id: number;
  number: string;
  active: boolean;
  arrivalDate: string | null;
  sku: string | null;
  usedOrderId: string | null;
  usedDate: Date | null;
  programHistory: string | null;
  programIds: number[];
  skuCategory: { id: number; name: string } | null;
  programs?: { id: number; programId: string }[];
}

export interface DmCodeFilter {
  /** The start of a code, as typed (codes are case-sensitive: GS1 data matrices mix cases). */
  numberStartsWith?: string | null;
  active?: boolean | null;
  skuCategoryId?: number | null;
  arrivalFrom?: string | null;
  arrivalTo?: string | null;
  idIn?: number[] | null;
}

/** The greatest code point: `x || chr(1114111)` sorts after every text starting with x in "C" collation. */
const LAST_CHAR = 1_114_111;

/** Codes starting with `prefix`, read as a range of the unique index on (number collate "C"). */
export const numberStartsWith = (prefix: string | null | undefined): SQL | undefined =>
  prefix
    ? sql`(${dmCodes.number} collate "C") >= ${prefix} and (${dmCodes.number} collate "C") < ${prefix} || chr(${LAST_CHAR})`
    : undefined;

const where = (f: DmCodeFilter) =>
  and(
    numberStartsWith(f.numberStartsWith),
    f.active == null ? undefined : eq(dmCodes.active, f.active),
    f.skuCategoryId ? eq(dmCodes.skuCategoryId, f.skuCategoryId) : undefined,
    f.arrivalFrom ? gte(dmCodes.arrivalDate, f.arrivalFrom) : undefined,
    f.arrivalTo ? lte(dmCodes.arrivalDate, f.arrivalTo) : undefined,
    f.idIn ? inArray(dmCodes.id, f.idIn) : undefined,
  );

const isUnfiltered = (f: DmCodeFilter) =>
  !f.numberStartsWith && f.active == null && !f.skuCategoryId && !f.arrivalFrom && !f.arrivalTo && !f.idIn;

/** The programs the page's codes name, in one query for the page (not one per code). */
const withPrograms = async (db: Db, rows: DmCodeRecord[]) => {
  const ids = [...new Set(rows.flatMap((r) => r.programIds))];
  const found = ids.length
    ? await db
        .select({ id: programs.id, programId: programs.programId })
        .from(programs)
        .where(inArray(programs.id, ids))
    : [];
  const byId = new Map(found.map((p) => [p.id, p]));
  return rows.map((r) => ({
    ...r,
    programs: r.programIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])),
  }));
};

const select = (db: Db) =>
  db
    .select({
      id: dmCodes.id,
      number: dmCodes.number,
      active: dmCodes.active,
      arrivalDate: dmCodes.arrivalDate,
      sku: dmCodes.sku,
      usedOrderId: dmCodes.usedOrderId,
      usedDate: dmCodes.usedDate,
      programHistory: dmCodes.programHistory,
      programIds: dmCodes.programIds,
      skuCategoryId: skuCategories.id,
      skuCategoryName: skuCategories.name,
    })
    .from(dmCodes)
    .leftJoin(skuCategories, eq(skuCategories.id, dmCodes.skuCategoryId));

type Selected = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

const toRecord = ({ skuCategoryId, skuCategoryName, ...row }: Selected): DmCodeRecord => ({
  ...row,
  skuCategory: skuCategoryId == null ? null : { id: skuCategoryId, name: skuCategoryName ?? '' },
});

export const dmCodePage =
  (db: Db, f: DmCodeFilter): FetchPage<DmCodeRecord> =>
  async ({ where: keyset, orderBy, limit }) => {
    const rows = await select(db)
      .where(and(where(f), keyset))
      .orderBy(...orderBy)
      .limit(limit);
    return withPrograms(db, rows.map(toRecord));
  };

/** The planner's row estimate of dm_codes (-1 until the table was first analysed). */
const estimatedRows = async (db: Db) => {
  const { rows } = await db.execute<{ n: string }>(
    sql`select reltuples::bigint as n from pg_class where oid = 'dm_codes'::regclass`,
  );
  return Number(rows[0]?.n ?? -1);
};

/**
 * Up to `cap` matching codes. The unfiltered list (a million codes) takes the planner's estimate
 * instead of counting: beyond the cap it only ever says "more than", which the estimate knows.
 */
export const dmCodeCount = (db: Db, f: DmCodeFilter) => async (cap: number) => {
  if (isUnfiltered(f)) {
    const estimate = await estimatedRows(db);
    if (estimate >= cap) return cap;
  }
  return countRows(db, db.select({ one: sql`1` }).from(dmCodes).where(where(f)).limit(cap));
};

export const skuCategoryList = (db: Db) =>
  db
    .select({ id: skuCategories.id, name: skuCategories.name })
    .from(skuCategories)
    .orderBy(skuCategories.name);
