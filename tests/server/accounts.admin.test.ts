import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../domain/roles';
import { passwordRuleMessage } from '../../domain/validation/password';
import { ADMIN_PASSWORD_MESSAGE } from '../../domain/validation/signUp';
import { withServer } from './harness';
import { linkToken, startMailbox } from './mail';

const mailbox = await startMailbox();
afterAll(() => mailbox.close());
const h = withServer({ config: () => ({ smtpUrl: mailbox.url }) });

const tokens = {} as Record<Role, string>;
let promo = 0;
let vector = 0;
let n = 0;
const person = (over: object = {}) => ({
  firstName: 'Пётр',
  lastName: 'Петров',
  midName: 'Петрович',
  email: `added${++n}@example.com`,
  password: 'Abc123',
  iin: '850505300111',
  agency: promo,
  role: 'CONSULTANT',
  isAgreementAccepted: true,
  ...over,
});
const users = () => h.count('select count(*) from users');

beforeAll(async () => {
  for (const role of ROLES) tokens[role] = await h.login(role);
  const ids = (await h.pool.query('select id, title from agencies')).rows;
  promo = ids.find((a) => a.title === 'Промо Старт').id;
  vector = ids.find((a) => a.title === 'Вектор Маркетинг').id;
});

describe('POST /api/users/add/: the admin sign-up rules, each alone', () => {
  const REQ = ['Это обязательное поле.'];
  it.each([
    ['no first name', { firstName: '' }, { firstName: REQ }],
    ['no last name', { lastName: '' }, { lastName: REQ }],
    ['no middle name', { midName: '' }, { midName: REQ }],
    ['no e-mail', { email: '' }, { email: REQ }],
    ['an invalid e-mail', { email: 'nope' }, { email: ['Укажите валидный Email.'] }],
    ['no IIN', { iin: '' }, { iin: REQ }],
    ['an IIN with letters', { iin: '85O5' }, { iin: ['ИИН должен состоять из цифр'] }],
    ['no agency', { agency: null }, { agency: REQ }],
    ['no role', { role: '' }, { role: REQ }],
    ['no password', { password: '' }, { password: REQ }],
    ['a password of 5', { password: 'Abc12' }, { password: [ADMIN_PASSWORD_MESSAGE] }],
    [
      'a password without an uppercase letter',
      { password: 'abc123' },
      { password: [ADMIN_PASSWORD_MESSAGE] },
    ],
    ['the agreement not accepted', { isAgreementAccepted: false }, { isAgreementAccepted: REQ }],
  ])('refuses %s, writing nothing', async (_name, over, errors) => {
    const before = await users();
    const res = await h.rest('POST', '/api/users/add/', tokens.HQ, person(over));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(errors);
    expect(await users()).toBe(before);
  });

  it('refuses an e-mail already taken', async () => {
    const before = await users();
    const res = await h.rest('POST', '/api/users/add/', tokens.HQ, person({ email: 'HR@demo.kz' }));
    expect(res.body.errors).toEqual({ email: ['Пользователь с таким email уже существует'] });
    expect(await users()).toBe(before);
  });
});

describe('who may add whom', () => {
  it('HQ adds any role to any agency: approved, working from now, with a password to change', async () => {
    const res = await h.rest(
      'POST',
      '/api/users/add/',
      tokens.HQ,
      person({ role: 'MANAGER_BU', agency: vector, email: 'bu2@example.com', gender: 0, birthDate: 0 }),
    );
    expect(res.status).toBe(201);
    const { rows } = await h.pool.query('select * from users where id = $1', [res.body.id]);
    expect(rows[0]).toMatchObject({
      role: 'MANAGER_BU',
      agency_id: vector,
      verified_by_agency: true,
      password_expired: true,
      gender: 0,
    });
    expect(Date.now() - rows[0].start_work_time.getTime()).toBeLessThan(60_000);
  });

  it.each(['CONSULTANT', 'COORDINATOR', 'AGENCY_MANAGER', 'AGENCY_HR'])(
    'AGENCY_HR adds a %s to their own agency',
    async (role) => {
      const res = await h.rest('POST', '/api/users/add/', tokens.AGENCY_HR, person({ role }));
      expect(res.status).toBe(201);
    },
  );

  it.each(['HQ', 'MANAGER_BU', 'AUDITOR', 'HELPDESK'])('AGENCY_HR may not give the role %s', async (role) => {
    const before = await users();
    const res = await h.rest('POST', '/api/users/add/', tokens.AGENCY_HR, person({ role }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ role: ['Эту роль назначить нельзя'] });
    expect(await users()).toBe(before);
  });

  it('AGENCY_HR may not add to another agency', async () => {
    const before = await users();
    const res = await h.rest('POST', '/api/users/add/', tokens.AGENCY_HR, person({ agency: vector }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ agency: ['Можно добавлять пользователей только своего агентства'] });
    expect(await users()).toBe(before);
  });

  it.each(['MANAGER_BU', 'AGENCY_MANAGER', 'COORDINATOR', 'AUDITOR', 'HELPDESK', 'CONSULTANT'] as Role[])(
    '%s is refused with 403',
    async (role) => {
      const before = await users();
      const res = await h.rest('POST', '/api/users/add/', tokens[role], person());
      expect(res).toEqual({ status: 403, body: { detail: 'Извините, у вас нет прав!' } });
      expect(await users()).toBe(before);
    },
  );
});

