import { type AnyColumn, and, eq, ilike, inArray, like, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db';
import { containsPattern } from '../../db/like';
import { toId } from '../../graphql/builder';

export interface Page {
  offset: number;
  limit: number;
}

type SoftDeletable = PgTable & { id: PgColumn; isDeleted: PgColumn };

/** Which of the given ids are rows of `table` not marked deleted. */
export const liveIds = async (db: Db, table: SoftDeletable, ids: number[]): Promise<number[]> => {
  if (!ids.length) return [];
  const rows = (await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(inArray(table.id, ids), eq(table.isDeleted, false)))) as { id: number }[];
  return rows.map((r) => r.id);
};

/** Whether a row of a lookup table without soft deletion (segments, types, categories) exists. */
export const rowExists = async (db: Db, table: PgTable & { id: PgColumn }, id: number) =>
  (
    (await db
      .select({ id: table.id })
      .from(table as PgTable)
      .where(eq(table.id, id))) as unknown[]
  ).length === 1;

/** GraphQL id list arguments as database ids; anything not an id matches nothing. */
export const byId = (raw: readonly (string | number)[] | null | undefined) =>
  raw ? raw.map(toId).filter((id): id is number => id !== null) : null;

/**
 * How a "contains" filter matches: not at all (no text), ILIKE where the text has letters, LIKE
 * where it has none (digits: the same rows, several times faster, and pg_trgm indexes serve both).
 */
export const containsMatching = (text: string | null | undefined) =>
  !text ? '' : /\p{L}/u.test(text) ? 'ilike' : LONG_DIGITS.test(text) ? 'digits' : 'like';

/**
 * A long run of digits (a barcode, typed whole) is looked up in the trigram index by its last
 * DIGITS_TAIL digits alone, and the whole checked on the rows found: an EAN's leading digits (the
 * country's and the maker's prefix) are shared by most of the goods, so their trigrams' posting
 * lists hold nearly every row. A 13-digit sku among 100,000 formats: 3.9 ms for the whole through
 * the index, 0.9 ms so (EXPLAIN ANALYZE at production volume). The same rows either way.
 */
const DIGITS_TAIL = 6;
const LONG_DIGITS = new RegExp(`^\\d{${DIGITS_TAIL + 1},}$`);

/**
 * "Contains", case-insensitive, its pattern (`containsPattern(text)`) the placeholder `name` of a
 * shaped query; for a long run of digits also `${name}Tail` (containsValues gives both).
 */
export const containsText = (column: AnyColumn, text: string | null | undefined, name: string) => {
  const how = containsMatching(text);
  if (!how) return undefined;
  if (how === 'digits')
    // `|| ''` keeps the whole out of the index: only the tail's trigrams are read there.
    return sql`(${like(column, sql.placeholder(`${name}Tail`))} and (${column} || '') like ${sql.placeholder(name)})`;
  return how === 'ilike' ? ilike(column, sql.placeholder(name)) : like(column, sql.placeholder(name));
};

/** The placeholders' values of containsText's condition on `text`. */
export const containsValues = (
  text: string | null | undefined,
  name: string,
): Record<string, string | null> =>
  !text
    ? { [name]: null }
    : containsMatching(text) === 'digits'
      ? { [name]: containsPattern(text), [`${name}Tail`]: containsPattern(text.slice(-DIGITS_TAIL)) }
      : { [name]: containsPattern(text) };
