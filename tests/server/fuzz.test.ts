import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyObjectSchema } from 'yup';
import * as yup from 'yup';
import { can } from '../../domain/permissions';
import { ROLES, type Role } from '../../domain/roles';
import type { RouteAccess } from '../../server/auth/guard';
import { validationProbe } from '../../server/http/validate';
import {
  BAD_IDS,
  badBodies,
  badQueries,
  databaseChecksum,
  encodeBody,
  MALFORMED_MULTIPART,
  pinpointedBodies,
} from './fuzzSupport';
import { withServer } from './harness';

/**
 * Every route of Fastify's route table (this covers the routes later issues add), called by a role
 * that may use it (so that the input reaches validation) and anonymously: write routes get bad
 * bodies built from the yup schema they validate with, reads bad query strings, every route bad
 * path ids. None may answer 5xx, and no write may change a row.
 */
const h = withServer();
const BODIES_PER_ROUTE = 24;
const ANONYMOUS_BODIES = 4;
const QUERIES_PER_ROUTE = 8;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const GRAPHQL = '/api/graphql/';

/** Routes that spend the caller's token: they get a token of their own, and read no body to learn. */
const OWN_TOKEN = new Set(['POST /api/token/logout/']);
/** Fields a route checks before the body (an unknown sign-up link is refused at once; none is not). */
const CHECKED_FIRST: Record<string, [string[], unknown][]> = {
  'POST /api/users/register/': [[['registrationHash'], '']],
};
/** Path parameters of a record the seed holds, so that the body is what gets tested. */
const PARAMS: Record<string, string> = { id: '1', token: 'not-a-link', filename: 'report.xlsx' };

/** The GraphQL body, so that its fields get bad values like any route's (`query` of every JSON type included). */
const GRAPHQL_BODY = yup.object({
  query: yup.string(),
  variables: yup.object({ first: yup.number(), title: yup.string() }),
  operationName: yup.string(),
  extensions: yup.object({ persistedQuery: yup.object({ sha256Hash: yup.string() }) }),
});

const tokens: Partial<Record<Role, string>> = {};
const tokenOf = async (role: Role | 'anonymous') => {
  if (role === 'anonymous') return null;
  tokens[role] ??= await h.login(role);
  return tokens[role];
};

/** A caller the route lets through its guard: anonymous for public routes, else the first role allowed. */
const callerOf = ({ access }: RouteAccess): Role | 'anonymous' | undefined => {
  if (access === 'public') return 'anonymous';
  if (access === null || access === 'authenticated') return 'HQ';
  return (['HQ', 'AGENCY_HR', 'CONSULTANT', ...ROLES] as const).find((role) => can(role, access));
};

const send = (method: string, url: string, token: string | null, payload: unknown, type?: string) =>
  h.app.inject({
    method: method as 'POST',
    url,
    headers: {
      ...(token ? { authorization: `JWT ${token}` } : {}),
      'content-type': type ?? 'application/json',
    },
    ...(payload === undefined ? {} : { payload: type ? String(payload) : encodeBody(payload) }),
  });

const withParams = (url: string, override?: string) =>
  url.replace(/:(\w+)/g, (_m, name: string) => override ?? PARAMS[name] ?? '1');

/** The schema a route validates with, learnt from one harmless call (not a fuzz case: it may act). */
const schemaOf = async (method: string, url: string, token: string | null) => {
  if (url === GRAPHQL) return GRAPHQL_BODY;
  let seen: AnyObjectSchema | null = null;
  validationProbe.seen = (schema) => {
    seen ??= schema;
  };
  try {
    await send(method, withParams(url), token, {});
  } finally {
    validationProbe.seen = undefined;
  }
  return seen;
};

