import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createMailer } from '../../server/mail/mailer';
import { insertRecoveryToken, newLinkSecret } from '../../server/modules/accounts/queries';
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

  it('log a password recovery without its token: the mail, the page, the API calls', async () => {
    const { token, hash } = newLinkSecret();
    const { id } = (await h.pool.query(`select id from users where email = 'auditor@demo.kz'`)).rows[0];
    await insertRecoveryToken(h.db, id, hash);
    const link = `http://app.test/passwordRecovery/${token}`;
    const outboxDir = mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    await createMailer(
      { smtpUrl: null, outboxDir, from: 'x@app.test' },
      app.log,
    )({
      to: EMAIL,
      subject: 'Восстановление пароля',
      text: link,
      html: link,
      link,
    } as Parameters<ReturnType<typeof createMailer>>[0]);
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({ method, url, ...(payload ? { payload } : {}) });
    // The page the mail opens, an old client's call with the token in the path, then the real calls.
    await call('GET', `/passwordRecovery/${token}`);
    await call('GET', `/api/users/password/recovery/${token}/`);
    expect((await call('POST', '/api/users/password/recovery/check/', { token })).statusCode).toBe(200);
    const set = await call('POST', '/api/users/password/recovery/set/', {
      token,
      password: 'NewPassword12345',
    });
    expect(set.statusCode).toBe(200);
    expect(logged()).toContain('mail written to the outbox');
    expect(logged()).toContain('/passwordRecovery/[redacted]');
    for (const secret of [token, hash, EMAIL, 'NewPassword12345']) expect(logged()).not.toContain(secret);
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
