import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { passwordRuleMessage } from '../../domain/validation/password';
import { allowedDomainsMessage } from '../../domain/validation/signUp';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { withServer } from './harness';
import { linkToken, startMailbox } from './mail';

const mailbox = await startMailbox();
const EXEMPT = 'exempt-link-for-tests';
// Hooks run in reverse: the mailbox closes after the app (and its mail queue) has stopped.
afterAll(() => mailbox.close());
const h = withServer({ config: () => ({ smtpUrl: mailbox.url, iinExemptRegistrationHash: EXEMPT }) });

const PUBLIC = [
  'gmail.com',
  'mail.ru',
  'yandex.ru',
  'yandex.kz',
  'inbox.ru',
  'list.ru',
  'bk.ru',
  'icloud.com',
  'outlook.com',
];
const ALLOWED = [...PUBLIC, 'bat.com', 'demo.kz'];
let open = '';
let closed = '';
let almaty = 0;
let karaganda = 0;
let ip = 0;

/** Each sign-up from its own address, so that the per-IP limit stays out of the way but for its own test. */
const register = async (
  body: object,
  from = `10.1.${Math.floor(++ip / 250)}.${ip % 250}`,
  token: string | null = null,
) => {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/users/register/',
    payload: body,
    remoteAddress: from,
    headers: token ? { authorization: `JWT ${token}` } : {},
  });
  return { status: res.statusCode, body: res.json() };
};
const idOf = async (email: string) =>
  (await h.pool.query('select id from users where email = $1', [email])).rows[0]?.id as number;
const valid = (over: object = {}) => ({
  role: 'CONSULTANT',
  email: `c${ip}.${Date.now()}@gmail.com`,
  password: 'Abcdefgh1234',
  lastName: 'Иванов',
  firstName: 'Иван',
  midName: 'Иванович',
  iin: '900101300123',
  city: almaty,
  isAgreementAccepted: true,
  registrationHash: open,
  birthDate: 631152000,
  gender: 1,
  phone: '+7 701 000 00 00',
  ...over,
});
const users = () => h.count('select count(*) from users');

beforeAll(async () => {
  const q = async (sql: string) => (await h.pool.query(sql)).rows[0];
  open = (await q(`select registration_hash from agencies where title = 'Промо Старт'`)).registration_hash;
  await h.pool.query(
    `update agencies set registration_hash = '${EXEMPT}', is_reg_opened = true where title = 'Вектор Маркетинг'`,
  );
  closed = (
    await q(
      `insert into agencies (title, registration_hash) values ('Закрыто', 'closed-hash') returning registration_hash`,
    )
  ).registration_hash;
  almaty = (await q(`select id from cities where title = 'Алматы'`)).id;
  karaganda = (await q(`select id from cities where title = 'Караганда'`)).id;
});

