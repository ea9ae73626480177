import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { cities, users } from './core';
import { contactPhotos, sessions } from './sessions';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The photo check's reading of a contact photo (issue 26): who, where and when, copied from the
 * contact, its session and consultant by a trigger on contact_photos (migration 0026_audit), so
 * that a page of 50 out of 200,000 photos reads one narrow index instead of joining four tables.
 */
export const photoFacts = pgTable(
  'photo_facts',
  {
    photoId: integer('photo_id')
      .primaryKey()
      .references(() => contactPhotos.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id').notNull(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id),
    consultantId: integer('consultant_id')
      .notNull()
      .references(() => users.id),
    cityId: integer('city_id').references(() => cities.id),
    /** When the photo was taken: its contact's start. */
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    /** The session's spot (kept when the session's spot, city or consultant changes: migration 0037). */
    spotId: integer('spot_id'),
    /** The photo file's type and size (contact_photos'), so a page joins only who and where. */
    mime: varchar('mime', { length: 32 }).notNull(),
    size: integer('size').notNull(),
  },
  (t) => [
    // INCLUDE (contact_id, session_id, consultant_id, city_id), written in the migration: a far page's
    // offset walks the index alone, without a heap visit per skipped photo.
    index('photo_facts_taken_idx').on(t.takenAt.desc(), t.photoId.desc()),
    index('photo_facts_consultant_idx').on(t.consultantId, t.takenAt.desc(), t.photoId.desc()),
    index('photo_facts_session_idx').on(t.sessionId, t.takenAt.desc(), t.photoId.desc()),
    index('photo_facts_contact_idx').on(t.contactId),
    index('photo_facts_city_idx').on(t.cityId, t.takenAt.desc(), t.photoId.desc()),
  ],
);

/**
 * How many photos were taken in each hour (UTC), kept by a trigger on photo_facts (migration
 * 0038): a far page of every photo, newest first, starts from the hour that holds its first photo
 * (the hours' running sum, newest first, read until it passes the offset) and walks only within it,
 * instead of walking every photo before it (9,950 index entries for page 200: 1.5 ms of PostgreSQL).
 */
export const photoHours = pgTable('photo_hours', {
  hour: timestamp('hour').primaryKey(),
  photos: integer('photos').notNull(),
});

/**
 * Files the photo check and the audit build as jobs (a photo zip, the photo report, the audit
 * report): queued, running, finished ('finished', the file's stored name in fileArea 'audits')
 * or failed ('Ошибка выполнения'); removed with their file after a day by the cleanup job.
 */
export const auditFiles = pgTable(
  'audit_files',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: varchar('kind', { length: 32 }).notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    status: varchar('status', { length: 64 }).notNull().default('queued'),
    /** The stored name (fileArea 'audits') once finished; the one being written while running. */
    stored: varchar('stored', { length: 64 }),
    /** The name the user downloads (letters, digits and dots). */
    filename: varchar('filename', { length: 255 }),
    rowCount: integer('row_count'),
    errorMessage: text('error_message'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('audit_files_created_idx').on(t.createdAt)],
);

/** An audit quiz (part 2 §3): created active. */
export const auditQuizzes = pgTable('audit_quizzes', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 255 }).notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

/** A question of a quiz (part 2 §3), in `order` within it; created active. */
export const auditQuestions = pgTable(
  'audit_questions',
  {
    id: serial('id').primaryKey(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => auditQuizzes.id),
    title: varchar('title', { length: 500 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isMain: boolean('is_main').notNull().default(false),
    isFinal: boolean('is_final').notNull().default(false),
    canBeNotApplicable: boolean('can_be_not_applicable').notNull().default(false),
    order: integer('order').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_questions_quiz_idx').on(t.quizId, t.order)],
);

/**
 * A quiz sent to a session (and so to its consultant): the sender records the answers at the spot
 * (answeredAt once they have); at most one audit of a quiz per session.
 */
export const audits = pgTable(
  'audits',
  {
    id: serial('id').primaryKey(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => auditQuizzes.id),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id),
    consultantId: integer('consultant_id')
      .notNull()
      .references(() => users.id),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('audits_quiz_session_key').on(t.quizId, t.sessionId),
    index('audits_session_idx').on(t.sessionId),
    index('audits_created_idx').on(t.quizId, t.createdAt),
  ],
);

/** One answer of an audit: YES, NO or NA (only where the question canBeNotApplicable). */
export const auditAnswers = pgTable(
  'audit_answers',
  {
    id: serial('id').primaryKey(),
    auditId: integer('audit_id')
      .notNull()
      .references(() => audits.id),
    questionId: integer('question_id')
      .notNull()
      .references(() => auditQuestions.id),
    answer: varchar('answer', { length: 8 }).notNull(),
    comment: varchar('comment', { length: 1000 }),
  },
  (t) => [uniqueIndex('audit_answers_key').on(t.auditId, t.questionId)],
);

/**
 * A photo taken for an audit (POST /audit/photos, fileArea 'audits'): its uploader's until a
 * result refers to it, then its answer's.
 */
export const auditPhotos = pgTable(
  'audit_photos',
  {
    id: serial('id').primaryKey(),
    uploaderId: integer('uploader_id')
      .notNull()
      .references(() => users.id),
    answerId: integer('answer_id').references(() => auditAnswers.id),
    stored: varchar('stored', { length: 64 }).notNull(),
    mime: varchar('mime', { length: 32 }).notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_photos_answer_idx').on(t.answerId).where(sql`${t.answerId} is not null`)],
);
