import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './core';

/**
 * A payroll calculation (issue 25; part 2 §3 "Calculation task"): salary, bonus or attendance over
 * a period, run as a pg-boss job under a lease (server/modules/payroll/service.ts): queued, running
 * (with its progress, 0-100), retrying after a lost process, then finished (its XLSX in the
 * 'calculations' file area under `file`, downloaded as `filename`) or failed with `error_message`.
 * `summary` holds the totals the public Calculation page shows. Rows older than the retention
 * period go with their files (the housekeeping job).
 */
export const calculationTasks = pgTable(
  'calculation_tasks',
  {
    id: serial('id').primaryKey(),
    type: varchar('type', { length: 16 }).notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }).notNull(),
    /** The form's payload as validated (domain/validation/payroll.ts), `type` included. */
    params: jsonb('params').notNull().default(sql`'{}'::jsonb`),
    /** The departments the calculation covers: [{ id, title, type }] (part 2 §3 "departments"). */
    departments: jsonb('departments').notNull().default(sql`'[]'::jsonb`),
    progress: smallint('progress').notNull().default(0),
    /** The downloaded name (letters, digits and dots; domain/payroll.ts calculationFileName). */
    filename: varchar('filename', { length: 255 }),
    /** The stored name in the 'calculations' file area (never a path). */
    file: varchar('file', { length: 64 }),
    rowCount: integer('row_count'),
    summary: jsonb('summary'),
    errorMessage: text('error_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startTime: timestamp('start_time', { withTimezone: true }),
    endTime: timestamp('end_time', { withTimezone: true }),
  },
  (t) => [
    index('calculation_tasks_created_idx').on(t.createdAt),
    index('calculation_tasks_user_idx').on(t.userId),
  ],
);
