import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { QUESTIONNAIRE_MESSAGES as Q } from '../../domain/validation/questionnaire';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { multipartBody } from '../support/zip';
import { diskAreaOf, storedNames } from './fileAreas';
import { withServer } from './harness';

/**
 * The questionnaire of part 1 §3 (issue 23 point 7): self sign-up and the administrator's sign-up
 * carry photo, auto, education, english, passport, passportDate, passportDepartment, address and
 * the four social networks; the profile shows and edits them (own profile), with departments;
 * the photo is judged by its bytes and kept through the storage interface; agencies(region:).
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'questionnaire-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const h = withServer({ config: () => ({ dataDir }) });

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(300, 7)]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const TEXT_AS_JPG = Buffer.from('this is a text file, renamed photo.jpg\n'.repeat(20));

let hash = '';
let almaty = 0;
let promo = 0;
let ip = 0;
const tokens: Record<string, string> = {};
const photos = () => storedNames(diskAreaOf(dataDir, 'photos'));
const users = () => h.count('select count(*) from users');

const ANSWERS = {
  auto: true,
  education: 'HIGHER',
  english: 'INTERMEDIATE',
  passport: 'N12345678',
  passportDate: 1_420_070_400, // 01.01.2015
  passportDepartment: 'МВД РК',
  address: 'г. Алматы, ул. Абая, 1, кв. 2',
  fb: 'https://www.facebook.com/ivanov',
  vk: 'vk.com/ivanov',
  ok: 'https://ok.ru/profile/123',
  instagram: '@ivan.ivanov',
};

const signUp = (over: Record<string, unknown> = {}) => ({
  role: 'CONSULTANT',
  email: `q${++ip}.${Date.now()}@gmail.com`,
  password: 'Abcdefgh1234',
  lastName: 'Анкетова',
  firstName: 'Анна',
  iin: '900101300123',
  city: almaty,
  isAgreementAccepted: true,
  registrationHash: hash,
  birthDate: 631_152_000, // 01.01.1990
  ...ANSWERS,
  ...over,
});

const adminPerson = (over: Record<string, unknown> = {}) => ({
  firstName: 'Пётр',
  lastName: 'Админов',
  midName: 'Петрович',
  email: `a${++ip}.${Date.now()}@example.com`,
  password: 'Abc123',
  iin: '850101300123',
  agency: promo,
  role: 'CONSULTANT',
  isAgreementAccepted: true,
  ...ANSWERS,
  ...over,
});

/** A form as the browser sends it with a photo: text parts (nulls left out) and the file. */
const asForm = (fields: Record<string, unknown>, photo?: { name: string; data: Buffer; type?: string }) =>
  multipartBody(
    Object.fromEntries(
      Object.entries(fields)
        .filter(([, v]) => v != null)
        .map(([k, v]) => [k, String(v)]),
    ),
    photo && { field: 'photo', type: photo.type ?? 'image/jpeg', ...photo },
  );

const post = async (
  url: string,
  token: string | null,
  body: object,
  photo?: Parameters<typeof asForm>[1],
) => {
  const form = photo ? asForm(body as Record<string, unknown>, photo) : null;
  const res = await h.app.inject({
    method: url.endsWith('photo/') ? 'PUT' : 'POST',
    url,
    remoteAddress: `10.9.${Math.floor(ip / 250)}.${ip % 250}`,
    headers: {
      ...(token ? { authorization: `JWT ${token}` } : {}),
      ...(form ? { 'content-type': form.contentType } : {}),
    },
    payload: form ? form.payload : body,
  });
  return { status: res.statusCode, body: res.body ? res.json() : null };
};
const row = async (email: string) =>
  (await h.pool.query('select * from users where lower(email) = lower($1)', [email])).rows[0];
const loginAs = async (email: string) => {
  const res = await h.rest('POST', '/api/token/', null, { email, password: DEMO_PASSWORD });
  return res.body.token as string;
};

