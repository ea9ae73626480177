import { date, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './core';

/**
 * Public links (server/modules/publicLinks): one object of one kind (`kpi`: an activity;
 * `calculation` comes with payroll) for a period of days, opened without a login by whoever holds
 * the link. Only the token's SHA-256 is kept: the link itself is shown once, when it is created.
 * The object id has no foreign key because its table depends on the kind; a link whose object is
 * gone shows nothing. Revoked links stay, for the record of who revoked them and when.
 */
export const publicLinks = pgTable(
  'public_links',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 32 }).notNull(),
    objectId: integer('object_id').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }).notNull(),
    /** The wall clock the period's days (and the expiry day) are counted on: the creator's. */
    timeZone: varchar('time_zone', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('public_links_token_hash_key').on(t.tokenHash),
    index('public_links_object_idx').on(t.kind, t.objectId, t.createdAt),
  ],
);
