import { afterAll, describe, expect, it } from 'vitest';
import { passwordRuleMessage } from '../../domain/validation/password';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { withServer } from './harness';
import { linkToken, startMailbox } from './mail';

const mailbox = await startMailbox();
afterAll(() => mailbox.close());
const h = withServer({ config: () => ({ smtpUrl: mailbox.url }) });

const SENT = {
  detail: 'Если этот адрес зарегистрирован, на него отправлена ссылка для восстановления пароля',
};
const INVALID = {
  message: 'Ссылка недействительна или истекла',
  errors: { token: ['Ссылка недействительна или истекла'] },
};
let ip = 0;
const request = async (email: string, from = `10.2.0.${++ip}`) => {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/users/password/recovery/',
    payload: { email },
    remoteAddress: from,
  });
  return { status: res.statusCode, body: res.json() };
};
const check = (token: string) => h.rest('POST', '/api/users/password/recovery/check/', null, { token });
const setPassword = (token: string, body: { password: string }) =>
  h.rest('POST', '/api/users/password/recovery/set/', null, { token, ...body });
const linkFor = async (email: string) => {
  const already = mailbox.mailsTo(email).length;
  expect(await request(email)).toEqual({ status: 200, body: SENT });
  return linkToken(await mailbox.waitFor(email, already), 'passwordRecovery');
};

describe('asking for a recovery link', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const known = await request('consultant@demo.kz');
    const unknown = await request('nobody.here@gmail.com');
    expect(known).toEqual({ status: 200, body: SENT });
    expect(unknown).toEqual(known);
    const mail = await mailbox.waitFor('consultant@demo.kz');
    expect(mail.subject).toBe('Восстановление пароля');
    expect(mail.body).toContain('http://app.test/passwordRecovery/');
    await new Promise((r) => setTimeout(r, 300));
    expect(mailbox.mailsTo('nobody.here@gmail.com')).toHaveLength(0);
  });

  it('keeps only the hash of the token', async () => {
    const token = await linkFor('auditor@demo.kz');
    expect(await h.count(`select count(*) from password_recovery_tokens where token_hash = '${token}'`)).toBe(
      0,
    );
  });

  it('refuses an invalid address with the field message', async () => {
    const res = await request('not-an-email');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ email: ['Укажите валидный Email.'] });
  });

  it('answers 429 after 20 requests from one IP address within an hour, whatever the e-mails', async () => {
    const from = '192.0.2.20';
    for (let i = 0; i < 20; i++) expect((await request(`someone${i}@gmail.com`, from)).status).toBe(200);
    expect((await request('someone.else@gmail.com', from)).status).toBe(429);
    expect((await request('someone.else@gmail.com')).status).toBe(200);
  });

  it('answers 429 after 5 requests for one address within an hour', async () => {
    for (let i = 0; i < 5; i++) expect((await request('limit.me@gmail.com')).status).toBe(200);
    expect(await request('limit.me@gmail.com')).toEqual({
      status: 429,
      body: { detail: 'Слишком много попыток. Повторите позже' },
    });
  });
});

describe('following the link', () => {
  it('sets a new password once, by the rules of the role, and ends every earlier login', async () => {
    const email = 'coordinator@demo.kz';
    const oldLogin = await h.login('COORDINATOR');
    const token = await linkFor(email);
    expect(await check(token)).toEqual({
      status: 200,
      body: { passwordMinLength: 16 },
    });
    const weak = await setPassword(token, {
      password: 'Abcdefgh1234',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toEqual({ password: [passwordRuleMessage(16)] });
    const done = await setPassword(token, {
      password: 'NewPassword12345',
    });
    expect(done).toEqual({ status: 200, body: { detail: 'Пароль изменён' } });

    expect((await h.rest('POST', '/api/token/verify/', null, { token: oldLogin })).status).toBe(401);
    expect((await h.rest('POST', '/api/token/', null, { email, password: DEMO_PASSWORD })).status).toBe(400);
    expect((await h.rest('POST', '/api/token/', null, { email, password: 'NewPassword12345' })).status).toBe(
      200,
    );

    expect(await check(token)).toEqual({
      status: 400,
      body: INVALID,
    });
    const reuse = await setPassword(token, {
      password: 'OtherPassword12345',
    });
    expect(reuse).toEqual({ status: 400, body: INVALID });
  });

  it('a consultant needs 12 characters; a reset clears passwordExpired', async () => {
    const email = 'm.ivanova@demo.kz';
    await h.pool.query(`update users set password_expired = true where email = '${email}'`);
    const token = await linkFor(email);
    expect((await check(token)).body).toEqual({
      passwordMinLength: 12,
    });
    expect((await setPassword(token, { password: 'Abcdefgh1234' })).status).toBe(200);
    expect(
      await h.count(`select count(*) from users where email = '${email}' and password_expired = false`),
    ).toBe(1);
  });

  it('refuses an expired link and leaves the password alone', async () => {
    const email = 'd.tulegenova@demo.kz';
    const token = await linkFor(email);
    const before = (await h.pool.query('select password_hash from users where email = $1', [email])).rows[0];
    await h.pool.query(
      `update password_recovery_tokens set expires_at = now() - interval '1 second' where user_id = (select id from users where email = '${email}')`,
    );
    expect(await check(token)).toEqual({
      status: 400,
      body: INVALID,
    });
    expect(await setPassword(token, { password: 'Abcdefgh1234' })).toEqual({ status: 400, body: INVALID });
    expect((await h.pool.query('select password_hash from users where email = $1', [email])).rows[0]).toEqual(
      before,
    );
  });

  it('refuses a made-up link', async () => {
    expect(await check('a'.repeat(64))).toEqual({
      status: 400,
      body: INVALID,
    });
  });
});
