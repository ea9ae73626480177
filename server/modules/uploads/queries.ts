import type pg from 'pg';
import type { UploadStatus, UploadType } from '../../../domain/uploads';
import type { MappedColumn, RowError } from './scan';

/** An upload as GET /api/upload/{id}/ and the history show it. */
export interface UploadRow {
  id: number;
  title: string;
  uploadType: UploadType;
  status: UploadStatus;
  userId: number;
  filePath: string | null;
  fileName: string;
  taskId: string | null;
  totalRows: number;
  errorRows: number;
  processedRows: number;
  insertedRows: number;
  updatedRows: number;
  errorMessage: string | null;
  cancelRequested: boolean;
  createdAt: Date;
  modifiedAt: Date;
}

export const UPLOAD_COLUMNS = `id, title, upload_type as "uploadType", status, user_id as "userId",
  file_path as "filePath", file_name as "fileName", task_id as "taskId", total_rows as "totalRows",
  error_rows as "errorRows", processed_rows as "processedRows", inserted_rows as "insertedRows",
  updated_rows as "updatedRows", error_message as "errorMessage", cancel_requested as "cancelRequested",
  created_at as "createdAt", modified_at as "modifiedAt"`;

export const findUpload = async (pool: pg.Pool, id: number): Promise<UploadRow | null> =>
  (await pool.query<UploadRow>(`select ${UPLOAD_COLUMNS} from uploads where id = $1`, [id])).rows[0] ?? null;

export interface NewUpload {
  title: string;
  uploadType: UploadType;
  userId: number;
  fileName: string;
  filePath: string;
  fileSha256: string;
  fileSize: number;
  totalRows: number;
  errorRows: number;
  mapping: MappedColumn[];
  preview: unknown[];
  errors: RowError[];
}

/** The upload row and its kept row errors, in one transaction (a failure leaves neither). */
export const createUpload = async (pool: pg.Pool, u: NewUpload): Promise<number> => {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<{ id: number }>(
      `insert into uploads (title, upload_type, status, user_id, file_name, file_path, file_sha256,
         file_size, total_rows, error_rows, mapping, preview)
       values ($1, $2, 'PREVIEW', $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
      [
        u.title,
        u.uploadType,
        u.userId,
        u.fileName,
        u.filePath,
        u.fileSha256,
        u.fileSize,
        u.totalRows,
        u.errorRows,
        JSON.stringify(u.mapping),
        JSON.stringify(u.preview),
      ],
    );
    const id = rows[0].id;
    for (let i = 0; i < u.errors.length; i += 2000) {
      const batch = u.errors.slice(i, i + 2000);
      await client.query(
        `insert into upload_errors (upload_id, row_number, column_name, message)
         select $1, * from unnest($2::int[], $3::varchar[], $4::text[])`,
        [
          id,
          batch.map((e) => e.rowNumber),
          batch.map((e) => e.column.slice(0, 100)),
          batch.map((e) => e.message),
        ],
      );
    }
    await client.query('commit');
    return id;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
};

export const uploadErrors = async (pool: pg.Pool, uploadId: number, limit: number) =>
  (
    await pool.query<{ rowNumber: number; columnName: string | null; errorMessage: string }>(
      `select row_number as "rowNumber", column_name as "columnName", message as "errorMessage"
       from upload_errors where upload_id = $1 order by row_number, id limit $2`,
      [uploadId, limit],
    )
  ).rows;

export const keptErrorCount = async (pool: pg.Pool, uploadId: number) =>
  Number(
    (await pool.query('select count(*) from upload_errors where upload_id = $1', [uploadId])).rows[0].count,
  );
