import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_BULK_MESSAGES } from '../../domain/validation/sessionsBulk';
import { tokensFor } from './catalogSupport';
import { withServer } from './harness';

// The sessions list, sessions-search and their CSV export (issue 12 points 1 and 2): scope in SQL,
// never DELETED, free text through pg_trgm, every matching row in the file.
const h = withServer();
const tokens = tokensFor(h);

const ids: Record<string, number> = {};
const one = async (sql: string) => Number((await h.pool.query(sql)).rows[0].id);

const LIST = `query ($first: Int, $after: String, $status_In: [String!], $search: String, $city: ID, $region: ID,
  $spot: ID, $consultant: ID, $activity: ID, $orderBy: String) {
  sessions(first: $first, after: $after, status_In: $status_In, search: $search, city: $city, region: $region,
    spot: $spot, consultant: $consultant, activity: $activity, orderBy: $orderBy) {
    edges { node { id status startTime consultant { id firstName lastName } spot { title address customerNumber }
      city { id } } }
    pageInfo { hasNextPage endCursor } } }`;

type Node = {
  id: string;
  status: string;
  startTime: number | null;
  consultant: { id: string; firstName: string; lastName: string };
  spot: { title: string; address: string | null; customerNumber: string | null } | null;
  city: { id: string } | null;
};

/** Every row of the list as the browser pages through it (1000 a page). */
const all = async (token: string, variables: Record<string, unknown> = {}) => {
  const nodes: Node[] = [];
  let after: string | null = null;
  for (;;) {
    const res = await h.gql(token, LIST, { first: 1000, after, ...variables });
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    nodes.push(...res.data.sessions.edges.map((e: { node: Node }) => e.node));
    if (!res.data.sessions.pageInfo.hasNextPage) return nodes;
    after = res.data.sessions.pageInfo.endCursor;
  }
};

const exportCsv = (token: string, variables: Record<string, unknown>) =>
  h.app.inject({
    method: 'POST',
    url: '/api/export/',
    headers: { authorization: `JWT ${token}` },
    payload: { resource: 'sessions', variables, fileName: 'sessions', timeZone: 'Asia/Almaty' },
  });

const csvRows = (text: string) => {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).split('\r\n');
  expect(lines.pop()).toBe('');
  return { header: lines[0].split(';'), rows: lines.slice(1).map((l) => l.split(';')) };
};

const teamOf = async (email: string) =>
  (
    await h.pool.query(`select id from users where manager_id = (select id from users where email = $1)`, [
      email,
    ])
  ).rows.map((r) => String(r.id));

beforeAll(async () => {
  ids.maria = await one("select id from users where email = 'm.ivanova@demo.kz'");
  ids.astana = await one("select id from users where email = 'a.kuznetsov@demo.kz'");
  ids.almaty = await one("select id from cities where title = 'Алматы'");
  ids.astanaCity = await one("select id from cities where title = 'Астана'");
  ids.mega = await one("select id from spots where title = 'ТРЦ MEGA Alma-Ata'");
  ids.keruen = await one("select id from spots where title = 'ТРЦ Keruen'");
  ids.spring = await one("select id from activities where title = 'glo hyper: весенняя кампания'");
  // A long list: 1,500 past sessions of Maria's (more than one export page), 40 of them DELETED.
  await h.pool.query(
    `insert into sessions (consultant_id, activity_id, spot_id, city_id, status, planned_start_time, planned_end_time,
       start_time, stop_time)
     select $1, $2, $3, $4, case when g <= 40 then 'DELETED' else 'COMPLETED' end,
       now() - (g || ' hours')::interval - interval '400 days', now() - (g || ' hours')::interval - interval '399 days',
       now() - (g || ' hours')::interval - interval '400 days', now() - (g || ' hours')::interval - interval '399 days'
     from generate_series(1, 1500) g`,
    [ids.maria, ids.spring, ids.mega, ids.almaty],
  );
});

