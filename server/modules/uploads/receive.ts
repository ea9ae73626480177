import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { can } from '../../../domain/permissions';
import { UPLOAD_MAX_LINE_CHARS, UPLOAD_MESSAGES } from '../../../domain/uploadRules';
import { UPLOAD_TYPES, type UploadType } from '../../../domain/uploads';
import { forbidden, isMalformedMultipart } from '../../http/errors';
import { displayName } from '../media/routes';
import { FileRefusal } from './sniff';

export interface Received {
  title: unknown;
  uploadType: unknown;
  file: { originalName: string; size: number; sha256: string } | null;
}

/** A run of bytes with no line break this long holds a record over UPLOAD_MAX_LINE_CHARS (≤ 4 bytes a character). */
const LONGEST_BREAKLESS_RUN = 4 * UPLOAD_MAX_LINE_CHARS;
const ZIP = Buffer.from('PK\x03\x04', 'latin1');

/**
 * Watches a file as it arrives: a text file (not a zip, that is not an XLSX) with a run of bytes
 * longer than LONGEST_BREAKLESS_RUN and no line break is refused there, before the rest arrives.
 */
const breaklessRuns = () => {
  let run = 0;
  let seen = 0;
  let text = true;
  return (chunk: Buffer) => {
    if (seen === 0 && chunk.length >= ZIP.length && chunk.subarray(0, ZIP.length).equals(ZIP)) text = false;
    seen += chunk.length;
    if (!text) return;
    const lastBreak = Math.max(chunk.lastIndexOf(10), chunk.lastIndexOf(13));
    if (lastBreak < 0) run += chunk.length;
    else {
      // The run before the chunk's first break counts with the run the last chunk ended with.
      const firstBreak = [chunk.indexOf(10), chunk.indexOf(13)]
        .filter((i) => i >= 0)
        .reduce((a, b) => Math.min(a, b));
      if (run + firstBreak > LONGEST_BREAKLESS_RUN) run = Number.POSITIVE_INFINITY;
      else run = chunk.length - lastBreak - 1;
    }
    if (run > LONGEST_BREAKLESS_RUN) throw new FileRefusal(UPLOAD_MESSAGES.lineTooLong);
  };
};

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
      const watch = breaklessRuns();
      const tap = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          try {
            watch(chunk);
          } catch (error) {
            done(error as Error);
            return;
          }
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
