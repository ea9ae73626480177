import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import { notFound } from '../../http/errors';
import { documented } from '../../http/routeDocs';
import { parseId } from '../../http/validate';
import { scopedContactPhoto } from './contacts';

const READ = { config: { access: 'sessions.read' as const } };

/** Only the two kinds the field API accepts; anything else is sent as bytes, never rendered. */
const SAFE_TYPES = new Set(['image/jpeg', 'image/png']);

/**
 * GET /api/contact-photo/{id}/: a contact photo's stored file (under DATA_DIR), for the session
 * roles and only when the photo's session is in the caller's scope; otherwise, or when the file
 * is gone, 404 (the same answer as a missing id).
 */
export const contactPhotoRoutes = (db: Db, dataDir: string) => async (app: FastifyInstance) => {
  const root = path.resolve(dataDir);
  const contactPhotoDoc = documented(READ, { summary: "A contact's photo" });
  app.get<{ Params: { id: string } }>('/api/contact-photo/:id/', contactPhotoDoc, async (request, reply) => {
    const id = parseId(request.params.id);
    if (!id) throw notFound();
    const photo = await scopedContactPhoto(db, request.viewer!, id);
    if (!photo) throw notFound();
    // The stored path is the server's own, but it never leaves DATA_DIR all the same.
    const file = path.resolve(root, photo.path);
    if (!file.startsWith(root + path.sep)) throw notFound();
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) throw notFound();
    return (
      reply
        .type(SAFE_TYPES.has(photo.mime) ? photo.mime : 'application/octet-stream')
        .header('Content-Length', info.size)
        // A photo of a person taken in a contact: personal data, never kept in a cache (no-store).
        .header('Cache-Control', 'no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(createReadStream(file))
    );
  });
};
