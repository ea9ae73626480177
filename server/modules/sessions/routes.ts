import type { FastifyInstance } from 'fastify';
import { knownTimeZone } from '../../../domain/csv';
import {
  patchKind,
  sessionCreateSchema,
  sessionPastSchema,
  sessionPlanSchema,
  sessionStatusSchema,
} from '../../../domain/validation/sessions';
import { sessionsBulkSchema } from '../../../domain/validation/sessionsBulk';
import type { Db } from '../../db';
import { notFound } from '../../http/errors';
import { documented } from '../../http/routeDocs';
import { jsonObject, parseId, validate } from '../../http/validate';
import { bulkEditSessions } from './bulk';
import { createSessions, deleteSession, editPast, editPlan } from './service';

const WRITE = { config: { access: 'sessions.write' as const } };

/** The planner's time zone (the browser sends its own): the day a session falls on, the clash text. */
const zoneOf = (body: unknown) => knownTimeZone((body as { timeZone?: unknown } | null)?.timeZone);

/** Session planning over REST exactly as part 1 §7: POST session, PATCH session/{id} in three forms. */
export const sessionRoutes = (db: Db) => async (app: FastifyInstance) => {
  const sessionDoc = documented(WRITE, {
    body: sessionCreateSchema,
    summary: 'Plan sessions (one, or one a day)',
  });
  app.post('/api/session/', sessionDoc, async (request, reply) => {
    const input = await validate(sessionCreateSchema, request.body);
    const ids = await createSessions(db, request.viewer!, input, zoneOf(request.body));
    reply.status(201);
    return { id: ids[0], ids };
  });

  const bulkDoc = documented(WRITE, {
    body: sessionsBulkSchema,
    summary: 'Move, reassign or delete many planned sessions at once',
  });
  /** sessions-edit: one action (move, reassign, delete) on many planned sessions, all or nothing (bulk.ts). */
  app.post('/api/sessions/bulk/', bulkDoc, async (request) => {
    const input = await validate(sessionsBulkSchema, request.body);
    const ids = await bulkEditSessions(db, request.viewer!, input, zoneOf(request.body));
    return { ids, action: input.action };
  });

  const patchSessionDoc = documented(WRITE, {
    body: [sessionPlanSchema, sessionPastSchema, sessionStatusSchema],
    description:
      "The body's form is told by its fields: status (deletion), a past session's fields, else the plan.",
    summary: "Edit a session: its plan, a past session's times, or delete it",
  });
  app.patch<{ Params: { id: string } }>('/api/session/:id/', patchSessionDoc, async (request) => {
    const id = parseId(request.params.id);
    if (!id) throw notFound();
    const body = jsonObject(request.body);
    const viewer = request.viewer!;
    switch (patchKind(body)) {
      case 'status':
        await validate(sessionStatusSchema, body);
        return { id: await deleteSession(db, viewer, id), status: 'DELETED' };
      case 'past':
        return {
          id: await editPast(db, viewer, id, await validate(sessionPastSchema, body), zoneOf(body)),
        };
      default:
        return {
          id: await editPlan(db, viewer, id, await validate(sessionPlanSchema, body), zoneOf(body)),
        };
    }
  });
};