describe('the options of a registration link', () => {
  it('answers the agency, the domains, the IIN rule and the active cities', async () => {
    const res = await h.rest('GET', `/api/users/register/options/?registrationHash=${open}`, null);
    expect(res.status).toBe(200);
    expect(res.body.agency).toMatchObject({ title: 'Промо Старт', isRegOpened: true });
    expect(res.body.corporateDomains).toEqual(['bat.com', 'demo.kz']);
    expect(res.body.allowedDomains).toEqual(ALLOWED);
    expect(res.body.iinRequired).toBe(true);
    const titles = res.body.cities.map((c: any) => c.title);
    expect(titles).toContain('Алматы');
    expect(titles).not.toContain('Караганда');
  });

  it('says no IIN is needed on the exempt link', async () => {
    const res = await h.rest('GET', `/api/users/register/options/?registrationHash=${EXEMPT}`, null);
    expect(res.body.iinRequired).toBe(false);
  });

  it.each([
    ['closed', () => closed],
    ['unknown', () => 'no-such-hash'],
    ['empty', () => ''],
  ])('a %s link: 404 with the closed-registration message', async (_name, hash) => {
    const res = await h.rest('GET', `/api/users/register/options/?registrationHash=${hash()}`, null);
    expect(res).toEqual({ status: 404, body: { detail: 'Регистрация сейчас закрыта' } });
  });

  it('GraphQL agencies(registrationHash) is public and shows whether registration is open', async () => {
    const query =
      'query ($h: String) { agencies(registrationHash: $h) { totalCount edges { node { id title logo phone isRegOpened } } } }';
    const one = await h.gql(null, query, { h: open });
    expect(one.data.agencies.edges.map((e: any) => e.node.title)).toEqual(['Промо Старт']);
    const shut = await h.gql(null, query, { h: closed });
    expect(shut.data.agencies.edges[0].node.isRegOpened).toBe(false);
    expect((await h.gql(null, query, { h: 'nope' })).data.agencies.totalCount).toBe(0);
    expect((await h.gql(null, query)).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await h.gql(await h.login('HQ'), query)).data.agencies.totalCount).toBe(3);
    const own = await h.gql(await h.login('AGENCY_HR'), query);
    expect(own.data.agencies.edges.map((e: any) => e.node.title)).toEqual(['Промо Старт']);
    expect((await h.gql(await h.login('CONSULTANT'), query)).errors[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('POST /api/users/register/: each rule of part 1 §5 alone', () => {
  const CYR = 'Поле должно содержать только кирилицу';
  it.each([
    ['a Latin first name', { firstName: 'Ivan' }, { firstName: [CYR] }],
    ['a Latin last name', { lastName: 'Ivanov' }, { lastName: [CYR] }],
    ['a Latin middle name', { midName: 'Ivanovich' }, { midName: [CYR] }],
    ['no first name', { firstName: '' }, { firstName: ['Это обязательное поле'] }],
    ['no last name', { lastName: undefined }, { lastName: ['Это обязательное поле'] }],
    ['no e-mail', { email: '' }, { email: ['Это обязательное поле'] }],
    ['an invalid e-mail', { email: 'not-an-email' }, { email: ['Укажите валидный Email.'] }],
    ['a domain not allowed', { email: 'me@example.org' }, { email: [allowedDomainsMessage(ALLOWED)] }],
    [
      'a supervisor with a public domain',
      { role: 'COORDINATOR', email: 'sv@gmail.com', password: 'Abcdefgh12345678' },
      { email: ['Укажите корпоративную почту'] },
    ],
    ['no password', { password: '' }, { password: ['Это обязательное поле'] }],
    ['a consultant password of 11', { password: 'Abcdefgh123' }, { password: [passwordRuleMessage(12)] }],
    [
      'a supervisor password of 15',
      { role: 'COORDINATOR', email: 'sv@bat.com', password: 'Abcdefgh1234567' },
      { password: [passwordRuleMessage(16)] },
    ],
    ['a password without a digit', { password: 'Abcdefghijklm' }, { password: [passwordRuleMessage(12)] }],
    [
      'a password without an uppercase letter',
      { password: 'abcdefgh12345' },
      { password: [passwordRuleMessage(12)] },
    ],
    ['an IIN with letters', { iin: '9001O1' }, { iin: ['ИИН должен состоять из цифр'] }],
    ['no IIN', { iin: '' }, { iin: ['Это обязательное поле'] }],
    ['no city', { city: null }, { city: ['Это обязательное поле'] }],
    [
      'the agreement not accepted',
      { isAgreementAccepted: false },
      { isAgreementAccepted: ['Это обязательное поле'] },
    ],
    ['no role', { role: '' }, { role: ['Это обязательное поле'] }],
    ['a role sign-up does not offer', { role: 'HQ' }, { role: ['Выберите роль из списка'] }],
  ])('refuses %s, writing nothing', async (_name, over, errors) => {
    const before = await users();
    const res = await register(valid(over));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(errors);
    expect(await users()).toBe(before);
  });

  it('refuses an inactive city', async () => {
    const before = await users();
    const res = await register(valid({ city: karaganda }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ city: ['Выбранное значение не существует'] });
    expect(await users()).toBe(before);
  });

  it.each([
    ['closed', () => closed],
    ['unknown', () => 'no-such-hash'],
  ])('refuses a %s registration', async (_n, hash) => {
    const before = await users();
    const res = await register(valid({ registrationHash: hash() }));
    expect(res).toEqual({
      status: 400,
      body: {
        message: 'Регистрация сейчас закрыта',
        errors: { registrationHash: ['Регистрация сейчас закрыта'] },
      },
    });
    expect(await users()).toBe(before);
  });

  it('does not tell an anonymous caller that an e-mail is taken: the same answer, a mail to its owner', async () => {
    const before = await users();
    const fresh = await register(valid({ email: 'fresh.one@gmail.com' }));
    const res = await register(valid({ email: 'Consultant@Demo.kz' }));
    expect(res).toEqual(fresh);
    expect(res).toEqual({ status: 201, body: { detail: MESSAGES.signUpAccepted } });
    expect(await users()).toBe(before + 1);
    const mail = await mailbox.waitFor('consultant@demo.kz');
    expect(mail.subject).toBe('Попытка регистрации с вашим адресом');
    expect(mail.body).toContain('http://app.test/passwordRecovery');
  });

  it('tells an administrator signing someone up that the e-mail is taken, in any case', async () => {
    const before = await users();
    const agency = (await h.pool.query(`select id from agencies where title = 'Промо Старт'`)).rows[0].id;
    const res = await register(
      valid({ email: 'Consultant@Demo.kz', agency }),
      undefined,
      await h.login('HQ'),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ email: ['Пользователь с таким email уже существует'] });
    expect(await users()).toBe(before);
  });
});

describe('a valid sign-up', () => {
  it('creates an unapproved user of the agency and mails a verification link that works once', async () => {
    const email = 'new.consultant@gmail.com';
    const res = await register(valid({ email }));
    expect(res.status).toBe(201);
    const { rows } = await h.pool.query(
      'select u.*, a.title from users u join agencies a on a.id = u.agency_id where u.id = $1',
      [await idOf(email)],
    );
    expect(rows[0]).toMatchObject({
      email,
      title: 'Промо Старт',
      verified_by_agency: null,
      email_verified_at: null,
      iin: '900101300123',
      gender: 1,
      role: 'CONSULTANT',
    });
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
    expect(rows[0].birth_date.getTime()).toBe(631152000 * 1000);

    const mail = await mailbox.waitFor(email);
    expect(mail.subject).toBe('Подтвердите адрес электронной почты');
    const token = linkToken(mail, 'emailVerification');
    expect(rows[0].email_verification_hash).not.toBe(token);
    const first = await h.rest('POST', '/api/users/email/verify/', null, { verificationHash: token });
    expect(first).toEqual({ status: 200, body: { detail: 'Адрес электронной почты подтверждён' } });
    expect(
      await h.count(
        `select count(*) from users where id = ${await idOf(email)} and email_verified_at is not null`,
      ),
    ).toBe(1);
    const again = await h.rest('POST', '/api/users/email/verify/', null, { verificationHash: token });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      message: 'Ссылка недействительна или уже использована',
      errors: { verificationHash: ['Ссылка недействительна или уже использована'] },
    });
    expect(
      (await h.rest('POST', '/api/users/email/verify/', null, { verificationHash: 'f'.repeat(64) })).status,
    ).toBe(400);
  });

  it('logs the new user in, but their profile is inactive until the agency approves it', async () => {
    const email = 'inactive.one@mail.ru';
    expect((await register(valid({ email, password: DEMO_PASSWORD }))).status).toBe(201);
    const login = await h.rest('POST', '/api/token/', null, { email, password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.user.verifiedByAgency).toBeNull();
    const token = login.body.token;
    const inactive = { detail: 'Ваш профиль не активен, свяжитесь с агентством' };
    expect(await h.rest('GET', '/api/users/1/restore/', token)).toMatchObject({ status: 404 });
    expect(await h.rest('POST', '/api/devicemodel/', token, { model: 'X' })).toEqual({
      status: 403,
      body: inactive,
    });
    const gql = await h.gql(token, `{ profile(id: ${login.body.user.id}) { id } }`);
    expect(gql.errors[0]).toMatchObject({
      message: inactive.detail,
      extensions: { code: 'PROFILE_INACTIVE' },
    });
    expect((await h.rest('POST', '/api/token/verify/', null, { token })).status).toBe(200);
    expect((await h.rest('POST', '/api/users/otp/setup/', token)).status).toBe(200);
    await h.pool.query(`update users set verified_by_agency = true where email = '${email}'`);
    expect((await h.gql(token, `{ profile(id: ${login.body.user.id}) { id } }`)).data.profile.id).toBe(
      String(login.body.user.id),
    );
  });

  it('a supervisor signs up with a corporate address and a 16-character password', async () => {
    const res = await register(
      valid({ role: 'COORDINATOR', email: 'new.sv@bat.com', password: 'Abcdefgh12345678' }),
    );
    expect(res.status).toBe(201);
  });

  it('on the exempt link the IIN is neither required nor stored', async () => {
    const a = await register(valid({ registrationHash: EXEMPT, iin: undefined, email: 'no.iin@yandex.kz' }));
    const b = await register(valid({ registrationHash: EXEMPT, iin: 'abc', email: 'no.iin2@yandex.kz' }));
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(await h.count(`select count(*) from users where email like 'no.iin%' and iin is null`)).toBe(2);
  });

  it('answers 429 after 10 sign-ups from one address within an hour', async () => {
    const from = '192.0.2.7';
    for (let i = 0; i < 10; i++) expect((await register(valid({ firstName: 'X' }), from)).status).toBe(400);
    const res = await register(valid(), from);
    expect(res).toEqual({ status: 429, body: { detail: 'Слишком много попыток. Повторите позже' } });
  });
});

describe("an administrator's agency choice on the sign-up page", () => {
  const agencyOf = async (id: number) =>
    (
      await h.pool.query(
        'select a.title from users u join agencies a on a.id = u.agency_id where u.id = $1',
        [id],
      )
    ).rows[0].title;
  let vector = 0;
  beforeAll(async () => {
    vector = (await h.pool.query(`select id from agencies where title = 'Вектор Маркетинг'`)).rows[0].id;
  });

  it('HQ may sign a user up into any agency', async () => {
    const res = await register(valid({ agency: vector }), undefined, await h.login('HQ'));
    expect(res.status).toBe(201);
    expect(await agencyOf(res.body.id)).toBe('Вектор Маркетинг');
  });

  it("an agency's HR only into their own: another agency is refused and nothing is stored", async () => {
    const before = await users();
    const res = await register(valid({ agency: vector }), undefined, await h.login('AGENCY_HR'));
    expect(res).toEqual({
      status: 400,
      body: expect.objectContaining({
        errors: { agency: ['Можно добавлять пользователей только своего агентства'] },
      }),
    });
    expect(await users()).toBe(before);
  });

  it('an unknown agency is refused for an administrator', async () => {
    const res = await register(valid({ agency: 999999 }), undefined, await h.login('HQ'));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ agency: ['Выбранное значение не существует'] });
  });

  it("anyone else's choice is ignored: the link's agency decides", async () => {
    const first = valid({ agency: vector, email: 'choice.one@gmail.com' });
    const anonymous = await register(first);
    expect(anonymous.status).toBe(201);
    expect(await agencyOf(await idOf(first.email))).toBe('Промо Старт');
    const second = valid({ agency: vector, email: 'choice.two@gmail.com' });
    await register(second, undefined, await h.login('CONSULTANT'));
    expect(await agencyOf(await idOf(second.email))).toBe('Промо Старт');
  });
});
