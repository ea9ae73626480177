import { beforeAll, describe, expect, it } from 'vitest';
import { ALERT_RULES } from '../../domain/alerts';
import { MESSAGES } from '../../domain/messages';
import type { Role } from '../../domain/roles';
import { CORRUPTED_REASONS } from '../../domain/validation/field';
import { connect } from '../../server/db';
import { markMissedSessions } from '../../server/jobs/missedSessions';
import { raiseAlerts } from '../../server/modules/alerts/raise';
import { withServer } from './harness';

// Issue 24 point 4: alerts raised by the job from what the field stores, once a cause (also with
// two workers at once), seen and acknowledged within each role's scope.
const h = withServer();

const MEGA = { latitude: 43.2016, longitude: 76.8921 };
const NEAR_MEGA = { latitude: 43.2019, longitude: 76.8925 }; // ~45 m away
const FAR = { latitude: 43.2331, longitude: 76.9568 }; // Dostyk Plaza, ~6 km away
const MINUTE = 60_000;

const ids: Record<string, number> = {};
const one = async (text: string, values: unknown[] = []) =>
  Number((await h.pool.query(text, values)).rows[0].id);
/** The database's clock: the job's rules are judged at a moment the test chooses from it. */
const dbNow = async () => new Date((await h.pool.query('select now() as t')).rows[0].t);
const later = (at: Date, minutes: number) => new Date(at.getTime() + minutes * MINUTE);

/** A session straight into the table, `from`/`to` in minutes from now. */
const session = async (consultant: number, from: number, to: number, status = 'PLANNED') =>
  one(
    `insert into sessions (consultant_id, activity_id, spot_id, city_id, status, planned_start_time,
       planned_end_time, start_time)
     values ($1, $2, $3, $4, $5, now() + make_interval(mins => $6), now() + make_interval(mins => $7),
       ${status === 'STARTED' ? 'now() + make_interval(mins => $6)' : 'null'}) returning id`,
    [consultant, ids.activity, ids.mega, ids.almaty, status, from, to],
  );
const alertsOf = async (sessionId: number) =>
  (await h.pool.query('select id, kind, details from alerts where session_id = $1 order by id', [sessionId]))
    .rows;
const ping = (
  sessionId: number,
  clientId: string,
  at: { latitude: number; longitude: number },
  accuracy: number,
) =>
  h.pool.query(
    `insert into session_positions (session_id, client_id, latitude, longitude, accuracy, recorded_at)
     values ($1, $2, $3, $4, $5, now() - interval '1 minute')`,
    [sessionId, clientId, at.latitude, at.longitude, accuracy],
  );
const contacts = (sessionId: number, n: number, minutesAgo: number) =>
  h.pool.query(
    `insert into contact_events (session_id, client_id, start_time)
     select $1, $4 || g, now() - make_interval(mins => $3) from generate_series(1, $2) g`,
    [sessionId, n, minutesAgo, `c-${minutesAgo}-`],
  );

const ALERT = `query($id: ID!) { alert(id: $id) { id kind reason distanceMeters contacts planPerHour lateMinutes
  acknowledgedAt acknowledgedBy { id lastName } consultant { id firstName lastName } coordinator { id lastName }
  session { id status } spot { id title latitude longitude } activity { title } } }`;
const OPEN = `{ alerts(open: true, first: 200) { totalCount edges { node { id kind session { id } } } } }`;
const tokens = {} as Record<Role, string>;
const openIds = async (role: Role) => {
  const res = await h.gql(tokens[role], OPEN);
  expect(res.errors).toBeUndefined();
  return res.data.alerts.edges.map((e: { node: { id: string } }) => Number(e.node.id));
};

beforeAll(async () => {
  ids.consultant = await one("select id from users where email = 'consultant@demo.kz'");
  ids.coordinator = await one("select id from users where email = 'coordinator@demo.kz'");
  ids.astana = await one(
    `select u.id from users u join users m on m.id = u.manager_id
     where m.email = 'coordinator.astana@demo.kz' and u.role = 'CONSULTANT' order by u.id limit 1`,
  );
  ids.almaty = await one("select id from cities where title = 'Алматы'");
  ids.mega = await one("select id from spots where title = 'ТРЦ MEGA Alma-Ata'");
  ids.activity = await one("select id from activities where title = 'glo hyper: весенняя кампания'");
  for (const role of [
    'HQ',
    'MANAGER_BU',
    'AGENCY_HR',
    'AGENCY_MANAGER',
    'COORDINATOR',
    'CONSULTANT',
  ] as const)
    tokens[role] = await h.login(role);
});

