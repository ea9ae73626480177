import { createReadStream } from 'node:fs';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { MESSAGES } from '../../../domain/messages';
import { can } from '../../../domain/permissions';
import {
  UPLOAD_ERRORS_KEPT,
  UPLOAD_ERRORS_SHOWN,
  UPLOAD_MESSAGES,
  UPLOAD_PREVIEW_ROWS,
} from '../../../domain/uploadRules';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '../../../domain/uploads';
import type { FieldErrors } from '../../../domain/validation/common';
import { ApiError, badRequest, forbidden, notFound, profileInactive } from '../../http/errors';
import { documented } from '../../http/routeDocs';
import { parseId } from '../../http/validate';
import type { Jobs } from '../../jobs/queue';
import type { Storage } from '../../storage/files';
import { withScratch } from '../../storage/scratch';
import { errorsCsv } from './errorsFile';
import { IMPORTS_QUEUE, requestImport } from './importJob';
import { createUpload, findUpload, type UploadRow } from './queries';
import { localSource } from './reader';
import { isUploadType, receiveUpload } from './receive';
import { type MappedColumn, type RowError, scanFile } from './scan';
import { takeUploadSlot } from './slots';
import { FileRefusal, sniffFile } from './sniff';

const ACCESS = { config: { access: 'authenticated' as const } };

const refuseFile = (message: string, errors: FieldErrors = {}) =>
  badRequest({ ...errors, file: [message] }, message);

/** 429 with the reason where the dialog reads it (`detail`) and as the file's error. */
const tooManyUploads = () =>
  new ApiError(429, {
    detail: UPLOAD_MESSAGES.tooManyUploads,
    message: UPLOAD_MESSAGES.tooManyUploads,
    errors: { file: [UPLOAD_MESSAGES.tooManyUploads] },
  });

/** The state GET /api/upload/{id}/ answers (the browser polls it while an import runs). */
export const uploadState = (u: UploadRow) => ({
  id: u.id,
  status: u.status,
  title: u.title,
  uploadType: u.uploadType,
  totalRows: u.totalRows,
  errorRows: u.errorRows,
  processedRows: u.processedRows,
  insertedRows: u.insertedRows,
  updatedRows: u.updatedRows,
  errorMessage: u.errorMessage,
  taskId: u.taskId,
});

/**
 * The upload engine (part 2 §7 "POST upload", issue 14 point 2): POST /api/upload/ parses the file
 * into a preview (nothing imported), confirm queues the import job (importJob.ts), cancel stops it
 * or discards a preview, GET answers the progress, errors/ the row errors as CSV. Each type needs
 * the write permission of its list (domain/uploads.ts); an upload is its user's (and HQ's).
 */
