import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { JOB_MESSAGES } from '../../../domain/jobs';
import { FILE_FAILED, FILE_FINISHED } from '../../../domain/photos';
import { sanitizeFileName } from '../../../domain/uploads';
import type { Db } from '../../db';
import { type Lease, LeaseLost, workLeased } from '../../jobs/lease';
import type { Jobs } from '../../jobs/queue';
import type { FileArea } from '../../storage/files';

/**
 * The files the photo check and the audit build (issue 26 point 5): a photo zip, the photo report,
 * the audit report. Each is a row of audit_files worked as a leased pg-boss job (one run at a time,
 * retried cleanly when a process dies); the file is stored through `area.put` whole or not at all,
 * so it appears only when complete; the browser polls the status every 5 s; rows and files older
 * than FILE_KEEP_HOURS are removed by the hourly cleanup.
 */
export const FILES_QUEUE = 'audit-files';
const FILES_CLEANUP_QUEUE = 'audit-files-cleanup';
export const FILE_KEEP_HOURS = 24;
const STALE_HOURS = 6;

export interface Log {
  info: (o: object, m: string) => void;
  warn: (o: object, m: string) => void;
  error: (o: object, m: string) => void;
}

export interface FileJobRow {
  id: number;
  userId: number;
  kind: string;
  params: Record<string, unknown>;
}

/** What a kind writes: its extension, the downloaded name, and the writing into `out` (ended when done). */
export interface FileKind {
  extension: string;
  filename: (row: FileJobRow) => string;
  write: (row: FileJobRow, out: PassThrough, lease: Lease) => Promise<number>;
}

export interface FileJobs {
  kinds: Map<string, FileKind>;
  /** Queues a file of a kind for a user; answers its id. */
  enqueue: (kind: string, userId: number, params: Record<string, unknown>) => Promise<number>;
}

export const fileUrls = (id: number, filename: string | null) => ({
  status_url: `/api/audit-files/${id}/status/`,
  download_url: `/api/audit-files/${id}/${filename ?? 'file'}`,
});

export const findFile = async (db: Db, id: number) => {
  const { rows } = await db.execute<{
    id: number;
    user_id: number;
    status: string;
    stored: string | null;
    filename: string | null;
    kind: string;
    error_message: string | null;
  }>(
    sql`select id, user_id, status, stored, filename, kind, error_message from audit_files where id = ${id}`,
  );
  return rows[0] ?? null;
};

const run = async (
  context: { db: Db; area: FileArea; log: Log; kinds: Map<string, FileKind> },
  id: number,
  lease: Lease,
) => {
  const { db, area, log, kinds } = context;
  const { rows } = await db.execute<{
    id: number;
    user_id: number;
    kind: string;
    params: Record<string, unknown>;
  }>(
    sql`update audit_files set status = 'running' where id = ${id} and status in ('queued', 'running')
      returning id, user_id, kind, params`,
  );
  const claimed = rows[0];
  if (!claimed) return;
  const row: FileJobRow = { id, userId: claimed.user_id, kind: claimed.kind, params: claimed.params };
  const kind = kinds.get(row.kind);
  const started = Date.now();
  // A megabyte in flight to the store: a photo zip hands on whole photos (up to a few MB each).
  const out = new PassThrough({ highWaterMark: 1 << 20 });
  try {
    if (!kind) throw new Error(`unknown file kind ${row.kind}`);
    const putting = area.put(kind.extension, out as Readable);
    let count: number;
    try {
      count = await kind.write(row, out, lease);
    } catch (error) {
      out.destroy(error as Error);
      await putting.catch(() => undefined);
      throw error;
    }
    const { name, size } = await putting;
    try {
      await lease.checkpoint();
    } catch (error) {
      await area.remove(name).catch(() => undefined);
      throw error;
    }
    await db.execute(sql`
      update audit_files set status = ${FILE_FINISHED}, stored = ${name}, filename = ${kind.filename(row)},
        row_count = ${count}, finished_at = now() where id = ${id}`);
    log.info({ fileId: id, kind: row.kind, count, size, ms: Date.now() - started }, 'file built');
  } catch (error) {
    if (error instanceof LeaseLost) throw error;
    log.error({ err: error, fileId: id, kind: row.kind }, 'file failed');
    const message = error instanceof Error ? error.message : String(error);
    await db.execute(sql`
      update audit_files set status = ${FILE_FAILED}, error_message = ${message.slice(0, 2000)},
        finished_at = now() where id = ${id}`);
  }
};

