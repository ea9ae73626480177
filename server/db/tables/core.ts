import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { caseless } from '../collation';
import { liveKey } from './liveKey';

/**
 * What the people searches look in (users.search_text): names and e-mail, lower-cased, stored
 * (|| rather than concat_ws, which is not immutable). Stored rather than an index's expression:
 * a list that walks its order filtering by the search (a common word) then compares one stored
 * text a row instead of joining four and folding their case, which cost PostgreSQL ~5 µs a row
 * (the employees' «ова», 2,767 rows read for a page of 7, issue 23 point 10).
 */
const USER_SEARCH_TEXT = sql.raw(
  `lower(last_name || ' ' || first_name || ' ' || coalesce(mid_name, '') || ' ' || email)`,
);

const SPOT_SEARCH_TEXT = sql.raw(
  `lower(title || chr(31) || coalesce(address, '') || chr(31) || coalesce(customer_number, ''))`,
);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const regions = pgTable('regions', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 255 }).notNull(),
});

export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 255 }).notNull(),
  regionId: integer('region_id').references(() => regions.id),
  isActive: boolean('is_active').notNull().default(true),
});

export const agencies = pgTable('agencies', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 255 }).notNull(),
  logo: varchar('logo', { length: 500 }),
  phone: varchar('phone', { length: 64 }),
  address: varchar('address', { length: 500 }),
  email: varchar('email', { length: 255 }),
  regionId: integer('region_id').references(() => regions.id),
  cityId: integer('city_id').references(() => cities.id),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  isRegOpened: boolean('is_reg_opened').notNull().default(false),
  registrationHash: varchar('registration_hash', { length: 64 }).notNull().unique(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 255 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    role: varchar('role', { length: 32 }).notNull(),
    firstName: varchar('first_name', { length: 150 }).notNull(),
    lastName: varchar('last_name', { length: 150 }).notNull(),
    midName: varchar('mid_name', { length: 150 }),
    phone: varchar('phone', { length: 64 }),
    photo: varchar('photo', { length: 500 }),
    birthDate: timestamp('birth_date', { withTimezone: true }),
    passportDate: timestamp('passport_date', { withTimezone: true }),
    agencyId: integer('agency_id').references(() => agencies.id),
    managerId: integer('manager_id').references((): AnyPgColumn => users.id),
    cityId: integer('city_id').references(() => cities.id),
    regionId: integer('region_id').references(() => regions.id),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    verifiedByAgency: boolean('verified_by_agency'),
    isActive: boolean('is_active').notNull().default(true),
    isFired: boolean('is_fired').notNull().default(false),
    firedReason: text('fired_reason'),
    firedTime: timestamp('fired_time', { withTimezone: true }),
    passwordExpired: boolean('password_expired').notNull().default(false),
    startWorkTime: timestamp('start_work_time', { withTimezone: true }),
    /** The agency's approval holds until then (prolongation extends it); null: without a limit. */
    verifiedUntil: timestamp('verified_until', { withTimezone: true }),
    otpEnabled: boolean('otp_enabled').notNull().default(false),
    otpSecret: varchar('otp_secret', { length: 64 }),
    /** True once the secret's first code was accepted; a pending secret has it false. */
    otpVerified: boolean('otp_verified').notNull().default(false),
    /** The last accepted TOTP time step: a code is good once. */
    otpLastStep: integer('otp_last_step'),
    iin: varchar('iin', { length: 20 }),
    /** 1 male, 0 female, null not given (part 1 §5 "Data shaping on send"). */
    gender: smallint('gender'),
    // The questionnaire (part 1 §3 "Registration form"; domain/validation/questionnaire.ts).
    /** The photo's stored name in the 'photos' file area; `photo` then holds its address. */
    photoFile: varchar('photo_file', { length: 64 }),
    auto: boolean('auto'),
    education: varchar('education', { length: 32 }),
    english: varchar('english', { length: 32 }),
    passport: varchar('passport', { length: 20 }),
    passportDepartment: varchar('passport_department', { length: 255 }),
    address: varchar('address', { length: 500 }),
    fb: varchar('fb', { length: 255 }),
    vk: varchar('vk', { length: 255 }),
    ok: varchar('ok', { length: 255 }),
    instagram: varchar('instagram', { length: 255 }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** sha256 of the link's hash while the link is unused; null afterwards. */
    emailVerificationHash: varchar('email_verification_hash', { length: 64 }).unique(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    createdAt: createdAt(),
    /** USER_SEARCH_TEXT, kept by PostgreSQL; compared with `like lower(pattern)` (server/db/like.ts). */
    searchText: text('search_text').generatedAlwaysAs(sql`${USER_SEARCH_TEXT}`),
    /**
     * Whether any session ever named them as its consultant, set by a trigger on sessions
     * (migration 0021_search_text), never unset: the session search looks for people only among
     * these (5,000 of 200,000 users at production volume) through the partial index below.
     */
    hasSessions: boolean('has_sessions').notNull().default(false),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    // A stored photo is served by its name, within the caller's profile scope.
    uniqueIndex('users_photo_file_key').on(t.photoFile),
    index('users_manager_idx').on(t.managerId),
    index('users_agency_idx').on(t.agencyId),
    // The team calendar's people (server/modules/profiles/calendarTeam.ts), a page by name from
    // any point of a team; the migration adds INCLUDE (the planning fields, the scope's columns,
    // the middle name) so that a page is read from the index alone (drizzle cannot say INCLUDE).
    index('users_calendar_team_idx')
      .on(
        t.managerId,
        sql`(${t.lastName} collate "ru-x-icu")`,
        sql`(${t.firstName} collate "ru-x-icu")`,
        t.id,
      )
      .where(sql`${t.role} = 'CONSULTANT' and not ${t.isFired}`),
    // The agency employee lists (one agency, or HQ's every agency), by name and by their dates.
    // The two name indexes INCLUDE what a searched walk reads (migration 0033_employee_walk:
    // role, agency, search text, every sort's key); drizzle cannot say INCLUDE.
    index('users_employees_name_idx').on(
      t.agencyId,
      t.isFired,
      t.verifiedByAgency,
      sql`(${t.lastName} collate "ru-x-icu")`,
      t.id,
    ),
    index('users_employees_all_name_idx').on(
      t.isFired,
      t.verifiedByAgency,
      sql`(${t.lastName} collate "ru-x-icu")`,
      t.id,
    ),
    index('users_employees_start_idx').on(t.agencyId, t.isFired, t.verifiedByAgency, t.startWorkTime, t.id),
    index('users_employees_until_idx').on(t.agencyId, t.isFired, t.verifiedByAgency, t.verifiedUntil, t.id),
    index('users_employees_fired_idx').on(t.agencyId, t.isFired, t.firedTime, t.id),
    index('users_employees_joined_idx').on(t.agencyId, t.isFired, t.verifiedByAgency, t.createdAt, t.id),
    // "contains" search over name and e-mail (pg_trgm): every user (the employee lists), and the
    // people with sessions (the session search resolves its words among them: a word's posting
    // lists 40 times shorter). Without GIN's pending list (fastupdate), which every later write
    // of a user grew and every search then read whole: 306 pages at production volume, a search
    // matching nobody 6.4 ms instead of a few hundredths (issue 23 point 10).
    index('users_search_text_trgm_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('users_session_people_trgm_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with({ fastupdate: false })
      .where(sql`${t.hasSessions}`),
    // The people with sessions' names (and agencies), read from the index alone by the coverage
    // report (issue 28 point 3): 5,006 of 205,197 users at production volume. With INCLUDE
    // (last_name, first_name, agency_id), added by migration 0034_coverage_figures (drizzle cannot
    // say it); those columns are in other indexes already, so the index costs no HOT update.
    index('users_session_people_names_idx').on(t.id).where(sql`${t.hasSessions}`),
  ],
);

/** Issued tokens, so that logout can revoke one (checked on every request). */
export const authTokens = pgTable(
  'auth_tokens',
  {
    jti: varchar('jti', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId)],
);

/** Password-recovery links: only the sha256 of the token is kept; each is good once, for an hour. */
export const passwordRecoveryTokens = pgTable(
  'password_recovery_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_recovery_tokens_user_idx').on(t.userId)],
);

