import { beforeAll, describe, expect, it } from 'vitest';
import { withServer } from './harness';

const h = withServer();

/** The profile page's document, as resources/profile/queries.ts `profilePage` sends it. */
const PERSON = 'id role firstName lastName photo';
const FULL_SESSION =
  'status startTimeStr stopTimeStr plannedStartTime plannedEndTime spot { id title legalName latitude longitude }';
const PROFILE_PAGE = `query ProfilePage($id: ID!) {
  profile(id: $id) {
    id firstName lastName midName birthDate phone photo email role verifiedByAgency
    isFired firedReason firedTimeStr startWorkTime latitude longitude
    height weight closeSize breastSize waistSize thighSize features
    city { id title }
    agency { id title logo phone address email latitude longitude region { id title } city { id title } }
    manager { id firstName lastName phone email photo }
    region { id title }
    userSet { ${PERSON} }
    teamTree { ${PERSON} managerId depth }
    crManager { id name }
    spotResponsible { id fullName }
    cities { id title }
    history { id kind details createdAtStr actor { id firstName lastName role } }
    lastActiveSession { id ${FULL_SESSION} }
    nearestPlannedSession { id ${FULL_SESSION} }
  }
}`;

const TEAM = `query ($root: ID!, $first: Int, $after: String, $last: Int, $before: String) {
  team(root: $root, first: $first, after: $after, last: $last, before: $before) {
    totalCount totalCountKind
    edges { node { id role firstName lastName managerId depth } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;

/** The SQL statements the app sends while `run` runs (pg-boss's own polling left out). */
const statements = async (run: () => Promise<unknown>) => {
  const seen: string[] = [];
  const pool = h.pool as unknown as { query: (...args: unknown[]) => unknown };
  const query = pool.query;
  pool.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text: string };
    const text = typeof first === 'string' ? first : first.text;
    // The job queue's own statements (pg-boss, the job leases' sweep) and the rate limits' batched
    // flush of their counters (server/graphql/rateLimit.ts, on a timer) run beside any request.
    if (!text.includes('pgboss') && !text.includes('job_leases') && !text.includes('into rate_limits'))
      seen.push(text);
    return query.apply(this, args);
  };
  try {
    await run();
  } finally {
    pool.query = query;
  }
  return seen;
};

const SURNAMES = ['Ёлкина', 'Абаева', 'Жукова', 'Ан', 'Бекетова', 'Яковлева', 'Ли', 'Ким', 'Цой', 'Эм'];
let coordinator = 0;
let token = '';
const idOf = async (email: string) =>
  (await h.pool.query('select id from users where email = $1', [email])).rows[0].id as number;
const ru = new Intl.Collator('ru');

beforeAll(async () => {
  token = await h.login('COORDINATOR');
  coordinator = await idOf('coordinator@demo.kz');
  // 30 consultants under the coordinator, two of them fired; 6 more under the first of them.
  await h.pool.query(
    `insert into users (email, password_hash, role, first_name, last_name, agency_id, region_id, city_id,
       manager_id, verified_by_agency, is_fired)
     select 'team' || n || '@demo.kz', 'x', 'CONSULTANT', 'Имя' || n, ($2::text[])[1 + n % 10],
       c.agency_id, c.region_id, c.city_id, c.id, true, n in (7, 19)
     from users c, generate_series(1, 30) n where c.id = $1`,
    [coordinator, SURNAMES],
  );
  const lead = await idOf('team1@demo.kz');
  await h.pool.query(
    `insert into users (email, password_hash, role, first_name, last_name, agency_id, manager_id)
     select 'deep' || n || '@demo.kz', 'x', 'CONSULTANT', 'Имя', ($2::text[])[1 + n % 10], l.agency_id, l.id
     from users l, generate_series(1, 6) n where l.id = $1`,
    [lead, SURNAMES],
  );
});

describe("a coordinator's profile page", () => {
  it('takes at most 6 SQL statements, the token check included', async () => {
    let res: any;
    const sent = await statements(async () => {
      res = await h.gql(token, PROFILE_PAGE, { id: coordinator });
    });
    expect(res.errors).toBeUndefined();
    expect(res.data.profile).toMatchObject({ lastName: 'Нурланова', city: { title: 'Алматы' } });
    expect(res.data.profile.teamTree.length).toBeGreaterThan(30);
    expect(sent.length, sent.join('\n---\n')).toBeLessThanOrEqual(6);
  });

  it('GET /api/users/{id}/ reads the profile in one statement, the direct reports in a second', async () => {
    const sent = await statements(async () => {
      const res = await h.rest('GET', `/api/users/${coordinator}/`, token);
      expect(res.status).toBe(200);
      expect(res.body.userSet.length).toBeGreaterThan(25);
    });
    expect(sent.length, sent.join('\n---\n')).toBeLessThanOrEqual(3);
  });

  it('teamTree and userSet answer at most `first` (capped at 1000), and teamSize counts the team', async () => {
    const q = `query ($id: ID!) { profile(id: $id) { teamTree(first: 5) { id } userSet(first: 3) { id }
      big: teamTree(first: 5000) { id } teamSize } }`;
    const { data } = await h.gql(token, q, { id: coordinator });
    expect(data.profile.teamTree).toHaveLength(5);
    expect(data.profile.userSet).toHaveLength(3);
    expect(data.profile.teamSize).toBe(data.profile.big.length);
  });
});

describe('team(root): the team by depth and name, paged by keyset', () => {
  const page = async (variables: Record<string, unknown>, as = token) => {
    const res = await h.gql(as, TEAM, { root: coordinator, ...variables });
    expect(res.errors).toBeUndefined();
    return res.data.team;
  };
  const names = (p: any) => p.edges.map((e: any) => e.node);

  it('pages forwards and backwards through the whole team in one order', async () => {
    const forwards: any[] = [];
    let after: string | null = null;
    for (;;) {
      const p: any = await page({ first: 10, after });
      forwards.push(...names(p));
      if (!p.pageInfo.hasNextPage) break;
      after = p.pageInfo.endCursor;
    }
    // 4 of the seed's team + 28 working newcomers + 6 under the first of them.
    expect(forwards).toHaveLength(38);
    const sorted = [...forwards].sort(
      (a, b) => a.depth - b.depth || ru.compare(a.lastName, b.lastName) || Number(a.id) - Number(b.id),
    );
    expect(forwards.map((m) => m.id)).toEqual(sorted.map((m) => m.id));
    expect(forwards.filter((m) => m.depth === 2)).toHaveLength(6);
    expect(forwards.at(-1).managerId).toBe(String(await idOf('team1@demo.kz')));

    const backwards: any[] = [];
    let before: string | null = null;
    for (;;) {
      const p: any = await page({ last: 10, before });
      backwards.unshift(...names(p));
      if (!p.pageInfo.hasPreviousPage) break;
      before = p.pageInfo.startCursor;
    }
    expect(backwards.map((m) => m.id)).toEqual(forwards.map((m) => m.id));
  });

  it('counts the team only when asked, exactly under the cap', async () => {
    const p = await page({ first: 1 });
    expect(p).toMatchObject({ totalCount: 38, totalCountKind: 'EXACT', pageInfo: { hasNextPage: true } });
  });

  it('leaves fired people out', async () => {
    const fired = [await idOf('team7@demo.kz'), await idOf('team19@demo.kz')].map(String);
    const all = names(await page({ first: 1000 }));
    expect(all.filter((m: any) => fired.includes(m.id))).toEqual([]);
  });

  it("answers another coordinator's team as it answers no such user (null), and HQ sees any team", async () => {
    const other = await h.gql(token, TEAM, { root: await idOf('coordinator.astana@demo.kz'), first: 5 });
    expect(other).toEqual({ data: { team: null } });
    expect((await h.gql(token, TEAM, { root: 987654, first: 5 })).data.team).toBeNull();
    const hq = await page({ first: 1000 }, await h.login('HQ'));
    expect(hq.totalCount).toBe(38);
    // A consultant's own team is empty; the coordinator's team is not theirs to see.
    const consultant = await h.login('CONSULTANT');
    const own = await h.gql(consultant, TEAM, { root: await idOf('consultant@demo.kz'), first: 5 });
    expect(own.data.team.edges).toEqual([]);
    expect(await h.gql(consultant, TEAM, { root: coordinator, first: 5 })).toEqual({ data: { team: null } });
  });

  it('refuses a forged cursor', async () => {
    const forged = Buffer.from(JSON.stringify(['depth,lastName', [1, "x' or 1=1"], 'one'])).toString(
      'base64url',
    );
    const otherSort = Buffer.from(JSON.stringify(['lastName', 'Ан', 5])).toString('base64url');
    for (const after of [forged, otherSort, 'not-a-cursor']) {
      const res = await h.gql(token, TEAM, { root: coordinator, first: 5, after });
      expect(res.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    }
  });
});