export const uploadRoutes =
  ({ pool, jobs, storage }: { pool: pg.Pool; jobs: Jobs; storage: Storage }) =>
  async (app: FastifyInstance) => {
    const area = storage.area('uploads');
    await app.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 4096 },
    });

    const viewerOf = (request: FastifyRequest) => {
      const viewer = request.viewer!;
      if (viewer.inactive) throw profileInactive();
      return viewer;
    };

    /** An upload the caller may see: their own (or any, for HQ) of a type they may upload. */
    const ownUpload = async (request: FastifyRequest<{ Params: { id: string } }>) => {
      const viewer = viewerOf(request);
      const id = parseId(request.params.id);
      const upload = id ? await findUpload(pool, id) : null;
      if (!upload || !can(viewer.role, UPLOAD_TYPES[upload.uploadType].permission)) throw notFound();
      if (upload.userId !== viewer.id && viewer.role !== 'HQ') throw notFound();
      return upload;
    };

    const uploadDoc = documented(ACCESS, {
      summary: 'Upload a spreadsheet for a preview',
      consumes: ['multipart/form-data'],
      files: ['file'],
      description:
        'Form data: the file `file`, its kind in `upload_type` and a `title`; the preview tells the rows it would import and their errors.',
    });
    app.post('/api/upload/', uploadDoc, async (request, reply) => {
      const viewer = viewerOf(request);
      if (!request.isMultipart()) throw refuseFile(UPLOAD_MESSAGES.fileRequired);
      // Taken before a byte is read: the receiving and the parsing are what it bounds.
      const release = await takeUploadSlot(pool, viewer.id);
      // Refused before its body is read whole: the connection closes with the answer, so that the
      // client stops sending and no half-read request holds the server (or its close) open.
      if (!release) {
        reply.header('connection', 'close');
        throw tooManyUploads();
      }
      let stored: string | null = null;
      try {
        return await withScratch(async (tmp) => {
          const received = await receiveUpload(request, tmp).catch((error) => {
            reply.header('connection', 'close');
            if (error instanceof FileRefusal) throw refuseFile(error.message);
            throw error;
          });
          const errors: FieldErrors = {};
          const title = typeof received.title === 'string' ? received.title.trim() : '';
          if (!title) errors.title = [MESSAGES.required];
          else if (title.length > 255) errors.title = [UPLOAD_MESSAGES.tooLong];
          const type = received.uploadType;
          if (!isUploadType(type)) errors.upload_type = [UPLOAD_MESSAGES.typeInvalid];
          else if (!can(viewer.role, UPLOAD_TYPES[type].permission)) throw forbidden();
          if (!received.file) throw refuseFile(UPLOAD_MESSAGES.fileRequired, errors);
          if (Object.keys(errors).length || !isUploadType(type)) throw badRequest(errors);

          let mapping: MappedColumn[] = [];
          const preview: { rowNumber: number; values: Record<string, string> }[] = [];
          const rowErrors: RowError[] = [];
          const warnings: RowError[] = [];
          let scanned: Awaited<ReturnType<typeof scanFile>>;
          let kind: Awaited<ReturnType<typeof sniffFile>>;
          try {
            kind = await sniffFile(tmp);
            scanned = await scanFile(pool, localSource(tmp), kind, type, viewer, {
              onMapping: (m) => {
                mapping = m;
              },
              onRow: (rowNumber, values) => {
                if (preview.length < UPLOAD_PREVIEW_ROWS) preview.push({ rowNumber, values: values() });
              },
              onError: (e) => {
                if (rowErrors.length < UPLOAD_ERRORS_KEPT) rowErrors.push(e);
              },
              onWarning: (w) => {
                if (warnings.length < UPLOAD_ERRORS_SHOWN) warnings.push(w);
              },
            });
          } catch (error) {
            if (error instanceof FileRefusal) throw refuseFile(error.message);
            throw error;
          }
          // Checked whole: now stored, for the import job on whichever process runs it.
          const name = area.newName(`.${kind}`);
          stored = name;
          await area.put(`.${kind}`, createReadStream(tmp), { name });
          const id = await createUpload(pool, {
            title,
            uploadType: type,
            userId: viewer.id,
            fileName: received.file.originalName,
            filePath: name,
            fileSha256: received.file.sha256,
            fileSize: received.file.size,
            totalRows: scanned.totalRows,
            errorRows: scanned.errorRows,
            mapping,
            preview,
            errors: rowErrors,
          });
          stored = null;
          return {
            id,
            status: 'PREVIEW',
            title,
            uploadType: type,
            totalRows: scanned.totalRows,
            errorRows: scanned.errorRows,
            mapping,
            preview,
            errors: rowErrors.slice(0, UPLOAD_ERRORS_SHOWN),
            errorsKept: rowErrors.length,
            warningRows: scanned.warningRows,
            warnings,
          };
        });
      } finally {
        try {
          if (stored) await area.remove(stored).catch(() => undefined);
        } finally {
          await release();
        }
      }
    });

    const getUploadDoc = documented(ACCESS, { summary: "An upload's preview and status" });
    app.get<{ Params: { id: string } }>('/api/upload/:id/', getUploadDoc, async (request) =>
      uploadState(await ownUpload(request)),
    );

    const confirmDoc = documented(ACCESS, {
      summary: 'Confirm an upload: its import runs as a job',
    });
    app.post<{ Params: { id: string } }>('/api/upload/:id/confirm/', confirmDoc, async (request) => {
      const upload = await ownUpload(request);
      const queued = await requestImport(pool, jobs, upload.id);
      if (!queued)
        throw badRequest(
          { non_field_errors: [UPLOAD_MESSAGES.notConfirmable] },
          UPLOAD_MESSAGES.notConfirmable,
        );
      return { id: upload.id, status: 'QUEUED', taskId: queued };
    });

    const cancelDoc = documented(ACCESS, { summary: 'Cancel an upload' });
    app.post<{ Params: { id: string } }>('/api/upload/:id/cancel/', cancelDoc, async (request) => {
      const upload = await ownUpload(request);
      // A preview or a queued import ends here; a running one rolls back at its next batch.
      const { rows } = await pool.query<{ status: string; file_path: string | null }>(
        `update uploads set
           status = case when status in ('PREVIEW', 'QUEUED') then 'CANCELLED' else status end,
           cancel_requested = true, modified_at = now()
         where id = $1 and status in ('PREVIEW', 'QUEUED', 'RUNNING', 'RETRYING') returning status, file_path`,
        [upload.id],
      );
      if (!rows.length) {
        if (upload.status === 'CANCELLED') return uploadState(upload);
        throw badRequest(
          { non_field_errors: [UPLOAD_MESSAGES.notCancellable] },
          UPLOAD_MESSAGES.notCancellable,
        );
      }
      if (upload.status === 'PREVIEW' && rows[0].file_path) await area.remove(rows[0].file_path);
      return uploadState((await findUpload(pool, upload.id))!);
    });

    const errorsDoc = documented(ACCESS, { summary: "An upload's errors as a file" });
    app.get<{ Params: { id: string } }>('/api/upload/:id/errors/', errorsDoc, async (request, reply) => {
      const upload = await ownUpload(request);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="upload-${upload.id}-errors.csv"`)
        .send(await errorsCsv(pool, area, upload));
    });
  };

export { IMPORTS_QUEUE };