describe('the sessions list by role', () => {
  it('scopes each role in SQL: coordinator their team, agency manager their agency, MANAGER_BU their region', async () => {
    const team = await teamOf('coordinator@demo.kz');
    const mine = await all(tokens.COORDINATOR, { status_In: null });
    expect(mine.length).toBeGreaterThan(1400);
    expect(mine.every((s) => team.includes(s.consultant.id))).toBe(true);
    expect(mine.some((s) => s.status === 'DELETED')).toBe(false);

    const agency = await all(tokens.AGENCY_MANAGER);
    const agencyUsers = (
      await h.pool.query(
        `select id from users where agency_id = (select agency_id from users where email = 'agency@demo.kz')`,
      )
    ).rows.map((r) => String(r.id));
    expect(agency.length).toBeGreaterThan(0);
    expect(agency.every((s) => agencyUsers.includes(s.consultant.id))).toBe(true);
    expect(agency.some((s) => s.consultant.id === String(ids.astana))).toBe(false);

    const region = await all(tokens.MANAGER_BU);
    const regionUsers = (
      await h.pool.query(
        `select id from users where region_id = (select region_id from users where email = 'bu@demo.kz')`,
      )
    ).rows.map((r) => String(r.id));
    expect(region.length).toBeGreaterThan(0);
    expect(region.every((s) => regionUsers.includes(s.consultant.id))).toBe(true);

    const everyone = await all(tokens.HQ);
    expect(everyone).toHaveLength(await h.count("select count(*) from sessions where status <> 'DELETED'"));
  });

  it('never lists DELETED, even when asked for it', async () => {
    const rows = await all(tokens.HQ, { status_In: ['DELETED', 'COMPLETED'] });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((s) => s.status === 'COMPLETED')).toBe(true);
  });

  it('filters by city and by spot', async () => {
    const astana = await all(tokens.HQ, { city: ids.astanaCity });
    expect(astana.length).toBeGreaterThan(0);
    expect(astana.every((s) => s.city?.id === String(ids.astanaCity))).toBe(true);
    const keruen = await all(tokens.HQ, { spot: ids.keruen });
    expect(keruen.every((s) => s.spot?.title === 'ТРЦ Keruen')).toBe(true);
    // A coordinator of Almaty asking for Astana's city gets nothing of another team.
    expect(await all(tokens.COORDINATOR, { city: ids.astanaCity })).toEqual([]);
  });

  it('sorts by the actual start, both ways, and refuses a sort it cannot page by keyset', async () => {
    const rows = await all(tokens.COORDINATOR, { orderBy: '-startTime', status_In: ['COMPLETED'] });
    const starts = rows.map((r) => r.startTime).filter((t): t is number => t !== null);
    expect(starts.length).toBeGreaterThan(1000);
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    const bad = await h.gql(tokens.HQ, LIST, { orderBy: 'consultant' });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('is refused to the roles without sessions', async () => {
    for (const role of ['CONSULTANT', 'AGENCY_HR', 'AUDITOR', 'HELPDESK'] as const) {
      const res = await h.gql(tokens[role], LIST, {});
      expect(res.errors?.[0]?.extensions?.code, role).toBe('FORBIDDEN');
    }
  });
});

describe('sessions-search', () => {
  it('finds by the spot’s title, address and customer number, and by the consultant’s name', async () => {
    const byTitle = await all(tokens.HQ, { search: 'keruen' });
    expect(byTitle.length).toBe(
      await h.count(
        `select count(*) from sessions s join spots p on p.id = s.spot_id where p.title = 'ТРЦ Keruen' and s.status <> 'DELETED'`,
      ),
    );
    expect(byTitle.length).toBeGreaterThan(0);

    const byAddress = await all(tokens.HQ, { search: 'Розыбакиева' });
    expect(byAddress.length).toBeGreaterThan(0);
    expect(byAddress.every((s) => s.spot?.address?.includes('Розыбакиева'))).toBe(true);

    const byNumber = await all(tokens.HQ, { search: '200118' });
    expect(byNumber.length).toBeGreaterThan(0);
    expect(byNumber.every((s) => s.spot?.customerNumber === '200118')).toBe(true);

    const byName = await all(tokens.HQ, { search: 'кузнецов' });
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((s) => s.consultant.id === String(ids.astana))).toBe(true);

    // Every word must match: Maria at the MEGA, not Maria elsewhere nor others at the MEGA.
    const both = await all(tokens.HQ, { search: 'Иванова MEGA', status_In: null });
    expect(both.length).toBeGreaterThan(1400);
    expect(both.every((s) => s.consultant.id === String(ids.maria) && s.spot?.title.includes('MEGA'))).toBe(
      true,
    );
  });

  it('finds a consultant by name from their first session on, and by their new name after a rename', async () => {
    // The search looks for people among those who ever had a session (users.has_sessions, kept by
    // a trigger on sessions) in their stored search text (kept by PostgreSQL): neither may lag.
    const id = await one(
      `insert into users (email, password_hash, first_name, last_name, role, agency_id, manager_id, verified_by_agency)
       select 'first.session@demo.kz', password_hash, 'Зарина', 'Первосессионная', 'CONSULTANT', null, null, true
       from users where id = ${ids.maria} returning id`,
    );
    expect(await all(tokens.HQ, { search: 'Первосессионная Зарина' })).toEqual([]);
    await h.pool.query(
      `insert into sessions (consultant_id, activity_id, spot_id, city_id, status, planned_start_time, planned_end_time)
       values ($1, $2, $3, $4, 'PLANNED', now() + interval '1 day', now() + interval '1 day 4 hours')`,
      [id, ids.spring, ids.keruen, ids.almaty],
    );
    const found = await all(tokens.HQ, { search: 'Первосессионная Зарина' });
    expect(found.map((s) => s.consultant.id)).toEqual([String(id)]);
    await h.pool.query(`update users set last_name = 'Переименованная' where id = $1`, [id]);
    expect(await all(tokens.HQ, { search: 'Первосессионная' })).toEqual([]);
    expect((await all(tokens.HQ, { search: 'ПЕРЕИМЕНОВАННАЯ' })).map((s) => s.consultant.id)).toEqual([
      String(id),
    ]);
    await h.pool.query('delete from sessions where consultant_id = $1', [id]);
  });

  it('searches within the scope only, and wants at least 2 characters', async () => {
    expect(await all(tokens.COORDINATOR, { search: 'кузнецов' })).toEqual([]);
    expect(await all(tokens.COORDINATOR, { search: 'keruen' })).toEqual([]);
    const short = await h.gql(tokens.HQ, LIST, { search: ' к ' });
    expect(short.errors?.[0]?.message).toBe(SESSION_BULK_MESSAGES.searchTooShort);
    // A LIKE wildcard is a character, not "anything".
    expect(await all(tokens.HQ, { search: '%%' })).toEqual([]);
  });
});