beforeAll(async () => {
  const q = async (sql: string) => (await h.pool.query(sql)).rows[0];
  promo = (await q(`select id from agencies where title = 'Промо Старт'`)).id;
  hash = (await q(`select registration_hash from agencies where id = ${promo}`)).registration_hash;
  almaty = (await q(`select id from cities where title = 'Алматы'`)).id;
  for (const role of ['HQ', 'AGENCY_HR', 'AGENCY_MANAGER', 'COORDINATOR', 'CONSULTANT'] as const)
    tokens[role] = await h.login(role);
  tokens.vectorHr = await loginAs('hr.vector@demo.kz');
});

describe('self sign-up carries the whole questionnaire', () => {
  it('stores every answer, shaped: a user name becomes the network’s address, the passport upper case', async () => {
    const body = signUp({ passport: 'n 1234 5678' });
    const res = await post('/api/users/register/', null, body);
    expect(res.status).toBe(201);
    expect(await row(body.email)).toMatchObject({
      auto: true,
      education: 'HIGHER',
      english: 'INTERMEDIATE',
      passport: 'N 1234 5678',
      passport_department: 'МВД РК',
      address: 'г. Алматы, ул. Абая, 1, кв. 2',
      fb: 'https://www.facebook.com/ivanov',
      vk: 'https://vk.com/ivanov',
      ok: 'https://ok.ru/profile/123',
      instagram: 'https://instagram.com/ivan.ivanov',
      photo: null,
      photo_file: null,
    });
    expect((await row(body.email)).passport_date.toISOString()).toBe('2015-01-01T00:00:00.000Z');
  });

  it('keeps a JPEG sent with the form (multipart) through the storage, served from its own address', async () => {
    const body = signUp();
    const before = (await photos()).length;
    const res = await post('/api/users/register/', null, body, { name: 'me.jpg', data: JPEG });
    expect(res.status).toBe(201);
    const user = await row(body.email);
    expect(user.photo_file).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    expect(user.photo).toBe(`/api/user-photos/${user.photo_file}/`);
    expect(user).toMatchObject({ auto: true, english: 'INTERMEDIATE', city_id: almaty });
    expect(await photos()).toHaveLength(before + 1);
    expect(await photos()).toContain(user.photo_file);
  });

  it('refuses a text file renamed .jpg (judged by its bytes, not its name or type): no user, no file', async () => {
    const [before, files] = [await users(), (await photos()).length];
    const res = await post('/api/users/register/', null, signUp(), {
      name: 'photo.jpg',
      data: TEXT_AS_JPG,
      type: 'image/jpeg',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ photo: [Q.photoNotImage] });
    expect(await users()).toBe(before);
    expect(await photos()).toHaveLength(files);
  });

  it('refuses a photo over 5 MB, and says so under the photo', async () => {
    const big = Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024)]);
    const before = await users();
    const res = await post('/api/users/register/', null, signUp(), { name: 'big.jpg', data: big });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ photo: [Q.photoTooLarge] });
    expect(await users()).toBe(before);
  });

  it('answers a bad photo and bad fields in one 400, each under its field', async () => {
    const res = await post('/api/users/register/', null, signUp({ education: 'PHD', firstName: 'Anna' }), {
      name: 'a.png',
      data: TEXT_AS_JPG,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      photo: [Q.photoNotImage],
      education: [Q.choice],
      firstName: ['Поле должно содержать только кирилицу'],
    });
  });

  it('a taken e-mail keeps no photo (the anonymous answer stays the same)', async () => {
    const files = (await photos()).length;
    const res = await post('/api/users/register/', null, signUp({ email: 'consultant@demo.kz' }), {
      name: 'me.png',
      data: PNG,
      type: 'image/png',
    });
    expect(res.status).toBe(201);
    expect(await photos()).toHaveLength(files);
  });
});

