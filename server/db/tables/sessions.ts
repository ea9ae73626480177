import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sessions, users } from './core';

/**
 * What was done to a session and by whom (issue 12): created, plan changed, moved, reassigned,
 * actual times changed, deleted, and the state changes the field API and the jobs make. Written
 * in the same transaction as the change; the session's page shows it.
 */
export const sessionEvents = pgTable(
  'session_events',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id),
    /** Who did it; null for the system (jobs). */
    actorId: integer('actor_id').references(() => users.id),
    kind: varchar('kind', { length: 32 }).notNull(),
    /** What changed: { field: [before, after] }, or the created session's fields. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('session_events_session_idx').on(t.sessionId, t.createdAt)],
);