/**
 * Removes files older than `hours` (rows and stored files), fails the jobs a stopped process left,
 * and removes the unfinished files it was writing.
 */
export const sweepFiles = async (db: Db, area: FileArea, hours = FILE_KEEP_HOURS) => {
  await db.execute(sql`
    update audit_files set status = ${FILE_FAILED}, error_message = ${JOB_MESSAGES.processStopped}, finished_at = now()
    where status in ('queued', 'running') and created_at < now() - make_interval(hours => ${STALE_HOURS})`);
  const { rows } = await db.execute<{ stored: string | null }>(sql`
    delete from audit_files where created_at < now() - make_interval(hours => ${hours}) returning stored`);
  for (const { stored } of rows) if (stored) await area.remove(stored).catch(() => undefined);
  // Files a stopped process was writing (never stored whole): gone once no job can still be on them.
  const strays = await area.removeUnfinished(new Date(Date.now() - STALE_HOURS * 3600 * 1000));
  return rows.length + strays;
};

/** Works the file queue in this process, and its hourly cleanup; answers the engine and a stop. */
export const startFileJobs = async (
  jobs: Jobs,
  { db, pool, area, log }: { db: Db; pool: pg.Pool; area: FileArea; log: Log },
): Promise<{ engine: FileJobs; stop: () => void }> => {
  const kinds = new Map<string, FileKind>();
  const fail = async (id: number, reason: string) => {
    await db.execute(sql`
      update audit_files set status = ${FILE_FAILED}, error_message = ${reason}, finished_at = now()
      where id = ${id}`);
  };
  await workLeased<{ id: number }>(jobs, pool, log, {
    queue: FILES_QUEUE,
    key: ({ id }) => String(id),
    run: ({ id }, lease) => run({ db, area, log, kinds }, id, lease),
    // Nothing of a lost attempt is kept: its file was never stored whole (area.put).
    recover: async () => undefined,
    fail: ({ id }, reason) => fail(id, reason),
  });
  await jobs.work(FILES_CLEANUP_QUEUE, async () => {
    const removed = await sweepFiles(db, area);
    if (removed) log.info({ removed }, 'old audit files removed');
  });
  const queue = () =>
    jobs.sendOncePer(FILES_CLEANUP_QUEUE, 3600).catch((err) => log.warn({ err }, 'file cleanup not queued'));
  await queue();
  const timer = setInterval(queue, 3600 * 1000);
  timer.unref();
  const engine: FileJobs = {
    kinds,
    enqueue: async (kind, userId, params) => {
      const { rows } = await db.execute<{ id: number }>(sql`
        insert into audit_files (user_id, kind, params) values (${userId}, ${kind}, ${JSON.stringify(params)}::jsonb)
        returning id`);
      const id = rows[0].id;
      try {
        await jobs.send(FILES_QUEUE, { id });
      } catch (error) {
        await fail(id, 'not queued');
        throw error;
      }
      return id;
    },
  };
  return { engine, stop: () => clearInterval(timer) };
};

/** The name a user downloads: letters, digits and dots (part 2 §5). */
export const downloadName = (name: string) => sanitizeFileName(name);

/** Waits until the stream may take more (an archive's entry consumed). */
export const drained = (emitter: NodeJS.EventEmitter, event: string) => once(emitter, event);