/** Each bad answer alone, with its message: the same rules on both sign-ups. */
const BAD: [string, Record<string, unknown>, Record<string, string[]>][] = [
  ['auto not yes or no', { auto: 'maybe' }, { auto: [MESSAGES.mustBeFlag] }],
  ['an education not offered', { education: 'PHD' }, { education: [Q.choice] }],
  ['an English level not offered', { english: 'NATIVE' }, { english: [Q.choice] }],
  ['a passport with other signs', { passport: 'N123-456' }, { passport: [Q.passport] }],
  ['a passport too short', { passport: 'N123' }, { passport: [Q.passport] }],
  [
    'a passport date to come',
    { passportDate: Math.floor(Date.now() / 1000) + 86_400 },
    { passportDate: [Q.passportDateFuture] },
  ],
  [
    'a passport date before birth',
    { passportDate: 600_000_000 },
    { passportDate: [Q.passportDateBeforeBirth] },
  ],
  ['a passport date that is no number', { passportDate: 'вчера' }, { passportDate: [MESSAGES.mustBeNumber] }],
  [
    'an issuer over 255',
    { passportDepartment: 'М'.repeat(256) },
    { passportDepartment: [MESSAGES.tooLong(255)] },
  ],
  ['an address over 500', { address: 'у'.repeat(501) }, { address: [MESSAGES.tooLong(500)] }],
  ['a Facebook address on VK', { fb: 'https://vk.com/ivanov' }, { fb: [Q.social('fb')] }],
  ['a VK address on another host', { vk: 'https://evil.example/vk.com/x' }, { vk: [Q.social('vk')] }],
  ['a script address for OK', { ok: 'javascript:alert(1)' }, { ok: [Q.social('ok')] }],
  ['an Instagram name with spaces', { instagram: 'ivan ivanov' }, { instagram: [Q.social('instagram')] }],
  ['a network’s bare host', { instagram: 'https://instagram.com/' }, { instagram: [Q.social('instagram')] }],
];

describe('each bad answer is refused with 400 under its own field, writing nothing', () => {
  it.each(BAD)('self sign-up: %s', async (_name, over, errors) => {
    const before = await users();
    const res = await post('/api/users/register/', null, signUp(over));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(errors);
    expect(await users()).toBe(before);
  });

  it.each(BAD.filter(([name]) => !name.includes('before birth')))(
    'admin sign-up: %s',
    async (_name, over, errors) => {
      const before = await users();
      const res = await post('/api/users/add/', tokens.AGENCY_HR, adminPerson(over));
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual(errors);
      expect(await users()).toBe(before);
    },
  );

  it('the same rules hold when the form comes as multipart text', async () => {
    const res = await post('/api/users/register/', null, signUp({ english: 'NATIVE', auto: 'maybe' }), {
      name: 'me.jpg',
      data: JPEG,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ english: [Q.choice], auto: [MESSAGES.mustBeFlag] });
  });
});

describe('the administrator’s sign-up carries the questionnaire and the photo', () => {
  it('HR adds a consultant with the photo; a text file named .jpg is refused', async () => {
    const body = adminPerson();
    const res = await post('/api/users/add/', tokens.AGENCY_HR, body, {
      name: 'p.png',
      data: PNG,
      type: 'image/png',
    });
    expect(res.status).toBe(201);
    const user = await row(body.email);
    expect(user.photo_file).toMatch(/\.png$/);
    expect(user).toMatchObject({ passport: 'N12345678', instagram: 'https://instagram.com/ivan.ivanov' });

    const files = (await photos()).length;
    const bad = await post('/api/users/add/', tokens.AGENCY_HR, adminPerson(), {
      name: 'x.jpg',
      data: TEXT_AS_JPG,
    });
    expect(bad).toMatchObject({ status: 400, body: { errors: { photo: [Q.photoNotImage] } } });
    expect(await photos()).toHaveLength(files);
  });
});

const PROFILE = `query ($id: ID!) { profile(id: $id) {
  id photo questionnaireVisible auto education english passport passportDate passportDepartment address
  fb vk ok instagram departments { id type title } } }`;

