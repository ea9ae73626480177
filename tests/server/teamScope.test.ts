import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { withServer } from './harness';

// Issue 28 point 2: a team's sessions are read by the session's own copy of its consultant's
// manager (sessions.manager_id, kept by the triggers of migration 0031_team_scope). What the
// coordinators see must follow the people: a consultant moved to another team takes every one of
// their sessions to the new coordinator's list and calendar, and out of the old one's.
const h = withServer();

const ids: Record<string, number> = {};
const one = async (sql: string) => Number((await h.pool.query(sql)).rows[0].id);
const tokens: Record<string, string> = {};

const LIST = `query ($first: Int, $after: String, $consultant_Manager: ID) {
  sessions(first: $first, after: $after, consultant_Manager: $consultant_Manager) {
    edges { node { id consultant { id } } } pageInfo { hasNextPage endCursor } } }`;
const CALENDAR = `query ($coordinator: ID!, $from: String!, $to: String!) {
  myTeamSessions(coordinator: $coordinator, from: $from, to: $to) { id consultant { id } } }`;

/** Every session of the list a token sees (planned-start order, keyset pages of 10). */
const listed = async (token: string, variables: Record<string, unknown> = {}) => {
  const seen: string[] = [];
  let after: string | null = null;
  for (;;) {
    const res = await h.gql(token, LIST, { first: 10, after, ...variables });
    expect(res.errors).toBeUndefined();
    seen.push(...res.data.sessions.edges.map((e: { node: { id: string } }) => e.node.id));
    if (!res.data.sessions.pageInfo.hasNextPage) return seen;
    after = res.data.sessions.pageInfo.endCursor;
  }
};

const login = async (email: string) => {
  const res = await h.rest('POST', '/api/token/', null, { email, password: DEMO_PASSWORD });
  expect(res.status).toBe(200);
  return res.body.token as string;
};

/** The live sessions of a consultant (as the lists show them: never DELETED). */
const liveSessionsOf = async (consultant: number) =>
  (
    await h.pool.query(
      `select id::text as id, planned_start_time as at from sessions
       where consultant_id = $1 and status <> 'DELETED' order by planned_start_time`,
      [consultant],
    )
  ).rows as { id: string; at: Date }[];

beforeAll(async () => {
  ids.maria = await one("select id from users where email = 'm.ivanova@demo.kz'");
  ids.a = await one("select id from users where email = 'coordinator@demo.kz'");
  ids.b = await one("select id from users where email = 'coordinator.shymkent@demo.kz'");
  tokens.a = await h.login('COORDINATOR');
  tokens.b = await login('coordinator.shymkent@demo.kz');
  tokens.hq = await h.login('HQ');
});

