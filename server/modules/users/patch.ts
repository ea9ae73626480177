import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Schema } from 'yup';
import type { Db } from '../../db';
import { badRequest, notFound, profileInactive } from '../../http/errors';
import { documented } from '../../http/routeDocs';
import { jsonObject, parseId } from '../../http/validate';
import { firePart } from '../employees/firePart';
import { managerPart, spotResponsiblePart } from '../profiles/assignmentPart';
import { citiesPart } from '../profiles/citiesPart';
import { ownProfilePart } from '../profiles/ownProfilePart';
import type { Viewer } from './queries';

/** What one kind of change gets: the caller, the target's id (not yet checked to exist) and the body. */
export interface UserPatchContext {
  db: Db;
  viewer: Viewer;
  targetId: number;
  body: Record<string, unknown>;
  request: FastifyRequest;
}

/**
 * One kind of change made through `PATCH /api/users/{id}/` (part 1 §7: "manager, or
 * spotResponsible, or firedReason + firedTimeStr + isFired"; the own-profile edit). A body is
 * handled by the first part whose `matches` accepts it; each part checks its own permission and
 * scope, validates, writes and records history in one transaction, and answers the response body.
 */
export interface UserPatchPart {
  name: string;
  matches: (body: Record<string, unknown>) => boolean;
  /** The body's schema, for the API's document (server/http/openapi.ts). */
  body: Schema;
  handle: (context: UserPatchContext) => Promise<unknown>;
}

/** The parts, in order. Each area adds its own (issue 4: dismissal, assignments, own profile). */
const PARTS: UserPatchPart[] = [
  // Dismissal (server/modules/employees).
  firePart,
  // Assignments and one's own profile (server/modules/profiles).
  managerPart,
  spotResponsiblePart,
  citiesPart,
  ownProfilePart,
];

export const userPatchRoutes = (db: Db) => async (app: FastifyInstance) => {
  app.patch<{ Params: { id: string } }>(
    '/api/users/:id/',
    documented(
      { config: { access: 'authenticated' } },
      {
        body: PARTS.map((part) => part.body),
        summary: "Change a user: dismissal, manager, trade points, cities, or one's own profile",
        description:
          'The first form whose fields the body has is taken: isFired/firedReason/firedTimeStr, manager, spotResponsible, cities, else the own-profile fields (merged over the stored ones).',
      },
    ),
    async (request) => {
      // Every read of a profile not (or no longer) approved is refused already; so is every change.
      if (request.viewer!.inactive) throw profileInactive();
      const targetId = parseId(request.params.id);
      if (!targetId) throw notFound();
      const body = jsonObject(request.body);
      const part = PARTS.find((p) => p.matches(body));
      if (!part) throw badRequest({ non_field_errors: ['Нет изменяемых полей'] });
      return part.handle({ db, viewer: request.viewer!, targetId, body, request });
    },
  );
};
