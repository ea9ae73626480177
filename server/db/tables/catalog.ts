import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { caseless } from '../collation';
import { deviceTypes } from './core';
import { liveKey } from './liveKey';

/**
 * Reference data HQ maintains (part 2 §3, issue 5 part A): sticks and stick brands, brands and
 * their formats, compliment kinds, programs with their limits. Deleting is marking deleted:
 * activities and sessions keep pointing at the rows they used.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const stickBrands = pgTable(
  'stick_brands',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 255 }).notNull(),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [liveKey('stick_brands_title_live_key', t.isDeleted, caseless(t.title))],
);

export const sticks = pgTable(
  'sticks',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 255 }).notNull(),
    crmId: varchar('crm_id', { length: 64 }),
    /** The stick's brand ('brandFamily' in the spec's payload). */
    brandFamilyId: integer('brand_family_id')
      .notNull()
      .references(() => stickBrands.id),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('sticks_brand_family_idx').on(t.brandFamilyId),
    liveKey('sticks_brand_title_live_key', t.isDeleted, t.brandFamilyId, caseless(t.title)),
  ],
);

/** The device types a stick fits ('compatibility', a list). */
export const stickCompatibility = pgTable(
  'stick_compatibility',
  {
    stickId: integer('stick_id')
      .notNull()
      .references(() => sticks.id),
    deviceTypeId: integer('device_type_id')
      .notNull()
      .references(() => deviceTypes.id),
  },
  (t) => [primaryKey({ columns: [t.stickId, t.deviceTypeId] })],
);

export const brandSegments = pgTable('brand_segments', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 255 }).notNull(),
});

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 255 }).notNull(),
    segmentId: integer('segment_id').references(() => brandSegments.id),
    isBat: boolean('is_bat').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [liveKey('brands_title_live_key', t.isDeleted, caseless(t.title))],
);

export const formats = pgTable(
  'formats',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 255 }).notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    sku: varchar('sku', { length: 64 }),
    externalVisibility: boolean('external_visibility').notNull().default(false),
    externalTitle: varchar('external_title', { length: 255 }),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('formats_brand_title_idx').on(t.brandId, sql`(${t.title} collate "ru-x-icu")`, t.id),
    // The brands list's format count: an index-only count of a brand's live formats (11 ms to 2 ms
    // for 25 brands of 100,000 formats, bench/lists.ts).
    index('formats_brand_live_idx').on(t.brandId).where(sql`not ${t.isDeleted}`),
    index('formats_sku_id_idx').on(t.sku, t.id),
    index('formats_title_id_idx').on(sql`(${t.title} collate "ru-x-icu")`, t.id),
    index('formats_sku_trgm_idx').using('gin', sql`${t.sku} gin_trgm_ops`).with({ fastupdate: false }),
    index('formats_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`).with({ fastupdate: false }),
    liveKey('formats_sku_live_key', t.isDeleted, caseless(t.sku)),
  ],
);

/** A format's minimal retail prices ('minimalretailprice', a list of id and price), in tenge. */
export const formatMinimalPrices = pgTable(
  'format_minimal_prices',
  {
    id: serial('id').primaryKey(),
    formatId: integer('format_id')
      .notNull()
      .references(() => formats.id),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [index('format_minimal_prices_format_idx').on(t.formatId)],
);

export const complimentTypes = pgTable('compliment_types', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 255 }).notNull(),
});

export const complimentKinds = pgTable(
  'compliment_kinds',
  {
    id: serial('id').primaryKey(),
    typeId: integer('type_id')
      .notNull()
      .references(() => complimentTypes.id),
    title: varchar('title', { length: 255 }).notNull(),
    sapCode: varchar('sap_code', { length: 64 }),
    recommendedPerHour: integer('recommended_per_hour').notNull().default(2),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [liveKey('compliment_kinds_title_live_key', t.isDeleted, caseless(t.title))],
);

export const programCategories = pgTable('program_categories', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
});

export const programs = pgTable(
  'programs',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 255 }).notNull(),
    description: text('description'),
    /** The program's code, e.g. 'LOYAL:2026'; the part before the colon is what lists show. */
    programId: varchar('program_id', { length: 128 }).notNull(),
    categoryId: integer('category_id').references(() => programCategories.id),
    notForBatBrand: boolean('not_for_bat_brand').notNull().default(false),
    isRepeatCustomerCheck: boolean('is_repeat_customer_check').notNull().default(false),
    isWithBatyr: boolean('is_with_batyr').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [liveKey('programs_program_id_live_key', t.isDeleted, caseless(t.programId))],
);

/** A program's limits entry: how often inside the program, per period and per consultant. */
export const programLimits = pgTable(
  'program_limits',
  {
    id: serial('id').primaryKey(),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id),
    limitsInside: integer('limits_inside'),
    /** ALL_PERIOD, YEAR, MONTH, TWO_WEEKS, WEEK or DAY (domain/validation/programs.ts). */
    limitsInsidePeriod: varchar('limits_inside_period', { length: 16 }),
    consultantLimits: integer('consultant_limits'),
  },
  (t) => [index('program_limits_program_idx').on(t.programId)],
);

/** The other programs a limits entry excludes ('limitsOutside'). */
export const programLimitOutside = pgTable(
  'program_limit_outside',
  {
    limitId: integer('limit_id')
      .notNull()
      .references(() => programLimits.id, { onDelete: 'cascade' }),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id),
  },
  (t) => [primaryKey({ columns: [t.limitId, t.programId] })],
);
