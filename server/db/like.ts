import { sql } from 'drizzle-orm';

/**
 * A LIKE / ILIKE pattern matching `text` anywhere in a value, the user's own `\`, `%` and `_`
 * taken literally (PostgreSQL's default escape character is the backslash).
 */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * Whether a lower-cased stored text (users.search_text) holds a containsPattern: `like` against
 * the pattern lower-cased by PostgreSQL itself (the same lower() that stored the text), served by
 * the text's pg_trgm index.
 */
export const holdsPattern = (text: unknown, pattern: unknown) => sql`${text} like lower(${pattern})`;

/**
 * holdsPattern for a statement run by a generic plan (a named one, after its fifth call) that
 * checks the pattern on many rows: there `lower($n)` is a call on every row (a third of the
 * employees' 3,000-row search walk, EXPLAIN ANALYZE at production volume); as a scalar subquery it
 * is worked out once a call. Not for a statement planned with its values: the planner can read
 * no selectivity from a subquery's pattern.
 */
export const holdsPatternOnce = (text: unknown, pattern: unknown) =>
  sql`${text} like (select lower(${pattern}))`;
