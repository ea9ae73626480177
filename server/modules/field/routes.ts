import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { knownTimeZone } from '../../../domain/csv';
import {
  contactEventSchema,
  fieldPointSchema,
  photoFieldsSchema,
  positionsSchema,
} from '../../../domain/validation/field';
import type { Db } from '../../db';
import { notFound } from '../../http/errors';
import { documented } from '../../http/routeDocs';
import { parseId, validate } from '../../http/validate';
import type { Storage } from '../../storage/files';
import { PHOTO_UPLOAD_LIMITS, receivePhoto } from './photos';
import { ownContact, upcomingSessions } from './queries';
import { postContact, postPositions, startSession, stopSession } from './service';

const FIELD = { config: { access: 'field.use' as const } };

type WithId = { Params: { id: string } };

const idOf = (raw: string) => {
  const id = parseId(raw);
  if (!id) throw notFound();
  return id;
};

/**
 * The field API (issue 12 point 7, docs/field-api.md): the consultant's mobile app lists their
 * sessions, starts and stops them, posts contacts, position pings and contact photos. Only the
 * CONSULTANT role, and only on their own sessions: anyone else's answers 404.
 */
export const fieldRoutes = (db: Db, storage: Storage) => async (app: FastifyInstance) => {
  await app.register(multipart, { limits: PHOTO_UPLOAD_LIMITS });

  const sessionsDoc = documented(FIELD, { summary: "The caller's sessions to work" });
  app.get<{ Querystring: { timeZone?: string } }>('/api/field/sessions/', sessionsDoc, async (request) => ({
    sessions: await upcomingSessions(db, request.viewer!.id, knownTimeZone(request.query.timeZone)),
  }));

  const startDoc = documented(FIELD, {
    body: fieldPointSchema,
    summary: 'Start a session where the consultant stands',
  });
  app.post<WithId>('/api/field/sessions/:id/start/', startDoc, async (request) => {
    const id = idOf(request.params.id);
    return startSession(db, request.viewer!.id, id, await validate(fieldPointSchema, request.body));
  });

  const stopDoc = documented(FIELD, {
    body: fieldPointSchema,
    summary: 'Stop a session',
  });
  app.post<WithId>('/api/field/sessions/:id/stop/', stopDoc, async (request) => {
    const id = idOf(request.params.id);
    return stopSession(db, request.viewer!.id, id, await validate(fieldPointSchema, request.body));
  });

  const contactsDoc = documented(FIELD, {
    body: contactEventSchema,
    summary: 'Record a contact with its sub-events',
  });
  app.post<WithId>('/api/field/sessions/:id/contacts/', contactsDoc, async (request, reply) => {
    const id = idOf(request.params.id);
    const input = await validate(contactEventSchema, request.body);
    const { created, event } = await postContact(db, request.viewer!.id, id, input);
    return reply.status(created ? 201 : 200).send(event);
  });

  const positionsDoc = documented(FIELD, {
    body: positionsSchema,
    summary: 'Send position pings',
  });
  app.post<WithId>('/api/field/sessions/:id/positions/', positionsDoc, async (request) => {
    const id = idOf(request.params.id);
    return postPositions(db, request.viewer!.id, id, await validate(positionsSchema, request.body));
  });

  const photoDoc = documented(FIELD, {
    body: photoFieldsSchema,
    consumes: ['multipart/form-data'],
    files: ['photo'],
    description:
      'Form data: the text field clientId (below) and the file `photo`, a JPEG or PNG of at most 5 MB.',
    summary: "Upload a contact's photo",
  });
  app.post<WithId>('/api/field/contacts/:id/photo/', photoDoc, async (request, reply) => {
    const contactId = await ownContact(db, request.viewer!.id, idOf(request.params.id));
    const { created, photo } = await receivePhoto(db, storage, request, contactId);
    return reply.status(created ? 201 : 200).send(photo);
  });
};
