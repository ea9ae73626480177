import type { FastifyServerOptions } from 'fastify';

/**
 * Logs hold no secrets or personal data (issue 10): credentials in headers and bodies are redacted,
 * a request's query string is dropped, and an error is logged without its SQL parameters or the
 * values PostgreSQL quotes back (drizzle's "params: ...", pg's `detail` "Key (email)=(...)").
 */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  ...['password', 'newPassword', 'oldPassword', 'currentPassword', 'token', 'otp', 'code', 'secret'].flatMap(
    (key) => [key, `*.${key}`, `body.${key}`, `req.body.${key}`],
  ),
  'params',
  '*.params',
];

/** pg's fields that may echo data (`detail`: "Key (email)=(a@b.kz) already exists", `where`, `internalQuery`). */
const SAFE_DB_FIELDS = ['code', 'severity', 'schema', 'table', 'column', 'constraint', 'routine'] as const;

/** A message without the parameters drizzle appends and without the values PostgreSQL quotes. */
export const safeMessage = (message: string): string =>
  message
    .replace(/\nparams: [\s\S]*$/, '')
    .replace(/: "(?:[^"\\]|\\.)*"/g, ': "[redacted]"')
    .replace(/=\((?:[^()]|\([^()]*\))*\)/g, '=([redacted])');

type Serialized = Record<string, unknown>;

/** Replaces pino's error serializer: type, safe message, stack frames, code and cause; nothing else. */
export const safeError = (error: unknown, depth = 0): unknown => {
  if (!(error instanceof Error)) return error;
  const source = error as Error & Record<string, unknown>;
  const message = safeMessage(error.message);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const out: Serialized = {
    type: error.constructor?.name ?? 'Error',
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
  for (const key of ['statusCode', ...SAFE_DB_FIELDS]) if (source[key] !== undefined) out[key] = source[key];
  if (error.cause && depth < 3) out.cause = safeError(error.cause, depth + 1);
  return out;
};

const serializeError = (error: Error) =>
  safeError(error) as { type: string; message: string; stack: string; [key: string]: unknown };

/**
 * A path segment that may be a secret: 20+ characters of a token's alphabet (a mailed link's hex
 * token, a registration hash, a UUID) or a JWT's three parts. Our own words and ids are shorter.
 */
const SECRET_SEGMENT = /(?<=\/)(?:[\w%-]{20,}|[\w-]+\.[\w-]+\.[\w-]+)(?=\/|$)/g;

/**
 * A URL as the log may hold it: no query string (it may carry a token or an e-mail) and no secret
 * path segment (the SPA's /passwordRecovery/{token} page, a link an old client still calls).
 */
export const safeUrl = (url: string): string => {
  const query = url.indexOf('?');
  const path = (query < 0 ? url : url.slice(0, query)).replace(SECRET_SEGMENT, '[redacted]');
  return query < 0 ? path : `${path}?[redacted]`;
};

/** A request in the log: method, path without secrets, address. */
const safeRequest = (request: {
  method?: string;
  url?: string;
  ip?: string;
  socket?: { remoteAddress?: string };
}) => ({
  method: request.method,
  url: safeUrl(request.url ?? ''),
  remoteAddress: request.ip ?? request.socket?.remoteAddress,
});

/** Fastify's logger options: level, redaction and the safe serializers; `stream` lets tests capture lines. */
export const loggerOptions = (
  level: string,
  stream?: { write: (line: string) => void },
): FastifyServerOptions['logger'] => ({
  level,
  redact: { paths: REDACT_PATHS, censor: '[redacted]' },
  serializers: { err: serializeError, error: serializeError, req: safeRequest },
  ...(stream ? { stream } : {}),
});
