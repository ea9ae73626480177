import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_MESSAGES } from '../../domain/validation/sessions';
import { withServer } from './harness';
import { at } from './sessionsSupport';

// Session planning over REST (issue 12 point 3): POST session, PATCH session/{id} in its three forms.
const h = withServer();

const ids: Record<string, number> = {};
const one = async (sql: string) => Number((await h.pool.query(sql)).rows[0].id);

beforeAll(async () => {
  ids.maria = await one("select id from users where email = 'm.ivanova@demo.kz'");
  ids.astana = await one("select id from users where email = 'a.kuznetsov@demo.kz'");
  ids.pending = await one("select id from users where email = 'k.ospanova@demo.kz'");
  ids.almaty = await one("select id from cities where title = 'Алматы'");
  ids.mega = await one("select id from spots where title = 'ТРЦ MEGA Alma-Ata'");
  ids.dostyk = await one("select id from spots where title = 'Dostyk Plaza'");
  ids.keruen = await one("select id from spots where title = 'ТРЦ Keruen'");
  ids.spring = await one("select id from activities where title = 'glo hyper: весенняя кампания'");
  ids.construction = await one("select id from activities where status = 'CONSTRUCTION' limit 1");
});

const plan = (days: number[], extra: Record<string, unknown> = {}) => ({
  consultant: ids.maria,
  activity: ids.spring,
  spot: ids.mega,
  city: ids.almaty,
  plannedStartTime: at(days[0], 16),
  plannedEndTime: at(days[0], 20),
  days: days.map((d) => ({ plannedStartTime: at(d, 16), plannedEndTime: at(d, 20) })),
  timeZone: 'Asia/Almaty',
  ...extra,
});

