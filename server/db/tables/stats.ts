import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * The statistics' pre-aggregated figures (issue 24 point 3, domain/stats.ts defines each figure):
 * per activity, day (the session's planned start in STATS_TIME_ZONE) and consultant, the held
 * sessions (STARTED or COMPLETED), their stopped work in seconds and their contacts by kind.
 * Kept by triggers on `sessions` and `contact_events` in the writing transaction (migration
 * 0021_stats); `activity_id` 0 is a session without an activity. A running session's work so far
 * is added when read (it grows with the clock).
 */
const figures = () => ({
  sessions: integer('sessions').notNull().default(0),
  workSeconds: bigint('work_seconds', { mode: 'number' }).notNull().default(0),
  contacts: integer('contacts').notNull().default(0),
  effective: integer('effective').notNull().default(0),
  informational: integer('informational').notNull().default(0),
  reg: integer('reg').notNull().default(0),
  swap: integer('swap').notNull().default(0),
  compliment: integer('compliment').notNull().default(0),
});

export const statDays = pgTable(
  'stat_days',
  {
    activityId: integer('activity_id').notNull(),
    day: date('day').notNull(),
    consultantId: integer('consultant_id').notNull(),
    ...figures(),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.day, t.consultantId] }),
    // A team's or one person's days (the scope joins users by consultant).
    index('stat_days_consultant_idx').on(t.consultantId, t.day),
    index('stat_days_day_idx').on(t.day),
  ],
);

/**
 * The same figures summed over everyone (HQ's scope), in 16 shards by consultant (consultant_id
 * % 16) so that concurrent contacts of one activity's day rarely wait on one row's lock.
 */
export const statActivityDays = pgTable(
  'stat_activity_days',
  {
    activityId: integer('activity_id').notNull(),
    day: date('day').notNull(),
    shard: smallint('shard').notNull(),
    ...figures(),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.day, t.shard] }),
    index('stat_activity_days_day_idx').on(t.day),
  ],
);

/**
 * Each session's contacts (all of them, whatever the session's status) and the effective ones
 * (ending in a registration or an exchange), kept by the contact_events trigger in the writing
 * transaction (migration 0030_session_contacts). The coverage report (reports/types/spotsCoverage.ts)
 * reads a period's counts from here instead of the period's contact events (issue 28 point 3).
 * A session without contacts may have no row.
 *
 * With a copy of what the report selects by (migration 0034_coverage_figures): the session's spot,
 * planned start, consultant and whether it is held (STARTED or COMPLETED), written with the row's
 * first contact and kept by a trigger on `sessions` when they change. The report then sums a
 * period's held sessions' counts by spot from one range of `session_contacts_planned_idx`, without
 * a probe a session (a year was 800,000 probes, about 2 s).
 */
export const sessionContacts = pgTable(
  'session_contacts',
  {
    sessionId: integer('session_id').primaryKey(),
    contacts: integer('contacts').notNull().default(0),
    effective: integer('effective').notNull().default(0),
    spotId: integer('spot_id'),
    plannedStartTime: timestamp('planned_start_time', { withTimezone: true }),
    consultantId: integer('consultant_id'),
    held: boolean('held').notNull().default(false),
  },
  (t) => [
    // The held sessions' counts by planned start: the counts are not in the index, so that a
    // contact's update of its session's row stays a heap-only (HOT) update.
    index('session_contacts_planned_idx').on(t.plannedStartTime).where(sql`${t.held}`),
  ],
);
