import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A live row's natural key: no two rows that are not deleted share it (a deleted row's key is free
 * again). server/http/uniqueKeys.ts names the field and the message a duplicate is refused with.
 */
export const liveKey = (
  name: string,
  isDeleted: AnyPgColumn,
  ...key: [AnyPgColumn | SQL, ...(AnyPgColumn | SQL)[]]
) =>
  uniqueIndex(name)
    .on(...key)
    .where(sql`not ${isDeleted}`);
