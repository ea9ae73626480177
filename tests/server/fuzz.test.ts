import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyObjectSchema } from 'yup';
import type { Role } from '../../domain/roles';
import { validationProbe } from '../../server/http/validate';
import { BAD_IDS, badBodies, databaseChecksum, MALFORMED_MULTIPART } from './fuzzSupport';
import { withServer } from './harness';

/**
 * Every write route of Fastify's route table (this covers the routes later issues add) gets bad
 * bodies built from the yup schema it validates with: none may answer 5xx or change a row.
 */
const h = withServer();
const BODIES_PER_ROUTE = 32;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Routes only ever called anonymously here. */
const ANONYMOUS_ONLY: Record<string, string> = {
  'POST /api/token/logout/': "revokes the caller's own token; it reads no body",
};
/** Path parameters of a record the seed holds, so that the body is what gets tested. */
const PARAMS: Record<string, string> = { id: '1', token: 'not-a-link' };

const tokens: Partial<Record<Role | 'anonymous', string | null>> = { anonymous: null };
const callers: (Role | 'anonymous')[] = [
  'HQ',
  'HQ',
  'HQ',
  'AGENCY_HR',
  'HQ',
  'CONSULTANT',
  'HQ',
  'anonymous',
];

const send = (
  method: string,
  url: string,
  token: string | null | undefined,
  payload: unknown,
  type?: string,
) =>
  h.app.inject({
    method: method as 'POST',
    url,
    headers: {
      ...(token ? { authorization: `JWT ${token}` } : {}),
      'content-type': type ?? 'application/json',
    },
    ...(payload === undefined ? {} : { payload: type ? String(payload) : JSON.stringify(payload) }),
  });

const withParams = (url: string, override?: string) =>
  url.replace(/:(\w+)/g, (_m, name: string) => override ?? PARAMS[name] ?? '1');

/** The schema a route validates with, learnt from one harmless call per caller until one is seen. */
const schemaOf = async (method: string, url: string): Promise<AnyObjectSchema | null> => {
  if (method === 'DELETE' || ANONYMOUS_ONLY[`${method} ${url}`]) return null;
  let seen: AnyObjectSchema | null = null;
  validationProbe.seen = (schema) => {
    seen ??= schema;
  };
  try {
    for (const caller of ['HQ', 'AGENCY_HR', 'CONSULTANT'] as const) {
      await send(method, withParams(url), tokens[caller], {});
      if (seen) break;
    }
  } finally {
    validationProbe.seen = undefined;
  }
  return seen;
};

describe('fuzz: malformed input answers 4xx and changes nothing', () => {
  beforeAll(async () => {
    for (const role of ['HQ', 'AGENCY_HR', 'CONSULTANT'] as const) tokens[role] = await h.login(role);
  });

  it('sends bad bodies, ids and multipart to every write route', { timeout: 120_000 }, async () => {
    const routes = h.app.routeAccess.filter((r) => WRITE_METHODS.has(r.method));
    expect(routes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    const fail = (route: string, status: number, body: string, sent: unknown) =>
      failures.push(`${route} → ${status} ${body.slice(0, 160)} for ${JSON.stringify(sent)?.slice(0, 160)}`);

    for (const [n, { method, url }] of routes.entries()) {
      const key = `${method} ${url}`;
      const schema = await schemaOf(method, url);
      const before = await databaseChecksum(h.pool);
      // A DELETE reads no body: its bodies go to an id that names no record.
      const target = method === 'DELETE' ? withParams(url, '2147483647') : withParams(url);
      let accepted = false;
      for (const [i, body] of badBodies(schema, BODIES_PER_ROUTE, 1000 + n).entries()) {
        const caller = ANONYMOUS_ONLY[key] ? 'anonymous' : callers[i % callers.length];
        const res = await send(method, target, tokens[caller], body);
        if (res.statusCode >= 500) fail(`${key} as ${caller}`, res.statusCode, res.body, body);
        // Every body made from the route's schema has a field of the wrong type.
        if (res.statusCode < 300 && schema)
          fail(`${key} as ${caller} (accepted)`, res.statusCode, res.body, body);
        accepted ||= res.statusCode < 300;
      }
      if (url.includes(':'))
        for (const id of BAD_IDS) {
          const res = await send(method, withParams(url, id), tokens.HQ, {});
          if (res.statusCode >= 500) fail(key, res.statusCode, res.body, id);
          if (res.statusCode < 300 && url.includes(':id'))
            fail(`${key} (id accepted)`, res.statusCode, res.body, id);
        }
      for (const multipart of MALFORMED_MULTIPART) {
        const token = ANONYMOUS_ONLY[key] ? null : tokens.HQ;
        const res = await send(method, target, token, multipart.payload, multipart.contentType);
        if (res.statusCode >= 500) fail(key, res.statusCode, res.body, multipart.payload);
        accepted ||= res.statusCode < 300;
      }
      // A route that reads no body (restore, a new registration link) may act on any: it answered 2xx.
      const after = await databaseChecksum(h.pool);
      if (!accepted && after !== before)
        failures.push(`${key} changed rows: ${after.split('\n').filter((t) => !before.includes(t))}`);
    }
    expect(failures).toEqual([]);
  });
});
