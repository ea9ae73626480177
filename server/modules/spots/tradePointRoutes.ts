import type { FastifyInstance } from 'fastify';
import { knownTimeZone } from '../../../domain/csv';
import { tradePointsExport } from '../../../domain/exports/tradePoints';
import { TRADE_POINT_MESSAGES as M, tradePointSchema } from '../../../domain/validation/tradePoints';
import type { TokenService } from '../../auth/tokens';
import type { Db } from '../../db';
import { ApiError, badRequest, notFound } from '../../http/errors';
import { documented } from '../../http/routeDocs';
import { parseId, validate } from '../../http/validate';
import { findActiveCity } from '../cities/queries';
import { runExport } from '../exports/runner';
import type { Viewer } from '../users/queries';
import { readExportLink, signExportLink } from './exportLink';
import { createTradePoint, findTradePoint, isLiveCoordinator, removeTradePoint } from './tradePointQueries';

const READ = { config: { access: 'tradePoints.read' as const } };
const WRITE = { config: { access: 'tradePoints.write' as const } };
export const EXPORT_DOWNLOAD_PATH = '/api/spots/export/download/';

/** Every refusal of a new point is worded as part 2 §8 says, its reasons under their fields. */
const asCreateFailure = (error: unknown) =>
  error instanceof ApiError && error.statusCode === 400
    ? new ApiError(400, { ...error.body, message: M.createFailed })
    : error;

/** The spot's coordinator: a coordinator's own spot is theirs; HQ picks a live coordinator or none. */
const coordinatorOf = async (db: Db, viewer: Viewer, chosen: number | null) => {
  if (viewer.role !== 'HQ') return viewer.id;
  if (chosen == null) return null;
  if (!(await isLiveCoordinator(db, chosen))) throw badRequest({ coordinator: [M.notCoordinator] });
  return chosen;
};

/**
 * The trade points page (/trade-points, part 2 §7 "Trade points"): POST /api/spots/create/,
 * DELETE /api/spots/{id}/, GET /api/spots/export/ (a five-minute link to the CSV of one's scope).
 */
export const tradePointRoutes =
  (db: Db, jwtSecret: string, tokens: TokenService) => async (app: FastifyInstance) => {
    const createDoc = documented(WRITE, {
      body: tradePointSchema,
      summary: 'Add a trade point',
    });
    app.post('/api/spots/create/', createDoc, async (request, reply) => {
      const viewer = request.viewer!;
      try {
        const input = await validate(tradePointSchema, request.body);
        const city = await findActiveCity(db, input.city);
        if (!city) throw badRequest({ city: [M.cityInactive] });
        const coordinator = await coordinatorOf(db, viewer, input.coordinator);
        const id = await createTradePoint(db, input, coordinator);
        if (id === null) throw badRequest({ customerNumber: [M.customerNumberTaken] });
        return reply.status(201).send(await findTradePoint(db, viewer, id));
      } catch (error) {
        throw asCreateFailure(error);
      }
    });

    const spotsDoc = documented(WRITE, { summary: 'Delete a trade point' });
    app.delete<{ Params: { id: string } }>('/api/spots/:id/', spotsDoc, async (request, reply) => {
      const id = parseId(request.params.id);
      const done = id ? await removeTradePoint(db, request.viewer!, id) : null;
      if (!done) throw notFound();
      return reply.status(204).send();
    });

    const exportDoc = documented(READ, {
      summary: 'A signed five-minute link to the trade points export',
    });
    app.get<{ Querystring: { timeZone?: string } }>('/api/spots/export/', exportDoc, async (request) => {
      const { viewer, tokenId, query } = request;
      const token = await signExportLink(jwtSecret, viewer!.id, tokenId!, knownTimeZone(query.timeZone));
      return { download_url: `${EXPORT_DOWNLOAD_PATH}?token=${encodeURIComponent(token)}` };
    });

    // Public: the browser navigates here, so no Authorization header; the signed link is the credential.
    app.get<{ Querystring: { token?: string } }>(
      EXPORT_DOWNLOAD_PATH,
      documented(
        { config: { access: 'public' } },
        { summary: 'Download the trade points export by its signed link' },
      ),
      async (request, reply) => {
        const token = typeof request.query.token === 'string' ? request.query.token : '';
        const link = token ? await readExportLink(tokens, jwtSecret, token) : null;
        if (!link) throw new ApiError(403, { detail: M.exportLinkInvalid });
        const stream = await runExport(
          tradePointsExport,
          { db, viewer: link.viewer },
          {},
          knownTimeZone(link.timeZone),
        );
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${tradePointsExport.fileName}.csv"`)
          .header('cache-control', 'no-store')
          .send(stream);
      },
    );
  };
