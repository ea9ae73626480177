import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * Text as a Russian reader sorts it (case-insensitive, Cyrillic first), whatever the database's
 * own locale: the embedded cluster is C.UTF-8, which puts 'Я' before 'а'. Needs ICU, which every
 * mainstream PostgreSQL build has.
 */
export const russian = (column: AnyColumn): SQL => sql`${column} collate "ru-x-icu"`;

/**
 * A text's natural-key form: trimmed and case-folded the same way whatever the database's locale
 * (ICU), as the unique indexes of live reference rows hold it ('Kent' and ' kent ' are one brand).
 */
export const caseless = (column: AnyColumn | SQL): SQL => sql`lower(btrim(${column}) collate "ru-x-icu")`;
