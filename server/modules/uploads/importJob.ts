import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Role } from '../../../domain/roles';
import { UPLOAD_MESSAGES } from '../../../domain/uploadRules';
import type { UploadType } from '../../../domain/uploads';
import { type Lease, LeaseLost, workLeased } from '../../jobs/lease';
import type { Jobs } from '../../jobs/queue';
import type { FileArea, Storage } from '../../storage/files';
import { stagingImporter } from './copy';
import { storedSource } from './reader';
import { scanFile } from './scan';
import { FileRefusal, type TableKind } from './sniff';
import { UPLOAD_TYPE_DEFS } from './types';
import type { ApplyContext } from './types/common';

export const IMPORTS_QUEUE = 'imports';
/** Good rows written per COPY; progress and cancellation are checked between (tests make it small). */
export const importTuning = { batchRows: 50_000 };

class Cancelled extends Error {}

/** PREVIEW → QUEUED and the job sent; the task id, or null when the upload is not a preview. */
export const requestImport = async (pool: pg.Pool, jobs: Jobs, uploadId: number) => {
  const taskId = randomUUID();
  const { rowCount } = await pool.query(
    `update uploads set status = 'QUEUED', task_id = $2, modified_at = now()
     where id = $1 and status = 'PREVIEW' and not cancel_requested`,
    [uploadId, taskId],
  );
  if (!rowCount) return null;
  await jobs.send(IMPORTS_QUEUE, { uploadId, taskId });
  return taskId;
};

/** An unfinished import's end without rows: FAILED with the reason, or CANCELLED. */
const endImport = (pool: pg.Pool, uploadId: number, status: 'FAILED' | 'CANCELLED', message: string | null) =>
  pool.query(
    `update uploads set status = $2, error_message = $3, processed_rows = 0, inserted_rows = 0,
       updated_rows = 0, modified_at = now() where id = $1 and status in ('QUEUED', 'RUNNING', 'RETRYING')`,
    [uploadId, status, message],
  );

interface Claimed {
  id: number;
  upload_type: UploadType;
  file_path: string | null;
  user_id: number;
  role: Role;
}

/**
 * The import of one confirmed upload: the stored file is read and checked again, its good rows
 * go by COPY in batches to the type's importer (a TEMP staging table the type's SQL then applies
 * by the natural key; DM_CODES straight into its table), all in ONE transaction: a failure or a cancellation rolls everything back. Progress (processed_rows)
 * is committed on other connections, so the browser sees it while the transaction runs. Runs
 * under the job's lease: RUNNING, or RETRYING from the start after a lost attempt (whose
 * transaction died with its connection), and commits only while the lease is still held.
 */
export const runImport = async (
  pool: pg.Pool,
  area: FileArea,
  uploadId: number,
  lease: Lease,
  log?: FastifyBaseLogger,
) => {
  const { rows } = await pool.query<Claimed & { cancel_requested: boolean }>(
    `update uploads u set status = $2, processed_rows = 0, modified_at = now()
     from users p where u.id = $1 and p.id = u.user_id and u.status in ('QUEUED', 'RUNNING', 'RETRYING')
     returning u.id, u.upload_type, u.file_path, u.user_id, p.role, u.cancel_requested`,
    [uploadId, lease.attempt > 1 ? 'RETRYING' : 'RUNNING'],
  );
  const upload = rows[0];
  if (!upload) return;
  // Cancelled while its process was gone: nothing was kept, so it ends cancelled.
  if (upload.cancel_requested) {
    await endImport(pool, uploadId, 'CANCELLED', null);
    return;
  }
  const finish = (status: 'FAILED' | 'CANCELLED', message: string | null) =>
    endImport(pool, uploadId, status, message);
  const file = upload.file_path ? await storedSource(area, upload.file_path) : null;
  if (!file) {
    await finish('FAILED', UPLOAD_MESSAGES.fileGone);
    return;
  }
  const kind: TableKind = upload.file_path!.endsWith('.xlsx') ? 'xlsx' : 'csv';
  const def = UPLOAD_TYPE_DEFS[upload.upload_type];
  const uploader = { id: upload.user_id, role: upload.role };
  const client = await pool.connect();
  const started = Date.now();
  try {
    await client.query('begin');
    // `present` is known once the header is read (onMapping), before the first batch.
    const context: ApplyContext = { uploadId, uploader, present: new Set() };
    const importer = def.importer
      ? await def.importer(client, context)
      : await stagingImporter(client, def, context);
    let read = 0;
    const progress = async () => {
      const { rows: state } = await pool.query<{ cancel_requested: boolean }>(
        'update uploads set processed_rows = $2 where id = $1 returning cancel_requested',
        [uploadId, read],
      );
      if (state[0]?.cancel_requested) throw new Cancelled();
      await lease.checkpoint();
    };
    // One batch in PostgreSQL while the next is read, checked and made COPY lines here (two cores).
    let writing: Promise<void> = Promise.resolve();
    let pending = 0;
    const flush = async () => {
      await writing;
      const rows = pending;
      pending = 0;
      writing = (rows ? importer.write() : Promise.resolve()).then(progress);
      // Awaited at the next flush or at the end; meanwhile a rejection is not unhandled.
      writing.catch(() => undefined);
    };
    const scanned = await scanFile(pool, file, kind, upload.upload_type, uploader, {
      onMapping: (mapping) => {
        context.present = new Set(mapping.flatMap((m) => (m.field ? [m.field] : [])));
      },
      onRow: () => {
        read += 1;
      },
      onValid: (rowNumber, staged) => {
        importer.add(rowNumber, staged);
        pending += 1;
        if (pending >= importTuning.batchRows) return flush();
      },
    });
    await flush();
    await writing;
    const staged = Date.now();
    const result = await importer.finish();
    await progress();
    log?.info({ uploadId, stageMs: staged - started, applyMs: Date.now() - staged }, 'import applied');
    await lease.fence(client);
    await client.query(
      `update uploads set status = 'DONE', processed_rows = $2, inserted_rows = $3, updated_rows = $4,
         total_rows = $5, error_rows = $6, error_message = null, modified_at = now() where id = $1`,
      [uploadId, read, result.inserted, result.updated, scanned.totalRows, scanned.errorRows],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    if (error instanceof LeaseLost) throw error;
    if (error instanceof Cancelled) await finish('CANCELLED', null);
    else {
      log?.error({ err: error, uploadId }, 'import failed');
      await finish('FAILED', error instanceof FileRefusal ? error.message : UPLOAD_MESSAGES.importFailed);
    }
  } finally {
    client.release();
  }
};

/**
 * The 'imports' worker (registered from server/app.ts), under job leases. A lost attempt leaves
 * nothing to remove (its one transaction died with its connection): the retry shows RETRYING.
 */
export const workImports = (jobs: Jobs, pool: pg.Pool, storage: Storage, log: FastifyBaseLogger) =>
  workLeased<{ uploadId: number }>(jobs, pool, log, {
    queue: IMPORTS_QUEUE,
    key: ({ uploadId }) => String(uploadId),
    run: ({ uploadId }, lease) => runImport(pool, storage.area('uploads'), uploadId, lease, log),
    // Its TEMP staging table and its rows went with the lost transaction: nothing to remove.
    recover: async () => undefined,
    fail: async ({ uploadId }, reason) => {
      await endImport(pool, uploadId, 'FAILED', reason);
    },
  });
