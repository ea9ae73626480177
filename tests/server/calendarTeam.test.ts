import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { withServer } from './harness';

// Issue 28 point 2: the team calendar pages its people (calendarTeam, server/modules/profiles/
// calendarTeam.ts) instead of asking for 1,000 at once. A coordinator's consultants, not fired,
// those who may be planned first, each part by name; keyset pages; a name search; the viewer's
// scope in the SQL.
const h = withServer();

const DOCUMENT = `query ($coordinator: ID!, $search: String, $first: Int, $after: String) {
  calendarTeam(coordinator: $coordinator, search: $search, first: $first, after: $after) {
    edges { node { id firstName lastName planBlock } } pageInfo { hasNextPage endCursor } } }`;

interface Row {
  id: string;
  firstName: string;
  lastName: string;
  planBlock: string | null;
}

const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};
const one = async (sql: string) => Number((await h.pool.query(sql)).rows[0].id);

const login = async (email: string) => {
  const res = await h.rest('POST', '/api/token/', null, { email, password: DEMO_PASSWORD });
  expect(res.status).toBe(200);
  return res.body.token as string;
};

/** Every page of a coordinator's calendar team as a token sees it, `first` at a time. */
const allPages = async (token: string, coordinator: number, first: number, search?: string) => {
  const rows: Row[] = [];
  let after: string | null = null;
  let pages = 0;
  for (;;) {
    const res = await h.gql(token, DOCUMENT, { coordinator: String(coordinator), first, after, search });
    expect(res.errors).toBeUndefined();
    const page = res.data.calendarTeam;
    expect(page.edges.length).toBeLessThanOrEqual(first);
    rows.push(...page.edges.map((e: { node: Row }) => e.node));
    pages++;
    if (!page.pageInfo.hasNextPage) return { rows, pages };
    expect(page.edges.length).toBe(first);
    after = page.pageInfo.endCursor;
  }
};

/** The team as the calendar shows it, in its order, straight from the table. */
const expected = async (coordinator: number, search = '') =>
  (
    await h.pool.query(
      `select id::text as id from users
       where manager_id = $1 and role = 'CONSULTANT' and not is_fired
         and (last_name || ' ' || first_name || ' ' || coalesce(mid_name, '')) ilike '%' || $2 || '%'
       order by (verified_by_agency is true and (verified_until is null or verified_until > now())) desc,
         last_name collate "ru-x-icu", first_name collate "ru-x-icu", users.id`,
      [coordinator, search],
    )
  ).rows.map((r) => r.id as string);

beforeAll(async () => {
  ids.a = await one("select id from users where email = 'coordinator@demo.kz'");
  ids.b = await one("select id from users where email = 'coordinator.astana@demo.kz'");
  // 130 more consultants in coordinator@demo.kz's team (its agency and region): same last names
  // across page ends, some not approved, some whose approval has lapsed, some fired, and one
  // coordinator (not a consultant) under the same manager.
  await h.pool.query(
    `insert into users (email, password_hash, role, first_name, last_name, mid_name, agency_id, region_id,
       city_id, manager_id, verified_by_agency, verified_until, is_fired)
     select 'calteam' || n || '@demo.kz', a.password_hash, 'CONSULTANT', 'Имя' || lpad((n % 7)::text, 2, '0'),
       (array['Абаев', 'Ёлкин', 'Жуков', 'абаев', 'Яковлев', 'Ильин'])[1 + n % 6], 'Отчество' || n,
       a.agency_id, a.region_id, a.city_id, a.id,
       case when n % 11 = 0 then null else true end,
       case when n % 9 = 0 then now() - interval '1 day' when n % 4 = 0 then now() + interval '30 days' end,
       n % 13 = 0
     from users a, generate_series(1, 130) n where a.id = $1`,
    [ids.a],
  );
  await h.pool.query(
    `insert into users (email, password_hash, role, first_name, last_name, agency_id, manager_id, verified_by_agency)
     select 'calteam.coord@demo.kz', password_hash, 'COORDINATOR', 'Не', 'Консультант', agency_id, id, true
     from users where id = $1`,
    [ids.a],
  );
  tokens.coordinator = await h.login('COORDINATOR');
  tokens.otherCoordinator = await login('coordinator.astana@demo.kz');
  tokens.agency = await h.login('AGENCY_MANAGER');
  tokens.otherAgency = await login('agency.vector@demo.kz');
  tokens.hq = await h.login('HQ');
  tokens.consultant = await h.login('CONSULTANT');
});

