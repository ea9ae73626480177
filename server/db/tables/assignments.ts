import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { cities, users } from './core';

/** CR managers: the customer's people responsible for trade points (part 2 §3 "CR manager"). */
export const crManagers = pgTable('cr_managers', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

/** A user's spot responsible, one CR manager per user (PATCH /api/users/{id}/ spotResponsible). */
export const spotResponsibles = pgTable(
  'spot_responsibles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    crManagerId: integer('cr_manager_id')
      .notNull()
      .references(() => crManagers.id),
    assignedById: integer('assigned_by_id').references(() => users.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('spot_responsibles_cr_idx').on(t.crManagerId)],
);

/** The cities a supervisor (coordinator) works in (part 2 §2 "Assign cities for a supervisor"). */
export const supervisorCities = pgTable(
  'supervisor_cities',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    assignedById: integer('assigned_by_id').references(() => users.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.cityId] })],
);

/** The measurements and notes of "Profile (full)" (part 1 §3) that the users table does not carry. */
export const profileDetails = pgTable('profile_details', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  height: smallint('height'),
  weight: smallint('weight'),
  closeSize: varchar('close_size', { length: 16 }),
  breastSize: smallint('breast_size'),
  waistSize: smallint('waist_size'),
  thighSize: smallint('thigh_size'),
  features: text('features'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
