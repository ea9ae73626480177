import { type SQL, sql } from 'drizzle-orm';

/**
 * A keyset page of a list filtered by "contains" text, at a bounded cost whatever the text
 * matches (issue 23 point 10). PostgreSQL plans such a page by its guess of how many rows hold
 * the text, and a wrong guess is unbounded: at production volume HR's employees walked their
 * name order past 105,000 rows to find 8 «Омаров» (1,973 of them, all far down the alphabet),
 * and 166,000 for «zzqx», which nobody holds; with the guess the other way round, «ова» read its
 * 83,000 holders through the trigram index and sorted them.
 *
 * So a searched page is read in steps, each bounded by what the earlier ones found:
 *  1. `walk(SEARCH_WALK)`: the list's order with its other filters and cursor, at most
 *     SEARCH_WALK rows of it, the text checked on those. A common text fills its page here.
 *  2. `held`: the rows holding the text, read through its trigram index behind an optimisation
 *     fence (a subquery with `offset`, placeholder `fence` = 0, so that PostgreSQL cannot walk the
 *     order instead), at most SEARCH_HELD + 1 of them (placeholder `heldCap`), counted
 *     (`heldCount`, select it as `count(*) over ()`) and sorted. A rare text, or one nothing holds,
 *     ends here: its holders are all there is.
 *  3. `walk(all)`: more than SEARCH_HELD hold the text but not among the first rows of the order
 *     (the alphabet's first surnames hold no «ова»): the order walked until the page is full,
 *     the text's holders at least SEARCH_HELD in the list.
 * The page is the same whichever step gives it.
 */
export const SEARCH_WALK = 1000;
export const SEARCH_HELD = 5000;
const ALL = 2 ** 31 - 1;

/** The fenced subquery's placeholders (`offset fence limit heldCap`) and their values. */
export const fencePlaceholder = sql.placeholder('fence');
export const heldCapPlaceholder = sql.placeholder('heldCap');
export const walkPlaceholder = sql.placeholder('walk');
export const heldValues = { fence: 0, heldCap: SEARCH_HELD + 1 } as const;

/** The count of the held rows, selected as `heldCount` by step 2. */
export const heldCount = (): SQL<number> => sql<number>`count(*) over ()`.mapWith(Number);

/** The page: `limit` is the number of rows asked; `walk(rows)` gets its bound as the `walk` value. */
export const searchedPage = async <R extends object>(
  limit: number,
  walk: (rows: number) => Promise<R[]>,
  held: () => Promise<(R & { heldCount: number })[]>,
  /** Step 1's bound: more where the walk reads an index alone (the employees' names). */
  walkRows = SEARCH_WALK,
): Promise<R[]> => {
  const walked = await walk(walkRows);
  if (walked.length >= limit) return walked;
  const holders = await held();
  if (!holders.length || holders[0].heldCount <= SEARCH_HELD)
    return holders.map(({ heldCount: _, ...row }) => row as unknown as R);
  return walk(ALL);
};
