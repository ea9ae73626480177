import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ROLES } from '../../domain/roles';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed';
import { withServer } from './harness';

const h = withServer();

describe('POST /api/token/', () => {
  it.each(ROLES)('logs in the %s demo account with its role and auth state', async (role) => {
    const res = await h.rest('POST', '/api/token/', null, {
      email: DEMO_ACCOUNTS[role],
      password: DEMO_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(res.body.user).toMatchObject({ email: DEMO_ACCOUNTS[role], role, isActive: true, isFired: false });
    for (const key of [
      'firstName',
      'lastName',
      'photo',
      'manager',
      'verifiedByAgency',
      'passwordExpired',
      'lastActiveSession',
      'startWorkTime',
    ])
      expect(res.body.user).toHaveProperty(key);
  });

  it('accepts the e-mail in any case', async () => {
    const res = await h.rest('POST', '/api/token/', null, { email: 'HQ@Demo.KZ', password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
  });

  it('refuses a wrong password and an unknown e-mail with the same Russian message', async () => {
    for (const body of [
      { email: 'hq@demo.kz', password: 'wrong-password' },
      { email: 'nobody@demo.kz', password: DEMO_PASSWORD },
    ]) {
      const res = await h.rest('POST', '/api/token/', null, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Неверный email или пароль');
      expect(res.body.errors.non_field_errors).toEqual(['Неверный email или пароль']);
    }
  });

  it('names each missing field', async () => {
    const res = await h.rest('POST', '/api/token/', null, {});
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      email: ['Это обязательное поле'],
      password: ['Это обязательное поле'],
    });
  });

  it('answers 400 to a body that is not JSON', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/token/',
      headers: { 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a fired employee', async () => {
    const res = await h.rest('POST', '/api/token/', null, { email: 'e.li@demo.kz', password: DEMO_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Учётная запись уволена. Вход невозможен');
  });

  it('asks a user with two-factor on for a code instead of issuing a token', async () => {
    await h.pool.query(`update users set otp_enabled = true where email = 'helpdesk@demo.kz'`);
    const res = await h.rest('POST', '/api/token/', null, {
      email: DEMO_ACCOUNTS.HELPDESK,
      password: DEMO_PASSWORD,
    });
    await h.pool.query(`update users set otp_enabled = false where email = 'helpdesk@demo.kz'`);
    expect(res.status).toBe(200);
    expect(res.body.otpRequired).toBe(true);
    expect(typeof res.body.ticket).toBe('string');
    expect(res.body.token).toBeUndefined();
  });

  it('sends a Date header on every answer', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/health/' });
    expect(res.statusCode).toBe(200);
    expect(Date.parse(String(res.headers.date))).not.toBeNaN();
  });
});

describe('POST /api/token/verify/ and logout', () => {
  it('verifies a live token and answers the user', async () => {
    const token = await h.login('COORDINATOR');
    const res = await h.rest('POST', '/api/token/verify/', null, { token });
    expect(res.status).toBe(200);
    expect(res.body.user.role).toBe('COORDINATOR');
    expect(res.body.token).toBe(token);
  });

  it('refuses a forged or foreign-algorithm token with 401', async () => {
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setJti('x')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"1","jti":"x"}').toString('base64url')}.`;
    for (const token of [forged, unsigned, 'garbage']) {
      const res = await h.rest('POST', '/api/token/verify/', null, { token });
      expect(res.status).toBe(401);
      expect(res.body.detail).toBeTruthy();
    }
  });

  it('refuses a token signed with our key whose subject is not the user its id was issued to', async () => {
    const token = await h.login('COORDINATOR');
    const { jti, sub } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
    const sign = (subject: string) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(subject)
        .setJti(jti)
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256-000'));
    // The same id with its own subject still works; another user's subject, or none, does not.
    expect((await h.rest('POST', '/api/token/verify/', null, { token: await sign(sub) })).status).toBe(200);
    for (const subject of [String(Number(sub) + 1), '0', '99999999999', 'x'])
      expect((await h.rest('POST', '/api/token/verify/', null, { token: await sign(subject) })).status).toBe(
        401,
      );
  });

  it('revokes the token on logout: it is refused everywhere afterwards', async () => {
    const token = await h.login('HQ');
    expect((await h.rest('POST', '/api/token/logout/', token)).status).toBe(204);
    expect((await h.rest('POST', '/api/token/verify/', null, { token })).status).toBe(401);
    expect((await h.rest('POST', '/api/devicemodel/', token, { model: 'X', compatibility: 1 })).status).toBe(
      401,
    );
    const gql = await h.gql(token, '{ deviceModels(first: 1) { totalCount } }');
    expect(gql.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('refuses logout without a token', async () => {
    const res = await h.rest('POST', '/api/token/logout/', null);
    expect(res.status).toBe(401);
  });

  it('stops accepting the token of a user fired after login', async () => {
    const token = await h.rest('POST', '/api/token/', null, {
      email: 'm.ivanova@demo.kz',
      password: DEMO_PASSWORD,
    });
    await h.pool.query(`update users set is_fired = true where email = 'm.ivanova@demo.kz'`);
    const res = await h.rest('POST', '/api/token/verify/', null, { token: token.body.token });
    await h.pool.query(`update users set is_fired = false where email = 'm.ivanova@demo.kz'`);
    expect(res.status).toBe(401);
  });
});

describe('the API answers', () => {
  it('404 in JSON for an unknown /api/ path', async () => {
    const res = await h.rest('GET', '/api/no-such-thing/', null);
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe('Не найдено');
  });

  it('400 with the reason for a GraphQL document that does not validate', async () => {
    const res = await h.rest('POST', '/api/graphql/', null, { query: '{ noSuchField }' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('GET /api/health/ is 200 while the database answers', async () => {
    expect((await h.rest('GET', '/api/health/', null)).body).toEqual({ status: 'ok' });
  });
});