describe("a team's sessions follow its people", () => {
  it('moves a consultant with all their sessions to the new team, in the list and the calendar', async () => {
    const hers = await liveSessionsOf(ids.maria);
    expect(hers.length).toBeGreaterThan(0);
    const herIds = hers.map((s) => s.id);
    // A calendar span holding one of her sessions (the calendar reads at most 62 days).
    const from = new Date(hers[0].at.getTime() - 86_400_000);
    const span = { from: from.toISOString(), to: new Date(from.getTime() + 60 * 86_400_000).toISOString() };
    const calendar = async (token: string, coordinator: number) => {
      const res = await h.gql(token, CALENDAR, { coordinator: String(coordinator), ...span });
      expect(res.errors).toBeUndefined();
      return res.data.myTeamSessions.map((s: { id: string }) => s.id) as string[];
    };

    expect(await listed(tokens.a)).toEqual(expect.arrayContaining(herIds));
    expect((await listed(tokens.b)).filter((id) => herIds.includes(id))).toEqual([]);
    expect(await calendar(tokens.a, ids.a)).toContain(hers[0].id);
    expect(await calendar(tokens.b, ids.b)).not.toContain(hers[0].id);

    const moved = await h.rest('PATCH', `/api/users/${ids.maria}/`, tokens.hq, { manager: ids.b });
    expect(moved.status).toBe(200);

    // The old coordinator sees none of them any more, the new one every one, in both lists.
    expect((await listed(tokens.a)).filter((id) => herIds.includes(id))).toEqual([]);
    expect(await listed(tokens.b)).toEqual(expect.arrayContaining(herIds));
    expect(await calendar(tokens.a, ids.a)).not.toContain(hers[0].id);
    expect(await calendar(tokens.b, ids.b)).toContain(hers[0].id);
    // The team filter of the wider scopes too (HQ's list by coordinator, HQ's calendar).
    expect(await listed(tokens.hq, { consultant_Manager: String(ids.b) })).toEqual(
      expect.arrayContaining(herIds),
    );
    expect(
      (await listed(tokens.hq, { consultant_Manager: String(ids.a) })).filter((id) => herIds.includes(id)),
    ).toEqual([]);
    expect(await calendar(tokens.hq, ids.b)).toContain(hers[0].id);

    // A session planned for her now goes to her new team; one given to a consultant of the old
    // team goes to the old team.
    const planned = await h.pool.query(
      `insert into sessions (consultant_id, planned_start_time, status) values ($1, $2, 'PLANNED') returning id::text as id`,
      [ids.maria, new Date(hers[0].at.getTime() + 3_600_000)],
    );
    const newId = planned.rows[0].id as string;
    expect(await calendar(tokens.b, ids.b)).toContain(newId);
    const other = await one(
      `select id from users where manager_id = ${ids.a} and role = 'CONSULTANT' and id <> ${ids.maria} limit 1`,
    );
    await h.pool.query('update sessions set consultant_id = $1 where id = $2', [other, newId]);
    expect(await calendar(tokens.b, ids.b)).not.toContain(newId);
    expect(await calendar(tokens.a, ids.a)).toContain(newId);
    await h.pool.query('delete from sessions where id = $1', [newId]);

    // Every session carries its consultant's manager, whatever wrote it.
    expect(
      await h.count(
        `select count(*) from sessions s join users u on u.id = s.consultant_id
         where s.manager_id is distinct from u.manager_id`,
      ),
    ).toBe(0);

    // And back: the old team has them all again.
    expect((await h.rest('PATCH', `/api/users/${ids.maria}/`, tokens.hq, { manager: ids.a })).status).toBe(
      200,
    );
    expect(await listed(tokens.a)).toEqual(expect.arrayContaining(herIds));
    expect((await listed(tokens.b)).filter((id) => herIds.includes(id))).toEqual([]);
  });

  it('keeps a session whose manager_id is written by hand its consultant’s team', async () => {
    const [session] = await liveSessionsOf(ids.maria);
    await h.pool.query('update sessions set manager_id = $1 where id = $2', [ids.b, session.id]);
    expect(
      await h.count(`select count(*) from sessions where id = ${session.id} and manager_id = ${ids.a}`),
    ).toBe(1);
    expect((await listed(tokens.b)).includes(session.id)).toBe(false);
  });

  it('a session written while its consultant moves ends in the new team (the move waits for it)', async () => {
    const writer = await h.pool.connect();
    const mover = await h.pool.connect();
    try {
      await writer.query('begin');
      const { rows } = await writer.query(
        `insert into sessions (consultant_id, planned_start_time, status) values ($1, now() + interval '3 days', 'PLANNED')
         returning id`,
        [ids.maria],
      );
      // The move, sent while the session's transaction is open, waits for it.
      const { pid } = (await mover.query('select pg_backend_pid() as pid')).rows[0];
      const move = mover.query('update users set manager_id = $1 where id = $2', [ids.b, ids.maria]);
      for (let waiting = false; !waiting; ) {
        const { rows: state } = await h.pool.query(
          'select wait_event_type from pg_stat_activity where pid = $1',
          [pid],
        );
        waiting = state[0]?.wait_event_type === 'Lock';
      }
      await writer.query('commit');
      await move;
      expect(
        await h.count(`select count(*) from sessions where id = ${rows[0].id} and manager_id = ${ids.b}`),
      ).toBe(1);
      expect(
        await h.count(
          `select count(*) from sessions s join users u on u.id = s.consultant_id
           where s.manager_id is distinct from u.manager_id`,
        ),
      ).toBe(0);
      await h.pool.query('delete from sessions where id = $1', [rows[0].id]);
      await h.pool.query('update users set manager_id = $1 where id = $2', [ids.a, ids.maria]);
    } finally {
      writer.release();
      mover.release();
    }
  });

  it("pages a coordinator's people forwards, counted only when asked, and none of another team", async () => {
    const TEAM = `query ($manager: ID!, $first: Int, $after: String) {
      users(manager: $manager, isFired: false, first: $first, after: $after) {
        totalCount edges { node { id } } pageInfo { hasNextPage endCursor } } }`;
    const whole = (await h.gql(tokens.a, TEAM, { manager: String(ids.a), first: 1000 })).data.users;
    const expected = await h.count(`select count(*) from users where manager_id = ${ids.a} and not is_fired`);
    expect(whole.edges).toHaveLength(expected);
    expect(whole.totalCount).toBe(expected);
    expect(whole.pageInfo.hasNextPage).toBe(false);
    const paged: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page: {
        totalCount: number;
        edges: { node: { id: string } }[];
        pageInfo: { hasNextPage: boolean; endCursor: string };
      } = (await h.gql(tokens.a, TEAM, { manager: String(ids.a), first: 2, after })).data.users;
      expect(page.totalCount).toBe(expected);
      paged.push(...page.edges.map((e: { node: { id: string } }) => e.node.id));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(paged).toEqual(whole.edges.map((e: { node: { id: string } }) => e.node.id));
    const theirs = (await h.gql(tokens.a, TEAM, { manager: String(ids.b), first: 1000 })).data.users;
    expect(theirs).toMatchObject({ totalCount: 0, edges: [], pageInfo: { hasNextPage: false } });
    const asHq = (await h.gql(tokens.hq, TEAM, { manager: String(ids.b), first: 1000 })).data.users;
    expect(asHq.edges.length).toBeGreaterThan(0);
  });
});
