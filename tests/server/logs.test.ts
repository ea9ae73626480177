import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { withServer } from './harness';

// A second app on the harness's database, logging at info level into `lines`.
const h = withServer();
const lines: string[] = [];
let app: FastifyInstance;

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2g';
const EMAIL = 'secret.person@example.kz';
const IIN = '900101350123';

beforeAll(async () => {
  app = await buildApp({
    db: h.db,
    pool: h.pool,
    config: {
      jwtSecret: 'test-secret-that-is-long-enough-for-hs256-000',
      tokenTtlSeconds: 3600,
      logLevel: 'info',
    },
    logStream: { write: (line) => lines.push(line) },
  });
  // A route whose query fails with personal data in its parameters, as a real bug would.
  app.post('/api/test/failing-query/', { config: { access: 'public' } }, async () =>
    h.db.execute(sql`select ${HASH}::regclass as hash, ${EMAIL} as email, ${IIN} as iin`),
  );
  await app.ready();
});
afterAll(() => app?.close());

const logged = () => lines.join('\n');

describe('logs', () => {
  it('log a failed SQL query without its parameters or the values PostgreSQL quotes back', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/failing-query/', payload: {} });
    expect(res.statusCode).toBe(500);
    const line = lines.find((l) => l.includes('request failed'));
    expect(line).toBeDefined();
    expect(line).toContain('Failed query');
    expect(line).toContain('42P01'); // the SQLSTATE is kept: the cause stays findable
    for (const secret of [HASH, 'c2FsdHNhbHRzYWx0', EMAIL, IIN]) expect(logged()).not.toContain(secret);
  });

  it('log a failed GraphQL resolver without the search text it was given', async () => {
    const token = await h.login('HQ');
    await h.pool.query('alter table formats rename column sku to sku_gone');
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/graphql/?token=abc',
        headers: { authorization: `JWT ${token}` },
        payload: { query: `{ formats(first: 5, sku_Icontains: "${EMAIL}") { totalCount } }` },
      });
      expect(res.json().errors[0].extensions.code).toBe('INTERNAL_SERVER_ERROR');
    } finally {
      await h.pool.query('alter table formats rename column sku_gone to sku');
    }
    expect(logged()).toContain('graphql resolver failed');
    for (const secret of [EMAIL, token, 'token=abc']) expect(logged()).not.toContain(secret);
  });

  it('redact credentials wherever a log line carries them', async () => {
    app.log.info({
      body: { email: 'x', password: 'Hunter2Hunter2' },
      headers: { authorization: 'JWT abc.def' },
    });
    expect(logged()).not.toContain('Hunter2Hunter2');
    expect(logged()).not.toContain('abc.def');
  });
});
