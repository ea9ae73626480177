import { createWriteStream } from 'node:fs';
import { open, rm, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { imageTypeOf } from '../../domain/validation/field';
import { badRequest, isMalformedMultipart } from './errors';

/** A refused photo: the message under the `photo` field and as the whole answer's. */
export const refusedPhoto = (message: string) => badRequest({ photo: [message] }, message);

/**
 * Reads a multipart body: each text part to `onField`, the first `photo` file into `tmp` (other
 * files are skipped). Answers the photo's size, or null when none came; a body over the limit or
 * unreadable is refused with the given messages, and leaves no temporary file.
 */
export const receivePhotoParts = async (
  request: FastifyRequest,
  tmp: string,
  onField: (name: string, value: unknown) => void,
  messages: { tooLarge: string; unreadable: string },
): Promise<number | null> => {
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
      } else onField(part.fieldname, part.value);
    }
  } catch (error) {
    await rm(tmp, { force: true });
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refusedPhoto(messages.tooLarge);
    if (code.startsWith('FST_') || isMalformedMultipart(error)) throw refusedPhoto(messages.unreadable);
    throw error;
  }
  return size;
};

/** A file's image type judged by its first bytes (JPEG or PNG), never by its name; else null. */
export const imageTypeOfFile = async (file: string) => {
  const handle = await open(file, 'r');
  try {
    const head = new Uint8Array(8);
    const { bytesRead } = await handle.read(head, 0, 8, 0);
    return imageTypeOf(head.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
};
