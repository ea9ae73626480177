import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
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
import { agencies, spots, users } from './core';

/**
 * The back-office areas of issue 14 (part 2 §2 pages Trade points, Data matrices, Cigarettes,
 * Equipment, Points coverage): the upload engine's uploads and their per-row errors, the report
 * engine's reports, and the lists they fill. Trade points themselves are `spots` (core.ts).
 */

/**
 * The upload that last wrote a list row: a plain column, no foreign key (migration 0017), since a
 * foreign-key check per row costs about half the time of a million-row import's COPY.
 */
const uploadOf = () => integer('upload_id');

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * One uploaded file of a list (POST /api/upload/): parsed into a preview first (PREVIEW, or
 * REFUSED when the file itself is unusable), imported by a pg-boss job once confirmed (QUEUED,
 * RUNNING, then DONE, FAILED or CANCELLED). The import is one transaction: nothing of a failed or
 * cancelled upload stays. `file_path` is a stored name in the file area 'uploads', never the user's.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 255 }).notNull(),
    uploadType: varchar('upload_type', { length: 32 }).notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    filePath: varchar('file_path', { length: 255 }),
    /** sha256 of the file's bytes: the same file twice is recognised (and imports idempotently). */
    fileSha256: varchar('file_sha256', { length: 64 }).notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    /** pg-boss job id of the import (the spec's taskId). */
    taskId: varchar('task_id', { length: 64 }),
    totalRows: integer('total_rows').notNull().default(0),
    errorRows: integer('error_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    insertedRows: integer('inserted_rows').notNull().default(0),
    updatedRows: integer('updated_rows').notNull().default(0),
    /** The file's columns and the field each maps to; the first rows as parsed (the preview). */
    mapping: jsonb('mapping').notNull().default(sql`'[]'::jsonb`),
    preview: jsonb('preview').notNull().default(sql`'[]'::jsonb`),
    /** Why the file was refused or the import failed, in Russian. */
    errorMessage: text('error_message'),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    createdAt: createdAt(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The upload history: one type, newest modified first, paged backward (part 2 §9: 7 a page).
    index('uploads_type_modified_idx').on(t.uploadType, t.modifiedAt, t.id),
    index('uploads_user_idx').on(t.userId),
  ],
);

/** A row of an upload that cannot be imported: its row number (1 = the first data row), column, reason. */
export const uploadErrors = pgTable(
  'upload_errors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    rowNumber: integer('row_number').notNull(),
    columnName: varchar('column_name', { length: 100 }),
    message: text('message').notNull(),
  },
  (t) => [index('upload_errors_upload_row_idx').on(t.uploadId, t.rowNumber, t.id)],
);

/**
 * One report run (POST /api/reports/run/): queued, running, then finished (the file in
 * the file area 'reports', downloadable by its user or HQ) or failed ('Ошибка выполнения').
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    report: varchar('report', { length: 64 }).notNull(),
    status: varchar('status', { length: 32 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    params: jsonb('params').notNull().default(sql`'{}'::jsonb`),
    /** The file's name as downloaded (sanitised: letters, digits and dots, others `_`). */
    filename: varchar('filename', { length: 255 }),
    filePath: varchar('file_path', { length: 255 }),
    rowCount: integer('row_count'),
    errorMessage: text('error_message'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('reports_user_idx').on(t.userId, t.id), index('reports_finished_idx').on(t.finishedAt)],
);

/** The categories of the SKUs data-matrix codes belong to (part 2 §3 "skuCategory (id, name)"). */
export const skuCategories = pgTable('sku_categories', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull().unique(),
});

/**
 * A data-matrix code (part 2 §3): `number` is its natural key (an upload of a code already here
 * updates it). `program_ids` are the programs it may be used in.
 */
export const dmCodes = pgTable(
  'dm_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    number: varchar('number', { length: 255 }).notNull(),
    active: boolean('active').notNull().default(true),
    arrivalDate: date('arrival_date', { mode: 'string' }),
    sku: varchar('sku', { length: 64 }),
    skuCategoryId: integer('sku_category_id').references(() => skuCategories.id),
    usedOrderId: varchar('used_order_id', { length: 64 }),
    usedDate: timestamp('used_date', { withTimezone: true }),
    programHistory: text('program_history'),
    programIds: integer('program_ids').array().notNull().default(sql`'{}'::integer[]`),
    uploadId: uploadOf(),
    createdAt: createdAt(),
  },
  // One index besides the key: millions of codes arrive by upload, and each index slows it. The
  // key is in "C" collation (migration 0015), so a search by the start of a code uses it too.
  (t) => [uniqueIndex('dm_codes_number_key').on(sql`${t.number} collate "C"`)],
);

/** A cigarette format (part 2 §3 "Cigarette row"): `sku` is its natural key. */
export const cigarettes = pgTable(
  'cigarettes',
  {
    id: serial('id').primaryKey(),
    brandTitle: varchar('brand_title', { length: 255 }).notNull(),
    formatTitle: varchar('format_title', { length: 255 }).notNull(),
    sku: varchar('sku', { length: 64 }).notNull(),
    brandIsBat: boolean('brand_is_bat').notNull().default(false),
    uploadId: uploadOf(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cigarettes_sku_key').on(t.sku), index('cigarettes_brand_idx').on(t.brandTitle, t.id)],
);

/** Tablet models (part 2 §3 "Tablet: tabletModel (id, name)"). */
export const tabletModels = pgTable('tablet_models', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull().unique(),
});

/** Columns tablets and stands share: who keeps it (agency, coordinator, consultant) and a photo. */
const equipmentColumns = () => ({
  id: serial('id').primaryKey(),
  agencyId: integer('agency_id').references(() => agencies.id),
  /** The natural key of an upload: an inventory number already here is updated. */
  inventoryNumber: varchar('inventory_number', { length: 64 }).notNull(),
  coordinatorId: integer('coordinator_id').references(() => users.id),
  consultantId: integer('consultant_id').references(() => users.id),
  photo: varchar('photo', { length: 500 }),
  uploadId: uploadOf(),
  createdAt: createdAt(),
});

/** A tablet (part 2 §3 "Tablet"). */
export const tablets = pgTable(
  'tablets',
  {
    ...equipmentColumns(),
    tabletModelId: integer('tablet_model_id').references(() => tabletModels.id),
    serialNumber: varchar('serial_number', { length: 64 }),
  },
  (t) => [
    uniqueIndex('tablets_inventory_key').on(t.inventoryNumber),
    index('tablets_coordinator_idx').on(t.coordinatorId, t.id),
  ],
);

/** A stand (part 2 §3 "Stand"; the spec's REST path says `stend`). */
export const stands = pgTable(
  'stands',
  {
    ...equipmentColumns(),
    standModel: varchar('stand_model', { length: 255 }),
    spotId: integer('spot_id').references(() => spots.id),
  },
  (t) => [
    uniqueIndex('stands_inventory_key').on(t.inventoryNumber),
    index('stands_coordinator_idx').on(t.coordinatorId, t.id),
  ],
);