describe('the demo', () => {
  it('opens with the alerts of its last two weeks, in every dashboard role’s scope', async () => {
    const seeded = Number((await h.pool.query('select count(*) as n from alerts')).rows[0].n);
    expect(seeded).toBeGreaterThan(0);
    for (const role of ['HQ', 'MANAGER_BU', 'AGENCY_HR', 'AGENCY_MANAGER', 'COORDINATOR'] as const)
      expect((await openIds(role)).length, role).toBeGreaterThan(0);
    // The job run again over the same sessions raises nothing new.
    await raiseAlerts(h.db, undefined, { lookbackHours: 14 * 24 });
    expect(Number((await h.pool.query('select count(*) as n from alerts')).rows[0].n)).toBe(seeded);
  });
});

describe('the job raises each kind of alert from what the field stores', () => {
  it('LATE_START: a planned session not started 15 minutes after its planned start, not before', async () => {
    const id = await session(ids.consultant, -10, 230);
    const now = await dbNow();
    await raiseAlerts(h.db, now);
    expect(await alertsOf(id)).toEqual([]);
    await raiseAlerts(h.db, later(now, ALERT_RULES.lateStartMinutes - 10 + 1));
    expect(await alertsOf(id)).toMatchObject([{ kind: 'LATE_START', details: { lateMinutes: 16 } }]);
    // A session started in time raises none.
    const started = await session(ids.consultant, -30, 210, 'STARTED');
    await raiseAlerts(h.db, now);
    expect(await alertsOf(started)).toEqual([]);
  });

  it('MISSED and CORRUPTED, with the reason, naming the people, the session and the spot', async () => {
    const missed = await session(ids.consultant, -300, -60);
    await markMissedSessions(h.db);
    const corrupted = await session(ids.consultant, -5, 235);
    const start = await h.rest('POST', `/api/field/sessions/${corrupted}/start/`, tokens.CONSULTANT, FAR);
    expect(start.body.status).toBe('CORRUPTED');
    await raiseAlerts(h.db);
    expect((await alertsOf(missed)).map((a) => a.kind)).toEqual(['MISSED']);
    const [alert] = await alertsOf(corrupted);
    const res = await h.gql(tokens.COORDINATOR, ALERT, { id: alert.id });
    expect(res.data.alert).toMatchObject({
      kind: 'CORRUPTED',
      reason: CORRUPTED_REASONS.farFromSpot,
      consultant: { id: String(ids.consultant) },
      coordinator: { id: String(ids.coordinator) },
      session: { id: String(corrupted), status: 'CORRUPTED' },
      spot: { id: String(ids.mega), title: 'ТРЦ MEGA Alma-Ata', ...MEGA },
      activity: { title: 'glo hyper: весенняя кампания' },
      acknowledgedAt: null,
    });
  });

  it('FAR_FROM_SPOT: a ping more than 500 m from the spot beyond its accuracy, during a started session', async () => {
    const far = await session(ids.consultant, -40, 200, 'STARTED');
    await ping(far, 'p1', NEAR_MEGA, 10);
    await raiseAlerts(h.db);
    expect(await alertsOf(far)).toEqual([]);
    await ping(far, 'p2', FAR, 20);
    await raiseAlerts(h.db);
    const [alert] = await alertsOf(far);
    expect(alert.kind).toBe('FAR_FROM_SPOT');
    expect(alert.details).toMatchObject({
      ...FAR,
      spotLatitude: MEGA.latitude,
      spotLongitude: MEGA.longitude,
    });
    expect(alert.details.distanceMeters).toBeGreaterThan(5000);
    // 600 m away but only within 150 m accuracy: it may have been at the spot.
    const vague = await session(ids.consultant, -40, 200, 'STARTED');
    await ping(vague, 'p1', { latitude: MEGA.latitude + 600 / 111_000, longitude: MEGA.longitude }, 150);
    await raiseAlerts(h.db);
    expect(await alertsOf(vague)).toEqual([]);
  });

  it('LOW_CONTACTS: the last hour below half the activity’s plan per hour, once the session ran an hour', async () => {
    // glo hyper's plan: 12 contacts an hour; below 6 in the last hour is far below.
    const plan = Number(
      (await h.pool.query('select contact_count_per_hour as n from activities where id = $1', [ids.activity]))
        .rows[0].n,
    );
    expect(plan).toBe(12);
    const low = await session(ids.consultant, -90, 150, 'STARTED');
    await contacts(low, 5, 20);
    await contacts(low, 30, 75); // earlier than the last hour: not counted
    const enough = await session(ids.consultant, -90, 150, 'STARTED');
    await contacts(enough, 6, 20);
    const young = await session(ids.consultant, -30, 210, 'STARTED');
    await raiseAlerts(h.db);
    expect(await alertsOf(low)).toMatchObject([
      { kind: 'LOW_CONTACTS', details: { contacts: 5, planPerHour: 12 } },
    ]);
    expect(await alertsOf(enough)).toEqual([]);
    expect(await alertsOf(young)).toEqual([]);
  });

  it('raises a cause once, with two workers running the job at the same moment, and again later', async () => {
    const second = connect(h.pool.options.connectionString!, 4);
    try {
      const late = await session(ids.consultant, -20, 220);
      const missed = await session(ids.consultant, -300, -60, 'MISSED');
      const far = await session(ids.consultant, -40, 200, 'STARTED');
      await ping(far, 'p1', FAR, 5);
      const runs = await Promise.all([raiseAlerts(h.db), raiseAlerts(second.db), raiseAlerts(h.db)]);
      const raised = runs.flat().filter((a) => [late, missed, far].includes(a.sessionId));
      expect(raised.map((a) => a.kind).sort()).toEqual(['FAR_FROM_SPOT', 'LATE_START', 'MISSED']);
      await Promise.all([raiseAlerts(h.db), raiseAlerts(second.db)]);
      for (const id of [late, missed, far]) expect(await alertsOf(id)).toHaveLength(1);
    } finally {
      await second.pool.end();
    }
  });
});

