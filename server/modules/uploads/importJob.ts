import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import pgCopy from 'pg-copy-streams';
import type { Role } from '../../../domain/roles';
import { UPLOAD_MESSAGES } from '../../../domain/uploadRules';
import type { UploadType } from '../../../domain/uploads';
import type { Jobs } from '../../jobs/queue';
import { fileArea } from '../../storage/files';
import { scanFile } from './scan';
import { FileRefusal, type TableKind } from './sniff';
import { UPLOAD_TYPE_DEFS } from './types';

export const IMPORTS_QUEUE = 'imports';
/** Good rows sent to the staging table per COPY; progress and cancellation are checked between. */
export const IMPORT_BATCH_ROWS = 50_000;

class Cancelled extends Error {}

/** A value in COPY's text format: backslash, tab and line breaks escaped, NULL as \N. */
const copyValue = (value: string | number | null) =>
  value == null
    ? '\\N'
    : String(value).replace(
        /[\\\t\n\r]/g,
        (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]!,
      );

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

interface Claimed {
  id: number;
  upload_type: UploadType;
  file_path: string | null;
  user_id: number;
  role: Role;
}

/**
 * The import of one confirmed upload: the stored file is read again, its good rows go to a TEMP
 * staging table by COPY in batches, then the type's SQL applies them by the natural key, all in
 * ONE transaction: a failure or a cancellation rolls everything back. Progress (processed_rows)
 * is committed on other connections, so the browser sees it while the transaction runs.
 */
export const runImport = async (
  pool: pg.Pool,
  dataDir: string,
  uploadId: number,
  log?: FastifyBaseLogger,
) => {
  // QUEUED, or RUNNING again after a crash (its transaction died with the process).
  const { rows } = await pool.query<Claimed>(
    `update uploads u set status = 'RUNNING', processed_rows = 0, modified_at = now()
     from users p where u.id = $1 and p.id = u.user_id and u.status in ('QUEUED', 'RUNNING')
       and not u.cancel_requested
     returning u.id, u.upload_type, u.file_path, u.user_id, p.role`,
    [uploadId],
  );
  const upload = rows[0];
  if (!upload) return;
  const finish = (status: 'FAILED' | 'CANCELLED', message: string | null) =>
    pool.query(
      `update uploads set status = $2, error_message = $3, inserted_rows = 0, updated_rows = 0,
         modified_at = now() where id = $1`,
      [uploadId, status, message],
    );
  const file = upload.file_path ? fileArea(dataDir, 'uploads').resolve(upload.file_path) : null;
  if (!file || !existsSync(file)) {
    await finish('FAILED', UPLOAD_MESSAGES.fileGone);
    return;
  }
  const kind: TableKind = file.endsWith('.xlsx') ? 'xlsx' : 'csv';
  const def = UPLOAD_TYPE_DEFS[upload.upload_type];
  const uploader = { id: upload.user_id, role: upload.role };
  const client = await pool.connect();
  const started = Date.now();
  try {
    await client.query('begin');
    const columns = def.stage.map((c) => `${c.name} ${c.type}`).join(', ');
    await client.query(`create temp table stage (row_number integer, ${columns}) on commit drop`);
    let lines: string[] = [];
    let read = 0;
    const progress = async () => {
      const { rows: state } = await pool.query<{ cancel_requested: boolean }>(
        'update uploads set processed_rows = $2 where id = $1 returning cancel_requested',
        [uploadId, read],
      );
      if (state[0]?.cancel_requested) throw new Cancelled();
    };
    const flush = async () => {
      if (lines.length) {
        const batch = lines;
        lines = [];
        const copy = client.query(pgCopy.from('copy stage from stdin'));
        await pipeline(Readable.from([batch.join('')]), copy);
      }
      await progress();
    };
    const scanned = await scanFile(pool, file, kind, upload.upload_type, uploader, {
      onRow: () => {
        read += 1;
      },
      onValid: (rowNumber, staged) => {
        lines.push(`${rowNumber}\t${staged.map(copyValue).join('\t')}\n`);
        if (lines.length >= IMPORT_BATCH_ROWS) return flush();
      },
    });
    await flush();
    const staged = Date.now();
    const result = await def.apply(client, { uploadId, uploader, present: scanned.present });
    await progress();
    log?.info({ uploadId, stageMs: staged - started, applyMs: Date.now() - staged }, 'import applied');
    await client.query(
      `update uploads set status = 'DONE', processed_rows = $2, inserted_rows = $3, updated_rows = $4,
         total_rows = $5, error_rows = $6, error_message = null, modified_at = now() where id = $1`,
      [uploadId, read, result.inserted, result.updated, scanned.totalRows, scanned.errorRows],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    if (error instanceof Cancelled) await finish('CANCELLED', null);
    else {
      log?.error({ err: error, uploadId }, 'import failed');
      await finish('FAILED', error instanceof FileRefusal ? error.message : UPLOAD_MESSAGES.importFailed);
    }
  } finally {
    client.release();
  }
};

/** The 'imports' worker (registered from server/app.ts). */
export const workImports = (jobs: Jobs, pool: pg.Pool, dataDir: string, log: FastifyBaseLogger) =>
  jobs.work<{ uploadId: number }>(IMPORTS_QUEUE, (data) => runImport(pool, dataDir, data.uploadId, log));
