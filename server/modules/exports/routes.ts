import type { FastifyInstance } from 'fastify';
import { knownTimeZone } from '../../../domain/csv';
import { LIST_EXPORTS } from '../../../domain/exports';
import { exportRequestSchema } from '../../../domain/validation/exports';
import type { Db } from '../../db';
import { badRequest } from '../../http/errors';
import { documented } from '../../http/routeDocs';
import { validate } from '../../http/validate';
import { runExport } from './runner';

/**
 * POST /api/export/: the whole list as CSV, streamed. Open to every logged-in user: the list's
 * own GraphQL field checks the permission and scopes the rows, exactly as for the list itself.
 */
export const exportRoutes = (db: Db) => async (app: FastifyInstance) => {
  const exportDoc = documented(
    { config: { access: 'authenticated' } },
    { body: exportRequestSchema, summary: 'Export a list to a file' },
  );
  app.post('/api/export/', exportDoc, async (request, reply) => {
    const input = await validate(exportRequestSchema, request.body);
    const definition = Object.hasOwn(LIST_EXPORTS, input.resource) ? LIST_EXPORTS[input.resource] : null;
    if (!definition) throw badRequest({ resource: ['Этот список нельзя выгрузить'] });
    const stream = await runExport(
      definition,
      { db, viewer: request.viewer },
      input.variables ?? {},
      knownTimeZone(input.timeZone),
    );
    const name = `${input.fileName || definition.fileName}.csv`;
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(stream);
  });
};
