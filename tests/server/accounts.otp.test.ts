import { SignJWT } from 'jose';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { withServer } from './harness';

const h = withServer();
const SECRET = 'test-secret-that-is-long-enough-for-hs256-000';
const WRONG = { message: 'Неверный код', errors: { token: ['Неверный код'] } };
const EXPIRED = {
  message: 'Срок действия входа истёк. Войдите снова',
  errors: { ticket: ['Срок действия входа истёк. Войдите снова'] },
};

const loginAs = (email: string, password = DEMO_PASSWORD) =>
  h.rest('POST', '/api/token/', null, { email, password });
/** The code of the secret now, or `steps` time steps later (a fresh code after one was used). */
const codeOf = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
const wrongCodeOf = async (secret: string) =>
  String((Number(await codeOf(secret)) + 1) % 1_000_000).padStart(6, '0');

/** Logs in, sets up two-factor and confirms it with the current code; answers the secret. */
const enable = async (email: string) => {
  const { token, user } = (await loginAs(email)).body;
  const setup = await h.rest('POST', '/api/users/otp/setup/', token);
  expect(setup.status).toBe(200);
  const secret = setup.body.otpBase32;
  expect(
    (await h.rest('POST', '/api/users/otp/verify/', token, { token: await codeOf(secret) })).body,
  ).toEqual({ otpEnabled: true });
  return { token, secret, id: user.id };
};

describe('two-factor setup', () => {
  it('makes a pending secret, refuses a wrong code, turns on with the right one', async () => {
    const { token, user } = (await loginAs('a.kuznetsov@demo.kz')).body;
    const setup = await h.rest('POST', '/api/users/otp/setup/', token);
    expect(setup.status).toBe(200);
    const { otpAuthUrl, otpBase32 } = setup.body;
    expect(otpBase32).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpAuthUrl).toMatch(/^otpauth:\/\/totp\/.*a\.kuznetsov.*issuer=Back(%20|\+)office/);
    expect(otpAuthUrl).toContain(`secret=${otpBase32}`);

    const profile = `{ profile(id: ${user.id}) { otpsetting { otpEnabled otpVerified otpBase32 otpAuthUrl } } }`;
    expect((await h.gql(token, profile)).data.profile.otpsetting).toEqual({
      otpEnabled: false,
      otpVerified: false,
      otpBase32,
      otpAuthUrl,
    });
    expect((await h.gql(await h.login('HQ'), profile)).data.profile.otpsetting).toBeNull();

    const wrong = await h.rest('POST', '/api/users/otp/verify/', token, {
      token: await wrongCodeOf(otpBase32),
    });
    expect(wrong).toEqual({ status: 400, body: WRONG });
    expect(await h.count(`select count(*) from users where id = ${user.id} and otp_enabled`)).toBe(0);

    const right = await h.rest('POST', '/api/users/otp/verify/', token, { token: await codeOf(otpBase32) });
    expect(right).toEqual({ status: 200, body: { otpEnabled: true } });
    expect((await h.gql(token, profile)).data.profile.otpsetting).toEqual({
      otpEnabled: true,
      otpVerified: true,
      otpBase32: null,
      otpAuthUrl: null,
    });
    const again = await h.rest('POST', '/api/users/otp/setup/', token);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Двухфакторная аутентификация уже включена');
  });

  it('logs in through the ticket with a fresh code; a used code is refused', async () => {
    const email = 'b.saparov@demo.kz';
    const { secret } = await enable(email);
    const first = await loginAs(email);
    expect(first.body).toMatchObject({ otpRequired: true });
    const ticket = first.body.ticket;
    const usedAtSetup = await h.rest('POST', '/api/token/otp/', null, {
      ticket,
      token: await codeOf(secret),
    });
    expect(usedAtSetup).toEqual({ status: 400, body: WRONG });
    const code = await codeOf(secret, 1);
    const ok = await h.rest('POST', '/api/token/otp/', null, { ticket, token: code });
    expect(ok.status).toBe(200);
    expect(ok.body.user.email).toBe(email);
    expect((await h.rest('POST', '/api/token/verify/', null, { token: ok.body.token })).status).toBe(200);
    expect(await h.rest('POST', '/api/token/otp/', null, { ticket, token: code })).toEqual({
      status: 400,
      body: WRONG,
    });
  });

  it('refuses an expired or forged ticket', async () => {
    const { id, secret } = await enable('zh.amanova@demo.kz');
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(id))
      .setAudience('otp-ticket')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 300)
      .sign(new TextEncoder().encode(SECRET));
    const token = await codeOf(secret, 1);
    for (const ticket of [expired, 'garbage'])
      expect(await h.rest('POST', '/api/token/otp/', null, { ticket, token })).toEqual({
        status: 400,
        body: EXPIRED,
      });
  });

  it('turns off with a valid code only', async () => {
    const { token, secret, id } = await enable('d.tulegenova@demo.kz');
    expect(
      await h.rest('POST', '/api/users/otp/disable/', token, { token: await wrongCodeOf(secret) }),
    ).toEqual({ status: 400, body: WRONG });
    const off = await h.rest('POST', '/api/users/otp/disable/', token, { token: await codeOf(secret, 1) });
    expect(off).toEqual({ status: 200, body: { otpEnabled: false } });
    expect(
      await h.count(`select count(*) from users where id = ${id} and not otp_enabled and otp_secret is null`),
    ).toBe(1);
    expect((await loginAs('d.tulegenova@demo.kz')).body.token).toBeTruthy();
  });

  it('answers 429 after 5 codes tried within 5 minutes', async () => {
    const { token } = (await loginAs('m.ivanova@demo.kz')).body;
    const { otpBase32 } = (await h.rest('POST', '/api/users/otp/setup/', token)).body;
    for (let i = 0; i < 5; i++)
      expect(
        (await h.rest('POST', '/api/users/otp/verify/', token, { token: await wrongCodeOf(otpBase32) }))
          .status,
      ).toBe(400);
    const res = await h.rest('POST', '/api/users/otp/verify/', token, { token: await codeOf(otpBase32) });
    expect(res).toEqual({ status: 429, body: { detail: 'Слишком много попыток. Повторите позже' } });
    expect(
      await h.count(`select count(*) from users where email = 'm.ivanova@demo.kz' and otp_enabled`),
    ).toBe(0);
  });
});