describe('who reads and edits a questionnaire', () => {
  let newcomer = 0;
  let newcomerEmail = '';
  let photoAddress = '';
  beforeAll(async () => {
    const body = signUp();
    await post('/api/users/register/', null, body, { name: 'me.jpg', data: JPEG });
    const user = await row(body.email);
    newcomer = user.id;
    newcomerEmail = body.email;
    photoAddress = user.photo;
  });

  it('HR of the agency reads the newcomer’s answers and photo (to approve them)', async () => {
    const { data } = await h.gql(tokens.AGENCY_HR, PROFILE, { id: newcomer });
    expect(data.profile).toMatchObject({
      questionnaireVisible: true,
      passport: 'N12345678',
      passportDate: ANSWERS.passportDate,
      english: 'INTERMEDIATE',
      instagram: 'https://instagram.com/ivan.ivanov',
      photo: photoAddress,
      // Nothing links people to departments yet: the list comes from user_departments, empty.
      departments: [],
    });
    const res = await h.app.inject({
      method: 'GET',
      url: photoAddress,
      headers: { authorization: `JWT ${tokens.AGENCY_HR}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.equals(JPEG)).toBe(true);
  });

  it('another agency’s HR reads neither the profile nor the photo; an anonymous caller is asked to log in', async () => {
    const { data } = await h.gql(tokens.vectorHr, PROFILE, { id: newcomer });
    expect(data.profile).toBeNull();
    const res = await h.app.inject({
      method: 'GET',
      url: photoAddress,
      headers: { authorization: `JWT ${tokens.vectorHr}` },
    });
    expect(res.statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: photoAddress })).statusCode).toBe(401);
  });

  it('the agency manager sees the profile but not the questionnaire; a consultant not even the profile', async () => {
    const { data } = await h.gql(tokens.AGENCY_MANAGER, PROFILE, { id: newcomer });
    expect(data.profile).toMatchObject({
      questionnaireVisible: false,
      passport: null,
      address: null,
      auto: null,
    });
    const rest = await h.rest('GET', `/api/users/${newcomer}/`, tokens.AGENCY_MANAGER);
    expect(rest.body).toMatchObject({ questionnaireVisible: false, passport: null, passportDate: null });
    expect((await h.gql(tokens.CONSULTANT, PROFILE, { id: newcomer })).data.profile).toBeNull();
  });

  it('a coordinator sees their consultant’s profile without the questionnaire', async () => {
    const consultant = (await row('consultant@demo.kz')).id;
    await h.pool.query(`update users set passport = 'N7654321' where id = $1`, [consultant]);
    const { data } = await h.gql(tokens.COORDINATOR, PROFILE, { id: consultant });
    expect(data.profile).toMatchObject({
      id: String(consultant),
      questionnaireVisible: false,
      passport: null,
    });
    const own = await h.gql(tokens.CONSULTANT, PROFILE, { id: consultant });
    expect(own.data.profile).toMatchObject({ questionnaireVisible: true, passport: 'N7654321' });
  });

  it('one edits one’s own answers (checked by the same rules) but nobody else’s', async () => {
    const consultant = (await row('consultant@demo.kz')).id;
    const bad = await h.rest('PATCH', `/api/users/${consultant}/`, tokens.CONSULTANT, {
      english: 'NATIVE',
      vk: 'https://ok.ru/x',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ english: [Q.choice], vk: [Q.social('vk')] });
    const { rows: departments } = await h.pool.query(
      'select department_id as id from user_departments where user_id = $1 order by department_id',
      [consultant],
    );
    expect(departments.length).toBeGreaterThan(0);
    const ok = await h.rest('PATCH', `/api/users/${consultant}/`, tokens.CONSULTANT, {
      english: 'FLUENT',
      auto: false,
      vk: '@consultant',
      address: 'г. Алматы, ул. Толе би, 5',
    });
    expect(ok.status).toBe(200);
    // The answers change; the person's departments (the demo gives them one) stay as they were.
    expect(ok.body).toMatchObject({ english: 'FLUENT', auto: false, vk: 'https://vk.com/consultant' });
    expect(ok.body.departments.map((d: { id: number }) => ({ id: Number(d.id) }))).toEqual(
      departments.map((d) => ({ id: Number(d.id) })),
    );
    expect(await row('consultant@demo.kz')).toMatchObject({
      english: 'FLUENT',
      address: 'г. Алматы, ул. Толе би, 5',
    });

    // HR may read the newcomer's questionnaire, never change it; the coordinator neither.
    expect(
      (await h.rest('PATCH', `/api/users/${newcomer}/`, tokens.AGENCY_HR, { english: 'NONE' })).status,
    ).toBe(403);
    expect(
      (await h.rest('PATCH', `/api/users/${consultant}/`, tokens.COORDINATOR, { passport: 'N0000000' }))
        .status,
    ).toBe(403);
    expect((await row(newcomerEmail)).english).toBe('INTERMEDIATE');
  });

  it('one replaces one’s own photo (the old file goes), never another’s; a renamed text file is refused', async () => {
    const consultant = (await row('consultant@demo.kz')).id;
    const first = await post(
      `/api/users/${consultant}/photo/`,
      tokens.CONSULTANT,
      {},
      { name: 'a.png', data: PNG },
    );
    expect(first.status).toBe(200);
    const stored = (await row('consultant@demo.kz')).photo_file;
    expect(first.body.photo).toBe(`/api/user-photos/${stored}/`);
    const second = await post(
      `/api/users/${consultant}/photo/`,
      tokens.CONSULTANT,
      {},
      { name: 'b.jpg', data: JPEG },
    );
    expect(second.status).toBe(200);
    expect(await photos()).not.toContain(stored);

    const files = (await photos()).length;
    const text = await post(
      `/api/users/${consultant}/photo/`,
      tokens.CONSULTANT,
      {},
      { name: 'c.jpg', data: TEXT_AS_JPG },
    );
    expect(text).toMatchObject({ status: 400, body: { errors: { photo: [Q.photoNotImage] } } });
    const other = await post(
      `/api/users/${newcomer}/photo/`,
      tokens.AGENCY_HR,
      {},
      { name: 'd.jpg', data: JPEG },
    );
    expect(other.status).toBe(403);
    expect(await photos()).toHaveLength(files);
    expect((await row(newcomerEmail)).photo).toBe(photoAddress);
  });
});

describe('agencies(region:)', () => {
  const QUERY = 'query ($r: ID) { agencies(region: $r) { totalCount edges { node { id title } } } }';
  const titles = (answer: any) => answer.data.agencies.edges.map((e: any) => e.node.title);
  it('filters the agencies by their region, within the caller’s scope', async () => {
    const region = async (title: string) =>
      (await h.pool.query('select id from regions where title = $1', [title])).rows[0].id;
    const [south, center, southKz] = [
      await region('Алматинский регион'),
      await region('Центральный регион'),
      await region('Южный регион'),
    ];
    expect(titles(await h.gql(tokens.HQ, QUERY, { r: south }))).toEqual(['Промо Старт']);
    expect(titles(await h.gql(tokens.HQ, QUERY, { r: center }))).toEqual(['Вектор Маркетинг']);
    expect(titles(await h.gql(tokens.HQ, QUERY, { r: southKz }))).toEqual([]);
    expect(titles(await h.gql(tokens.HQ, QUERY, {}))).toEqual(['Вектор Маркетинг', 'Промо Старт']);
    expect((await h.gql(tokens.HQ, QUERY, { r: 'x' })).data.agencies.totalCount).toBe(0);
    // HR lists only their own agency, whatever the region asked.
    expect(titles(await h.gql(tokens.AGENCY_HR, QUERY, { r: south }))).toEqual(['Промо Старт']);
    expect(titles(await h.gql(tokens.AGENCY_HR, QUERY, { r: center }))).toEqual([]);
    expect((await h.gql(tokens.CONSULTANT, QUERY, { r: south })).errors[0].extensions.code).toBe('FORBIDDEN');
  });
});
