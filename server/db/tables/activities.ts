import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { formats, programs } from './catalog';
import { scratchCards } from './content';
import { activities, users } from './core';

/**
 * An activity's content (issue 13, part 1 §3 "Activity (full)"): its KPIs, formats, actions and
 * focus products, each focus product with its conditions and mechanics, each mechanic with its
 * ordered screens. Children go with their activity (on delete cascade); `position` keeps the
 * editor's order. A screen's type-specific fields live in `settings` (only the fields its type
 * uses, domain/validation/activityScreens.ts): some forty optional fields, most unused by any one
 * type, would be columns of nulls; their references are checked on save, as the columns' foreign
 * keys would.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A business department an activity belongs to (Activity (full) `department {id, type}`). */
export const departments = pgTable('departments', {
  id: serial('id').primaryKey(),
  type: varchar('type', { length: 32 }).notNull(),
  title: varchar('title', { length: 255 }).notNull(),
});

/**
 * The departments a person belongs to (the profile's `departments {id, type, title}`, part 1 §3).
 * Nothing assigns them yet: the spec shows no screen or call that does.
 */
export const userDepartments = pgTable(
  'user_departments',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.departmentId] })],
);

export const activityKpis = pgTable(
  'activity_kpis',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    planMin: integer('plan_min'),
    planMax: integer('plan_max'),
    apkId: varchar('apk_id', { length: 64 }),
  },
  (t) => [index('activity_kpis_activity_idx').on(t.activityId, t.position)],
);

export const activityFormats = pgTable(
  'activity_formats',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    formatId: integer('format_id')
      .notNull()
      .references(() => formats.id),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.formatId] })],
);

/** A promotion's rule (part 1 §3 "Action"; domain/validation/actions.ts). */
export const actions = pgTable('actions', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 255 }).notNull(),
  dateStart: timestamp('date_start', { withTimezone: true }),
  dateEnd: timestamp('date_end', { withTimezone: true }),
  hasRegister: boolean('has_register').notNull().default(false),
  hasDevice: boolean('has_device').notNull().default(false),
  hasActiveRent: boolean('has_active_rent').notNull().default(false),
  /** The five lists: { mustHaveDevicesList: { filterType, items: [{ id, count }] }, ... }. */
  lists: jsonb('lists')
    .$type<Record<string, { filterType: string; items: { id: number; count: number | null }[] }>>()
    .notNull()
    .default({}),
  createdAt: createdAt(),
});

export const activityActions = pgTable(
  'activity_actions',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    actionId: integer('action_id')
      .notNull()
      .references(() => actions.id),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.actionId] })],
);

export const focusProducts = pgTable(
  'focus_products',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    reportTitle: varchar('report_title', { length: 255 }),
    formatId: integer('format_id').references(() => formats.id),
    programId: integer('program_id').references(() => programs.id),
    subSource: varchar('sub_source', { length: 255 }),
    brandFormatComesFromExternalEvent: boolean('brand_format_comes_from_external_event')
      .notNull()
      .default(false),
    isEnableDeviceNumberCheck: boolean('is_enable_device_number_check').notNull().default(false),
    scratchCardId: integer('scratch_card_id').references(() => scratchCards.id),
  },
  (t) => [index('focus_products_activity_idx').on(t.activityId, t.position)],
);

export const focusProductConditions = pgTable(
  'focus_product_conditions',
  {
    id: serial('id').primaryKey(),
    focusProductId: integer('focus_product_id')
      .notNull()
      .references(() => focusProducts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** null: no matter; 1: male; 0: female (part 1 §5). */
    gender: smallint('gender'),
    formatIds: integer('format_ids').array().notNull().default([]),
  },
  (t) => [index('focus_product_conditions_product_idx').on(t.focusProductId)],
);

export const mechanics = pgTable(
  'mechanics',
  {
    id: serial('id').primaryKey(),
    focusProductId: integer('focus_product_id')
      .notNull()
      .references(() => focusProducts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: varchar('title', { length: 255 }).notNull(),
  },
  (t) => [index('mechanics_product_idx').on(t.focusProductId, t.position)],
);

export const screens = pgTable(
  'screens',
  {
    id: serial('id').primaryKey(),
    mechanicId: integer('mechanic_id')
      .notNull()
      .references(() => mechanics.id, { onDelete: 'cascade' }),
    /** Its place in the mechanic (Screen `index`). */
    position: integer('position').notNull(),
    type: varchar('type', { length: 32 }).notNull(),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('screens_mechanic_idx').on(t.mechanicId, t.position)],
);

/** Who saved an activity or an action, when, and which fields changed (issue 13 point 8). */
export const activityEvents = pgTable(
  'activity_events',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id').references(() => activities.id, { onDelete: 'cascade' }),
    actionId: integer('action_id').references(() => actions.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id),
    /** CREATED, UPDATED, STATUS, COPIED. */
    kind: varchar('kind', { length: 32 }).notNull(),
    /** The fields that changed (names), and for a status its move: { fields: [...], from, to }. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_events_activity_idx').on(t.activityId, t.createdAt),
    index('activity_events_action_idx').on(t.actionId, t.createdAt),
  ],
);