describe('a user added with a password to change', () => {
  it('logs in, is refused everything but the change, sets a new password by their role, then works', async () => {
    const email = 'first.login@example.com';
    expect(
      (await h.rest('POST', '/api/users/add/', tokens.HQ, person({ email, role: 'COORDINATOR' }))).status,
    ).toBe(201);
    const login = await h.rest('POST', '/api/token/', null, { email, password: 'Abc123' });
    expect(login.body.user.passwordExpired).toBe(true);
    const token = login.body.token;
    const expired = { detail: 'Необходимо сменить пароль', code: 'password_expired' };
    expect(await h.rest('POST', '/api/users/otp/setup/', token)).toEqual({ status: 403, body: expired });
    expect(await h.rest('POST', '/api/devicemodel/', token, {})).toEqual({ status: 403, body: expired });
    const acts = await h.gql(token, '{ activities(first: 1) { totalCount } }');
    expect(acts.errors[0].extensions.code).toBe('PASSWORD_EXPIRED');
    expect((await h.gql(token, `{ profile(id: ${login.body.user.id}) { id } }`)).data.profile).not.toBeNull();

    const change = (body: object, with_ = token) =>
      h.rest('POST', '/api/users/password/change/', with_, body);
    const short = await change({ currentPassword: 'Abc123', password: 'Abcdefgh1234' });
    expect(short.body.errors).toEqual({ password: [passwordRuleMessage(16)] });
    expect((await change({ password: 'Abcdefgh12345678' })).body.errors).toEqual({
      currentPassword: ['Это обязательное поле'],
    });
    expect(await change({ currentPassword: 'wrong', password: 'Abcdefgh12345678' })).toEqual({
      status: 400,
      body: {
        message: 'Проверьте введённые данные',
        errors: { currentPassword: ['Неверный текущий пароль'] },
      },
    });
    const other = (await h.rest('POST', '/api/token/', null, { email, password: 'Abc123' })).body.token;
    const ok = await change({ currentPassword: 'Abc123', password: 'Abcdefgh12345678' });
    expect(ok).toEqual({ status: 200, body: { detail: 'Пароль изменён' } });
    // The change ends the user's other logins and keeps this one.
    expect((await h.rest('POST', '/api/token/verify/', null, { token: other })).status).toBe(401);
    expect((await h.rest('POST', '/api/token/verify/', null, { token })).status).toBe(200);
    // Now answered, no longer refused (a new user's Projects may well be empty: issue 13's scope).
    const projects = await h.gql(token, '{ activities(first: 1) { totalCount } }');
    expect(projects.errors).toBeUndefined();
    expect(typeof projects.data.activities.totalCount).toBe('number');
    const again = await h.rest('POST', '/api/token/', null, { email, password: 'Abcdefgh12345678' });
    expect(again.body.user.passwordExpired).toBe(false);
    expect((await h.rest('POST', '/api/token/logout/', token)).status).toBe(204);
  });
});

describe('POST /api/users/{id}/restore/', () => {
  const idOf = async (email: string) =>
    (await h.pool.query('select id from users where email = $1', [email])).rows[0].id;

  it('HQ sends any user a recovery link; the link works', async () => {
    const email = 'zh.amanova@demo.kz';
    const res = await h.rest('POST', `/api/users/${await idOf(email)}/restore/`, tokens.HQ);
    expect(res).toEqual({ status: 200, body: { detail: 'Ссылка для восстановления пароля отправлена' } });
    const mail = await mailbox.waitFor(email);
    expect(mail.subject).toBe('Восстановление пароля');
    const check = await h.rest('POST', '/api/users/password/recovery/check/', null, {
      token: linkToken(mail, 'passwordRecovery'),
    });
    expect(check).toEqual({ status: 200, body: { passwordMinLength: 12 } });
  });

  it('AGENCY_HR sends one to a user of their agency', async () => {
    const res = await h.rest('POST', `/api/users/${await idOf('agency@demo.kz')}/restore/`, tokens.AGENCY_HR);
    expect(res.status).toBe(200);
    await mailbox.waitFor('agency@demo.kz');
  });

  it('AGENCY_HR is refused for another agency, others always, and nothing is sent', async () => {
    const foreign = await idOf('agency.vector@demo.kz');
    expect((await h.rest('POST', `/api/users/${foreign}/restore/`, tokens.AGENCY_HR)).status).toBe(404);
    for (const role of ['MANAGER_BU', 'AGENCY_MANAGER', 'COORDINATOR', 'CONSULTANT'] as Role[])
      expect((await h.rest('POST', `/api/users/${foreign}/restore/`, tokens[role])).body).toEqual({
        detail: 'Извините, у вас нет прав!',
      });
    await new Promise((r) => setTimeout(r, 300));
    expect(mailbox.mailsTo('agency.vector@demo.kz')).toHaveLength(0);
    expect(await h.count(`select count(*) from password_recovery_tokens where user_id = ${foreign}`)).toBe(0);
  });

  it('answers 404 for an unknown user', async () => {
    expect((await h.rest('POST', '/api/users/999999/restore/', tokens.HQ)).status).toBe(404);
    expect((await h.rest('POST', '/api/users/abc/restore/', tokens.HQ)).status).toBe(404);
  });
});
