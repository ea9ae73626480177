import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  FIELD_LIMITS,
  FIELD_MESSAGES,
  imageTypeOf,
  photoFieldsSchema,
} from '../../../domain/validation/field';
import type { Db } from '../../db';
import { badRequest, isMalformedMultipart } from '../../http/errors';
import { validate } from '../../http/validate';
import { storedPhoto } from './queries';

/** Where contact photos are kept, under DATA_DIR; the rows hold paths relative to DATA_DIR. */
export const PHOTO_FOLDER = 'contact-photos';

const refused = (message: string) => badRequest({ photo: [message] }, message);

/** Reads the multipart body: the clientId field, and the `photo` file into a temporary file. */
const receive = async (request: FastifyRequest, tmp: string) => {
  let clientId: unknown;
  let size: number | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'photo' || size != null) {
          part.file.resume();
          continue;
        }
        await pipeline(part.file, createWriteStream(tmp, { flags: 'wx' }));
        size = (await stat(tmp)).size;
      } else if (part.fieldname === 'clientId') clientId = part.value;
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refused(FIELD_MESSAGES.photoTooLarge);
    if (code.startsWith('FST_') || isMalformedMultipart(error)) throw refused(FIELD_MESSAGES.photoRequired);
    throw error;
  }
  return { clientId, size };
};

const headOf = async (file: string) => {
  const handle = await open(file, 'r');
  try {
    const head = new Uint8Array(8);
    const { bytesRead } = await handle.read(head, 0, 8, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
};

/**
 * POST /api/field/contacts/{id}/photo/ (multipart: clientId, photo): a JPEG or PNG judged by its
 * first bytes, at most 5 MB, kept as DATA_DIR/contact-photos/<uuid>.jpg|png. The file is written
 * to a temporary name and kept only once accepted; a refusal leaves neither file nor row. The same
 * clientId again answers the stored photo (created: false).
 */
export const receivePhoto = async (db: Db, dataDir: string, request: FastifyRequest, contactId: number) => {
  if (!request.isMultipart()) throw refused(FIELD_MESSAGES.photoRequired);
  const dir = path.join(dataDir, PHOTO_FOLDER);
  await mkdir(dir, { recursive: true });
  const tmp = path.join(dir, `.upload-${randomUUID()}`);
  try {
    const received = await receive(request, tmp);
    const { clientId } = await validate(photoFieldsSchema, { clientId: received.clientId });
    if (received.size == null || received.size === 0) throw refused(FIELD_MESSAGES.photoRequired);
    const mime = imageTypeOf(await headOf(tmp));
    if (!mime) throw refused(FIELD_MESSAGES.photoNotImage);
    const replay = await storedPhoto(db, contactId, clientId);
    if (replay) return { created: false, photo: replay };
    const name = `${randomUUID()}.${mime === 'image/png' ? 'png' : 'jpg'}`;
    const stored = path.join(dir, name);
    await rename(tmp, stored);
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
      return { created: true, photo: (await storedPhoto(db, contactId, clientId))! };
    } catch (error) {
      await rm(stored, { force: true });
      throw error;
    }
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
