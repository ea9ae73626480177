import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { createGraphQLRateLimiter } from '../../server/graphql/rateLimit';
import { withServer } from './harness';

// Small limits and production mode: the GraphQL rate limits, HQ-only introspection, 503 without a database.
const h = withServer({
  config: () => ({ production: true, graphqlRateLimits: { user: 3, address: 6, anonymous: 2 } }),
});

const post = async (query: string, token: string | null, remoteAddress: string) => {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/graphql/',
    remoteAddress,
    headers: token ? { authorization: `JWT ${token}` } : {},
    payload: { query },
  });
  return { status: res.statusCode, body: res.json() };
};

describe('GraphQL rate limits, per user and per address', () => {
  it('answers 429 with the Russian message past the per-user and the anonymous limits', async () => {
    const token = await h.login('MANAGER_BU');
    for (let i = 0; i < 3; i++)
      expect((await post('{ __typename }', token, '198.51.100.1')).status).toBe(200);
    const refused = await post('{ __typename }', token, '198.51.100.2');
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toBe(MESSAGES.tooManyRequests);
    for (let i = 0; i < 2; i++) expect((await post('{ __typename }', null, '198.51.100.3')).status).toBe(200);
    expect((await post('{ __typename }', null, '198.51.100.3')).status).toBe(429);
    expect((await post('{ __typename }', null, '198.51.100.4')).status).toBe(200);
  });

  it('answers 429 past the per-address limit, whoever asks', async () => {
    const tokens = await Promise.all((['AGENCY_HR', 'AUDITOR', 'HELPDESK'] as const).map((r) => h.login(r)));
    const statuses: number[] = [];
    for (const token of tokens)
      for (let i = 0; i < 3; i++) statuses.push((await post('{ __typename }', token, '198.51.100.9')).status);
    expect(statuses.slice(0, 6).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(6)).toEqual([429, 429, 429]);
  });
});

describe('GraphQL rate limits across app processes', () => {
  it("counts in table rate_limits, so that a second process sees the first one's requests", async () => {
    const limits = { user: 5, address: 1000, anonymous: 1000 };
    // Counts are per minute: start well inside one.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 55_000) await new Promise((r) => setTimeout(r, 60_100 - intoMinute));
    const first = createGraphQLRateLimiter(h.db, limits);
    const second = createGraphQLRateLimiter(h.db, limits);
    try {
      for (let i = 0; i < 4; i++) await first(424242, '198.51.100.30');
      await first.close(); // flushes its counts
      await second(424242, '198.51.100.31'); // the 5th: allowed, and it learns the shared count
      await new Promise((r) => setTimeout(r, 500)); // a flush or two
      await expect(second(424242, '198.51.100.31')).rejects.toMatchObject({ statusCode: 429 });
      const { rows } = await h.pool.query(
        "select hits from rate_limits where bucket = 'graphqlUser:424242' order by window_start desc limit 1",
      );
      expect(rows[0].hits).toBeGreaterThanOrEqual(5);
    } finally {
      await second.close();
    }
  });
});

describe('GraphQL introspection in production', () => {
  it('is open to HQ only', async () => {
    const query = '{ __schema { queryType { name } } }';
    expect((await post(query, await h.login('COORDINATOR'), '198.51.100.20')).status).toBe(403);
    expect((await post(query, await h.login('HQ'), '198.51.100.21')).status).toBe(200);
  });
});

describe('while the database is down', () => {
  it('answers GraphQL and REST with 503 and a Russian message, not 500', async () => {
    const token = await h.login('HQ');
    const options = (h.pool as unknown as { options: { connectionString: string } }).options;
    const url = options.connectionString;
    // New connections go to a closed port (or its missing socket); the pool's open ones are ended by the server.
    const closed = new URL(url);
    closed.port = '1';
    options.connectionString = closed.toString();
    for (let i = 0; i < 50 && h.pool.totalCount > 0; i++) {
      await h.pool
        .query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database()')
        .catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    try {
      const gql = await post('{ formats(first: 1) { totalCount } }', token, '198.51.100.30');
      expect(gql.status).toBe(503);
      expect(JSON.stringify(gql.body)).toContain(MESSAGES.databaseUnavailable);
      const rest = await h.rest('POST', '/api/token/verify/', null, { token });
      expect(rest.status).toBe(503);
      expect(rest.body.detail).toBe(MESSAGES.databaseUnavailable);
    } finally {
      options.connectionString = url;
    }
  });
});
