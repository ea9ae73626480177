import type { FastifyInstance } from 'fastify';
import { actionCreateSchema, actionSchema } from '../../../domain/validation/actions';
import {
  activityCopySchema,
  activitySchema,
  activityStatusSchema,
} from '../../../domain/validation/activities';
import type { Db } from '../../db';
import { notFound } from '../../http/errors';
import { documented } from '../../http/routeDocs';
import { parseId, validate } from '../../http/validate';
import {
  copyActivity,
  createAction,
  createActivity,
  deleteActivity,
  setActivityStatus,
  updateAction,
  updateActivity,
} from './service';

const WRITE = { config: { access: 'activities.write' as const } };

const idOf = (raw: string) => {
  const id = parseId(raw);
  if (!id) throw notFound();
  return id;
};

/**
 * Activity and action writes (issue 13), HQ's: the whole form in one transaction, 400 with each
 * field's message at its path (nested ones as `focusProducts[2].mechanics[0].screens[1].media`).
 */
export const activityRoutes = (db: Db) => async (app: FastifyInstance) => {
  const activitiesDoc = documented(WRITE, { body: activitySchema, summary: 'Add an activity' });
  app.post('/api/activities/', activitiesDoc, async (request, reply) => {
    const id = await createActivity(db, request.viewer!, await validate(activitySchema, request.body));
    reply.status(201);
    return { id };
  });

  const copyDoc = documented(WRITE, {
    body: activityCopySchema,
    summary: 'Copy an activity under a new title',
  });
  /** §7 POST activities/copy: title and source activity; answers the new activity's id. */
  app.post('/api/activities/copy/', copyDoc, async (request, reply) => {
    const { title, activity } = await validate(activityCopySchema, request.body);
    const id = await copyActivity(db, request.viewer!, activity, title);
    reply.status(201);
    return { id };
  });

  const patchActivitiesDoc = documented(WRITE, {
    body: activitySchema,
    summary: 'Edit an activity (the whole form)',
  });
  app.patch<{ Params: { id: string } }>('/api/activities/:id/', patchActivitiesDoc, async (request) => ({
    id: await updateActivity(
      db,
      request.viewer!,
      idOf(request.params.id),
      await validate(activitySchema, request.body),
    ),
  }));

  const statusDoc = documented(WRITE, {
    body: activityStatusSchema,
    summary: "Change an activity's status",
  });
  app.post<{ Params: { id: string } }>('/api/activities/:id/status/', statusDoc, async (request) => {
    const id = idOf(request.params.id);
    const { status } = await validate(activityStatusSchema, request.body);
    return { id: await setActivityStatus(db, request.viewer!, id, status), status };
  });

  const deleteDoc = documented(WRITE, { summary: 'Delete an activity' });
  app.delete<{ Params: { id: string } }>('/api/activities/:id/', deleteDoc, async (request, reply) => {
    await deleteActivity(db, idOf(request.params.id));
    reply.status(204);
  });

  const actionsDoc = documented(WRITE, {
    body: actionCreateSchema,
    summary: 'Add an action to an activity',
  });
  app.post('/api/actions/', actionsDoc, async (request, reply) => {
    const id = await createAction(db, request.viewer!, await validate(actionCreateSchema, request.body));
    reply.status(201);
    return { id };
  });

  const patchActionsDoc = documented(WRITE, {
    body: actionSchema,
    summary: 'Edit an action (the whole form)',
  });
  app.patch<{ Params: { id: string } }>('/api/actions/:id/', patchActionsDoc, async (request) => ({
    id: await updateAction(
      db,
      request.viewer!,
      idOf(request.params.id),
      await validate(actionSchema, request.body),
    ),
  }));
};
