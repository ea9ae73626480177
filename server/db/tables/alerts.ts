import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { spots, users } from './core';
import { sessions } from './sessions';

/**
 * An alert (issue 24 point 4, domain/alerts.ts): one cause in the field (a session's kind of
 * trouble), raised by the alerts job. `(session_id, kind)` is unique, so a cause raises one alert
 * however many processes run the job (insert ... on conflict do nothing). Who sees it is decided
 * at reading time by the consultant's team, agency and region (alerts/scope.ts).
 */
export const alerts = pgTable(
  'alerts',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 32 }).notNull(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    consultantId: integer('consultant_id')
      .notNull()
      .references(() => users.id),
    /** The spot at the time (a session may move later); a trade point deleted later leaves it null. */
    spotId: integer('spot_id').references(() => spots.id, { onDelete: 'set null' }),
    /** What the rule saw: the reason, the ping and its distance, the contacts against the plan. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull().defaultNow(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedById: integer('acknowledged_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('alerts_cause_key').on(t.sessionId, t.kind),
    // The open alerts, newest first (the dashboard widget); the consultant's scope joins users.
    index('alerts_open_idx').on(t.id).where(sql`${t.acknowledgedAt} is null`),
    index('alerts_consultant_idx').on(t.consultantId, t.id),
  ],
);
