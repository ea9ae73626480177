import { createReadStream } from 'node:fs';
import type { FastifyRequest } from 'fastify';
import { EQUIPMENT_MESSAGES, EQUIPMENT_PHOTO_MAX_BYTES } from '../../../domain/validation/equipment';
import { imageTypeOfFile, receivePhotoParts } from '../../http/photoParts';
import { jsonObject } from '../../http/validate';
import { type FileArea, STORED_NAME } from '../../storage/files';

/** The file area of tablet and stand photos; rows hold `equipment-photos/<stored name>` (as when it was a folder). */
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
  /** The photo part, written to the request's scratch file (null when the form carried none). */
  photo: { tmp: string; size: number } | null;
}

/**
 * Reads a PATCH form: its text fields, and the `photo` file into `tmp` (the request's scratch
 * file, server/storage/scratch.ts). A JSON body is read as the fields alone.
 */
export const receiveForm = async (request: FastifyRequest, tmp: string): Promise<ReceivedForm> => {
  // JSON keeps its types, so that validation judges them (a list is not a number).
  if (!request.isMultipart())
    return { fields: jsonObject(request.body === undefined ? {} : request.body), photo: null };
  const fields: Record<string, unknown> = {};
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

/** Stores an accepted photo; answers what the row keeps (`equipment-photos/<name>`). */
export const keepPhoto = async (area: FileArea, tmp: string, mime: 'image/jpeg' | 'image/png') => {
  const { name } = await area.put(mime === 'image/png' ? '.png' : '.jpg', createReadStream(tmp));
  return `${EQUIPMENT_PHOTO_FOLDER}/${name}`;
};

/** The stored name a row's photo names, or null (anything but `equipment-photos/<stored name>`). */
export const photoName = (relative: string | null) => {
  if (!relative?.startsWith(`${EQUIPMENT_PHOTO_FOLDER}/`)) return null;
  const name = relative.slice(EQUIPMENT_PHOTO_FOLDER.length + 1);
  return STORED_NAME.test(name) ? name : null;
};

/** Removes a row's stored photo, never anything outside the photo area. */
export const removePhoto = async (area: FileArea, relative: string | null) => {
  const name = photoName(relative);
  if (name) await area.remove(name);
};
