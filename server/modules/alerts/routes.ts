import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import { notFound } from '../../http/errors';
import { documented } from '../../http/routeDocs';
import { parseId } from '../../http/validate';
import { acknowledgeAlert, findAlert } from './queries';

const ACKNOWLEDGE = { config: { access: 'alerts.acknowledge' as const } };
const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

/**
 * POST /api/alerts/{id}/acknowledge/: a coordinator or manager whose scope holds the alert
 * acknowledges it (who and when recorded; a repeat keeps the first). Outside the scope, or
 * unknown: 404, as a missing one.
 */
export const alertRoutes = (db: Db) => async (app: FastifyInstance) => {
  const acknowledgeDoc = documented(ACKNOWLEDGE, { summary: 'Acknowledge an alert' });
  app.post<{ Params: { id: string } }>('/api/alerts/:id/acknowledge/', acknowledgeDoc, async (request) => {
    const id = parseId(request.params.id);
    const viewer = request.viewer!;
    if (!id || !(await acknowledgeAlert(db, viewer, id))) throw notFound();
    const alert = (await findAlert(db, viewer, id))!;
    return {
      id: alert.id,
      acknowledgedAt: seconds(alert.acknowledgedAt),
      acknowledgedBy: alert.acknowledgedBy,
    };
  });
};
