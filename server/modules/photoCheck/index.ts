import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { PhotoFilter } from '../../../domain/photos';
import type { Db } from '../../db';
import type { Jobs } from '../../jobs/queue';
import type { FileArea, Storage } from '../../storage/files';
import { writeXlsxTo } from '../reports/writer';
import type { Viewer } from '../users/queries';
import { downloadName, type FileJobs, startFileJobs } from './files';
import { contactPhotoName, PHOTO_REPORT_COLUMNS, PHOTO_TIME_ZONE, photoReportQuery } from './queries';
import { photoCheckRoutes } from './routes';
import { makeThumbnail } from './thumbnails';
import { writePhotoZip } from './zip';

const viewerOf = async (db: Db, userId: number): Promise<Viewer> => {
  const { rows } = await db.execute<{ role: Viewer['role'] }>(
    sql`select role from users where id = ${userId}`,
  );
  return { id: userId, role: rows[0]?.role } as Viewer;
};

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: PHOTO_TIME_ZONE });

/**
 * The photo check in one call from app.ts: its routes, and the file jobs (shared with the audit,
 * which registers its report kind on the answered engine) with their cleanup.
 */
export const registerPhotoCheck = async (
  app: FastifyInstance,
  { db, pool, jobs, storage }: { db: Db; pool: pg.Pool; jobs: Jobs; storage: Storage },
): Promise<FileJobs> => {
  const area = storage.area('audits');
  const contactPhotos = storage.area('contact-photos');
  const thumbnails = storage.area('photos');
  const { engine, stop } = await startFileJobs(jobs, { db, pool, area, log: app.log });
  app.addHook('onClose', async () => stop());
  engine.kinds.set('photoZip', {
    extension: '.zip',
    filename: (row) => downloadName(`photos_${today()}_${row.id}.zip`),
    write: (row, out, lease) => writePhotoZip(db, contactPhotos, row.params.photoIds as number[], out, lease),
  });
  engine.kinds.set('photoReport', {
    extension: '.xlsx',
    filename: (row) => downloadName(`photos_report_${today()}_${row.id}.xlsx`),
    write: async (row, out, lease) =>
      writeXlsxTo(
        pool,
        {
          sheet: 'Фото',
          columns: PHOTO_REPORT_COLUMNS,
          // Scoped as the requester is now (a coordinator's team), not as when they asked.
          query: photoReportQuery(await viewerOf(db, row.userId), row.params.filter as PhotoFilter),
        },
        out,
        lease.checkpoint,
      ),
  });
  await app.register(photoCheckRoutes({ db, files: engine, thumbnails, contactPhotos, area }));
  return engine;
};

/**
 * Makes a new contact photo's thumbnail as it arrives (the field API's upload, after the file is
 * stored and its row written): libvips off the event loop. A photo that cannot be decoded keeps
 * none (the grid shows an icon); any other failure is left to the first view, which makes it then.
 */
export const thumbnailOnArrival = async (
  db: Db,
  areas: { contactPhotos: FileArea; thumbnails: FileArea },
  photoId: number,
  storedPath: string,
) => {
  const original = await areas.contactPhotos.read(contactPhotoName(storedPath));
  if (!original) return null;
  return makeThumbnail(db, areas.thumbnails, original.stream, photoId);
};