describe("the team calendar's people, a page at a time", () => {
  it('pages a big team completely, without duplicates or gaps, plannable people first, by name', async () => {
    const want = await expected(ids.a);
    expect(want.length).toBeGreaterThan(100);
    for (const first of [7, 50]) {
      const { rows, pages } = await allPages(tokens.coordinator, ids.a, first);
      expect(rows.map((r) => r.id)).toEqual(want);
      expect(pages).toBe(Math.ceil(want.length / first));
    }
    const { rows } = await allPages(tokens.coordinator, ids.a, 50);
    // Who may be planned first; the others say why not (the calendar's helper text).
    const blocked = rows.findIndex((r) => r.planBlock !== null);
    expect(blocked).toBeGreaterThan(0);
    expect(rows.slice(blocked).every((r) => r.planBlock !== null)).toBe(true);
    expect(new Set(rows.slice(blocked).map((r) => r.planBlock))).toEqual(
      new Set(['NOT_APPROVED', 'APPROVAL_EXPIRED']),
    );
    // Fired people and the team's coordinator are not rows of the calendar.
    const fired = await h.pool.query(
      "select id::text as id from users where manager_id = $1 and (is_fired or role <> 'CONSULTANT')",
      [ids.a],
    );
    expect(fired.rows.length).toBeGreaterThan(0);
    for (const { id } of fired.rows) expect(rows.map((r) => r.id)).not.toContain(id);
  });

  it('finds people of the team by name, every word, case-insensitively, paged too', async () => {
    const want = await expected(ids.a, 'ёлкин');
    expect(want.length).toBeGreaterThan(10);
    const { rows } = await allPages(tokens.coordinator, ids.a, 10, 'ЁЛКИН');
    expect(rows.map((r) => r.id)).toEqual(want);
    const two = await allPages(tokens.coordinator, ids.a, 50, 'ёлкин имя03');
    expect(two.rows.length).toBeGreaterThan(0);
    expect(two.rows.every((r) => r.lastName === 'Ёлкин' && r.firstName === 'Имя03')).toBe(true);
    expect((await allPages(tokens.coordinator, ids.a, 50, 'Нетакого')).rows).toEqual([]);
    // LIKE's own characters are taken literally.
    expect((await allPages(tokens.coordinator, ids.a, 50, '%')).rows).toEqual([]);
  });

  it("keeps to the viewer's scope: another coordinator's or agency's team has no people", async () => {
    const want = await expected(ids.a);
    expect((await allPages(tokens.agency, ids.a, 50)).rows.map((r) => r.id)).toEqual(want);
    expect((await allPages(tokens.hq, ids.a, 50)).rows.map((r) => r.id)).toEqual(want);
    expect((await allPages(tokens.otherCoordinator, ids.a, 50)).rows).toEqual([]);
    expect((await allPages(tokens.otherAgency, ids.a, 50)).rows).toEqual([]);
    // A consultant's scope is their own profile: of the team, only themselves.
    const self = String(await one("select id from users where email = 'consultant@demo.kz'"));
    expect((await allPages(tokens.consultant, ids.a, 50)).rows.map((r) => r.id)).toEqual([self]);
    // The other coordinator sees their own team.
    const theirs = await expected(ids.b);
    expect(theirs.length).toBeGreaterThan(0);
    expect((await allPages(tokens.otherCoordinator, ids.b, 50)).rows.map((r) => r.id)).toEqual(theirs);
  });

  it('refuses forged cursors, pages too big and searches too long', async () => {
    const ask = (variables: Record<string, unknown>) =>
      h.gql(tokens.coordinator, DOCUMENT, { coordinator: String(ids.a), ...variables });
    for (const variables of [
      { after: 'bm90IGEgY3Vyc29y' },
      { after: Buffer.from(JSON.stringify(['calendarTeam', 2, 'a', 'b', 1])).toString('base64url') },
      { first: 201 },
      { first: -1 },
      { search: 'x'.repeat(101) },
    ]) {
      const res = await ask(variables);
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect((await h.gql(null, DOCUMENT, { coordinator: String(ids.a) })).errors).toBeDefined();
  });
});
