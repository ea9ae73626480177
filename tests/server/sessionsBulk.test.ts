import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { SESSION_MESSAGES } from '../../domain/validation/sessions';
import { SESSION_BULK_MESSAGES } from '../../domain/validation/sessionsBulk';
import { withServer } from './harness';
import { at } from './sessionsSupport';

// sessions-edit (issue 12 point 2): POST /api/sessions/bulk/, one action on many planned sessions, all or nothing.
const h = withServer();

/** The Almaty day `days` from now as YYYY-MM-DD. */
const almatyDay = (days: number) => new Date((at(days, 0) + 5 * 3600) * 1000).toISOString().slice(0, 10);

const ids: Record<string, number> = {};
const one = async (sql: string) => Number((await h.pool.query(sql)).rows[0].id);

beforeAll(async () => {
  ids.maria = await one("select id from users where email = 'm.ivanova@demo.kz'");
  ids.dana = await one("select id from users where email = 'd.tulegenova@demo.kz'");
  ids.astana = await one("select id from users where email = 'a.kuznetsov@demo.kz'");
  ids.almaty = await one("select id from cities where title = 'Алматы'");
  ids.mega = await one("select id from spots where title = 'ТРЦ MEGA Alma-Ata'");
  ids.dostyk = await one("select id from spots where title = 'Dostyk Plaza'");
  ids.spring = await one("select id from activities where title = 'glo hyper: весенняя кампания'");
});

/** Planned sessions for a consultant on the given days (16:00–20:00 Almaty), made as the coordinator. */
const planned = async (consultant: number, days: number[], startHour = 16, endHour = 20) => {
  const token = await h.login('COORDINATOR');
  const res = await h.rest('POST', '/api/session/', token, {
    consultant,
    activity: ids.spring,
    spot: ids.mega,
    city: ids.almaty,
    plannedStartTime: at(days[0], startHour),
    plannedEndTime: at(days[0], endHour),
    days: days.map((d) => ({ plannedStartTime: at(d, startHour), plannedEndTime: at(d, endHour) })),
    timeZone: 'Asia/Almaty',
  });
  expect(res.status).toBe(201);
  return res.body.ids as number[];
};

const state = async (sessionIds: number[]) =>
  (
    await h.pool.query(
      `select s.id, s.status, s.consultant_id, s.spot_id,
        extract(epoch from s.planned_start_time)::int as start, extract(epoch from s.planned_end_time)::int as "end",
        (select array_agg(e.kind order by e.id) from session_events e where e.session_id = s.id) as kinds
       from sessions s where s.id = any($1) order by s.id`,
      [sessionIds],
    )
  ).rows;

const bulk = async (role: Parameters<typeof h.login>[0], body: Record<string, unknown>) =>
  h.rest('POST', '/api/sessions/bulk/', await h.login(role), { timeZone: 'Asia/Almaty', ...body });

const kindsOf = (rows: { kinds: string[] | null }[]) => rows.map((r) => r.kinds ?? []);

