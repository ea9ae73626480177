import type { FastifyContextConfig } from 'fastify';
import type { Schema } from 'yup';

/**
 * What a route tells the API's document (server/http/openapi.ts) about itself, beside its access:
 * `app.post(url, documented(WRITE, { body: mySchema, summary }), handler)`. `body` (and `query`)
 * are the very yup schemas the handler validates with (server/http/validate.ts): the document
 * converts them, Fastify never validates with them (the routes keep yup's strict checks and
 * per-field messages).
 */
export interface RouteDocs {
  summary?: string;
  description?: string;
  /** The body's schema; several when the route takes one of several forms (the first that fits). */
  body?: Schema | Schema[];
  /** A PATCH that merges the body over the stored record: every field may be left out. */
  partial?: boolean;
  query?: Schema;
  /** multipart/form-data routes: their text fields' schema is `body`, their files `files`. */
  consumes?: string[];
  /** The file fields of a multipart/form-data body (documented as binary). */
  files?: string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    docs?: RouteDocs;
  }
}

/** A route's options with its documentation added to its config. */
export const documented = <O extends { config?: FastifyContextConfig }>(options: O, docs: RouteDocs): O => ({
  ...options,
  config: { ...options.config, docs },
});
