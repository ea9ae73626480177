import { describe, expect, it } from 'vitest';
import { sweepExpired } from '../../server/jobs/housekeeping';
import { withServer } from './harness';

const h = withServer();

describe('housekeeping', () => {
  it('runs through the job queue at start, once an hour however often it is queued', async () => {
    const jobs = async () =>
      (await h.pool.query(`select state from pgboss.job where name = 'housekeeping'`)).rows.map(
        (r) => r.state,
      );
    await expect.poll(jobs, { timeout: 10_000 }).toEqual(['completed']);
    await expect.poll(jobs).toEqual(['completed']);
  });

  it('deletes spent recovery links, expired login tokens and old rate-limit windows, and keeps live ones', async () => {
    const user = (await h.pool.query(`select id from users where email = 'hq@demo.kz'`)).rows[0].id;
    await h.pool.query(
      `insert into password_recovery_tokens (user_id, token_hash, expires_at, used_at) values
        ($1, 'expired-2-days', now() - interval '2 days', null),
        ($1, 'used-2-days', now() + interval '1 hour', now() - interval '2 days'),
        ($1, 'live', now() + interval '1 hour', null)`,
      [user],
    );
    await h.pool.query(
      `insert into auth_tokens (jti, user_id, expires_at) values
        ('old-jti', $1, now() - interval '2 days'), ('live-jti', $1, now() + interval '1 hour')`,
      [user],
    );
    await h.pool.query(
      `insert into rate_limits (bucket, window_start, hits) values
        ('loginIp:old', now() - interval '2 days', 3), ('loginIp:now', now(), 1)`,
    );

    const removed = await sweepExpired(h.db);

    expect(removed.recoveryLinks).toBeGreaterThanOrEqual(2);
    expect(removed.loginTokens).toBeGreaterThanOrEqual(1);
    expect(removed.rateLimitWindows).toBeGreaterThanOrEqual(1);
    const left = async (table: string, column: string, values: string[]) =>
      (await h.pool.query(`select ${column} as v from ${table} where ${column} = any($1)`, [values])).rows
        .map((r) => r.v)
        .sort();
    expect(
      await left('password_recovery_tokens', 'token_hash', ['expired-2-days', 'used-2-days', 'live']),
    ).toEqual(['live']);
    expect(await left('auth_tokens', 'jti', ['old-jti', 'live-jti'])).toEqual(['live-jti']);
    expect(await left('rate_limits', 'bucket', ['loginIp:old', 'loginIp:now'])).toEqual(['loginIp:now']);
  });
});
