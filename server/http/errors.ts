import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { ValidationError } from 'yup';
import { MESSAGES, tooManyRequestsFor } from '../../domain/messages';
import { type FieldErrors, toFieldErrors } from '../../domain/validation/common';
import { duplicateFieldErrors } from './uniqueKeys';

/** An error with the answer the client gets (ARCHITECTURE.md "Errors"). */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(String(body.message ?? body.detail ?? statusCode));
  }
}

export const badRequest = (errors: FieldErrors, message: string = MESSAGES.validationFailed) =>
  new ApiError(400, { message, errors });
export const unauthorized = (detail: string = MESSAGES.notAuthenticated) => new ApiError(401, { detail });
export const forbidden = () => new ApiError(403, { detail: MESSAGES.noRights });
export const notFound = () => new ApiError(404, { detail: MESSAGES.notFound });
export const passwordExpired = () =>
  new ApiError(403, { detail: MESSAGES.passwordExpired, code: 'password_expired' });
export const profileInactive = () => new ApiError(403, { detail: MESSAGES.profileInactive });
/** 429; with a known wait, the Retry-After header and a message saying when to try again. */
export const tooManyRequests = (retryAfterSeconds?: number) =>
  retryAfterSeconds
    ? new ApiError(
        429,
        { detail: tooManyRequestsFor(retryAfterSeconds) },
        { 'retry-after': String(retryAfterSeconds) },
      )
    : new ApiError(429, { detail: MESSAGES.tooManyRequests });

/** The same refusals inside GraphQL, with a code the browser maps back to 401/403/404. */
export const gqlError = (
  code:
    | 'UNAUTHENTICATED'
    | 'FORBIDDEN'
    | 'NOT_FOUND'
    | 'BAD_USER_INPUT'
    | 'PROFILE_INACTIVE'
    | 'PASSWORD_EXPIRED',
  message?: string,
) =>
  new GraphQLError(
    message ??
      {
        UNAUTHENTICATED: MESSAGES.notAuthenticated,
        FORBIDDEN: MESSAGES.noRights,
        NOT_FOUND: MESSAGES.notFound,
        PROFILE_INACTIVE: MESSAGES.profileInactive,
        PASSWORD_EXPIRED: MESSAGES.passwordExpired,
      }[code as 'UNAUTHENTICATED'] ??
      MESSAGES.validationFailed,
    { extensions: { code } },
  );

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE']);

/**
 * Whether an error (or its cause) says the database cannot be reached: refused or lost connections
 * (on TCP or on a Unix socket),
 * PostgreSQL shutting down or starting (SQLSTATE 57P0x, class 08), the pool's connect timeout.
 */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth += 1
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (CONNECTION_CODES.has(code) || /^(57P0[1-3]|08...)$/.test(code)) return true;
    // A Unix socket with no server behind it (server/db/embedded.ts) is a missing file, not a refusal.
    if (code === 'ENOENT' && /^connect ENOENT /.test(String(e.message ?? ''))) return true;
    if (
      /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED/.test(
        String(e.message ?? ''),
      )
    )
      return true;
  }
  return false;
};

/** busboy's refusals of a malformed multipart body (no boundary, cut short, bad headers). */
const MALFORMED_MULTIPART =
  /^(Multipart: )?(Boundary not found|Unexpected end of (multipart data|form)|Malformed (part header|urlencoded form))/;
export const isMalformedMultipart = (error: unknown) =>
  error instanceof Error && MALFORMED_MULTIPART.test(error.message);

/**
 * Input the database refused though validation let it through: a data exception (class 22: out of
 * range, bad text, bad date) or a broken reference or uniqueness (23503, 23505), and dates outside
 * JavaScript's range. The client's fault (400), never a 500; the validation that missed it is the
 * real fix, this only keeps the answer right meanwhile.
 */
export const isBadInputError = (error: unknown): boolean => {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; i++) {
    if (typeof e.code === 'string' && /^(22...|23503|23505|54000)$/.test(e.code)) return true;
    if (e instanceof RangeError && e.message === 'Invalid time value') return true;
    e = e.cause as typeof e;
  }
  return false;
};

/** GraphQL's code for an error that is the caller's malformed input, else undefined. */
export const badInputCode = (error: unknown): 'BAD_USER_INPUT' | undefined =>
  (error instanceof ApiError && error.statusCode === 400) || isBadInputError(error)
    ? 'BAD_USER_INPUT'
    : undefined;

/** The answer to an error outside GraphQL's own (every REST route, and GraphQL's HTTP-level refusals). */
export const sendError = (error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) => {
  if (error instanceof ApiError)
    return reply.status(error.statusCode).headers(error.headers).send(error.body);
  // A schema run without validate() (server/http/validate.ts) still refuses with the fields named.
  if (error instanceof ValidationError) return reply.status(400).send(badRequest(toFieldErrors(error)).body);
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return reply.status(503).send({ detail: MESSAGES.databaseUnavailable });
  }
  if (isMalformedMultipart(error)) {
    const body = badRequest({ non_field_errors: [MESSAGES.invalidFile] }, MESSAGES.invalidFile).body;
    return reply.status(400).send(body);
  }
  const duplicate = duplicateFieldErrors(error);
  if (duplicate) return reply.status(400).send(badRequest(duplicate).body);
  if (isBadInputError(error)) {
    request.log.warn({ code: (error as { code?: string }).code }, 'input refused by the database');
    return reply.status(400).send(badRequest({ non_field_errors: [MESSAGES.validationFailed] }).body);
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return reply.status(429).send({ detail: MESSAGES.tooManyRequests });
  if (status >= 400 && status < 500) {
    // Fastify's own refusals: unparsable JSON, body too large, unsupported media type.
    return reply.status(status).send({
      message: error.message,
      errors: { non_field_errors: [error.message] },
      detail: error.message,
    });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send({ detail: MESSAGES.serverError });
};

export const registerErrorHandling = (app: FastifyInstance) => {
  app.setErrorHandler(sendError);
};
