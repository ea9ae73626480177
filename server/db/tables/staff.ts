import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './core';

/**
 * What was done to a user's employment and by whom: approvals, firings, prolongations and
 * assignments (issue 4). Written in the same transaction as the change it records
 * (server/modules/history/record.ts) and shown on the profile.
 */
export const userEvents = pgTable(
  'user_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Who did it; null for the system (seed, jobs). */
    actorId: integer('actor_id').references(() => users.id),
    kind: varchar('kind', { length: 32 }).notNull(),
    /** What changed, e.g. { reason, firedTime } or { from, to }; shape per kind. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_events_user_idx').on(t.userId, t.createdAt)],
);
