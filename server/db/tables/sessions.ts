import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { activities, cities, devices, spots, users } from './core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A consultant's work at a spot within an activity (part 1 §3 "Session"). */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    consultantId: integer('consultant_id')
      .notNull()
      .references(() => users.id),
    activityId: integer('activity_id').references(() => activities.id),
    spotId: integer('spot_id').references(() => spots.id),
    cityId: integer('city_id').references(() => cities.id),
    status: varchar('status', { length: 32 }).notNull().default('PLANNED'),
    plannedStartTime: timestamp('planned_start_time', { withTimezone: true }).notNull(),
    plannedEndTime: timestamp('planned_end_time', { withTimezone: true }),
    startTime: timestamp('start_time', { withTimezone: true }),
    stopTime: timestamp('stop_time', { withTimezone: true }),
    hourCount: smallint('hour_count').notNull().default(4),
    corruptedReason: text('corrupted_reason'),
    /** Where the field API's start and stop were sent from (the CORRUPTED check reads the start). */
    startLatitude: doublePrecision('start_latitude'),
    startLongitude: doublePrecision('start_longitude'),
    stopLatitude: doublePrecision('stop_latitude'),
    stopLongitude: doublePrecision('stop_longitude'),
    createdAt: createdAt(),
    /**
     * The consultant's manager (users.manager_id: their coordinator), kept by triggers (migration
     * 0031_team_scope): set from the consultant when a session is written, rewritten on their
     * sessions when the consultant moves to another team. A coordinator's scope and the lists'
     * team filter read it (sessions/filter.ts): a team's sessions are one range of
     * sessions_manager_planned_idx whatever the team's size, not one lookup per member (issue 28).
     */
    managerId: integer('manager_id'),
  },
  (t) => [
    index('sessions_consultant_idx').on(t.consultantId, t.startTime),
    // Issue 12, from EXPLAIN ANALYZE at production volume (bench/sessions.ts, list.ts): a team's
    // pages and calendar weeks read each consultant's sessions in planned order (26 rows a page
    // a consultant); the wider scopes (agency, region, HQ) read the live sessions in planned
    // order, DELETED never listed.
    // With INCLUDE (status, spot_id), added by migration 0021_search_text (drizzle cannot say it).
    index('sessions_consultant_planned_idx').on(t.consultantId, t.plannedStartTime, t.id),
    // A team's pages and calendar weeks (issue 28): a 2,000-person team was 2,000 index probes a
    // page. With INCLUDE (status, spot_id), added by migration 0031_team_scope.
    index('sessions_manager_planned_idx').on(t.managerId, t.plannedStartTime, t.id),
    index('sessions_planned_live_idx').on(t.plannedStartTime, t.id).where(sql`${t.status} <> 'DELETED'`),
    // The spot page's last and next sessions, and its scope check (a session of the spot in scope).
    // With INCLUDE (consultant_id, status, start_time, stop_time, planned_end_time), added by
    // migrations 0030_session_contacts and 0034_coverage_figures: the coverage report reads a spot's
    // sessions of the period (their consultants, statuses and hours) from the index alone.
    index('sessions_spot_planned_idx').on(t.spotId, t.plannedStartTime),
    // An activity's facts (its page, live view and copy refusal) and its sessions: not a scan of all.
    index('sessions_activity_planned_idx')
      .on(t.activityId, t.plannedStartTime)
      .where(sql`${t.status} <> 'DELETED'`),
  ],
);

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

/**
 * A contact a consultant made during a session (part 1 §3 "Contact event"): its start, stop and
 * watch stop, and the optional sub-events, each at most once a contact and stored as its moment
 * (compliment, denial with reason, review, exchange, registration). Posted by the field API;
 * `client_id` is the id the phone sent, so a retried post answers the stored event (idempotent).
 */
export const contactEvents = pgTable(
  'contact_events',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id),
    clientId: varchar('client_id', { length: 64 }).notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    stopTime: timestamp('stop_time', { withTimezone: true }),
    watchStopTime: timestamp('watch_stop_time', { withTimezone: true }),
    complimentTime: timestamp('compliment_time', { withTimezone: true }),
    denialTime: timestamp('denial_time', { withTimezone: true }),
    denialReason: varchar('denial_reason', { length: 255 }),
    reviewTime: timestamp('review_time', { withTimezone: true }),
    exchangeTime: timestamp('exchange_time', { withTimezone: true }),
    registrationTime: timestamp('registration_time', { withTimezone: true }),
    /**
     * The device (a model's colour) a registration was for, when the field app says (issue 25: the
     * bonus calculation counts new customers per device, model and colour); null when unknown.
     */
    deviceId: integer('device_id').references(() => devices.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_events_session_idx').on(t.sessionId, t.startTime),
    uniqueIndex('contact_events_client_key').on(t.sessionId, t.clientId),
  ],
);

/** A contact's photo: a JPEG or PNG checked by content, stored in the file area 'contact-photos' (`path` = `contact-photos/<stored name>`). */
export const contactPhotos = pgTable(
  'contact_photos',
  {
    id: serial('id').primaryKey(),
    contactEventId: integer('contact_event_id')
      .notNull()
      .references(() => contactEvents.id),
    clientId: varchar('client_id', { length: 64 }).notNull(),
    path: varchar('path', { length: 255 }).notNull(),
    mime: varchar('mime', { length: 32 }).notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The photo check's thumbnail, stored in fileArea 'photos' (made when the photo arrives; on
     * first view for older photos). Here, not on photo_facts: updating a fact row as each photo
     * arrived left photo_facts' newest pages never all-visible, and a far page's offset walk
     * visited the heap for each of them (migration 0037).
     */
    thumbnail: varchar('thumbnail', { length: 64 }),
  },
  (t) => [
    index('contact_photos_event_idx').on(t.contactEventId),
    uniqueIndex('contact_photos_client_key').on(t.contactEventId, t.clientId),
  ],
);

/** Where a consultant was during a session (the field API's position pings; the live map reads them). */
export const sessionPositions = pgTable(
  'session_positions',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id),
    clientId: varchar('client_id', { length: 64 }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    accuracy: doublePrecision('accuracy'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('session_positions_session_idx').on(t.sessionId, t.recordedAt),
    uniqueIndex('session_positions_client_key').on(t.sessionId, t.clientId),
  ],
);
