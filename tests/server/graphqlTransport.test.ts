import type { InjectOptions } from 'fastify';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS } from '../../server/graphql/limits';
import { withServer } from './harness';

/**
 * Issue 22, point 1: whatever the transport and whatever the JSON type of `query`, a document is
 * parsed and measured by our guard or refused with 400 before Mercurius sees it.
 */
const h = withServer();

interface Answer {
  status: number;
  body: any;
  bytes: number;
  ms: number;
}

const answer = async (request: InjectOptions): Promise<Answer> => {
  const started = performance.now();
  const res = await h.app.inject(request);
  let body: any = null;
  try {
    body = res.json();
  } catch {
    body = res.body;
  }
  return { status: res.statusCode, body, bytes: res.rawPayload.length, ms: performance.now() - started };
};

const auth = (token: string | null) => (token ? { authorization: `JWT ${token}` } : {});

/** POSTs a JSON text as it is, so that any JSON type can be the body or a member of it. */
const postRaw = (json: string, token: string | null = null, type = 'application/json') =>
  answer({
    method: 'POST',
    url: '/api/graphql/',
    headers: { 'content-type': type, ...auth(token) },
    payload: json,
  });

const post = (body: unknown, token: string | null = null) => postRaw(JSON.stringify(body), token);

const get = (params: [string, string][], token: string | null = null) =>
  answer({ method: 'GET', url: `/api/graphql/?${new URLSearchParams(params)}`, headers: auth(token) });

/** A refusal in the GraphQL error shape, with a Russian message and a code. */
const expectRefused = (res: Answer, label: string, status = 400) => {
  expect(res.status, label).toBe(status);
  expect(res.body?.data, label).toBeNull();
  expect(res.body?.errors?.[0]?.message, label).toMatch(/[а-яё]/i);
  expect(typeof res.body?.errors?.[0]?.extensions?.code, label).toBe('string');
};

const INTROSPECTION = '{ __schema { types { name fields { name } } } }';
/** The introspection document as Mercurius would read it back from JSON: a document AST. */
const ast = JSON.parse(JSON.stringify(parse(INTROSPECTION, { noLocation: true })));

/** Every JSON type `query` may have, and strings that are not GraphQL (issue 22, points 1 and 4). */
const NOT_A_DOCUMENT: [string, string][] = [
  ['0', '0'],
  ['1.5', '1.5'],
  ['true', 'true'],
  ['false', 'false'],
  ['null', 'null'],
  ['[]', '[]'],
  ['{}', '{}'],
  ['["{ __typename }"]', '["{ __typename }"]'],
  ['"1e400"', '"1e400"'],
  ['" 1 "', '" 1 "'],
  ['""', '""'],
  ['"not graphql"', '"not graphql"'],
  ['AST object', JSON.stringify(ast)],
  ['AST as JSON text', JSON.stringify(JSON.stringify(ast))],
];

