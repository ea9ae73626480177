import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '../../../domain/messages';
import type { FieldErrors } from '../../../domain/validation/common';
import {
  MEDIA_LIMITS,
  mediaByLinkSchema,
  mediaEditSchema,
  mediaTitleSchema,
} from '../../../domain/validation/media';
import type { Db } from '../../db';
import { ApiError, badRequest, isMalformedMultipart, notFound } from '../../http/errors';
import { documented } from '../../http/routeDocs';
import { jsonObject, validate } from '../../http/validate';
import { sendDownload } from '../../storage/download';
import { STORED_NAME, type Storage } from '../../storage/files';
import { withScratch } from '../../storage/scratch';
import { liveRecord, READ, WRITE } from '../referenceData/common';
import { createMedia, findMedia, renameMedia, softDeleteMedia } from './queries';
import { InvalidZipError, inspectZip } from './zip';

/** A stored file name is ours; the uploaded name is kept for display: letters, digits and dots. */
export const displayName = (name: string | undefined) =>
  name ? name.replace(/[^\p{L}\p{N}.]/gu, '_').slice(-255) : null;

const invalidFile = (errors: FieldErrors = {}) =>
  badRequest({ ...errors, zipFile: [MESSAGES.invalidFile] }, MESSAGES.invalidFile);

const fieldErrorsOf = async (check: () => Promise<unknown>): Promise<FieldErrors> => {
  try {
    await check();
    return {};
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 400)
      return (error.body.errors ?? {}) as FieldErrors;
    throw error;
  }
};

/**
 * Media (part 2 §3, §5, §7): POST /api/media/ (multipart: title, zipFile) and POST
 * /api/mediabylink/ (title, link); PATCH (title) and DELETE are ours. A zip is received into the
 * request's scratch file, checked through (zip.ts: yauzl reads its directory, so it needs a file),
 * and only then stored in the 'media' file area and recorded: a refused or failed upload leaves
 * neither file nor row.
 */
export const mediaRoutes = (db: Db, storage: Storage) => async (app: FastifyInstance) => {
  const area = storage.area('media');
  await app.register(multipart, {
    limits: { fileSize: MEDIA_LIMITS.maxFileBytes, files: 1, fields: 5, parts: 6, fieldSize: 4096 },
  });

  /** Reads the multipart body: the title field, and the zipFile part into a temporary file. */
  const receive = async (request: FastifyRequest, tmp: string) => {
    let title: unknown;
    let file: { originalName: string | null; size: number } | null = null;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'zipFile' || file) {
            part.file.resume();
            continue;
          }
          await pipeline(part.file, createWriteStream(tmp, { flags: 'wx' }));
          file = { originalName: displayName(part.filename), size: (await stat(tmp)).size };
        } else if (part.fieldname === 'title') title = part.value;
      }
    } catch (error) {
      // Beyond the size, file or part limits: refused as not a valid file.
      if ((error as { code?: string }).code?.startsWith('FST_') || isMalformedMultipart(error))
        throw invalidFile();
      throw error;
    }
    return { title, file };
  };

  const mediaDoc = documented(WRITE, {
    body: mediaTitleSchema,
    consumes: ['multipart/form-data'],
    files: ['zipFile'],
    description: 'Form data: the text field title (below) and the file `zipFile`, a ZIP archive.',
    summary: 'Upload a media zip',
  });
  app.post('/api/media/', mediaDoc, async (request, reply) => {
    if (!request.isMultipart()) throw invalidFile();
    return withScratch(async (tmp) => {
      const { title, file } = await receive(request, tmp);
      const errors = await fieldErrorsOf(() => validate(mediaTitleSchema, { title }));
      if (!file) throw badRequest({ ...errors, zipFile: [MESSAGES.required] });
      const summary = await inspectZip(tmp).catch((error) => {
        if (error instanceof InvalidZipError) throw invalidFile(errors);
        throw error;
      });
      if (Object.keys(errors).length) throw badRequest(errors);
      const { name: fileName } = await area.put('.zip', createReadStream(tmp));
      try {
        const id = await createMedia(db, {
          title: (title as string).trim(),
          userId: request.viewer!.id,
          file: {
            fileName,
            originalName: file.originalName,
            fileSize: file.size,
            entryCount: summary.entries,
          },
        });
        return reply.status(201).send(await findMedia(db, id));
      } catch (error) {
        await area.remove(fileName).catch(() => undefined);
        throw error;
      }
    });
  });

  const mediabylinkDoc = documented(WRITE, { body: mediaByLinkSchema, summary: 'Add a media link' });
  app.post('/api/mediabylink/', mediabylinkDoc, async (request, reply) => {
    const input = await validate(mediaByLinkSchema, request.body);
    const id = await createMedia(db, { ...input, userId: request.viewer!.id });
    return reply.status(201).send(await findMedia(db, id));
  });

  const live = (raw: unknown) => liveRecord(raw, (id) => findMedia(db, id));

  const patchMediaDoc = documented(WRITE, {
    body: mediaEditSchema,
    partial: true,
    summary: 'Rename a media record',
  });
  app.patch<{ Params: { id: string } }>('/api/media/:id/', patchMediaDoc, async (request) => {
    const current = await live(request.params.id);
    const { title } = await validate(mediaEditSchema, {
      title: current.title,
      ...jsonObject(request.body),
    });
    await renameMedia(db, current.id, title);
    return findMedia(db, current.id);
  });

  const deleteMediaDoc = documented(WRITE, { summary: 'Delete a media record' });
  app.delete<{ Params: { id: string } }>('/api/media/:id/', deleteMediaDoc, async (request, reply) => {
    const current = await live(request.params.id);
    await softDeleteMedia(db, current.id);
    return reply.status(204).send();
  });

  const zipDoc = documented(READ, { summary: "A media record's zip" });
  /** The stored zip, under its uploaded name. */
  app.get<{ Params: { id: string } }>('/api/media/:id/zip/', zipDoc, async (request, reply) => {
    const current = await live(request.params.id);
    if (!current.fileName || !STORED_NAME.test(current.fileName)) throw notFound();
    const name = current.originalName ?? `${current.id}.zip`;
    return sendDownload(reply, area, current.fileName, {
      type: 'application/zip',
      disposition: `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
    });
  });
};