describe('fuzz: malformed input answers 4xx and changes nothing', () => {
  let routes: RouteAccess[] = [];
  beforeAll(() => {
    routes = h.app.routeAccess;
  });

  it('reaches every route of the route table as a role that may use it', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((r) => !callerOf(r)).map((r) => `${r.method} ${r.url}`)).toEqual([]);
    expect(routes.map((r) => r.url)).toContain(GRAPHQL);
  });

  it('sends bad bodies, query strings, ids and multipart to every route', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    const fail = (route: string, status: number, body: string, sent: unknown) =>
      failures.push(`${route} → ${status} ${body.slice(0, 160)} for ${JSON.stringify(sent)?.slice(0, 600)}`);

    // Schemas first: learning one may act (a restore), and one checksum per route then suffices.
    const schemas = new Map<RouteAccess, AnyObjectSchema | null>();
    for (const route of routes) {
      const { method, url } = route;
      if (WRITE_METHODS.has(method) && method !== 'DELETE' && !OWN_TOKEN.has(`${method} ${url}`))
        schemas.set(route, await schemaOf(method, url, await tokenOf(callerOf(route)!)));
    }
    let before = await databaseChecksum(h.pool);

    for (const [n, route] of routes.entries()) {
      const { method, url } = route;
      const key = `${method} ${url}`;
      const caller = callerOf(route)!;
      const token = OWN_TOKEN.has(key) ? await h.login('HQ') : await tokenOf(caller);
      const write = WRITE_METHODS.has(method);
      const schema = schemas.get(route) ?? null;
      // A DELETE reads no body: its bodies go to an id that names no record.
      const target = method === 'DELETE' ? withParams(url, '2147483647') : withParams(url);
      // GraphQL answers 200 with its errors: only the routes' own schemas must refuse every body.
      const mustRefuse = schema && url !== GRAPHQL;
      let accepted = false;
      const call = async (who: Role | 'anonymous', path: string, payload: unknown, type?: string) => {
        const res = await send(method, path, who === 'anonymous' ? null : token, payload, type);
        const sent = type ? payload : (payload ?? path);
        if (res.statusCode >= 500) fail(`${key} as ${who}`, res.statusCode, res.body, sent);
        // A caller refused as unknown would test the guard only, never the route's validation.
        if (res.statusCode === 401 && who !== 'anonymous' && !OWN_TOKEN.has(key))
          fail(`${key} as ${who} (token refused)`, res.statusCode, res.body, sent);
        accepted ||= res.statusCode < 300;
        return res;
      };

      const pinpointed = mustRefuse ? pinpointedBodies(schema, CHECKED_FIRST[key]) : [];
      for (const [field, body] of pinpointed) {
        const res = await call(caller, target, body);
        if (res.statusCode < 300 || (res.statusCode === 400 && !res.json().errors?.[field]))
          fail(`${key} as ${caller} (${field} not refused)`, res.statusCode, res.body, body);
      }
      const count = BODIES_PER_ROUTE - pinpointed.length + ANONYMOUS_BODIES;
      if (write)
        for (const [i, body] of badBodies(schema, count, 1000 + n).entries()) {
          const who = i < count - ANONYMOUS_BODIES ? caller : 'anonymous';
          const res = await call(who, target, body);
          // Every body made from the route's schema has a field of the wrong type.
          if (res.statusCode < 300 && mustRefuse)
            fail(`${key} as ${who} (accepted)`, res.statusCode, res.body, body);
        }
      else {
        // GraphQL's GET: a document, with bad members beside it (a second `query` among them).
        const [keys, prefix] =
          url === GRAPHQL
            ? [['query', 'variables', 'extensions', 'operationName'], 'query=%7B__typename%7D&']
            : [];
        for (const [i, query] of badQueries(QUERIES_PER_ROUTE, 2000 + n, keys).entries())
          await call(i % 4 === 3 ? 'anonymous' : caller, `${target}?${prefix ?? ''}${query}`, undefined);
      }
      if (url.includes(':'))
        for (const id of BAD_IDS) {
          const res = await call(caller, withParams(url, id), write ? {} : undefined);
          if (res.statusCode < 300 && url.includes(':id'))
            fail(`${key} (id accepted)`, res.statusCode, res.body, id);
        }
      if (write)
        for (const multipart of MALFORMED_MULTIPART)
          await call(caller, target, multipart.payload, multipart.contentType);
      // A route that reads no body (restore, a new registration link) may act on any: it answered 2xx.
      if (!write) continue;
      const after = await databaseChecksum(h.pool);
      if (!accepted && after !== before)
        failures.push(`${key} changed rows: ${after.split('\n').filter((t) => !before.includes(t))}`);
      before = after;
    }
    expect(failures).toEqual([]);
  });
});
