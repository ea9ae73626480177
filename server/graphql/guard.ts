import type { FastifyReply, FastifyRequest } from 'fastify';
import { type DocumentNode, type GraphQLSchema, Kind } from 'graphql';
import { viewerOf } from '../auth/guard';
import type { TokenService } from '../auth/tokens';
import { ApiError } from '../http/errors';
import { GRAPHQL_LIMITS, GraphQLLimitError, measureDocument, parseLimited } from './limits';

/**
 * The guard's refusals. Here, like the limits' own (limits.ts), not in domain/messages.ts: no
 * screen shows them (the app's documents never meet them), so they need no English twin.
 */
export const GRAPHQL_MESSAGES = {
  batch: 'Пакетные запросы не поддерживаются',
  schemaClosed: 'Схема API недоступна',
  notARequest: 'Запрос GraphQL должен быть объектом с текстом документа в поле query',
  badMember: (name: string) => `Неверный тип поля ${name} запроса GraphQL`,
  syntax: (detail: string) => `Текст запроса не является документом GraphQL: ${detail}`,
  noOperation: 'В документе нет операции с таким именем (или их несколько, а имя не указано)',
  answerTooLarge: (megabytes: number) => `Ответ больше ${megabytes} МБ: запросите меньше строк или полей`,
};

/** Who may read the schema itself: any logged-in user, or in production HQ only. */
export type IntrospectionPolicy = 'authenticated' | 'hq';

/** A refusal in the GraphQL error shape: `{ data: null, errors: [{ message, extensions: { code } }] }`. */
export const refusalBody = (message: string, code: string) => ({
  data: null,
  errors: [{ message, extensions: { code } }],
});

const refusal = (status: number, message: string, code: string) =>
  new ApiError(status, refusalBody(message, code));

const malformed = (message: string) => refusal(400, message, 'GRAPHQL_VALIDATION_FAILED');

/**
 * `variables` or `extensions`: an object, absent, or (where Mercurius allows it) null; in a GET,
 * the same as JSON text. Anything else (a number, a list, a repeated GET parameter) is refused.
 */
const objectMember = (
  params: Record<string, unknown>,
  name: 'variables' | 'extensions',
  get: boolean,
): Record<string, unknown> => {
  let value = params[name];
  if (get && typeof value === 'string') {
    try {
      value = value === '' ? undefined : JSON.parse(value);
    } catch {
      throw malformed(GRAPHQL_MESSAGES.badMember(name));
    }
  }
  // Mercurius's POST schema takes `variables: null` but not `extensions: null`.
  if (value === undefined || (value === null && (get || name === 'variables'))) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw malformed(GRAPHQL_MESSAGES.badMember(name));
  return value as Record<string, unknown>;
};

/**
 * The request's members, checked before Fastify's schema validation, which would coerce them
 * (`query: 0` becomes "0", a one-item list its item): any type but the right one is refused.
 */
const readRequest = (request: FastifyRequest) => {
  const get = request.method === 'GET';
  const params = get ? request.query : request.body;
  if (Array.isArray(params)) throw malformed(GRAPHQL_MESSAGES.batch);
  if (typeof params !== 'object' || params === null) throw malformed(GRAPHQL_MESSAGES.notARequest);
  const members = params as Record<string, unknown>;
  if (typeof members.query !== 'string') throw malformed(GRAPHQL_MESSAGES.notARequest);
  const { operationName } = members;
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string')
    throw malformed(GRAPHQL_MESSAGES.badMember('operationName'));
  objectMember(members, 'extensions', get);
  return {
    source: members.query,
    variables: objectMember(members, 'variables', get),
    operationName: operationName || null,
  };
};

/** The document texts the guard let through, for `handOverDocument`. */
const checked = new WeakMap<FastifyRequest, string>();

/**
 * Runs before Mercurius reads anything (Fastify's preValidation): resolves the caller, counts the
 * request against the GraphQL rate limits, refuses a request of the wrong shape, parses the
 * document itself (a syntax error is refused here: Mercurius would read the text as a JSON-encoded
 * document AST, which no limit checks), then refuses a document over GRAPHQL_LIMITS (tokens first,
 * so that a huge document costs milliseconds) and introspection the caller may not use.
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
    const { source, variables, operationName } = readRequest(request);
    let document: DocumentNode;
    try {
      document = parseLimited(source);
    } catch (error) {
      if (error instanceof GraphQLLimitError) throw refusal(400, error.message, 'GRAPHQL_LIMIT_EXCEEDED');
      throw malformed(GRAPHQL_MESSAGES.syntax((error as Error).message));
    }
    let introspection: boolean;
    try {
      ({ introspection } = measureDocument(deps.schema, document, variables));
    } catch (error) {
      if (error instanceof GraphQLLimitError) throw refusal(400, error.message, 'GRAPHQL_LIMIT_EXCEEDED');
      throw error;
    }
    // Exactly one operation to run (Mercurius's GET check reads it and fails on none).
    const runs = document.definitions.filter(
      (d) =>
        d.kind === Kind.OPERATION_DEFINITION && (operationName === null || d.name?.value === operationName),
    );
    if (runs.length !== 1) throw malformed(GRAPHQL_MESSAGES.noOperation);
    const allowed =
      !!request.viewer && (deps.introspection === 'authenticated' || request.viewer.role === 'HQ');
    if (introspection && !allowed) throw refusal(403, GRAPHQL_MESSAGES.schemaClosed, 'FORBIDDEN');
    checked.set(request, source);
  };

/**
 * Runs after Fastify's schema validation (preHandler): Mercurius gets exactly the text the guard
 * parsed and measured. It parses that text again, but through its LRU cache and graphql-jit, both
 * keyed by the text (a parsed document handed over would miss both on every request); its fallback
 * of reading the text as a JSON-encoded AST is reached only on a syntax error, which the guard
 * has already refused.
 */
export const handOverDocument = async (request: FastifyRequest) => {
  const source = checked.get(request);
  const params = (request.method === 'GET' ? request.query : request.body) as Record<string, unknown>;
  // Whatever the route's own JSON schema refuses, the guard has already refused: this is a backstop.
  if (source === undefined || request.validationError || params?.query !== source)
    throw malformed(GRAPHQL_MESSAGES.notARequest);
  // An empty name means none (graphql-js would look for an operation named '').
  if (!params.operationName) params.operationName = undefined;
};

/** The last guard on the size of an answer: one over GRAPHQL_LIMITS.responseBytes is replaced by a refusal. */
export const boundAnswer = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
  const limit = GRAPHQL_LIMITS.responseBytes;
  // A string's UTF-8 length is at most three bytes per UTF-16 unit: most answers skip the count.
  if (typeof payload !== 'string' || payload.length * 3 <= limit) return payload;
  const bytes = Buffer.byteLength(payload);
  if (bytes <= limit) return payload;
  request.log.warn({ bytes }, 'graphql answer over the size limit');
  reply.code(400);
  return JSON.stringify(
    refusalBody(GRAPHQL_MESSAGES.answerTooLarge(limit / 1024 / 1024), 'GRAPHQL_LIMIT_EXCEEDED'),
  );
};
