import type { FastifyInstance } from 'fastify';
import type { GraphQLError } from 'graphql';
import mercurius from 'mercurius';
import { MESSAGES } from '../../domain/messages';
import { viewerOf } from '../auth/guard';
import type { TokenService } from '../auth/tokens';
import type { Db } from '../db';
import { badInputCode } from '../http/errors';
import { builder } from './builder';
// Each module adds its types and queries to the builder.
import '../modules/activities/schema';
import '../modules/agencies/schema';
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

export const GRAPHQL_PATH = '/api/graphql/';

export const schema = builder.toSchema({ sortSchema: true });

/**
 * GraphQL at /api/graphql/: every field checks the caller itself (graphql/builder.ts authorize),
 * so the route is open and the context carries the viewer resolved from the token.
 */
export const registerGraphQL = async (app: FastifyInstance, db: Db, tokens: TokenService) => {
  await app.register(mercurius, {
    schema,
    path: GRAPHQL_PATH,
    graphiql: false,
    jit: 1,
    context: async (request) => ({ db, viewer: await viewerOf(tokens, request) }),
    errorFormatter: (execution, ctx) => {
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
        // Malformed input (refused by http/inputLimits.ts, or by the database) is the caller's fault.
        const code = (error.extensions?.code ??
          (original ? badInputCode(original) : 'GRAPHQL_VALIDATION_FAILED')) as string | undefined;
        if (!code) ctx.reply.log.error({ err: original }, 'graphql resolver failed');
        return [
          {
            message: code ? error.message : MESSAGES.serverError,
            path: error.path,
            locations: error.locations,
            extensions: { code: code ?? 'INTERNAL_SERVER_ERROR' },
          },
        ];
      });
      const invalid =
        !execution.data &&
        errors.every((e) => ['GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT'].includes(e.extensions.code));
      return { statusCode: invalid ? 400 : 200, response: { data: execution.data ?? null, errors } };
    },
  });
};