/**
 * The addresses each account logged in from lately (server/http/rateLimit.ts): the per-account
 * login ceiling spares them, so a distributed guess at an account does not keep its owner out.
 */
export const loginAddresses = pgTable(
  'login_addresses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: varchar('address', { length: 64 }).notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.address] })],
);

/** Fixed-window request counters shared by every app process (server/http/rateLimit.ts). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: varchar('bucket', { length: 300 }).notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.windowStart] }),
    index('rate_limits_window_idx').on(t.windowStart),
  ],
);

export const spots = pgTable(
  'spots',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 100 }).notNull(),
    legalName: varchar('legal_name', { length: 255 }),
    address: varchar('address', { length: 500 }),
    customerNumber: varchar('customer_number', { length: 64 }),
    cityId: integer('city_id').references(() => cities.id),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    isActive: boolean('is_active').notNull().default(true),
    /** The coordinator who keeps the trade point (part 2 §6 "Trade points"); null: HQ's own. */
    coordinatorId: integer('coordinator_id').references((): AnyPgColumn => users.id),
    /** Removed from the trade points (DELETE /spots/{id}) but kept for its sessions; not offered. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
    /**
     * What the spot searches look in (sessions-search, the trade points' search): title, address
     * and customer number, lower-cased, apart by a character no search holds (chr(31)), so that
     * `like lower(pattern)` finds what `ilike` on each column did, without its case folding per
     * row (ILIKE on Cyrillic text cost the session search 1 ms for 300 spots).
     */
    searchText: text('search_text').generatedAlwaysAs(sql`${SPOT_SEARCH_TEXT}`),
  },
  // sessions-search's free text (pg_trgm "contains"): a spot by title, address or customer number.
  (t) => [
    index('spots_coordinator_idx').on(t.coordinatorId, t.id),
    index('spots_customer_number_idx').on(t.customerNumber),
    index('spots_search_text_trgm_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

export const activities = pgTable('activities', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 255 }).notNull(),
  description: text('description'),
  status: varchar('status', { length: 32 }).notNull().default('CONSTRUCTION'),
  startDate: timestamp('start_date', { withTimezone: true }),
  stopDate: timestamp('stop_date', { withTimezone: true }),
  isHoreca: boolean('is_horeca').notNull().default(false),
  // The rest of "Activity (full)" (part 1 §3, issue 13; its children in tables/activities.ts).
  type: varchar('type', { length: 32 }),
  contactCountPerHour: integer('contact_count_per_hour'),
  effectiveContactsPerHour: integer('effective_contacts_per_hour'),
  totalContact: integer('total_contact'),
  consultantPlan: integer('consultant_plan'),
  totalEffectiveContacts: integer('total_effective_contacts'),
  hourPlan: integer('hour_plan'),
  showExtraStats: boolean('show_extra_stats').notNull().default(false),
  showFastSaleButton: boolean('show_fast_sale_button').notNull().default(false),
  showSwapButton: boolean('show_swap_button').notNull().default(false),
  showReturnExchangeButton: boolean('show_return_exchange_button').notNull().default(false),
  showPriceRequestOnStart: boolean('show_price_request_on_start').notNull().default(false),
  salesConsultant: boolean('sales_consultant').notNull().default(false),
  isEnableAudioControl: boolean('is_enable_audio_control').notNull().default(false),
  isEnableInterview: boolean('is_enable_interview').notNull().default(false),
  isEnableEwallet: boolean('is_enable_ewallet').notNull().default(false),
  isEnableRegistrationsLimit: boolean('is_enable_registrations_limit').notNull().default(false),
  registrationsLimitCount: integer('registrations_limit_count'),
  registrationsLimitPeriod: varchar('registrations_limit_period', { length: 16 }),
  customerType: varchar('customer_type', { length: 16 }),
  mainMediaId: integer('main_media_id'),
  departmentId: integer('department_id'),
  interviewKitId: integer('interview_kit_id'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Device types: the compatibility families that models, colors and sticks refer to. */
export const deviceTypes = pgTable('device_types', {
  id: serial('id').primaryKey(),
  crmId: varchar('crm_id', { length: 64 }),
  title: varchar('title', { length: 255 }).notNull(),
  isDeleted: boolean('is_deleted').notNull().default(false),
});

export const deviceModels = pgTable(
  'device_models',
  {
    id: serial('id').primaryKey(),
    model: varchar('model', { length: 255 }).notNull(),
    compatibilityId: integer('compatibility_id').references(() => deviceTypes.id),
    barcode: varchar('barcode', { length: 64 }),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [liveKey('device_models_model_live_key', t.isDeleted, caseless(t.model))],
);

/** A device color of a model ('glocolor' in the spec's REST names). */
export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 255 }).notNull(),
    crmId: varchar('crm_id', { length: 64 }),
    barcode: varchar('barcode', { length: 64 }),
    modelId: integer('model_id')
      .notNull()
      .references(() => deviceModels.id),
    compatibilityId: integer('compatibility_id').references(() => deviceTypes.id),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('devices_model_idx').on(t.modelId),
    liveKey('devices_model_title_live_key', t.isDeleted, t.modelId, caseless(t.title)),
  ],
);

/** What the people searches compare with `like lower(pattern)`: users.search_text, qualified. */
export const userSearchText = () => sql`${users.searchText}`;
