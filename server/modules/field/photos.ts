import { createReadStream } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { FIELD_LIMITS, FIELD_MESSAGES, photoFieldsSchema } from '../../../domain/validation/field';
import type { Db } from '../../db';
import { imageTypeOfFile, receivePhotoParts, refusedPhoto } from '../../http/photoParts';
import { validate } from '../../http/validate';
import type { Storage } from '../../storage/files';
import { withScratch } from '../../storage/scratch';
import { thumbnailOnArrival } from '../photoCheck';
import { storedPhoto } from './queries';

/** The file area of contact photos; the rows hold `contact-photos/<stored name>` (as when it was a folder). */
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
 * first bytes, at most 5 MB, kept in the 'contact-photos' file area as <uuid>.jpg|png. The file is
 * received into a scratch file and stored only once accepted; a refusal leaves neither file nor row. The same
 * clientId again answers the stored photo (created: false).
 */
export const receivePhoto = async (db: Db, storage: Storage, request: FastifyRequest, contactId: number) => {
  if (!request.isMultipart()) throw refusedPhoto(FIELD_MESSAGES.photoRequired);
  const area = storage.area('contact-photos');
  return withScratch(async (tmp) => {
    const received = await receive(request, tmp);
    const { clientId } = await validate(photoFieldsSchema, { clientId: received.clientId });
    if (received.size == null || received.size === 0) throw refusedPhoto(FIELD_MESSAGES.photoRequired);
    const mime = await imageTypeOfFile(tmp);
    if (!mime) throw refusedPhoto(FIELD_MESSAGES.photoNotImage);
    const replay = await storedPhoto(db, contactId, clientId);
    if (replay) return { created: false, photo: replay };
    const { name } = await area.put(mime === 'image/png' ? '.png' : '.jpg', createReadStream(tmp));
    let photoId: number;
    try {
      const { rows } = await db.execute<{ id: number }>(sql`
        insert into contact_photos (contact_event_id, client_id, path, mime, size)
        values (${contactId}, ${clientId}, ${`${PHOTO_FOLDER}/${name}`}, ${mime}, ${received.size})
        on conflict (contact_event_id, client_id) do nothing
        returning id`);
      // Another request with the same clientId won the race: keep its file and answer its row.
      if (!rows[0]) {
        await area.remove(name);
        return { created: false, photo: (await storedPhoto(db, contactId, clientId))! };
      }
      photoId = rows[0].id;
    } catch (error) {
      await area.remove(name).catch(() => undefined);
      throw error;
    }
    // The photo check's thumbnail, made now so the grid never waits (a failure: made on first view).
    await thumbnailOnArrival(
      db,
      { contactPhotos: area, thumbnails: storage.area('photos') },
      photoId,
      `${PHOTO_FOLDER}/${name}`,
    ).catch((err) => request.log.warn({ err, contactId }, 'thumbnail not made on arrival'));
    return { created: true, photo: (await storedPhoto(db, contactId, clientId))! };
  });
};

export const PHOTO_UPLOAD_LIMITS = {
  fileSize: FIELD_LIMITS.maxPhotoBytes,
  files: 1,
  fields: 3,
  parts: 4,
  fieldSize: 256,
};
