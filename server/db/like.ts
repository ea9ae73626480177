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
