import { describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS } from '../../server/graphql/limits';
import { withServer } from './harness';

const h = withServer();

const post = async (query: unknown, token: string | null = null) => {
  const started = performance.now();
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/graphql/',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
    payload: JSON.stringify({ query }),
  });
  return { status: res.statusCode, body: res.json(), ms: performance.now() - started };
};

const repeat = (times: number) => `{ ${'cities { id } '.repeat(times)} }`;

describe('GraphQL limits, checked before validation and execution', () => {
  it('answers the 84 KB, 6,000-repeat document with 413 in milliseconds', async () => {
    await post('{ __typename }'); // warm up
    const { status, body, ms } = await post(repeat(6000));
    expect(status).toBe(413);
    expect(body.detail).toBeTruthy();
    // Unguarded, this document takes seconds; the bound leaves room for a loaded shared machine.
    expect(ms).toBeLessThan(1000);
  });

  it('refuses a document under the size limit but over the token limit, in milliseconds', async () => {
    const source = repeat(4000);
    expect(source.length).toBeLessThan(GRAPHQL_LIMITS.bodyBytes);
    const { status, body, ms } = await post(source);
    expect(status).toBe(400);
    expect(body.errors[0].extensions.code).toBe('GRAPHQL_LIMIT_EXCEEDED');
    expect(body.errors[0].message).toMatch(/лексем/);
    expect(ms).toBeLessThan(1000);
  });

  it('refuses a field repeated in one selection set, even through fragments', async () => {
    expect((await post(repeat(6))).body.errors[0].message).toMatch(/повторено/);
    const fragments = Array.from({ length: 6 }, (_, i) => `fragment F${i} on Query { cities { id } }`);
    const spread = `{ ${fragments.map((_, i) => `...F${i}`).join(' ')} } ${fragments.join(' ')}`;
    expect((await post(spread)).body.errors[0].message).toMatch(/повторено/);
  });

  it('refuses 1,000 and 31 aliases of the public agencies(registrationHash)', async () => {
    const aliases = (n: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `a${i}: agencies(registrationHash: "x${i}") { totalCount }`).join(' ')} }`;
    for (const n of [1000, 31]) {
      const { status, body } = await post(aliases(n));
      expect(status).toBe(400);
      expect(body.errors[0].extensions.code).toBe('GRAPHQL_LIMIT_EXCEEDED');
    }
    expect((await post(aliases(2))).status).toBe(200);
  });

  it('refuses a document nested deeper than the limit', async () => {
    const deep = `{ ${'__schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } } }'} }`;
    const token = await h.login('HQ');
    const { status, body } = await post(deep, token);
    expect(status).toBe(400);
    expect(body.errors[0].message).toMatch(/глубже/);
  });

  it('refuses a document over the cost budget (pages of nested lists)', async () => {
    const token = await h.login('HQ');
    const page = (alias: string) =>
      `${alias}: interviewKits(first: 1000) { edges { node { id questions { id answers { id text } } } } }`;
    const { status, body } = await post(`{ ${page('a')} ${page('b')} ${page('c')} ${page('d')} }`, token);
    expect(status).toBe(400);
    expect(body.errors[0].message).toMatch(/дорогой/);
  });

  it('keeps answering ordinary queries and checks variables in the cost', async () => {
    const token = await h.login('HQ');
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/graphql/',
      headers: { authorization: `JWT ${token}` },
      payload: {
        query: 'query ($n: Int) { formats(first: $n) { totalCount edges { node { id } } } }',
        variables: { n: 5 },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.formats.edges).toHaveLength(5);
  });
});

describe('GraphQL introspection', () => {
  const introspection = '{ __schema { queryType { name } } }';

  it('is refused to anonymous callers and open to logged-in users outside production', async () => {
    const anonymous = await post(introspection);
    expect(anonymous.status).toBe(403);
    expect(anonymous.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await post('{ __type(name: "Query") { name } }')).status).toBe(403);
    const consultant = await post(introspection, await h.login('CONSULTANT'));
    expect(consultant.status).toBe(200);
    expect(consultant.body.data.__schema.queryType.name).toBe('Query');
  });
});