describe('a query that is not a GraphQL document', () => {
  it('answers 400 for every JSON type of `query`, anonymous and logged in', async () => {
    const tokens = [null, await h.login('HQ'), await h.login('CONSULTANT')];
    for (const token of tokens)
      for (const [label, json] of NOT_A_DOCUMENT)
        expectRefused(
          await postRaw(`{"query": ${json}}`, token),
          `${label} (${token ? 'user' : 'anonymous'})`,
        );
  });

  it('never runs introspection sent as a document AST, not even for a logged-in user', async () => {
    const hq = await h.login('HQ');
    for (const token of [null, hq]) {
      for (const query of [ast, JSON.stringify(ast)]) {
        const res = await post({ query }, token);
        expectRefused(res, `AST ${typeof query}`);
        expect(JSON.stringify(res.body)).not.toContain('__Schema');
      }
    }
  });

  it('answers 400 for a body that is not an object of the GraphQL request shape', async () => {
    for (const json of ['0', 'true', 'null', '"{ __typename }"', '{}', '{"variables": {}}'])
      expectRefused(await postRaw(json), json);
    expectRefused(await post([{ query: '{ __typename }' }]), 'batch');
    expect((await post([{ query: '{ __typename }' }])).body.errors[0].message).toBe(
      'Пакетные запросы не поддерживаются',
    );
  });

  it('answers 400 for variables, extensions and operationName of the wrong JSON type', async () => {
    const bad: Record<string, unknown>[] = [
      { variables: 'x' },
      { variables: '{"a":1}' },
      { variables: [1] },
      { variables: 5 },
      { variables: true },
      { extensions: 5 },
      { extensions: 'x' },
      { extensions: [] },
      { extensions: null },
      { operationName: 5 },
      { operationName: true },
      { operationName: {} },
      { operationName: ['a'] },
    ];
    for (const extra of bad)
      expectRefused(await post({ query: '{ __typename }', ...extra }), JSON.stringify(extra));
    // The usual spellings of "none" still work.
    for (const extra of [{ variables: null }, { variables: {} }, { operationName: null }, { extensions: {} }])
      expect((await post({ query: '{ __typename }', ...extra })).status, JSON.stringify(extra)).toBe(200);
  });

  it('brings in no document through a persisted-query extension', async () => {
    const persisted = { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } };
    expectRefused(await post({ extensions: persisted }), 'hash alone');
    const res = await post({ query: '{ __typename }', extensions: persisted });
    expect(res.status).toBe(200);
    expect(res.body.data.__typename).toBe('Query');
  });
});

describe('GET and application/graphql', () => {
  it('refuses the same shapes in a query string, and a repeated or missing parameter', async () => {
    const token = await h.login('HQ');
    for (const t of [null, token]) {
      for (const query of ['0', 'true', 'null', '1e400', ' 1 ', '', 'not graphql', JSON.stringify(ast)])
        expectRefused(await get([['query', query]], t), `GET query=${query.slice(0, 20)}`);
      expectRefused(await get([], t), 'GET without query');
      expectRefused(
        await get(
          [
            ['query', '{ __typename }'],
            ['query', '{ __typename }'],
          ],
          t,
        ),
        'GET query twice',
      );
    }
    for (const extra of [
      ['variables', 'not json'],
      ['variables', '[1]'],
      ['variables', '5'],
      ['extensions', 'not json'],
      ['extensions', '5'],
      ['operationName', 'a'],
    ] as [string, string][]) {
      const twice: [string, string][] = extra[0] === 'operationName' ? [extra, extra] : [extra];
      expectRefused(await get([['query', '{ __typename }'], ...twice]), `GET ${extra.join('=')}`);
    }
    const ok = await get([
      ['query', 'query ($n: Int) { formats(first: $n) { totalCount } }'],
      ['variables', '{"n":1}'],
    ]);
    expect(ok.status).toBe(200);
    expect((await get([['query', '{ __typename }']])).body.data.__typename).toBe('Query');
  });

  it('holds an application/graphql body to the guard', async () => {
    const ok = await postRaw('{ __typename }', null, 'application/graphql');
    expect(ok.status).toBe(200);
    expect(ok.body.data.__typename).toBe('Query');
    for (const body of ['0', 'true', JSON.stringify(ast), '{ __schema { queryType { name } } }']) {
      const res = await postRaw(body, null, 'application/graphql');
      expect(res.status, body).toBeGreaterThanOrEqual(400);
      expect(res.status, body).toBeLessThan(500);
      expect(JSON.stringify(res.body), body).not.toContain('__Schema');
    }
  });
});

