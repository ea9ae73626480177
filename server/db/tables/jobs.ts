import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * A job's lease (server/jobs/lease.ts): the worker that runs a job of a queue holds this row and
 * renews `expires_at` while it works, so a process that died loses the job within the lease and
 * any process may take it over. `owner` null: re-queued by the sweep, free for the next claim.
 */
export const jobLeases = pgTable(
  'job_leases',
  {
    queue: varchar('queue', { length: 64 }).notNull(),
    /** The job within its queue (a report's or an upload's id): one lease per job. */
    jobKey: varchar('job_key', { length: 64 }).notNull(),
    /** The job's pg-boss data, sent again when the lease is lost. */
    data: jsonb('data').notNull().default(sql`'{}'::jsonb`),
    owner: varchar('owner', { length: 64 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** How many times the job was started; each start after the first follows a lost lease. */
    attempts: integer('attempts').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.queue, t.jobKey] }), index('job_leases_expires_idx').on(t.expiresAt)],
);
