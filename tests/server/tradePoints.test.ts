import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../domain/roles';
import { withServer } from './harness';

// The trade points page's server (issue 14 point 1): the scoped keyset list, POST /api/spots/create/,
// DELETE /api/spots/{id}/ and GET /api/spots/export/ with its signed five-minute download link.
const h = withServer();
const SECRET = 'test-secret-that-is-long-enough-for-hs256-000';
const tokens = {} as Record<Role, string>;
const ids: Record<string, number> = {};
const one = async (sql: string) => Number((await h.pool.query(sql)).rows[0].id);

const LIST = `query ($search: String, $city: ID, $region: ID, $first: Int, $after: String, $last: Int, $before: String) {
  tradePoints(search: $search, city: $city, region: $region, first: $first, after: $after, last: $last, before: $before) {
    totalCount totalCountKind
    edges { cursor node { id title address searchString customerNumber hasSessions
      city { id title region { id title } } coordinator { id name } } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;
const list = async (role: Role, variables: Record<string, unknown> = {}) => {
  const res = await h.gql(tokens[role], LIST, { first: 100, ...variables });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data.tradePoints;
};
const titles = (page: { edges: { node: { title: string } }[] }) => page.edges.map((e) => e.node.title);
const create = (role: Role, body: Record<string, unknown>) =>
  h.rest('POST', '/api/spots/create/', tokens[role], body);

beforeAll(async () => {
  for (const role of ROLES) tokens[role] = await h.login(role);
  ids.coordinator = await one("select id from users where email = 'coordinator@demo.kz'");
  ids.astanaCoordinator = await one("select id from users where email = 'coordinator.astana@demo.kz'");
  ids.hq = await one("select id from users where email = 'hq@demo.kz'");
  ids.almaty = await one("select id from cities where title = 'Алматы'");
  ids.astana = await one("select id from cities where title = 'Астана'");
  ids.karaganda = await one("select id from cities where title = 'Караганда'");
  ids.center = await one("select id from regions where title = 'Центральный регион'");
  ids.mega = await one("select id from spots where title = 'ТРЦ MEGA Alma-Ata'");
  ids.keruen = await one("select id from spots where title = 'ТРЦ Keruen'");
});

describe('tradePoints: scope, search and paging', () => {
  it('HQ sees every live spot; a coordinator only the spots they keep; other roles are refused', async () => {
    const live = await h.count('select count(*) from spots where removed_at is null');
    const hq = await list('HQ');
    expect(hq.totalCount).toBe(live);
    expect(hq.totalCountKind).toBe('EXACT');
    const theirs = await h.count(`select count(*) from spots where coordinator_id = ${ids.coordinator}`);
    const mine = await list('COORDINATOR');
    expect(theirs).toBeGreaterThan(10);
    expect(mine.totalCount).toBe(theirs);
    expect(mine.edges.every((e: any) => Number(e.node.coordinator.id) === ids.coordinator)).toBe(true);
    expect(titles(mine)).toContain('ТРЦ MEGA Alma-Ata');
    expect(titles(mine)).not.toContain('ТРЦ Keruen');
    expect(titles(mine)).not.toContain('Дьюти-фри аэропорта Алматы'); // HQ's own, in their city
    for (const role of ROLES.filter((r) => r !== 'HQ' && r !== 'COORDINATOR')) {
      const res = await h.gql(tokens[role], LIST, { first: 10 });
      expect(res.errors[0].extensions.code, role).toBe('FORBIDDEN');
      expect(res.data?.tradePoints ?? null).toBeNull();
    }
    expect((await h.gql(null, LIST, { first: 10 })).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('searches the title, address and customer number; filters by city and region', async () => {
    expect(titles(await list('HQ', { search: 'dostyk' }))).toEqual(['Dostyk Plaza']);
    expect(titles(await list('HQ', { search: 'Розыбакиева' }))).toEqual(['ТРЦ MEGA Alma-Ata']);
    const byNumber = await list('HQ', { search: '100412' });
    expect(byNumber.edges.map((e: any) => e.node)).toEqual([
      expect.objectContaining({
        title: 'Магазин «Арзан» на Абая',
        customerNumber: '100412',
        searchString: 'Магазин «Арзан» на Абая пр. Абая, 150 100412',
        city: {
          id: String(ids.almaty),
          title: 'Алматы',
          region: expect.objectContaining({ title: 'Алматинский регион' }),
        },
      }),
    ]);
    expect((await list('HQ', { search: '%' })).totalCount).toBe(0); // taken literally
    expect(titles(await list('COORDINATOR', { search: 'keruen' }))).toEqual([]);
    const astana = await list('HQ', { city: ids.astana });
    expect(astana.edges.every((e: any) => e.node.city.title === 'Астана')).toBe(true);
    expect(titles(astana)).toContain('ТРЦ Keruen');
    const center = await list('HQ', { region: ids.center });
    expect(titles(center).sort()).toEqual(titles(astana).sort());
    const refused = await h.gql(tokens.HQ, LIST, { first: 10, search: 'x'.repeat(101) });
    expect(refused.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('pages forwards and backwards by cursor, newest first, without gaps or repeats', async () => {
    const all = (await list('COORDINATOR')).edges.map((e: any) => Number(e.node.id));
    expect(all).toEqual([...all].sort((a, b) => b - a));
    const forwards: number[] = [];
    let after: string | null = null;
    for (;;) {
      const page: any = await list('COORDINATOR', { first: 4, after });
      forwards.push(...page.edges.map((e: any) => Number(e.node.id)));
      expect(page.pageInfo.hasPreviousPage).toBe(after !== null);
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(forwards).toEqual(all);
    const backwards: number[] = [];
    let before: string | null = null;
    for (;;) {
      const page: any = await list('COORDINATOR', { first: null, last: 4, before });
      backwards.unshift(...page.edges.map((e: any) => Number(e.node.id)));
      if (!page.pageInfo.hasPreviousPage) break;
      before = page.pageInfo.startCursor;
    }
    expect(backwards).toEqual(all);
    const forged = await h.gql(tokens.HQ, LIST, { first: 4, after: 'bm90IGEgY3Vyc29y' });
    expect(forged.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('POST /api/spots/create/', () => {
  it('answers 400 per field, worded as part 2 §8 says', async () => {
    const empty = await create('HQ', {});
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      message: 'Ошибка создания новой точки',
      errors: { title: ['Это обязательное поле'], city: ['Это обязательное поле'] },
    });
    const long = await create('HQ', { title: 'Т'.repeat(101), city: ids.almaty });
    expect(long.body.errors).toEqual({ title: ['Не более 100 символов'] });
    const inactive = await create('HQ', { title: 'Точка', city: ids.karaganda });
    expect(inactive.body.errors).toEqual({ city: ['Выберите активный город из списка'] });
    const noCity = await create('HQ', { title: 'Точка', city: 2147483647 });
    expect(noCity.body.errors).toEqual({ city: ['Выберите активный город из списка'] });
    const taken = await create('HQ', { title: 'Двойник MEGA', customerNumber: ' 100245 ', city: ids.almaty });
    expect(taken.body).toEqual({
      message: 'Ошибка создания новой точки',
      errors: { customerNumber: ['Точка с таким номером клиента уже есть'] },
    });
    const notCoordinator = await create('HQ', { title: 'Точка', city: ids.almaty, coordinator: ids.hq });
    expect(notCoordinator.body.errors).toEqual({ coordinator: ['Выберите супервайзера из списка'] });
    expect(await h.count("select count(*) from spots where title in ('Точка', 'Двойник MEGA')")).toBe(0);
  });

  it('a coordinator’s new point is theirs whatever they send; HQ picks a coordinator or keeps it', async () => {
    const own = await create('COORDINATOR', {
      title: '  Киоск на Арбате ',
      address: 'ул. Жибек Жолы, 40',
      customerNumber: '777001',
      legalName: 'ИП Серикбаев',
      city: ids.almaty,
      coordinator: ids.astanaCoordinator,
    });
    expect(own.status).toBe(201);
    expect(own.body).toMatchObject({
      title: 'Киоск на Арбате',
      customerNumber: '777001',
      city: { id: ids.almaty, region: { title: 'Алматинский регион' } },
      coordinator: { id: ids.coordinator },
      hasSessions: false,
    });
    expect(titles(await list('COORDINATOR', { search: 'арбат' }))).toEqual(['Киоск на Арбате']);
    const forAstana = await create('HQ', {
      title: 'Киоск на Туран',
      city: ids.astana,
      coordinator: ids.astanaCoordinator,
    });
    expect(forAstana.body.coordinator).toMatchObject({ id: ids.astanaCoordinator, name: 'Бекова Сауле' });
    const hqOwn = await create('HQ', { title: 'Склад HQ', city: ids.astana });
    expect(hqOwn.body.coordinator).toBeNull();
    expect(titles(await list('COORDINATOR', { search: 'Туран' }))).toEqual([]);
    expect(titles(await list('HQ', { search: 'Склад HQ' }))).toEqual(['Склад HQ']);
  });

  it.each(ROLES.filter((r) => r !== 'HQ' && r !== 'COORDINATOR'))(
    '%s may not create or delete',
    async (role) => {
      expect((await create(role, { title: 'X', city: ids.almaty })).status).toBe(403);
      expect((await h.rest('DELETE', `/api/spots/${ids.keruen}/`, tokens[role])).status).toBe(403);
      expect((await h.rest('GET', '/api/spots/export/', tokens[role])).status).toBe(403);
    },
  );
});

describe('DELETE /api/spots/{id}/', () => {
  it('deletes a spot without sessions; keeps one with sessions, hidden from the list and the session dialogs', async () => {
    const fresh = await create('COORDINATOR', { title: 'Временная точка', city: ids.almaty });
    expect((await h.rest('DELETE', `/api/spots/${fresh.body.id}/`, tokens.COORDINATOR)).status).toBe(204);
    expect(await h.count(`select count(*) from spots where id = ${fresh.body.id}`)).toBe(0);

    const mega = (await list('COORDINATOR', { search: 'MEGA' })).edges[0].node;
    expect(mega.hasSessions).toBe(true);
    expect((await h.rest('DELETE', `/api/spots/${ids.mega}/`, tokens.COORDINATOR)).status).toBe(204);
    expect(
      await h.count(`select count(*) from spots where id = ${ids.mega} and removed_at is not null`),
    ).toBe(1);
    expect(await h.count(`select count(*) from sessions where spot_id = ${ids.mega}`)).toBeGreaterThan(0);
    expect(titles(await list('HQ', { search: 'MEGA' }))).toEqual([]);
    const offered = await h.gql(
      tokens.COORDINATOR,
      'query ($city: ID!) { planningSpots(city: $city) { id } }',
      {
        city: ids.almaty,
      },
    );
    expect(offered.data.planningSpots.map((s: { id: string }) => Number(s.id))).not.toContain(ids.mega);
    // Its customer number is free again for a live spot.
    expect(
      (await create('HQ', { title: 'Новая MEGA', customerNumber: '100245', city: ids.almaty })).status,
    ).toBe(201);
    expect((await h.rest('DELETE', `/api/spots/${ids.mega}/`, tokens.HQ)).status).toBe(404);
  });

  it('refuses a coordinator another’s spot (404) and leaves it be', async () => {
    expect((await h.rest('DELETE', `/api/spots/${ids.keruen}/`, tokens.COORDINATOR)).status).toBe(404);
    expect((await h.rest('DELETE', '/api/spots/abc/', tokens.COORDINATOR)).status).toBe(404);
    expect(await h.count(`select count(*) from spots where id = ${ids.keruen} and removed_at is null`)).toBe(
      1,
    );
  });
});

describe('GET /api/spots/export/', () => {
  const download = async (url: string) => {
    const res = await h.app.inject({ method: 'GET', url });
    return { status: res.statusCode, headers: res.headers, text: res.body };
  };

  it('answers a short-lived link to the CSV of the viewer’s whole scope, formula-safe', async () => {
    await create('COORDINATOR', {
      title: '=HYPERLINK("http://x")',
      address: 'ул. Абая; 1',
      city: ids.almaty,
    });
    const res = await h.rest('GET', '/api/spots/export/?timeZone=Asia/Almaty', tokens.COORDINATOR);
    expect(res.status).toBe(200);
    expect(res.body.download_url).toMatch(/^\/api\/spots\/export\/download\/\?token=/);
    const file = await download(res.body.download_url);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe('attachment; filename="trade-points.csv"');
    expect(
      file.text.startsWith(
        '\uFEFFНазвание;Адрес;Номер клиента;Город;Юридическое название;Широта;Долгота;E-mail супервайзера\r\n',
      ),
    ).toBe(true);
    const lines = file.text.trim().split('\r\n').slice(1);
    const theirs = await h.count(
      `select count(*) from spots where coordinator_id = ${ids.coordinator} and removed_at is null`,
    );
    expect(lines).toHaveLength(theirs);
    expect(lines[0]).toMatch(/^'=HYPERLINK\(""http:\/\/x""\)|^"'=HYPERLINK/);
    expect(lines[0]).toContain('"ул. Абая; 1"');
    // The upload's own columns: the supervisor by e-mail (the file uploads again unchanged).
    expect(file.text).toMatch(
      /\r\nDostyk Plaza;пр\. Достык, 111;100311;Алматы;ТОО «Достык Плаза»;[\d.]*;[\d.]*;coordinator@demo\.kz\r\n/,
    );
    expect(file.text).not.toContain('ТРЦ Keruen');
    const hq = await download((await h.rest('GET', '/api/spots/export/', tokens.HQ)).body.download_url);
    expect(hq.text.trim().split('\r\n')).toHaveLength(
      1 + (await h.count('select count(*) from spots where removed_at is null')),
    );
  });

  it('refuses an expired, forged, foreign or missing link', async () => {
    const sign = (secret: string, sub: number, exp: number | string, audience = 'spots-export') =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(sub))
        .setAudience(audience)
        .setExpirationTime(exp)
        .sign(new TextEncoder().encode(secret));
    const url = (token: string) => `/api/spots/export/download/?token=${encodeURIComponent(token)}`;
    const refused = { detail: 'Ссылка на скачивание недействительна или истекла' };
    const expired = await sign(SECRET, ids.hq, Math.floor(Date.now() / 1000) - 10);
    const forged = await sign('another-secret-that-is-long-enough-for-hs256', ids.hq, '5m');
    const otherUse = await sign(SECRET, ids.hq, '5m', 'otp-ticket');
    const auditor = await one("select id from users where role = 'AUDITOR' limit 1");
    const wrongRole = await sign(SECRET, auditor, '5m');
    for (const token of [expired, forged, otherUse, wrongRole, 'garbage']) {
      const res = await download(url(token));
      expect(res.status).toBe(403);
      expect(JSON.parse(res.text)).toEqual(refused);
    }
    expect((await download('/api/spots/export/download/')).status).toBe(403);
    // Signed with our key but naming no login, or another user's: refused too.
    expect((await download(url(await sign(SECRET, ids.hq, '5m')))).status).toBe(403);
    const { jti } = JSON.parse(Buffer.from(tokens.HQ.split('.')[1], 'base64url').toString('utf8'));
    const borrowed = await new SignJWT({ sid: jti })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(ids.coordinator))
      .setAudience('spots-export')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(SECRET));
    expect((await download(url(borrowed))).status).toBe(403);
    expect((await h.rest('GET', '/api/spots/export/', null)).status).toBe(401);
  });

  it('stops working when the login that made it logs out', async () => {
    const login = await h.login('COORDINATOR');
    const other = await h.login('COORDINATOR');
    const link = (await h.rest('GET', '/api/spots/export/', login)).body.download_url;
    const kept = (await h.rest('GET', '/api/spots/export/', other)).body.download_url;
    expect((await download(link)).status).toBe(200);
    expect((await h.rest('POST', '/api/token/logout/', login)).status).toBe(204);
    const after = await download(link);
    expect(after.status).toBe(403);
    expect(JSON.parse(after.text)).toEqual({ detail: 'Ссылка на скачивание недействительна или истекла' });
    // The same user's other login, and its links, go on.
    expect((await download(kept)).status).toBe(200);
  });
});
