import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { EQUIPMENT_MESSAGES, EQUIPMENT_PHOTO_MAX_BYTES } from '../../../domain/validation/equipment';
import { imageTypeOfFile, receivePhotoParts } from '../../http/photoParts';
import { jsonObject } from '../../http/validate';

/** Where tablet and stand photos are kept, under DATA_DIR; rows hold paths relative to DATA_DIR. */
export const EQUIPMENT_PHOTO_FOLDER = 'equipment-photos';

export const PHOTO_LIMITS = {
  fileSize: EQUIPMENT_PHOTO_MAX_BYTES,
  files: 1,
  fields: 12,
  parts: 13,
  fieldSize: 4096,
};

export interface ReceivedForm {
  fields: Record<string, unknown>;
  /** The photo part, written to a temporary file (null when the form carried none). */
  photo: { tmp: string; size: number } | null;
}

/**
 * Reads a PATCH form: its text fields, and the `photo` file into a temporary name under the photo
 * folder (the caller removes it with `discard`). A JSON body is read as the fields alone.
 */
export const receiveForm = async (request: FastifyRequest, dataDir: string): Promise<ReceivedForm> => {
  // JSON keeps its types, so that validation judges them (a list is not a number).
  if (!request.isMultipart())
    return { fields: jsonObject(request.body === undefined ? {} : request.body), photo: null };
  const dir = path.join(dataDir, EQUIPMENT_PHOTO_FOLDER);
  await mkdir(dir, { recursive: true });
  const fields: Record<string, unknown> = {};
  const tmp = path.join(dir, `.upload-${randomUUID()}`);
  const size = await receivePhotoParts(
    request,
    tmp,
    (name, value) => {
      if (typeof value === 'string') fields[name] = value;
    },
    { tooLarge: EQUIPMENT_MESSAGES.photoTooLarge, unreadable: EQUIPMENT_MESSAGES.photoUnreadable },
  );
  const photo = size == null ? null : { tmp, size };
  return { fields, photo };
};

/** The photo's type judged by its first bytes (JPEG or PNG), or its field error. */
export const checkPhoto = async (photo: ReceivedForm['photo']) => {
  if (!photo) return { mime: null, errors: {} };
  const mime = photo.size > 0 ? await imageTypeOfFile(photo.tmp) : null;
  return mime ? { mime, errors: {} } : { mime: null, errors: { photo: [EQUIPMENT_MESSAGES.photoNotImage] } };
};

/** Moves an accepted photo to its stored name; answers the path relative to DATA_DIR. */
export const keepPhoto = async (dataDir: string, tmp: string, mime: 'image/jpeg' | 'image/png') => {
  const name = `${randomUUID()}.${mime === 'image/png' ? 'png' : 'jpg'}`;
  await rename(tmp, path.join(dataDir, EQUIPMENT_PHOTO_FOLDER, name));
  return `${EQUIPMENT_PHOTO_FOLDER}/${name}`;
};

/** Removes a stored photo by its relative path, never anything outside the photo folder. */
export const removePhoto = async (dataDir: string, relative: string | null) => {
  if (!relative) return;
  const folder = path.resolve(dataDir, EQUIPMENT_PHOTO_FOLDER);
  const file = path.resolve(dataDir, relative);
  if (file.startsWith(folder + path.sep)) await rm(file, { force: true });
};

export const photoFile = (dataDir: string, relative: string) => {
  const folder = path.resolve(dataDir, EQUIPMENT_PHOTO_FOLDER);
  const file = path.resolve(dataDir, relative);
  return file.startsWith(folder + path.sep) ? file : null;
};
