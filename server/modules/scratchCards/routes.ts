import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../../domain/messages';
import { scratchCardSchema } from '../../../domain/validation/scratchCards';
import type { Db } from '../../db';
import { badRequest } from '../../http/errors';
import { documented } from '../../http/routeDocs';
import { jsonObject, validate } from '../../http/validate';
import { liveRecord, WRITE } from '../referenceData/common';
import {
  createScratchCard,
  findScratchCard,
  type ScratchCardRecord,
  scratchCardCodeTaken,
  softDeleteScratchCard,
  updateScratchCard,
} from './queries';

/** Scratch card kinds (/scratch-cards): POST, PATCH and DELETE /api/scratchcard/. */
export const scratchCardRoutes = (db: Db) => async (app: FastifyInstance) => {
  const input = async (body: unknown, exceptId?: number) => {
    const value = await validate(scratchCardSchema, body);
    if (value.code && (await scratchCardCodeTaken(db, value.code, exceptId)))
      throw badRequest({ code: [MESSAGES.codeTaken] });
    return value;
  };
  const live = (raw: unknown) => liveRecord(raw, (id) => findScratchCard(db, id));
  const editable = ({ title, code, description, isActive }: ScratchCardRecord) => ({
    title,
    code,
    description,
    isActive,
  });

  const scratchcardDoc = documented(WRITE, {
    body: scratchCardSchema,
    summary: 'Add a scratch card kind',
  });
  app.post('/api/scratchcard/', scratchcardDoc, async (request, reply) => {
    const id = await createScratchCard(db, await input(request.body));
    return reply.status(201).send(await findScratchCard(db, id));
  });

  const patchScratchcardDoc = documented(WRITE, {
    body: scratchCardSchema,
    partial: true,
    summary: 'Edit a scratch card kind',
  });
  app.patch<{ Params: { id: string } }>('/api/scratchcard/:id/', patchScratchcardDoc, async (request) => {
    const current = await live(request.params.id);
    const merged = { ...editable(current), ...jsonObject(request.body) };
    await updateScratchCard(db, current.id, await input(merged, current.id));
    return findScratchCard(db, current.id);
  });

  const deleteDoc = documented(WRITE, { summary: 'Delete a scratch card kind' });
  app.delete<{ Params: { id: string } }>('/api/scratchcard/:id/', deleteDoc, async (request, reply) => {
    const current = await live(request.params.id);
    await softDeleteScratchCard(db, current.id);
    return reply.status(204).send();
  });
};
