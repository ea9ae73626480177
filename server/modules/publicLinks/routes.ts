import type { FastifyInstance } from 'fastify';
import { type PublicLinkCreateInput, publicLinkCreateSchema } from '../../../domain/validation/publicLinks';
import type { Db } from '../../db';
import { notFound } from '../../http/errors';
import { documented } from '../../http/routeDocs';
import { parseId, validate } from '../../http/validate';
import { linkExists, revokeLink } from './queries';
import { createLink, readPublicLink } from './service';

const MANAGE = { config: { access: 'publicLinks.manage' as const } };
const PUBLIC = { config: { access: 'public' as const } };

/**
 * Public links (part 1 §2 "KPI page ... (public)"): HQ creates and revokes them; anyone holding one
 * reads its one object for its period, without a login, rate-limited per client address.
 */
export const publicLinkRoutes = (db: Db) => async (app: FastifyInstance) => {
  const publicLinksDoc = documented(MANAGE, {
    body: publicLinkCreateSchema,
    summary: 'Create a public KPI link (its token is shown once)',
  });
  /** → 201 { id, token, path }: the link's only appearance (the server keeps its hash). */
  app.post('/api/public-links/', publicLinksDoc, async (request, reply) => {
    const input = (await validate(publicLinkCreateSchema, request.body)) as PublicLinkCreateInput;
    const link = await createLink(db, request.viewer!, input);
    reply.status(201);
    return link;
  });

  const revokeDoc = documented(MANAGE, { summary: 'Revoke a public link' });
  app.post<{ Params: { id: string } }>('/api/public-links/:id/revoke/', revokeDoc, async (request) => {
    const id = parseId(request.params.id);
    if (!id) throw notFound();
    // Revoking twice is harmless: the first revocation (who and when) stays.
    if (!(await revokeLink(db, id, request.viewer!.id)) && !(await linkExists(db, id))) throw notFound();
    return { id, revoked: true };
  });

  app.get<{ Params: { kind: string; token: string } }>(
    '/api/public-links/:kind/:token/',
    documented(PUBLIC, { summary: "The public KPI page's data, by its link" }),
    async (request) => readPublicLink(db, request.ip, request.params.kind, request.params.token),
  );
};