describe('sessions-search within a team (issue 23 point 10)', () => {
  /** Every row of a search, 7 a page: keyset paging across pages. */
  const paged = async (token: string, search: string) => {
    const nodes: Node[] = [];
    let after: string | null = null;
    for (;;) {
      const res = await h.gql(token, LIST, { first: 7, after, search, status_In: null });
      expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
      nodes.push(...res.data.sessions.edges.map((e: { node: Node }) => e.node));
      if (!res.data.sessions.pageInfo.hasNextPage) return nodes;
      after = res.data.sessions.pageInfo.endCursor;
    }
  };
  const holds = (s: Node, word: string) =>
    [
      s.consultant.lastName,
      s.consultant.firstName,
      s.spot?.title,
      s.spot?.address,
      s.spot?.customerNumber,
    ].some((text) => text?.toLowerCase().includes(word.toLowerCase()));

  for (const role of ['COORDINATOR', 'HQ'] as const)
    it(`gives ${role} the rows of their list holding every word, in its order, for a common, a rare and no match`, async () => {
      const list = await all(tokens[role], { status_In: null });
      expect(list.length).toBeGreaterThan(14);
      const common = list[0].spot!.title.split(' ')[0];
      const rare = `${list[0].consultant.lastName} ${list.at(-1)!.spot!.customerNumber}`;
      const person = `${list.at(-1)!.consultant.lastName} ${list.at(-1)!.consultant.firstName}`;
      for (const search of [common, rare, person, 'zzqx', `${common} zzqx`]) {
        const want = list.filter((s) => search.split(' ').every((w) => holds(s, w))).map((s) => s.id);
        const got = (await paged(tokens[role], search)).map((s) => s.id);
        expect(got, search).toEqual(want);
        if (search === common || search === person) expect(got.length).toBeGreaterThan(7);
        if (search.includes('zzqx')) expect(got).toEqual([]);
      }
    });
});

describe('the sessions CSV export', () => {
  it('holds every matching row (more than one page), in the list’s order, never DELETED', async () => {
    const variables = { status_In: ['PLANNED', 'STARTED', 'COMPLETED'], city: ids.almaty };
    const res = await exportCsv(tokens.HQ, variables);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const { header, rows } = csvRows(res.body);
    expect(header.slice(0, 8)).toEqual([
      'ID',
      'Дата',
      'Плановое начало',
      'Плановое окончание',
      'Начало',
      'Окончание',
      'Часы',
      'Статус',
    ]);
    const listed = await all(tokens.HQ, variables);
    expect(listed.length).toBeGreaterThan(1400);
    expect(rows.map((r) => r[0])).toEqual(listed.map((s) => s.id));
    expect(rows.every((r) => ['Завершена', 'Запланирована', 'Начата'].includes(r[7]))).toBe(true);
    expect(rows.every((r) => r[13] === 'Алматы')).toBe(true);
  });

  it('is scoped like the list: a coordinator’s file holds their team only; refused without sessions.read', async () => {
    const res = await exportCsv(tokens.COORDINATOR, { search: 'кузнецов' });
    expect(res.statusCode).toBe(200);
    expect(csvRows(res.body).rows).toEqual([]);
    const team = await exportCsv(tokens.COORDINATOR, {});
    const listed = await all(tokens.COORDINATOR, {});
    expect(csvRows(team.body).rows.map((r) => r[0])).toEqual(listed.map((s) => s.id));
    expect((await exportCsv(tokens.CONSULTANT, {})).statusCode).toBe(403);
  });
});

