import { count } from 'drizzle-orm';
import type { Db } from '../db';

/**
 * Lists never count every matching row on every page (ARCHITECTURE.md "Lists"): the count runs
 * only when the client selects totalCount (the browser asks once per filter), and stops at a cap.
 * `totalCountKind` says whether totalCount is EXACT or AT_LEAST (the cap, "более 10 000").
 */
export const COUNT_CAP = 10_000;

export type CountKind = 'EXACT' | 'AT_LEAST';
export interface CountResult {
  n: number;
  kind: CountKind;
}

/** A count computed at most once, and only if asked. */
export type ListCount = (() => Promise<CountResult>) | null;

export const lazyCount = (countUpTo: (cap: number) => Promise<number>): ListCount => {
  let result: Promise<CountResult> | null = null;
  return () => {
    result ??= countUpTo(COUNT_CAP + 1).then((n) =>
      n > COUNT_CAP ? { n: COUNT_CAP, kind: 'AT_LEAST' } : { n, kind: 'EXACT' },
    );
    return result;
  };
};

/**
 * The rows of a select limited to `cap` (`db.select({ one: sql`1` }).from(...).where(...).limit(cap)`);
 * `values` fills its placeholders, if it has any.
 */
export const countRows = async (
  db: Db,
  limited: { as: (alias: string) => any },
  values?: Record<string, unknown>,
) => {
  const query = db.select({ n: count() }).from(limited.as('counted'));
  return (await (values ? query.execute(values) : query))[0].n;
};

/** What the connection's totalCount and totalCountKind fields answer. */
export const resolveCount = async (total: number | ListCount): Promise<CountResult | null> => {
  if (typeof total === 'number') return { n: total, kind: 'EXACT' };
  return total ? total() : null;
};
