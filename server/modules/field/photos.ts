import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { FIELD_LIMITS, FIELD_MESSAGES, photoFieldsSchema } from '../../../domain/validation/field';
import type { Db } from '../../db';
import { imageTypeOfFile, receivePhotoParts, refusedPhoto } from '../../http/photoParts';
import { validate } from '../../http/validate';
import { thumbnailOnArrival } from '../photoCheck';
import { storedPhoto } from './queries';

/** Where contact photos are kept, under DATA_DIR; the rows hold paths relative to DATA_DIR. */
export const PHOTO_FOLDER = 'contact-photos';

/** Reads the multipart body: the clientId field, and the `photo` file into a temporary file. */
const receive = async (request: FastifyRequest, tmp: string) => {
  let clientId: unknown;
  const size = await receivePhotoParts(
    request,
    tmp,
    (name, value) => {
      if (name === 'clientId') clientId = value;
    },
    { tooLarge: FIELD_MESSAGES.photoTooLarge, unreadable: FIELD_MESSAGES.photoRequired },
  );
  return { clientId, size };
};

/**
 * POST /api/field/contacts/{id}/photo/ (multipart: clientId, photo): a JPEG or PNG judged by its
 * first bytes, at most 5 MB, kept as DATA_DIR/contact-photos/<uuid>.jpg|png. The file is written
 * to a temporary name and kept only once accepted; a refusal leaves neither file nor row. The same
 * clientId again answers the stored photo (created: false).
 */
export const receivePhoto = async (db: Db, dataDir: string, request: FastifyRequest, contactId: number) => {
  if (!request.isMultipart()) throw refusedPhoto(FIELD_MESSAGES.photoRequired);
  const dir = path.join(dataDir, PHOTO_FOLDER);
  await mkdir(dir, { recursive: true });
  const tmp = path.join(dir, `.upload-${randomUUID()}`);
  try {
    const received = await receive(request, tmp);
    const { clientId } = await validate(photoFieldsSchema, { clientId: received.clientId });
    if (received.size == null || received.size === 0) throw refusedPhoto(FIELD_MESSAGES.photoRequired);
    const mime = await imageTypeOfFile(tmp);
    if (!mime) throw refusedPhoto(FIELD_MESSAGES.photoNotImage);
    const replay = await storedPhoto(db, contactId, clientId);
    if (replay) return { created: false, photo: replay };
    const name = `${randomUUID()}.${mime === 'image/png' ? 'png' : 'jpg'}`;
    const stored = path.join(dir, name);
    await rename(tmp, stored);
    let photoId: number;
    try {
      const { rows } = await db.execute<{ id: number }>(sql`
        insert into contact_photos (contact_event_id, client_id, path, mime, size)
        values (${contactId}, ${clientId}, ${`${PHOTO_FOLDER}/${name}`}, ${mime}, ${received.size})
        on conflict (contact_event_id, client_id) do nothing
        returning id`);
      // Another request with the same clientId won the race: keep its file and answer its row.
      if (!rows[0]) {
        await rm(stored, { force: true });
        return { created: false, photo: (await storedPhoto(db, contactId, clientId))! };
      }
      photoId = rows[0].id;
    } catch (error) {
      await rm(stored, { force: true });
      throw error;
    }
    // The photo check's thumbnail, made now so the grid never waits (a failure: made on first view).
    await thumbnailOnArrival(db, dataDir, photoId, `${PHOTO_FOLDER}/${name}`).catch((err) =>
      request.log.warn({ err, contactId }, 'thumbnail not made on arrival'),
    );
    return { created: true, photo: (await storedPhoto(db, contactId, clientId))! };
  } finally {
    await rm(tmp, { force: true });
  }
};

export const PHOTO_UPLOAD_LIMITS = {
  fileSize: FIELD_LIMITS.maxPhotoBytes,
  files: 1,
  fields: 3,
  parts: 4,
  fieldSize: 256,
};
