import type { FastifyRequest } from 'fastify';
import type { DocumentNode, GraphQLSchema } from 'graphql';
import { viewerOf } from '../auth/guard';
import type { TokenService } from '../auth/tokens';
import { ApiError } from '../http/errors';
import { GraphQLLimitError, measureDocument, parseLimited } from './limits';

/** Who may read the schema itself: any logged-in user, or in production HQ only. */
export type IntrospectionPolicy = 'authenticated' | 'hq';

const refusal = (status: number, message: string, code: string) =>
  new ApiError(status, { data: null, errors: [{ message, extensions: { code } }] });

const jsonVariables = (raw: unknown): Record<string, unknown> => {
  if (typeof raw === 'string') {
    try {
      return jsonVariables(JSON.parse(raw));
    } catch {
      return {};
    }
  }
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw)
    ? (raw as Record<string, unknown>)
    : {};
};

/**
 * Runs before Mercurius parses anything: resolves the caller, counts the request against the
 * GraphQL rate limits, then refuses a document over GRAPHQL_LIMITS (tokens first, so that a huge
 * document costs milliseconds) and introspection the caller may not use.
 */
export const graphqlGuard =
  (deps: {
    schema: GraphQLSchema;
    tokens: TokenService;
    rateLimit: (userId: number | null, address: string) => Promise<void>;
    introspection: IntrospectionPolicy;
  }) =>
  async (request: FastifyRequest) => {
    request.viewer = await viewerOf(deps.tokens, request);
    await deps.rateLimit(request.viewer?.id ?? null, request.ip);
    const params = (request.method === 'GET' ? request.query : request.body) as Record<
      string,
      unknown
    > | null;
    if (Array.isArray(params))
      throw refusal(400, 'Пакетные запросы не поддерживаются', 'GRAPHQL_VALIDATION_FAILED');
    const source = params?.query;
    if (typeof source !== 'string') return;
    let document: DocumentNode;
    try {
      document = parseLimited(source);
    } catch (error) {
      if (error instanceof GraphQLLimitError) throw refusal(400, error.message, 'GRAPHQL_LIMIT_EXCEEDED');
      return; // a syntax error: Mercurius reports it as usual
    }
    const operationName = typeof params?.operationName === 'string' ? params.operationName : null;
    let introspection: boolean;
    try {
      ({ introspection } = measureDocument(
        deps.schema,
        document,
        jsonVariables(params?.variables),
        operationName,
      ));
    } catch (error) {
      if (error instanceof GraphQLLimitError) throw refusal(400, error.message, 'GRAPHQL_LIMIT_EXCEEDED');
      throw error;
    }
    const allowed =
      !!request.viewer && (deps.introspection === 'authenticated' || request.viewer.role === 'HQ');
    if (introspection && !allowed) throw refusal(403, 'Схема API недоступна', 'FORBIDDEN');
  };
