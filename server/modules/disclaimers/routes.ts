import type { FastifyInstance } from 'fastify';
import { disclaimerSchema } from '../../../domain/validation/disclaimers';
import type { Db } from '../../db';
import { documented } from '../../http/routeDocs';
import { validate } from '../../http/validate';
import { liveRecord, WRITE } from '../referenceData/common';
import { createDisclaimer, findDisclaimer, softDeleteDisclaimer, updateDisclaimer } from './queries';
import { sanitizeDisclaimerHtml } from './sanitize';

/**
 * POST /api/disclaimer/ and PUT /api/disclaimer/{id}/ (part 2 §7), plus DELETE (soft). The
 * payload's `user` is not trusted: the author is whoever saves.
 */
export const disclaimerRoutes = (db: Db) => async (app: FastifyInstance) => {
  const input = async (body: unknown) => {
    const raw = await validate(disclaimerSchema, body);
    // Sanitised first, then checked again: markup that is only a script is no content.
    return validate(disclaimerSchema, { ...raw, content: sanitizeDisclaimerHtml(raw.content) });
  };

  const disclaimerDoc = documented(WRITE, {
    body: disclaimerSchema,
    summary: 'Add a disclaimer (its HTML is sanitized)',
  });
  app.post('/api/disclaimer/', disclaimerDoc, async (request, reply) => {
    const id = await createDisclaimer(db, await input(request.body), request.viewer!.id);
    return reply.status(201).send(await findDisclaimer(db, id));
  });

  const putDisclaimerDoc = documented(WRITE, { body: disclaimerSchema, summary: 'Replace a disclaimer' });
  app.put<{ Params: { id: string } }>('/api/disclaimer/:id/', putDisclaimerDoc, async (request) => {
    const current = await liveRecord(request.params.id, (id) => findDisclaimer(db, id));
    await updateDisclaimer(db, current.id, await input(request.body), request.viewer!.id);
    return findDisclaimer(db, current.id);
  });

  const deleteDoc = documented(WRITE, { summary: 'Delete a disclaimer' });
  app.delete<{ Params: { id: string } }>('/api/disclaimer/:id/', deleteDoc, async (request, reply) => {
    const current = await liveRecord(request.params.id, (id) => findDisclaimer(db, id));
    await softDeleteDisclaimer(db, current.id);
    return reply.status(204).send();
  });
};