describe('the filters’ choices', () => {
  const CHOICES = `query ($kind: String!, $search: String, $id_In: [ID!]) {
    sessionChoices(kind: $kind, search: $search, id_In: $id_In, first: 50) { edges { node { id title } } } }`;
  const choices = async (token: string, variables: Record<string, unknown>) => {
    const res = await h.gql(token, CHOICES, variables);
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    return res.data.sessionChoices.edges.map((e: { node: { id: string; title: string } }) => e.node);
  };

  it('offers a coordinator their team’s consultants only, HQ everyone', async () => {
    const team = await teamOf('coordinator@demo.kz');
    const mine = await choices(tokens.COORDINATOR, { kind: 'consultant' });
    expect(mine.length).toBeGreaterThan(1);
    expect(mine.every((c: { id: string }) => team.includes(c.id))).toBe(true);
    expect(mine.map((c: { title: string }) => c.title)).toContain('Иванова Мария');
    const hq = await choices(tokens.HQ, { kind: 'consultant', search: 'кузн' });
    expect(hq).toEqual([{ id: String(ids.astana), title: 'Кузнецов Алексей' }]);
    expect(await choices(tokens.HQ, { kind: 'consultant', id_In: [String(ids.maria)] })).toEqual([
      { id: String(ids.maria), title: 'Иванова Мария' },
    ]);
  });

  it('offers the bulk reassign only consultants who may be planned: not fired, approved, approval not lapsed', async () => {
    const team = await teamOf('coordinator@demo.kz');
    const before = await choices(tokens.COORDINATOR, { kind: 'plannableConsultant' });
    expect(before.map((c: { title: string }) => c.title)).toContain('Иванова Мария');
    expect(before.every((c: { id: string }) => team.includes(c.id))).toBe(true);
    const maria = String(ids.maria);
    const offered = async () =>
      (await choices(tokens.COORDINATOR, { kind: 'plannableConsultant' })).map((c: { id: string }) => c.id);
    await h.pool.query(`update users set verified_until = now() - interval '1 day' where id = $1`, [
      ids.maria,
    ]);
    expect(await offered()).not.toContain(maria);
    await h.pool.query(`update users set verified_until = null, verified_by_agency = null where id = $1`, [
      ids.maria,
    ]);
    expect(await offered()).not.toContain(maria);
    await h.pool.query(`update users set verified_by_agency = true, is_fired = true where id = $1`, [
      ids.maria,
    ]);
    expect(await offered()).not.toContain(maria);
    // The filters' own choice still names them (their sessions stay listable).
    expect(
      (await choices(tokens.COORDINATOR, { kind: 'consultant' })).map((c: { id: string }) => c.id),
    ).toContain(maria);
    await h.pool.query(`update users set is_fired = false where id = $1`, [ids.maria]);
    expect(await offered()).toContain(maria);
  });

  it('offers a coordinator only the activities they see (the Projects menu’s rule), HQ every one', async () => {
    const hidden = Number(
      (
        await h.pool.query(
          "insert into activities (title, status) values ('Черновик без сессий', 'CONSTRUCTION') returning id",
        )
      ).rows[0].id,
    );
    const coordinator = await choices(tokens.COORDINATOR, { kind: 'activity' });
    expect(coordinator.map((c: { title: string }) => c.title)).toContain('glo hyper: весенняя кампания');
    expect(coordinator.map((c: { id: string }) => c.id)).not.toContain(String(hidden));
    expect(await choices(tokens.COORDINATOR, { kind: 'activity', id_In: [String(hidden)] })).toEqual([]);
    expect(await choices(tokens.HQ, { kind: 'activity', id_In: [String(hidden)] })).toEqual([
      { id: String(hidden), title: 'Черновик без сессий' },
    ]);
  });

  it('offers spots searched by customer number, and a MANAGER_BU only their region’s cities', async () => {
    const spots = await choices(tokens.HQ, { kind: 'spot', search: '100245' });
    expect(spots).toEqual([{ id: String(ids.mega), title: 'ТРЦ MEGA Alma-Ata, ул. Розыбакиева, 247А' }]);
    const buRegion = await one("select region_id as id from users where email = 'bu@demo.kz'");
    const cities = await choices(tokens.MANAGER_BU, { kind: 'city' });
    const inRegion = (await h.pool.query('select id from cities where region_id = $1', [buRegion])).rows.map(
      (r) => String(r.id),
    );
    expect(cities.length).toBeGreaterThan(0);
    expect(cities.every((c: { id: string }) => inRegion.includes(c.id))).toBe(true);
    const bad = await h.gql(tokens.HQ, CHOICES, { kind: 'password' });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const refused = await h.gql(tokens.CONSULTANT, CHOICES, { kind: 'spot' });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