describe('POST /api/session/', () => {
  it('creates one session a day for several days, all PLANNED, each with its history', async () => {
    const token = await h.login('COORDINATOR');
    const res = await h.rest('POST', '/api/session/', token, plan([10, 11, 12]));
    expect(res.status).toBe(201);
    expect(res.body.ids).toHaveLength(3);
    const { rows } = await h.pool.query(
      `select s.status, s.hour_count, extract(epoch from s.planned_start_time)::int as start,
        (select count(*) from session_events e where e.session_id = s.id and e.kind = 'CREATED')::int as events
       from sessions s where s.id = any($1) order by s.planned_start_time`,
      [res.body.ids],
    );
    expect(rows.map((r) => r.start)).toEqual([at(10, 16), at(11, 16), at(12, 16)]);
    expect(rows.every((r) => r.status === 'PLANNED' && r.hour_count === 4 && r.events === 1)).toBe(true);
  });

  it('refuses an overlap with the consultant’s live session, naming it, and creates none of the days', async () => {
    const token = await h.login('COORDINATOR');
    const before = await h.count(`select count(*) from sessions where consultant_id = ${ids.maria}`);
    const res = await h.rest('POST', '/api/session/', token, plan([13, 10]));
    expect(res.status).toBe(400);
    expect(res.body.errors['days.1.plannedStartTime'][0]).toMatch(
      /^Пересекается с сессией №\d+: \d\d\.\d\d\.\d{4} 16:00–20:00, ТРЦ MEGA Alma-Ata$/,
    );
    expect(await h.count(`select count(*) from sessions where consultant_id = ${ids.maria}`)).toBe(before);
  });

  it('refuses each bad field with its Russian message', async () => {
    const token = await h.login('COORDINATOR');
    const backwards = await h.rest('POST', '/api/session/', token, {
      ...plan([20]),
      days: null,
      plannedEndTime: at(20, 15),
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors.plannedEndTime).toContain(SESSION_MESSAGES.endBeforeStart);

    const outOfTeam = await h.rest('POST', '/api/session/', token, plan([20], { consultant: ids.astana }));
    expect(outOfTeam.body.errors.consultant).toEqual([SESSION_MESSAGES.consultantOutOfScope]);
    const notApproved = await h.rest('POST', '/api/session/', token, plan([20], { consultant: ids.pending }));
    expect(notApproved.body.errors.consultant).toEqual([SESSION_MESSAGES.consultantNotApproved]);
    const otherCity = await h.rest('POST', '/api/session/', token, plan([20], { spot: ids.keruen }));
    expect(otherCity.body.errors.spot).toEqual([SESSION_MESSAGES.spotOtherCity]);
    const notActive = await h.rest(
      'POST',
      '/api/session/',
      token,
      plan([20], { activity: ids.construction }),
    );
    expect(notActive.body.errors.activity).toEqual([SESSION_MESSAGES.activityNotActive]);
    const afterItsEnd = await h.rest('POST', '/api/session/', token, plan([90]));
    expect(afterItsEnd.body.errors.activity).toEqual([SESSION_MESSAGES.activityNotActive]);

    await h.pool.query(`update cities set is_active = false where id = ${ids.almaty}`);
    try {
      const inactive = await h.rest('POST', '/api/session/', token, plan([20]));
      expect(inactive.body.errors.city).toEqual([SESSION_MESSAGES.cityInactive]);
    } finally {
      await h.pool.query(`update cities set is_active = true where id = ${ids.almaty}`);
    }
  });

  it('is refused to the roles without sessions, and answers 400 (never 500) to a malformed body', async () => {
    for (const role of ['CONSULTANT', 'AGENCY_HR', 'AUDITOR', 'HELPDESK'] as const)
      expect((await h.rest('POST', '/api/session/', await h.login(role), plan([21]))).status).toBe(403);
    const token = await h.login('HQ');
    for (const body of [
      [],
      { consultant: 'x' },
      { ...plan([21]), days: 'monday' },
      { ...plan([21]), plannedStartTime: [1] },
    ])
      expect((await h.rest('POST', '/api/session/', token, body)).status).toBe(400);
  });
});

describe('PATCH /api/session/{id}/', () => {
  const create = async (day: number) => {
    const res = await h.rest('POST', '/api/session/', await h.login('COORDINATOR'), plan([day]));
    expect(res.status).toBe(201);
    return res.body.id as number;
  };

  it('moves a planned session, records what changed, and refuses a move onto another session', async () => {
    const token = await h.login('COORDINATOR');
    const id = await create(30);
    const moved = await h.rest('PATCH', `/api/session/${id}/`, token, {
      activity: ids.spring,
      spot: ids.dostyk,
      city: ids.almaty,
      plannedStartTime: at(31, 10),
      plannedEndTime: at(31, 14),
    });
    expect(moved.status).toBe(200);
    const { rows } = await h.pool.query(
      `select kind, details, actor_id from session_events where session_id = $1 order by id`,
      [id],
    );
    expect(rows.map((r) => r.kind)).toEqual(['CREATED', 'PLAN_CHANGED']);
    expect(Object.keys(rows[1].details).sort()).toEqual(['plannedEndTime', 'plannedStartTime', 'spotId']);

    const other = await create(32);
    const clash = await h.rest('PATCH', `/api/session/${other}/`, token, {
      activity: ids.spring,
      spot: ids.mega,
      city: ids.almaty,
      plannedStartTime: at(31, 12),
      plannedEndTime: at(31, 18),
    });
    expect(clash.status).toBe(400);
    expect(clash.body.errors.plannedStartTime[0]).toContain(`№${id}`);
  });

  it('deletes by status DELETED, keeping the row, and answers 404 out of scope', async () => {
    const id = await create(40);
    const del = await h.rest('PATCH', `/api/session/${id}/`, await h.login('COORDINATOR'), {
      status: 'DELETED',
    });
    expect(del.status).toBe(200);
    expect(await h.count(`select count(*) from sessions where id = ${id} and status = 'DELETED'`)).toBe(1);
    const again = await h.rest('PATCH', `/api/session/${id}/`, await h.login('COORDINATOR'), {
      status: 'DELETED',
    });
    expect(again.body.errors.status).toEqual([SESSION_MESSAGES.alreadyDeleted]);
    const other = await create(41);
    // MANAGER_BU of another region, an agency manager of another agency: not theirs.
    const { rows } = await h.pool.query(
      `select (select region_id from users where email = 'm.ivanova@demo.kz') as region`,
    );
    const bu = await h.pool.query(`select region_id from users where role = 'MANAGER_BU' limit 1`);
    if (bu.rows[0].region_id !== rows[0].region)
      expect(
        (await h.rest('PATCH', `/api/session/${other}/`, await h.login('MANAGER_BU'), { status: 'DELETED' }))
          .status,
      ).toBe(404);
    expect(
      (await h.rest('PATCH', `/api/session/${other}/`, await h.login('HQ'), { status: 'RUNNING' })).status,
    ).toBe(400);
    expect(
      (await h.rest('PATCH', '/api/session/999999/', await h.login('HQ'), { status: 'DELETED' })).status,
    ).toBe(404);
  });

  it('corrects a past session’s actual times and refuses them on a planned one', async () => {
    const token = await h.login('COORDINATOR');
    const { rows } = await h.pool.query(
      `select id from sessions where consultant_id = $1 and status = 'COMPLETED' order by start_time limit 1`,
      [ids.maria],
    );
    const past = rows[0].id as number;
    const start = at(-2, 20);
    const fixed = await h.rest('PATCH', `/api/session/${past}/`, token, {
      spot: ids.mega,
      city: ids.almaty,
      startTimeStr: new Date(start * 1000).toISOString(),
      stopTimeStr: new Date((start + 4 * 3600) * 1000).toISOString(),
    });
    expect(fixed.status).toBe(200);
    expect(
      await h.count(
        `select count(*) from sessions where id = ${past} and extract(epoch from start_time)::int = ${start}`,
      ),
    ).toBe(1);
    const backwards = await h.rest('PATCH', `/api/session/${past}/`, token, {
      spot: ids.mega,
      city: ids.almaty,
      startTime: start,
      stopTime: start - 60,
    });
    expect(backwards.body.errors.stopTime).toEqual([SESSION_MESSAGES.endBeforeStart]);
    const planned = await create(50);
    const notPast = await h.rest('PATCH', `/api/session/${planned}/`, token, {
      spot: ids.mega,
      city: ids.almaty,
      startTime: start,
    });
    expect(notPast.body.errors.status).toEqual([SESSION_MESSAGES.notPast]);
  });
});

describe('GraphQL sessions', () => {
  const LIST = `query ($first: Int, $after: String, $status_In: [String!], $consultant_Manager: ID) {
    sessions(first: $first, after: $after, status_In: $status_In, consultant_Manager: $consultant_Manager) {
      totalCount edges { node { id status plannedStartTime date consultant { id lastName }
        spot { title customerNumber city { title } } city { id } region { title } activity { title } } }
      pageInfo { hasNextPage endCursor } } }`;
  const all = async (token: string, variables: Record<string, unknown> = {}) => {
    const nodes: { id: string; status: string; plannedStartTime: number; consultant: { id: string } }[] = [];
    let after: string | null = null;
    for (;;) {
      const res = await h.gql(token, LIST, { first: 5, after, ...variables });
      expect(res.errors).toBeUndefined();
      nodes.push(...res.data.sessions.edges.map((e: { node: (typeof nodes)[0] }) => e.node));
      if (!res.data.sessions.pageInfo.hasNextPage) return nodes;
      after = res.data.sessions.pageInfo.endCursor;
    }
  };

  it('lists the scope only, in SQL: a coordinator their team, HQ everyone, never DELETED', async () => {
    const coordinator = await h.login('COORDINATOR');
    const mine = await all(coordinator);
    const team = (
      await h.pool.query(
        "select id from users where manager_id = (select id from users where email = 'coordinator@demo.kz')",
      )
    ).rows.map((r) => String(r.id));
    expect(mine.length).toBeGreaterThan(5);
    expect(mine.every((s) => team.includes(s.consultant.id))).toBe(true);
    expect(mine.some((s) => s.status === 'DELETED')).toBe(false);
    const expected = await h.count(
      `select count(*) from sessions s join users u on u.id = s.consultant_id
       where u.manager_id = (select id from users where email = 'coordinator@demo.kz') and s.status <> 'DELETED'`,
    );
    expect(mine).toHaveLength(expected);
    // Newest plan first, each page continuing the last.
    const starts = mine.map((s) => s.plannedStartTime);
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    expect(new Set(mine.map((s) => s.id)).size).toBe(mine.length);

    const everyone = await all(await h.login('HQ'));
    expect(everyone.length).toBeGreaterThan(mine.length);
    expect(everyone).toHaveLength(await h.count("select count(*) from sessions where status <> 'DELETED'"));
  });

  it('filters by status list, refuses unknown statuses, and is refused to roles without sessions', async () => {
    const hq = await h.login('HQ');
    const planned = await all(hq, { status_In: ['PLANNED'] });
    expect(planned.length).toBeGreaterThan(0);
    expect(planned.every((s) => s.status === 'PLANNED')).toBe(true);
    const bad = await h.rest('POST', '/api/graphql/', hq, {
      query: LIST,
      variables: { status_In: ['LOST'] },
    });
    expect(bad.status).toBe(400);
    for (const role of ['CONSULTANT', 'AGENCY_HR', 'AUDITOR'] as const) {
      const res = await h.gql(await h.login(role), LIST, {});
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });
});

describe('the team calendar and one session', () => {
  const CALENDAR = `query ($coordinator: ID!, $from: String!, $to: String!) {
    myTeamSessions(coordinator: $coordinator, from: $from, to: $to) { id status plannedStartTime consultant { id } } }`;
  const week = () => ({
    from: new Date(at(-3, 0) * 1000).toISOString(),
    to: new Date(at(7, 0) * 1000).toISOString(),
  });

  it("answers a coordinator's team week, every status but DELETED, and nothing of another team", async () => {
    const coordinator = await one("select id from users where email = 'coordinator@demo.kz'");
    const token = await h.login('COORDINATOR');
    const res = await h.gql(token, CALENDAR, { coordinator, ...week() });
    expect(res.errors).toBeUndefined();
    const expected = await h.count(
      `select count(*) from sessions s join users u on u.id = s.consultant_id
       where u.manager_id = ${coordinator} and s.status <> 'DELETED'
         and s.planned_start_time >= to_timestamp(${at(-3, 0)}) and s.planned_start_time < to_timestamp(${at(7, 0)})`,
    );
    expect(expected).toBeGreaterThan(0);
    expect(res.data.myTeamSessions).toHaveLength(expected);
    const other = await one("select manager_id as id from users where email = 'a.kuznetsov@demo.kz'");
    const theirs = await h.gql(token, CALENDAR, { coordinator: other, ...week() });
    expect(theirs.data.myTeamSessions).toEqual([]);
    const hq = await h.gql(await h.login('HQ'), CALENDAR, { coordinator: other, ...week() });
    expect(hq.data.myTeamSessions.length).toBeGreaterThan(0);
    const tooLong = await h.rest('POST', '/api/graphql/', token, {
      query: CALENDAR,
      variables: { coordinator, from: week().from, to: new Date(at(90, 0) * 1000).toISOString() },
    });
    expect(tooLong.status).toBe(400);
  });

  it('reads one session with its history, and null out of scope', async () => {
    const token = await h.login('COORDINATOR');
    // Well inside the activity's dates whatever the hour (the seed's days are the machine's, these Almaty's).
    const created = await h.rest('POST', '/api/session/', token, plan([55]));
    expect(created.status).toBe(201);
    const id = created.body.id;
    await h.rest('PATCH', `/api/session/${id}/`, token, { status: 'DELETED' });
    const DATA = `query ($id: ID!) { sessionData(id: $id) { id status spot { title } history { kind actor { lastName } details } } }`;
    const res = await h.gql(token, DATA, { id });
    expect(res.data.sessionData.status).toBe('DELETED');
    expect(res.data.sessionData.history.map((e: { kind: string }) => e.kind)).toEqual(['CREATED', 'DELETED']);
    expect(res.data.sessionData.history[1].actor.lastName).toBeTruthy();
    const astanaSession = await one(
      `select s.id from sessions s join users u on u.id = s.consultant_id where u.email = 'a.kuznetsov@demo.kz' limit 1`,
    );
    expect((await h.gql(token, DATA, { id: astanaSession })).data.sessionData).toBeNull();
  });
});
