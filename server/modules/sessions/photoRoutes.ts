import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import { notFound } from '../../http/errors';
import { documented } from '../../http/routeDocs';
import { parseId } from '../../http/validate';
import type { Storage } from '../../storage/files';
import { contactPhotoName } from '../photoCheck/queries';
import { scopedContactPhoto } from './contacts';

const READ = { config: { access: 'sessions.read' as const } };

/** Only the two kinds the field API accepts; anything else is sent as bytes, never rendered. */
const SAFE_TYPES = new Set(['image/jpeg', 'image/png']);

/**
 * GET /api/contact-photo/{id}/: a contact photo's stored file ('contact-photos' area), for the session
 * roles and only when the photo's session is in the caller's scope; otherwise, or when the file
 * is gone, 404 (the same answer as a missing id).
 */
export const contactPhotoRoutes = (db: Db, storage: Storage) => async (app: FastifyInstance) => {
  const area = storage.area('contact-photos');
  const contactPhotoDoc = documented(READ, { summary: "A contact's photo" });
  app.get<{ Params: { id: string } }>('/api/contact-photo/:id/', contactPhotoDoc, async (request, reply) => {
    const id = parseId(request.params.id);
    if (!id) throw notFound();
    const photo = await scopedContactPhoto(db, request.viewer!, id);
    if (!photo) throw notFound();
    // The row holds `contact-photos/<name>`: only a stored name of the area is ever read.
    const file = await area.read(contactPhotoName(photo.path));
    if (!file) throw notFound();
    return (
      reply
        .type(SAFE_TYPES.has(photo.mime) ? photo.mime : 'application/octet-stream')
        .header('Content-Length', file.size)
        // A photo of a person taken in a contact: personal data, never kept in a cache (no-store).
        .header('Cache-Control', 'no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.stream)
    );
  });
};
