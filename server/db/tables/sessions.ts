import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_events_session_idx').on(t.sessionId, t.startTime),
    uniqueIndex('contact_events_client_key').on(t.sessionId, t.clientId),
  ],
);

/** A contact's photo: a JPEG or PNG checked by content, stored under DATA_DIR at `path`. */
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
