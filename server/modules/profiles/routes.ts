import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import { notFound } from '../../http/errors';
import { documented } from '../../http/routeDocs';
import { parseId } from '../../http/validate';
import type { Storage } from '../../storage/files';
import { photoRoutes } from './photoRoutes';
import { profileJson } from './profileJson';

/**
 * GET /api/users/{id}/: the profile through REST, with the same scope as GraphQL's profile(id);
 * and the questionnaire's photo (./photoRoutes.ts).
 */
export const profileRoutes = (db: Db, storage: Storage) => async (app: FastifyInstance) => {
  await app.register(photoRoutes(db, storage));
  app.get<{ Params: { id: string } }>(
    '/api/users/:id/',
    documented({ config: { access: 'profile.read' } }, { summary: "A user's profile" }),
    async (request) => {
      const id = parseId(request.params.id);
      if (!id) throw notFound();
      return profileJson(db, request.viewer!, id);
    },
  );
};