describe('POST /api/sessions/bulk/ move', () => {
  it('moves sessions to a new date keeping their times, each with a MOVED history event', async () => {
    const [a] = await planned(ids.maria, [20]);
    const [b] = await planned(ids.dana, [21], 10, 14);
    const res = await bulk('COORDINATOR', { ids: [a, b], action: 'move', date: almatyDay(25) });
    expect(res.status).toBe(200);
    expect(res.body.ids).toEqual([a, b]);
    const rows = await state([a, b]);
    expect(rows.map((r) => [r.start, r.end])).toEqual([
      [at(25, 16), at(25, 20)],
      [at(25, 10), at(25, 14)],
    ]);
    expect(kindsOf(rows)).toEqual([
      ['CREATED', 'MOVED'],
      ['CREATED', 'MOVED'],
    ]);
  });

  it('sets new times on each session’s own day', async () => {
    const [a, b] = await planned(ids.maria, [26, 27]);
    const res = await bulk('COORDINATOR', {
      ids: [a, b],
      action: 'move',
      startTime: '11:30',
      endTime: '15:00',
    });
    expect(res.status).toBe(200);
    const rows = await state([a, b]);
    expect(rows.map((r) => [r.start, r.end])).toEqual([
      [at(26, 11) + 1800, at(26, 15)],
      [at(27, 11) + 1800, at(27, 15)],
    ]);
  });

  it('refuses all when one row clashes, naming the clash beside that row, and changes nothing', async () => {
    const [a, b] = await planned(ids.maria, [30, 31]);
    const [blocker] = await planned(ids.dana, [32]);
    const [c] = await planned(ids.dana, [33]);
    const before = await state([a, b, c, blocker]);
    // Maria's two sessions onto one day clash with each other; Dana's onto day 32 clashes with her own session.
    const res = await bulk('COORDINATOR', { ids: [a, b, c], action: 'move', date: almatyDay(32) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(SESSION_BULK_MESSAGES.refused(2));
    expect(Object.keys(res.body.rows).sort()).toEqual([String(b), String(c)].sort());
    expect(res.body.rows[String(b)]).toMatch(new RegExp(`^Пересекается с сессией №${a}: `));
    expect(res.body.rows[String(c)]).toMatch(
      new RegExp(
        `^Пересекается с сессией №${blocker}: \\d\\d\\.\\d\\d\\.\\d{4} 16:00–20:00, ТРЦ MEGA Alma-Ata$`,
      ),
    );
    expect(await state([a, b, c, blocker])).toEqual(before);
  });

  it('refuses a moved day outside the activity with its reason', async () => {
    const [a] = await planned(ids.maria, [35]);
    const res = await bulk('COORDINATOR', { ids: [a], action: 'move', date: almatyDay(400) });
    expect(res.status).toBe(400);
    expect(res.body.rows[String(a)]).toBe(SESSION_MESSAGES.activityNotActive);
  });
});

describe('POST /api/sessions/bulk/ reassign and delete', () => {
  it('reassigns to another consultant of the team (REASSIGNED), and refuses one outside the scope', async () => {
    const [a, b] = await planned(ids.maria, [36, 37]);
    const outside = await bulk('COORDINATOR', { ids: [a, b], action: 'reassign', consultant: ids.astana });
    expect(outside.status).toBe(400);
    expect(outside.body.rows).toEqual({
      [a]: SESSION_MESSAGES.consultantOutOfScope,
      [b]: SESSION_MESSAGES.consultantOutOfScope,
    });
    expect((await state([a, b])).every((r) => r.consultant_id === ids.maria)).toBe(true);

    const res = await bulk('COORDINATOR', { ids: [a, b], action: 'reassign', consultant: ids.dana });
    expect(res.status).toBe(200);
    const rows = await state([a, b]);
    expect(rows.every((r) => r.consultant_id === ids.dana)).toBe(true);
    expect(kindsOf(rows)).toEqual([
      ['CREATED', 'REASSIGNED'],
      ['CREATED', 'REASSIGNED'],
    ]);
  });

  it('reassigns to another spot', async () => {
    const [a] = await planned(ids.maria, [38]);
    const res = await bulk('COORDINATOR', { ids: [a], action: 'reassign', spot: ids.dostyk });
    expect(res.status).toBe(200);
    expect((await state([a]))[0].spot_id).toBe(ids.dostyk);
  });

  it('deletes by status (DELETED events), and never lists them again', async () => {
    const [a, b] = await planned(ids.maria, [39, 40]);
    const res = await bulk('COORDINATOR', { ids: [a, b], action: 'delete' });
    expect(res.status).toBe(200);
    const rows = await state([a, b]);
    expect(rows.map((r) => r.status)).toEqual(['DELETED', 'DELETED']);
    expect(kindsOf(rows)).toEqual([
      ['CREATED', 'DELETED'],
      ['CREATED', 'DELETED'],
    ]);
    const listed = await h.gql(
      await h.login('COORDINATOR'),
      `query ($f: String, $t: String) { sessions(first: 50, dateFrom: $f, dateTo: $t, status_In: ["PLANNED", "DELETED"]) {
        edges { node { id } } } }`,
      { f: new Date(at(39, 0) * 1000).toISOString(), t: new Date(at(41, 0) * 1000).toISOString() },
    );
    const listedIds = listed.data.sessions.edges.map((e: { node: { id: string } }) => Number(e.node.id));
    expect(listedIds).not.toContain(a);
    expect(listedIds).not.toContain(b);
  });

  it('refuses a session out of scope, one not planned and one already deleted, each with its reason', async () => {
    const [mine] = await planned(ids.maria, [41]);
    const [gone] = await planned(ids.maria, [42]);
    await bulk('COORDINATOR', { ids: [gone], action: 'delete' });
    const astanaSession = await one(
      `select s.id from sessions s where s.consultant_id = ${ids.astana} and s.status = 'PLANNED' limit 1`,
    );
    const done = await one(
      `select s.id from sessions s join users u on u.id = s.consultant_id
       where u.manager_id = (select id from users where email = 'coordinator@demo.kz') and s.status = 'COMPLETED' limit 1`,
    );
    const res = await bulk('COORDINATOR', { ids: [mine, astanaSession, done, gone], action: 'delete' });
    expect(res.status).toBe(400);
    expect(res.body.rows).toEqual({
      [astanaSession]: SESSION_BULK_MESSAGES.notFound,
      [done]: SESSION_MESSAGES.notPlanned,
      [gone]: SESSION_MESSAGES.notPlanned,
    });
    expect((await state([mine]))[0].status).toBe('PLANNED');
    // HQ sees every team: the Astana session is in its scope.
    expect((await bulk('HQ', { ids: [astanaSession], action: 'delete' })).status).toBe(200);
  });
});

describe('POST /api/sessions/bulk/ access and validation', () => {
  it('is refused to the roles without sessions', async () => {
    const [a] = await planned(ids.maria, [43]);
    for (const role of ['CONSULTANT', 'AGENCY_HR', 'AUDITOR', 'HELPDESK'] as const) {
      const res = await bulk(role, { ids: [a], action: 'delete' });
      expect(res.status, role).toBe(403);
    }
    expect((await state([a]))[0].status).toBe('PLANNED');
  });

  it('lets an agency manager and MANAGER_BU act within their scope', async () => {
    const [a] = await planned(ids.maria, [44]);
    const [b] = await planned(ids.maria, [45]);
    expect((await bulk('AGENCY_MANAGER', { ids: [a], action: 'delete' })).status).toBe(200);
    expect((await bulk('MANAGER_BU', { ids: [b], action: 'delete' })).status).toBe(200);
  });

  it('answers 400 with per-field messages to a malformed request, never 500', async () => {
    const [a] = await planned(ids.maria, [46]);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ids: [], action: 'delete' }, 'ids', SESSION_BULK_MESSAGES.noSessions],
      [
        { ids: Array.from({ length: 501 }, (_, i) => i + 1), action: 'delete' },
        'ids',
        SESSION_BULK_MESSAGES.tooMany,
      ],
      [{ ids: [a, a], action: 'delete' }, 'ids', SESSION_BULK_MESSAGES.sameTwice],
      [{ ids: [a], action: 'explode' }, 'action', SESSION_BULK_MESSAGES.unknownAction],
      [{ ids: [a], action: 'move' }, 'date', SESSION_BULK_MESSAGES.moveWhat],
      [{ ids: [a], action: 'move', date: '2026-13-01' }, 'date', SESSION_BULK_MESSAGES.invalidDate],
      [{ ids: [a], action: 'move', startTime: '10:00' }, 'endTime', SESSION_BULK_MESSAGES.bothTimes],
      [
        { ids: [a], action: 'move', startTime: '18:00', endTime: '10:00' },
        'endTime',
        SESSION_BULK_MESSAGES.endBeforeStart,
      ],
      [{ ids: [a], action: 'reassign' }, 'spot', SESSION_BULK_MESSAGES.reassignWhat],
      [{ ids: ['x'], action: 'delete' }, 'ids[0]', MESSAGES.mustBeNumber],
    ];
    for (const [body, field, message] of cases) {
      const res = await bulk('COORDINATOR', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors[field], JSON.stringify(res.body)).toContain(message);
    }
    expect((await state([a]))[0].status).toBe('PLANNED');
  });
});
