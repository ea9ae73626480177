import type { FastifyInstance } from 'fastify';
import { JOB_MESSAGES } from '../../../domain/jobs';
import {
  FILE_FAILED,
  FILE_FINISHED,
  PHOTO_MESSAGES,
  PHOTO_ZIP_MAX,
  type PhotoFilter,
  parsePhotoQuery,
} from '../../../domain/photos';
import type { Db } from '../../db';
import { badRequest, notFound } from '../../http/errors';
import { documented } from '../../http/routeDocs';
import { parseId } from '../../http/validate';
import { sendDownload } from '../../storage/download';
import type { FileArea } from '../../storage/files';
import { type FileJobs, fileUrls, findFile } from './files';
import { contactPhotoName, countScopedPhotos, listPhotos, scopedPhoto } from './queries';
import { makeThumbnail } from './thumbnails';

/** The stored failure reasons worded for the user (JOB_MESSAGES); others are internal. */
const USER_REASONS = new Set<string>(Object.values(JOB_MESSAGES));

const READ = { config: { access: 'photos.read' as const } };
const TYPES: Record<string, string> = {
  '.zip': 'application/zip',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const queryOf = (query: unknown, pageless = false) => {
  const parsed = parsePhotoQuery((query ?? {}) as Record<string, string | string[] | undefined>, {
    pageless,
  });
  if (!parsed.ok) throw badRequest(parsed.errors);
  return parsed.value;
};

/** The photo ids of a download: 1 to PHOTO_ZIP_MAX distinct ids. */
const photoIdsOf = (body: unknown): number[] => {
  const value = (body as { photo_ids?: unknown } | null)?.photo_ids;
  if (!Array.isArray(value) || value.length === 0) throw badRequest({ photo_ids: [PHOTO_MESSAGES.noPhotos] });
  if (value.length > PHOTO_ZIP_MAX) throw badRequest({ photo_ids: [PHOTO_MESSAGES.tooManyPhotos] });
  const ids = value.map((v) => (typeof v === 'number' || typeof v === 'string' ? parseId(String(v)) : null));
  if (ids.some((v) => v == null)) throw badRequest({ photo_ids: [PHOTO_MESSAGES.badId] });
  return [...new Set(ids as number[])];
};

/**
 * The photo check (part 2 §7 "Photos", issue 26): GET photos (a page of the photos in scope),
 * a photo's thumbnail, POST photos/download (a zip job) and GET photos/report (an XLSX job); and
 * the status and download of the files those jobs build (their requester's, or HQ's).
 */
export const photoCheckRoutes =
  ({
    db,
    files,
    thumbnails,
    contactPhotos,
    area,
  }: {
    db: Db;
    files: FileJobs;
    thumbnails: FileArea;
    contactPhotos: FileArea;
    area: FileArea;
  }) =>
  async (app: FastifyInstance) => {
    const list = documented(READ, { summary: 'A page of the contact photos in scope' });
    app.get('/api/photos/', list, async (request) => listPhotos(db, request.viewer!, queryOf(request.query)));

    const thumbDoc = documented(READ, { summary: "A photo's thumbnail" });
    app.get<{ Params: { id: string } }>('/api/photos/:id/thumbnail/', thumbDoc, async (request, reply) => {
      const id = parseId(request.params.id);
      const photo = id ? await scopedPhoto(db, request.viewer!, id) : null;
      if (!id || !photo) throw notFound();
      let name = photo.thumbnail;
      if (!name) {
        // Photos stored before thumbnails were made on arrival: made once, on the first view.
        const original = await contactPhotos.read(contactPhotoName(photo.path));
        if (!original) throw notFound();
        name = await makeThumbnail(db, thumbnails, original.stream, id);
      }
      const file = name ? await thumbnails.read(name) : null;
      if (!file) throw notFound();
      return reply
        .type('image/jpeg')
        .header('Content-Length', file.size)
        .header('Cache-Control', 'private, max-age=3600')
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.stream);
    });

    const downloadDoc = documented(READ, {
      summary: 'Zip photos (a job)',
      description: 'Body: `{ "photo_ids": [<id>, ...] }`.',
    });
    app.post('/api/photos/download/', downloadDoc, async (request) => {
      const ids = photoIdsOf(request.body);
      if ((await countScopedPhotos(db, request.viewer!, ids)) !== ids.length)
        throw badRequest({ photo_ids: [PHOTO_MESSAGES.photoNotFound] });
      const id = await files.enqueue('photoZip', request.viewer!.id, { photoIds: ids });
      return { id, ...fileUrls(id, null) };
    });

    const reportDoc = documented(READ, { summary: 'The photo report as XLSX (a job)' });
    app.get('/api/photos/report/', reportDoc, async (request) => {
      const filter: PhotoFilter = queryOf(request.query, true);
      const id = await files.enqueue('photoReport', request.viewer!.id, { filter });
      return { id, ...fileUrls(id, null) };
    });

    const ownFile = async (viewer: { id: number; role: string }, rawId: string) => {
      const id = parseId(rawId);
      const row = id ? await findFile(db, id) : null;
      if (!row || (row.user_id !== viewer.id && viewer.role !== 'HQ')) throw notFound();
      return row;
    };

    app.get<{ Params: { id: string } }>(
      '/api/audit-files/:id/status/',
      documented({ config: { access: 'authenticated' } }, { summary: "A photo zip's or report's status" }),
      async (request) => {
        const row = await ownFile(request.viewer!, request.params.id);
        // A failure's reason when it is the user's to read (a lost process, as the report engine); others stay in the log.
        const reason =
          row.status === FILE_FAILED && USER_REASONS.has(row.error_message ?? '') ? row.error_message : null;
        return {
          id: row.id,
          status: row.status,
          filename: row.filename,
          reason,
          ...fileUrls(row.id, row.filename),
        };
      },
    );

    app.get<{ Params: { id: string; filename: string } }>(
      '/api/audit-files/:id/:filename',
      documented({ config: { access: 'authenticated' } }, { summary: 'Download a photo zip or report' }),
      async (request, reply) => {
        const row = await ownFile(request.viewer!, request.params.id);
        if (row.status !== FILE_FINISHED || !row.stored || row.filename !== request.params.filename)
          throw notFound();
        const ext = row.stored.slice(row.stored.lastIndexOf('.'));
        return sendDownload(reply, area, row.stored, {
          type: TYPES[ext] ?? 'application/octet-stream',
          disposition: `attachment; filename="${row.filename}"; filename*=UTF-8''${encodeURIComponent(row.filename)}`,
        });
      },
    );
  };
