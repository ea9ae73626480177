import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { can } from '../../../domain/permissions';
import { UPLOAD_MESSAGES } from '../../../domain/uploadRules';
import { UPLOAD_TYPES, type UploadType } from '../../../domain/uploads';
import { forbidden, isMalformedMultipart } from '../../http/errors';
import { displayName } from '../media/routes';
import { FileRefusal } from './sniff';

export interface Received {
  title: unknown;
  uploadType: unknown;
  file: { originalName: string; size: number; sha256: string } | null;
}

export const isUploadType = (value: unknown): value is UploadType =>
  typeof value === 'string' && Object.hasOwn(UPLOAD_TYPES, value);

/**
 * The multipart body: `title`, `upload_type` and `file` streamed to `tmp` (its sha256 on the way).
 * When the type arrives before the file, a caller without its permission is refused before any
 * byte of the file is written; beyond UPLOAD_MAX_BYTES the file is refused as too large.
 */
export const receiveUpload = async (request: FastifyRequest, tmp: string): Promise<Received> => {
  const received: Received = { title: undefined, uploadType: undefined, file: null };
  const role = request.viewer!.role;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'title') received.title = part.value;
        if (part.fieldname === 'upload_type') received.uploadType = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || received.file) {
        part.file.resume();
        continue;
      }
      if (isUploadType(received.uploadType) && !can(role, UPLOAD_TYPES[received.uploadType].permission))
        throw forbidden();
      const hash = createHash('sha256');
      const tap = new Transform({
        transform(chunk, _encoding, done) {
          hash.update(chunk);
          done(null, chunk);
        },
      });
      await pipeline(part.file, tap, createWriteStream(tmp, { flags: 'wx' }));
      if (part.file.truncated) throw new FileRefusal(UPLOAD_MESSAGES.tooLarge);
      received.file = {
        originalName: displayName(part.filename) ?? 'upload',
        size: (await stat(tmp)).size,
        sha256: hash.digest('hex'),
      };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new FileRefusal(UPLOAD_MESSAGES.tooLarge);
    if (code?.startsWith('FST_') || isMalformedMultipart(error))
      throw new FileRefusal(UPLOAD_MESSAGES.notTable);
    throw error;
  }
  return received;
};
