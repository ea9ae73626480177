import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AnyObjectSchema, InferType } from 'yup';
import type { FieldErrors } from '../../../domain/validation/common';
import { imageTypeOf } from '../../../domain/validation/field';
import {
  photoProblem,
  QUESTIONNAIRE_MESSAGES,
  QUESTIONNAIRE_PHOTO_MAX_BYTES,
} from '../../../domain/validation/questionnaire';
import type { Db } from '../../db';
import { users } from '../../db/schema';
import { ApiError, badRequest, isMalformedMultipart } from '../../http/errors';
import { inputProblem } from '../../http/inputLimits';
import { jsonObject, validate } from '../../http/validate';
import type { FileArea, Storage } from '../../storage/files';
import { profileScope, type Viewer } from '../users/queries';

/**
 * The questionnaire's photo (part 1 §3 "Registration form" `photo`): a JPEG or PNG judged by its
 * first bytes, never by its name or declared type, at most 5 MB, kept through the storage
 * interface (server/storage, area 'photos') under a name the server chose. The user row keeps that
 * name (`photo_file`) and the address it is served from (`photo`), within the profile's scope.
 */
export const photoArea = (storage: Storage): FileArea => storage.area('photos');

/** Where a stored photo is served from (GET, the caller's profile scope). */
export const photoAddress = (name: string) => `/api/user-photos/${name}/`;

/** The multipart limits of a form with a photo: the questionnaire's fields and one file. */
export const PHOTO_FORM_LIMITS = {
  fileSize: QUESTIONNAIRE_PHOTO_MAX_BYTES,
  files: 1,
  fields: 60,
  parts: 61,
  fieldSize: 4096,
};

export interface ReceivedPhoto {
  data: Buffer;
  mime: 'image/jpeg' | 'image/png';
}

export interface PersonForm {
  fields: Record<string, unknown>;
  photo: ReceivedPhoto | null;
  /** The photo's field error when one came that is not an image. */
  errors: FieldErrors;
}

const refused = (message: string) => badRequest({ photo: [message] }, message);

/**
 * A form that may carry a photo: JSON (the fields alone, their types kept for validation), or
 * multipart (text parts as the fields, the `photo` file read into memory up to the limit). Text
 * parts pass the same character checks JSON bodies do before any route runs.
 */
export const readPersonForm = async (request: FastifyRequest): Promise<PersonForm> => {
  if (!request.isMultipart())
    return { fields: jsonObject(request.body === undefined ? {} : request.body), photo: null, errors: {} };
  const fields: Record<string, unknown> = {};
  let photo: ReceivedPhoto | null = null;
  const errors: FieldErrors = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string') continue;
        const nameProblem = inputProblem(part.fieldname);
        const problem = nameProblem ?? inputProblem(part.value);
        if (problem) errors[nameProblem ? 'non_field_errors' : part.fieldname] = [problem];
        else fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'photo' || photo || errors.photo) {
        part.file.resume();
        continue;
      }
      const data = await part.toBuffer();
      const problem = photoProblem({ size: data.length, mime: imageTypeOf(data.subarray(0, 8)) });
      if (problem) errors.photo = [problem];
      else photo = { data, mime: imageTypeOf(data.subarray(0, 8))! };
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refused(QUESTIONNAIRE_MESSAGES.photoTooLarge);
    if (code.startsWith('FST_') || isMalformedMultipart(error))
      throw refused(QUESTIONNAIRE_MESSAGES.photoUnreadable);
    throw error;
  }
  return { fields, photo, errors };
};

/** Validates a form's fields with its schema; the form's own errors (the photo's) join the schema's in one 400. */
export const validateForm = async <S extends AnyObjectSchema>(
  schema: S,
  form: PersonForm,
): Promise<InferType<S>> => {
  try {
    const valid = await validate(schema, form.fields);
    if (Object.keys(form.errors).length) throw badRequest(form.errors);
    return valid;
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 400 && Object.keys(form.errors).length)
      throw badRequest({ ...((error.body.errors ?? {}) as FieldErrors), ...form.errors });
    throw error;
  }
};

/** Keeps an accepted photo; answers the columns that point to it. */
export const keepPhoto = async (area: FileArea, photo: ReceivedPhoto) => {
  const name = await area.write(photo.mime === 'image/png' ? '.png' : '.jpg', photo.data);
  return { photoFile: name, photo: photoAddress(name) };
};

/** The stored photo of a user the viewer may see (the profile's scope), by its stored name. */
export const scopedPhotoFile = async (db: Db, viewer: Viewer, name: string) => {
  const [row] = await db
    .select({ photoFile: users.photoFile })
    .from(users)
    .where(and(eq(users.photoFile, name), profileScope(viewer)));
  return row?.photoFile ?? null;
};

/** Replaces (or, with null, removes) one's photo; the file it replaces goes once the row no longer names it. */
export const replacePhoto = async (db: Db, area: FileArea, userId: number, photo: ReceivedPhoto | null) => {
  const [current] = await db.select({ photoFile: users.photoFile }).from(users).where(eq(users.id, userId));
  const kept = photo ? await keepPhoto(area, photo) : { photoFile: null, photo: null };
  try {
    await db.update(users).set(kept).where(eq(users.id, userId));
  } catch (error) {
    if (kept.photoFile) await area.remove(kept.photoFile);
    throw error;
  }
  if (current?.photoFile) await area.remove(current.photoFile).catch(() => undefined);
  return kept.photo;
};
