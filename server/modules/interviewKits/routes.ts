import type { FastifyInstance } from 'fastify';
import { interviewKitSchema } from '../../../domain/validation/interviewKits';
import type { Db } from '../../db';
import { documented } from '../../http/routeDocs';
import { validate } from '../../http/validate';
import { liveRecord, WRITE } from '../referenceData/common';
import {
  createInterviewKit,
  findInterviewKit,
  findInterviewKitWithQuestions,
  replaceInterviewKit,
  softDeleteInterviewKit,
} from './queries';

/** POST /api/interviewkit/ (part 2 §7); PUT and DELETE are ours, for editing and retiring a kit. */
export const interviewKitRoutes = (db: Db) => async (app: FastifyInstance) => {
  const live = (raw: unknown) => liveRecord(raw, (id) => findInterviewKit(db, id));

  const interviewkitDoc = documented(WRITE, {
    body: interviewKitSchema,
    summary: 'Add an interview kit',
  });
  app.post('/api/interviewkit/', interviewkitDoc, async (request, reply) => {
    const id = await createInterviewKit(db, await validate(interviewKitSchema, request.body));
    return reply.status(201).send(await findInterviewKitWithQuestions(db, id));
  });

  const putInterviewkitDoc = documented(WRITE, {
    body: interviewKitSchema,
    summary: 'Replace an interview kit',
  });
  app.put<{ Params: { id: string } }>('/api/interviewkit/:id/', putInterviewkitDoc, async (request) => {
    const current = await live(request.params.id);
    await replaceInterviewKit(db, current.id, await validate(interviewKitSchema, request.body));
    return findInterviewKitWithQuestions(db, current.id);
  });

  const deleteDoc = documented(WRITE, { summary: 'Delete an interview kit' });
  app.delete<{ Params: { id: string } }>('/api/interviewkit/:id/', deleteDoc, async (request, reply) => {
    const current = await live(request.params.id);
    await softDeleteInterviewKit(db, current.id);
    return reply.status(204).send();
  });
};