describe('every operation of a document counts', () => {
  const heavy = (i: number) =>
    `query Heavy${i} { interviewKits(first: 1000) { edges { node { id questions { id answers { id text } } } } } }`;

  it('refuses a document whose operations together cost too much, whichever operationName names', async () => {
    const token = await h.login('HQ');
    const source = `query Tiny { __typename } ${[1, 2, 3, 4].map(heavy).join(' ')}`;
    const res = await post({ query: source, operationName: 'Tiny' }, token);
    expectRefused(res, 'costly siblings');
    expect(res.body.errors[0].message).toMatch(/дорогой/);
  });

  it('refuses a deep operation beside a shallow one', async () => {
    const token = await h.login('HQ');
    const deep =
      'query Deep { __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } } } }';
    const res = await post({ query: `query Tiny { __typename } ${deep}`, operationName: 'Tiny' }, token);
    expectRefused(res, 'deep sibling');
    expect(res.body.errors[0].message).toMatch(/глубже/);
  });

  it('still runs one operation of a small document by its name', async () => {
    const res = await post({ query: `query A { __typename } query B { cities { id } }`, operationName: 'A' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ __typename: 'Query' });
  });
});

describe('the size of an answer', () => {
  it('refuses in milliseconds a document that would build a huge answer (aliased introspection)', async () => {
    const token = await h.login('HQ');
    // A fragment keeps the document under the field limit; each alias spreads it again.
    const fragment =
      'fragment F on __Schema { types { name fields { name args { name type { name ofType { name } } } type { name ofType { name fields { name args { name type { name } } } } } } } }';
    const source = `{ ${Array.from({ length: 30 }, (_, i) => `a${i}: __schema { ...F }`).join(' ')} } ${fragment}`;
    const res = await post({ query: source }, token);
    expectRefused(res, 'aliased introspection');
    expect(res.bytes).toBeLessThan(10_000);
    // Built, this answer takes seconds and megabytes; refused, it costs a walk of the document.
    expect(res.ms).toBeLessThan(1000);
  });

  it('refuses the sibling documents of the 78 MB answer: one full introspection per alias', async () => {
    const token = await h.login('HQ');
    const one =
      'queryType { name } types { kind name description fields(includeDeprecated: true) { name description args { name description type { kind name ofType { kind name ofType { kind name } } } defaultValue } type { kind name ofType { kind name ofType { kind name } } } isDeprecated deprecationReason } inputFields { name type { kind name ofType { kind name } } } interfaces { name } enumValues(includeDeprecated: true) { name } possibleTypes { name } }';
    const single = await post({ query: `{ __schema { ${one} } }` }, token);
    expect(single.status).toBe(200);
    expect(single.body.data.__schema.types.length).toBeGreaterThan(50);
    const many = await post(
      {
        query: `{ ${Array.from({ length: 30 }, (_, i) => `a${i}: __schema { ...One }`).join(' ')} } fragment One on __Schema { ${one} }`,
      },
      token,
    );
    expectRefused(many, 'thirty introspections');
    expect(many.body.errors[0].message).toMatch(/дорогой/);
  });

  it('replaces an answer over GRAPHQL_LIMITS.responseBytes with a refusal', async () => {
    const limits = GRAPHQL_LIMITS as unknown as { responseBytes: number };
    const saved = limits.responseBytes;
    expect(saved).toBeGreaterThanOrEqual(1024 * 1024);
    limits.responseBytes = 200;
    try {
      const res = await post(
        { query: '{ formats(first: 50) { edges { node { id } } } }' },
        await h.login('HQ'),
      );
      expectRefused(res, 'over the answer size');
      expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_LIMIT_EXCEEDED');
      expect((await post({ query: '{ __typename }' })).status).toBe(200);
    } finally {
      limits.responseBytes = saved;
    }
  });
});

describe('ordinary requests', () => {
  it('still answer', async () => {
    const hq = await h.login('HQ');
    expect((await post({ query: '{ __typename }' })).body).toEqual({ data: { __typename: 'Query' } });
    const res = await post(
      {
        query: 'query Formats($n: Int) { formats(first: $n) { totalCount edges { node { id } } } }',
        variables: { n: 3 },
        operationName: 'Formats',
      },
      hq,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.formats.edges).toHaveLength(3);
    const syntax = await post({ query: '{ formats(first: ) }' }, hq);
    expectRefused(syntax, 'syntax error');
  });
});
