import type { FastifyInstance } from 'fastify';
import type { GraphQLError } from 'graphql';
import mercurius from 'mercurius';
import { MESSAGES } from '../../domain/messages';
import type { TokenService } from '../auth/tokens';
import type { Db } from '../db';
import { ApiError, badInputCode, isDatabaseUnavailable, sendError } from '../http/errors';
import { browserSettings } from '../modules/settings/routes';
import { builder } from './builder';
import { boundAnswer, graphqlGuard, handOverDocument, type IntrospectionPolicy, refusalBody } from './guard';
import { GRAPHQL_LIMITS } from './limits';
import { createGraphQLRateLimiter, GRAPHQL_RATE_DEFAULTS, type GraphQLRateLimits } from './rateLimit';
// Each module adds its types and queries to the builder.
import '../modules/activities/schema';
import '../modules/agencies/schema';
import '../modules/alerts/schema';
import '../modules/catalog/schema';
import '../modules/devices/schema';
import '../modules/employees/schema';
import '../modules/users/schema';
import '../modules/profiles/schema';
import '../modules/disclaimers/schema';
import '../modules/media/schema';
import '../modules/interviewKits/schema';
import '../modules/scratchCards/schema';
import '../modules/serialNumbers/schema';
import '../modules/sessions/schema';
import '../modules/sessions/contactsSchema';
import '../modules/sessions/today';
import '../modules/spots/spotSchema';
import '../modules/spots/tradePointSchema';
import '../modules/sessions/planning';
import '../modules/reports/schema';
import '../modules/dmCodes/schema';
import '../modules/cigarettes/schema';
import '../modules/equipment/schema';
import '../modules/uploads/schema';
import '../modules/stats/schema';
import '../modules/liveMap/schema';
import '../modules/publicLinks/schema';
import '../modules/settings/schema';
import '../modules/audit/schema';
import '../modules/payroll/schema';

export const GRAPHQL_PATH = '/api/graphql/';

export const schema = builder.toSchema({ sortSchema: true });

/** Mercurius's own refusals (syntax, validation, GET mutation), in the GraphQL error shape. */
const mercuriusRefusal = (error: Error & { statusCode?: number; errors?: Error[] }) => ({
  statusCode: error.statusCode ?? 400,
  response: {
    data: null,
    errors: (error.errors ?? [error]).map((e) => ({
      message: e.message,
      locations: (e as GraphQLError).locations,
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    })),
  },
});

export interface GraphQLOptions {
  db: Db;
  tokens: TokenService;
  rateLimits?: GraphQLRateLimits;
  introspection?: IntrospectionPolicy;
  /** The server's settings for the browser (the `settings` field). */
  settings?: { tileUrl?: string | null };
}

/**
 * GraphQL at /api/graphql/: every field checks the caller itself (graphql/builder.ts authorize),
 * so the route is open; graphql/guard.ts resolves the viewer, rate-limits, parses the document and
 * refuses what is malformed or over GRAPHQL_LIMITS, then hands Mercurius the parsed document.
 * Batched queries and persisted queries stay off (Mercurius's allowBatchedQueries and
 * persistedQueryProvider): neither may bring in a document the guard has not read.
 */
export const registerGraphQL = async (app: FastifyInstance, options: GraphQLOptions) => {
  const { db, tokens } = options;
  const settings = browserSettings(options.settings ?? {});
  const rateLimit = createGraphQLRateLimiter(
    db,
    options.rateLimits ?? GRAPHQL_RATE_DEFAULTS,
    (err, message) => app.log.warn({ err }, message),
  );
  app.addHook('onClose', () => rateLimit.close());
  await app.register(mercurius, {
    schema,
    path: GRAPHQL_PATH,
    graphiql: false,
    jit: 1,
    graphql: { parseOptions: { maxTokens: GRAPHQL_LIMITS.tokens } },
    additionalRouteOptions: {
      bodyLimit: GRAPHQL_LIMITS.bodyBytes,
      // Before Fastify's schema validation, which coerces `query: 0` to "0".
      preValidation: graphqlGuard({
        schema,
        tokens,
        rateLimit,
        introspection: options.introspection ?? 'authenticated',
      }),
      preHandler: handOverDocument,
      onSend: boundAnswer,
    },
    context: (request) => ({ db, viewer: request.viewer, settings }),
    // HTTP-level refusals (413, 429, 503, the guard's limits) keep their status, not 200.
    errorHandler: async (error, request, reply) => {
      if (typeof error.code === 'string' && error.code.startsWith('MER_ERR_')) {
        const { statusCode, response } = mercuriusRefusal(error);
        await reply.status(statusCode).send(response);
      } else if (error instanceof ApiError && error.statusCode === 400 && !Array.isArray(error.body.errors)) {
        // http/inputLimits.ts refuses before the guard, in the REST shape: GraphQL clients read errors[].
        const problems = Object.values((error.body.errors ?? {}) as Record<string, string[]>).flat();
        await reply.status(400).send(refusalBody(problems[0] ?? error.message, 'BAD_USER_INPUT'));
      } else await sendError(error, request, reply);
    },
    errorFormatter: (execution, ctx) => {
      let unavailable = false;
      const errors = (execution.errors ?? []).flatMap((error: GraphQLError) => {
        const original = error.originalError as
          | (Error & { errors?: GraphQLError[]; code?: string })
          | undefined;
        // Mercurius wraps a document that does not validate (syntax, unknown field, bad variable).
        if (Array.isArray(original?.errors))
          return original.errors.map((e) => ({
            message: e.message,
            locations: e.locations,
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
          }));
        if (original && isDatabaseUnavailable(original)) {
          unavailable = true;
          return [
            {
              message: MESSAGES.databaseUnavailable as string,
              path: error.path,
              locations: error.locations,
              extensions: { code: 'SERVICE_UNAVAILABLE' },
            },
          ];
        }
        // Malformed input (refused by http/inputLimits.ts, or by the database) is the caller's fault.
        const code = (error.extensions?.code ??
          (original ? badInputCode(original) : 'GRAPHQL_VALIDATION_FAILED')) as string | undefined;
        if (!code) ctx.reply.log.error({ err: original }, 'graphql resolver failed');
        return [
          {
            message: code ? error.message : MESSAGES.serverError,
            path: error.path,
            locations: error.locations,
            extensions: {
              code: code ?? 'INTERNAL_SERVER_ERROR',
              // Per-field messages of a refused argument (e.g. server/modules/stats/schema.ts).
              ...(code && error.extensions?.errors ? { errors: error.extensions.errors } : {}),
            },
          },
        ];
      });
      // A document that does not validate, or arguments a resolver refuses (a forged cursor), is
      // the client's mistake: 400, with the data that was read anyway.
      const invalid =
        errors.length > 0 &&
        errors.every((e) => ['GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT'].includes(e.extensions.code)) &&
        (!execution.data || errors.every((e) => e.extensions.code === 'BAD_USER_INPUT'));
      const statusCode = unavailable ? 503 : invalid ? 400 : 200;
      return { statusCode, response: { data: execution.data ?? null, errors } };
    },
  });
};
