import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { withServer } from './harness';

/** Issue 10 point 2: the cases the hostile test found, each answered 400 (or 404), never 500. */
const h = withServer();
let hq: string;

beforeAll(async () => {
  hq = await h.login('HQ');
});

const raw = (url: string, payload: string, contentType: string, token: string | null = hq) =>
  h.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': contentType, ...(token ? { authorization: `JWT ${token}` } : {}) },
  });

describe('malformed input', () => {
  it("refuses a brand's segment given as a list instead of saving its first item", async () => {
    const res = await h.rest('POST', '/api/brand/', hq, { title: 'Список', segment: [1, 2] });
    expect(res).toMatchObject({ status: 400, body: { errors: { segment: ['Должно быть числом'] } } });
    expect(await h.count(`select count(*) from brands where title = 'Список'`)).toBe(0);
  });

  it('refuses text given as an object or a list, with the field named', async () => {
    const res = await h.rest('POST', '/api/brand/', hq, { title: { a: 1 }, segment: 1 });
    expect(res).toMatchObject({ status: 400, body: { errors: { title: ['Ожидается текст'] } } });
    const login = await h.rest('POST', '/api/token/', null, { email: ['hq@demo.kz'], password: 'x' });
    expect(login).toMatchObject({ status: 400, body: { errors: { email: ['Ожидается текст'] } } });
  });

  it('refuses ids above 2^31 - 1 in bodies, paths and GraphQL arguments', async () => {
    const body = await h.rest('POST', '/api/brand/', hq, { title: 'Большой', segment: 2 ** 31 });
    expect(body).toMatchObject({
      status: 400,
      body: { errors: { segment: ['Выбранное значение не существует'] } },
    });
    expect((await h.rest('PATCH', '/api/brand/2147483648/', hq, { title: 'x' })).status).toBe(404);
    expect((await h.rest('DELETE', '/api/brand/99999999999999999999/', hq)).status).toBe(404);
    const gql = await h.gql(hq, '{ deviceModel(id: "99999999999") { id } profile(id: "2147483648") { id } }');
    expect(gql.errors ?? []).not.toContainEqual(
      expect.objectContaining({ extensions: { code: 'INTERNAL_SERVER_ERROR' } }),
    );
  });

  it('refuses NUL characters anywhere in the body, the path or the query', async () => {
    const res = await h.rest('POST', '/api/brand/', hq, { title: 'a\u0000b', segment: 1 });
    expect(res).toMatchObject({ status: 400, body: { errors: { title: ['Недопустимые символы'] } } });
    expect((await h.rest('PATCH', '/api/brand/1%00/', hq, { title: 'x' })).status).toBe(400);
    const search = await h.gql(
      hq,
      'query($s: String) { brands(first: 5, title_Icontains: $s) { totalCount } }',
      {
        s: '\u0000',
      },
    );
    expect(JSON.stringify(search)).not.toContain('INTERNAL_SERVER_ERROR');
  });

  it('answers 400, not 500, to null inside lists (issue 22 point 4)', async () => {
    const sticks = { filterType: 'EVERY_IN_LIST', items: null };
    const action = await h.rest('POST', '/api/actions/', hq, { title: 'Пусто', mustHaveSticksList: sticks });
    expect(action).toMatchObject({
      status: 400,
      body: { errors: { 'mustHaveSticksList.items': [MESSAGES.required] } },
    });
    const item = { filterType: 'EVERY_IN_LIST', items: [null] };
    const nullItem = await h.rest('POST', '/api/actions/', hq, { title: 'Пусто', grantSticksList: item });
    expect(nullItem).toMatchObject({
      status: 400,
      body: { errors: { 'grantSticksList.items[0]': [MESSAGES.required] } },
    });
    const consultant = await h.login('CONSULTANT');
    const pings = await h.rest('POST', '/api/field/sessions/1/positions/', consultant, { pings: [null] });
    expect(pings).toMatchObject({ status: 400, body: { errors: { 'pings[0]': [MESSAGES.required] } } });
    expect(await h.count(`select count(*) from actions where title = 'Пусто'`)).toBe(0);
  });

  it('refuses numbers, flags and objects where text is expected instead of storing them as text', async () => {
    const created = await h.rest('POST', '/api/brand/', hq, { title: 123, segment: 1 });
    expect(created).toMatchObject({ status: 400, body: { errors: { title: [MESSAGES.mustBeText] } } });
    expect(await h.count(`select count(*) from brands where title = '123'`)).toBe(0);
    const brand = (await h.rest('POST', '/api/brand/', hq, { title: 'Текстовый', segment: 1 })).body.id;
    for (const title of [123, true, 1e300, { a: 1 }]) {
      const patched = await h.rest('PATCH', `/api/brand/${brand}/`, hq, { title });
      expect(patched).toMatchObject({ status: 400, body: { errors: { title: [MESSAGES.mustBeText] } } });
    }
    const action = await h.rest('POST', '/api/actions/', hq, { title: 7 });
    expect(action).toMatchObject({ status: 400, body: { errors: { title: [MESSAGES.mustBeText] } } });
    // Text inside lists too, and a number given as text still counts as a number.
    const kit = await h.rest('POST', '/api/interviewkit/', hq, {
      title: 'Опрос',
      questions: [{ text: 42, isOpen: true }],
    });
    expect(kit).toMatchObject({
      status: 400,
      body: { errors: { 'questions[0].text': [MESSAGES.mustBeText] } },
    });
    expect((await h.rest('POST', '/api/brand/', hq, { title: 'Сегмент текстом', segment: '1' })).status).toBe(
      201,
    );
  });

  it('refuses text that is not valid UTF-8: lone surrogates, replaced bytes, NUL', async () => {
    for (const title of ['a\ud800b', 'a\udfffb', 'a\ufffdb', 'a\u0000b']) {
      const res = await h.rest('POST', '/api/brand/', hq, { title, segment: 1 });
      expect(res).toMatchObject({ status: 400, body: { errors: { title: [MESSAGES.forbiddenCharacters] } } });
    }
    const bytes = Buffer.concat([
      Buffer.from('{"title":"a'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('b","segment":1}'),
    ]);
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/brand/',
      payload: bytes,
      headers: { 'content-type': 'application/json', authorization: `JWT ${hq}` },
    });
    expect(res.statusCode).toBe(400);
    expect(await h.count(`select count(*) from brands where title like 'a%b'`)).toBe(0);
    // A pair of surrogates is one character (an emoji), and text.
    expect((await h.rest('POST', '/api/brand/', hq, { title: 'Смайл 😀', segment: 1 })).status).toBe(201);
  });

  it('refuses out-of-range dates and e-mails over 254 characters', async () => {
    const token = await h.login('CONSULTANT');
    const me = (await h.pool.query(`select id from users where email = 'consultant@demo.kz'`)).rows[0].id;
    const res = await h.rest('PATCH', `/api/users/${me}/`, token, { birthDate: -1e15 });
    expect(res.status).toBe(400);
    const long = `${'a'.repeat(300)}@demo.kz`;
    expect((await h.rest('POST', '/api/token/', null, { email: long, password: 'x' })).status).toBe(400);
    expect((await h.rest('POST', '/api/users/password/recovery/', null, { email: long })).status).toBe(400);
  });

  it('refuses a long list quickly: 20,000 program limits', async () => {
    const limits = Array.from({ length: 20_000 }, () => ({ limitsInside: 1, limitsInsidePeriod: 'DAY' }));
    const started = Date.now();
    const res = await h.rest('POST', '/api/program/', hq, { title: 'Много', programId: 'MANY:1', limits });
    expect(res.status).toBe(400);
    expect(Date.now() - started).toBeLessThan(1000);
    const hundredOne = limits.slice(0, 101);
    const few = await h.rest('POST', '/api/program/', hq, {
      title: 'Много',
      programId: 'MANY:1',
      limits: hundredOne,
    });
    expect(few).toMatchObject({ status: 400, body: { errors: { limits: ['Не более 100 элементов'] } } });
  });

  it('answers 400 to multipart bodies busboy cannot read', async () => {
    const noBoundary = await raw('/api/media/', '--x\r\n', 'multipart/form-data');
    expect(noBoundary.statusCode).toBe(400);
    const cut = await raw(
      '/api/media/',
      '--x\r\nContent-Disposition: form-data; name="zipFile"; filename="a.zip"\r\n\r\nPK',
      'multipart/form-data; boundary=x',
    );
    expect(cut.statusCode).toBe(400);
    expect(await h.count('select count(*) from media')).toBeGreaterThanOrEqual(0);
  });

  it('answers 400 to a body that is not JSON or too deep', async () => {
    expect((await raw('/api/brand/', '{"title": ', 'application/json')).statusCode).toBe(400);
    let deep: unknown = 'leaf';
    for (let i = 0; i < 50; i++) deep = { a: deep };
    expect(
      (await h.rest('POST', '/api/brand/', hq, { title: 'Глубокий', segment: 1, extra: deep })).status,
    ).toBe(400);
  });
});