describe('scope and acknowledgement', () => {
  const raisedFor = async (consultant: number) => {
    const id = await session(consultant, -20, 220);
    await raiseAlerts(h.db);
    return Number((await alertsOf(id))[0].id);
  };

  it('shows an alert to every role whose scope holds its consultant, and to no one else', async () => {
    const almaty = await raisedFor(ids.consultant);
    const astana = await raisedFor(ids.astana);
    for (const role of ['HQ', 'MANAGER_BU', 'AGENCY_HR', 'AGENCY_MANAGER', 'COORDINATOR'] as const) {
      const seen = await openIds(role);
      expect(seen, role).toContain(almaty);
      expect(seen.includes(astana), role).toBe(role === 'HQ');
      const page = await h.gql(tokens[role], ALERT, { id: astana });
      expect(page.data.alert, role).toEqual(
        role === 'HQ' ? expect.objectContaining({ id: String(astana) }) : null,
      );
    }
    const consultant = await h.gql(tokens.CONSULTANT, OPEN);
    expect(consultant.data.alerts).toBeNull();
    expect(consultant.errors[0].message).toBe(MESSAGES.noRights);
    // Newest first.
    const hq = await openIds('HQ');
    expect(hq.indexOf(astana)).toBeLessThan(hq.indexOf(almaty));
  });

  it('a coordinator or manager in scope acknowledges: who and when kept, gone from the open list', async () => {
    const id = await raisedFor(ids.consultant);
    const hr = await h.rest('POST', `/api/alerts/${id}/acknowledge/`, tokens.AGENCY_HR);
    expect(hr).toMatchObject({ status: 403, body: { detail: MESSAGES.noRights } });
    const res = await h.rest('POST', `/api/alerts/${id}/acknowledge/`, tokens.COORDINATOR);
    expect(res.status).toBe(200);
    expect(res.body.acknowledgedBy).toMatchObject({ id: ids.coordinator });
    expect(res.body.acknowledgedAt).toBeGreaterThan(0);
    // A second acknowledgement keeps the first.
    const again = await h.rest('POST', `/api/alerts/${id}/acknowledge/`, tokens.HQ);
    expect(again.body).toEqual(res.body);
    expect(await openIds('COORDINATOR')).not.toContain(id);
    expect(await openIds('HQ')).not.toContain(id);
    const page = await h.gql(tokens.AGENCY_MANAGER, ALERT, { id });
    expect(page.data.alert).toMatchObject({
      acknowledgedAt: res.body.acknowledgedAt,
      acknowledgedBy: { id: String(ids.coordinator) },
    });
  });

  it('outside the scope an acknowledgement is a missing alert, each manager role within its own', async () => {
    const astana = await raisedFor(ids.astana);
    for (const role of ['COORDINATOR', 'AGENCY_MANAGER', 'MANAGER_BU'] as const) {
      const res = await h.rest('POST', `/api/alerts/${astana}/acknowledge/`, tokens[role]);
      expect(res, role).toMatchObject({ status: 404, body: { detail: MESSAGES.notFound } });
    }
    expect(
      (await h.pool.query('select acknowledged_at from alerts where id = $1', [astana])).rows[0]
        .acknowledged_at,
    ).toBeNull();
    for (const role of ['AGENCY_MANAGER', 'MANAGER_BU'] as const) {
      const mine = await raisedFor(ids.consultant);
      expect((await h.rest('POST', `/api/alerts/${mine}/acknowledge/`, tokens[role])).status, role).toBe(200);
    }
    expect((await h.rest('POST', `/api/alerts/${astana}/acknowledge/`, tokens.HQ)).status).toBe(200);
  });

  it('answers malformed input as a client error, never a 500', async () => {
    for (const bad of ['abc', '-1', '0', '99999999999999999999']) {
      const res = await h.rest('POST', `/api/alerts/${bad}/acknowledge/`, tokens.COORDINATOR);
      expect(res.status, bad).toBe(404);
    }
    expect((await h.gql(tokens.COORDINATOR, ALERT, { id: 'abc' })).data.alert).toBeNull();
    const big = await h.rest('POST', '/api/graphql/', tokens.COORDINATOR, {
      query: '{ alerts(first: -1) { edges { node { id } } } }',
    });
    expect(big.status).toBeLessThan(500);
    expect(big.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const cursor = await h.rest('POST', '/api/graphql/', tokens.COORDINATOR, {
      query: '{ alerts(first: 5, after: "forged") { edges { node { id } } } }',
    });
    expect(cursor.status).toBeLessThan(500);
    expect(cursor.body.errors).toBeDefined();
  });
});

describe('sessionsToday', () => {
  /** A zone where it is around midday now, so that "today" holds the sessions of the last hours. */
  const midday = () => {
    const offset = 12 - new Date().getUTCHours();
    return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
  };
  const TODAY = `query($tz: String) { sessionsToday(timeZone: $tz) { day planned started completed missed corrupted
    lateCount late { id consultantId consultantName spotTitle } corruptedSessions { id corruptedReason consultantName } } }`;

  it('counts today’s sessions by status in the viewer’s scope and names the late and corrupted ones', async () => {
    const tz = midday();
    const before = (await h.gql(tokens.COORDINATOR, TODAY, { tz })).data.sessionsToday;
    const late = await session(ids.consultant, -30, 200);
    const soon = await session(ids.consultant, 30, 200);
    const corrupted = await session(ids.consultant, -20, 200, 'CORRUPTED');
    await h.pool.query(`update sessions set corrupted_reason = $2 where id = $1`, [
      corrupted,
      CORRUPTED_REASONS.tooEarly,
    ]);
    const elsewhere = await session(ids.astana, -30, 200);
    const after = (await h.gql(tokens.COORDINATOR, TODAY, { tz })).data.sessionsToday;
    expect(after.planned).toBe(before.planned + 2);
    expect(after.corrupted).toBe(before.corrupted + 1);
    expect(after.lateCount).toBe(before.lateCount + 1);
    const lateIds = after.late.map((s: { id: string }) => Number(s.id));
    expect(lateIds).toContain(late);
    expect(lateIds).not.toContain(soon);
    expect(lateIds).not.toContain(elsewhere);
    expect(after.late.find((s: { id: string }) => Number(s.id) === late)).toMatchObject({
      consultantId: String(ids.consultant),
      spotTitle: 'ТРЦ MEGA Alma-Ata',
    });
    expect(after.corruptedSessions.find((s: { id: string }) => Number(s.id) === corrupted)).toMatchObject({
      corruptedReason: CORRUPTED_REASONS.tooEarly,
    });
    const hq = (await h.gql(tokens.HQ, TODAY, { tz })).data.sessionsToday;
    expect(hq.late.map((s: { id: string }) => Number(s.id))).toEqual(
      expect.arrayContaining([late, elsewhere]),
    );
    const hr = await h.gql(tokens.AGENCY_HR, TODAY, { tz });
    expect(hr.errors[0].message).toBe(MESSAGES.noRights);
  });
});
