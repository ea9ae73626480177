import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles';
import { diskAreaOf } from './fileAreas';
import { withServer } from './harness';

// The session timeline and the spot page (issue 12 points 5 and 6): contactEventContacts,
// sessionData's counts and hours, the contact photo route, spot(id); each scoped by role.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'timeline-test-'));
const h = withServer({ config: () => ({ dataDir }) });

const ids: Record<string, number> = {};
const one = async (sql: string, params: unknown[] = []) =>
  Number((await h.pool.query(sql, params)).rows[0].id);
/** A PNG's first bytes: enough for a content check, and what the route must hand back unchanged. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

beforeAll(async () => {
  ids.mariaSession = await one(
    `select s.id from sessions s join users u on u.id = s.consultant_id
     where u.email = 'm.ivanova@demo.kz' and s.status = 'COMPLETED' order by s.planned_start_time limit 1`,
  );
  ids.astanaSession = await one(
    `select s.id from sessions s join users u on u.id = s.consultant_id
     where u.email = 'a.kuznetsov@demo.kz' and s.status = 'COMPLETED' order by s.planned_start_time limit 1`,
  );
  // The demo's own contacts of these two sessions out of the way: the test's are the only ones.
  for (const session of [ids.mariaSession, ids.astanaSession]) {
    await h.pool.query(
      'delete from contact_photos where contact_event_id in (select id from contact_events where session_id = $1)',
      [session],
    );
    await h.pool.query('delete from contact_events where session_id = $1', [session]);
  }
  // Four hours worked of four planned (the demo's own times vary by a few minutes).
  await h.pool.query(
    `update sessions set stop_time = start_time + interval '4 hours',
       planned_end_time = planned_start_time + interval '4 hours' where id = $1`,
    [ids.mariaSession],
  );
  // Three contacts on Maria's session: one with every sub-event and a photo, two denials.
  const { rows } = await h.pool.query(
    `insert into contact_events (session_id, client_id, start_time, stop_time, watch_stop_time,
       compliment_time, denial_time, denial_reason, review_time, exchange_time, registration_time)
     select s.id, v.cid, s.start_time + v.m * interval '1 minute', s.start_time + (v.m + 5) * interval '1 minute',
       s.start_time + (v.m + 3) * interval '1 minute',
       case when v.is_full then s.start_time + (v.m + 1) * interval '1 minute' end,
       case when not v.is_full then s.start_time + (v.m + 2) * interval '1 minute' end,
       case when not v.is_full then v.reason end,
       case when v.is_full then s.start_time + (v.m + 2) * interval '1 minute' end,
       case when v.is_full then s.start_time + (v.m + 3) * interval '1 minute' end,
       case when v.is_full then s.start_time + (v.m + 4) * interval '1 minute' end
     from sessions s, (values ('c1', 10, true, null), ('c2', 30, false, 'Не курит'),
       ('c3', 50, false, 'Не курит')) as v(cid, m, is_full, reason)
     where s.id = $1 order by v.m returning id`,
    [ids.mariaSession],
  );
  ids.contact = Number(rows[0].id);
  const stored = `contact-photos/${await diskAreaOf(dataDir, 'contact-photos').write('.png', PNG)}`;
  ids.photo = await one(
    `insert into contact_photos (contact_event_id, client_id, path, mime, size)
     values ($1, 'p1', $2, 'image/png', $3) returning id`,
    [ids.contact, stored, PNG.length],
  );
  await h.pool.query(
    `insert into contact_events (session_id, client_id, start_time)
     select id, 'a1', start_time from sessions where id = $1`,
    [ids.astanaSession],
  );
  ids.astanaPhoto = await one(
    `insert into contact_photos (contact_event_id, client_id, path, mime, size)
     select ce.id, 'p1', $2, 'image/png', 10 from contact_events ce
     where ce.session_id = $1 returning id`,
    [ids.astanaSession, stored],
  );
  ids.mega = await one("select id from spots where title = 'ТРЦ MEGA Alma-Ata'");
  // A spot of Almaty without a session (the demo's history has sessions at every spot).
  ids.kiosk = await one(
    `insert into spots (title, address, city_id) select 'Киоск без сессий', 'ул. Тестовая, 1', city_id
     from spots where title = 'Магазин «Арзан» на Абая' returning id`,
  );
  ids.keruen = await one("select id from spots where title = 'ТРЦ Keruen'");
});

const CONTACTS = `query ($session: ID!) { contactEventContacts(session: $session) {
  contactEventId startTime stopTime watchStopTime startTimeStr stopTimeStr
  compliment { time } denial { time reason } review { time } exchange { time } registration { time }
  photos { id url } } }`;

const SESSION_DATA = `query ($id: ID!) { sessionData(id: $id) { id hoursWorked hoursPlanned
  contactCounts { contacts compliments denials reviews exchanges registrations photos
    denialReasons { reason count } } } }`;

const SESSION_ROLES: Role[] = ['HQ', 'MANAGER_BU', 'AGENCY_MANAGER', 'COORDINATOR'];
const OTHER_ROLES: Role[] = ['CONSULTANT', 'AGENCY_HR', 'AUDITOR', 'HELPDESK'];

describe('contactEventContacts(session)', () => {
  it('lists a session’s contacts in start order with their sub-events and photo addresses', async () => {
    const res = await h.gql(await h.login('COORDINATOR'), CONTACTS, { session: ids.mariaSession });
    const list = res.data.contactEventContacts;
    expect(list).toHaveLength(3);
    const [first, second] = list;
    expect(first.contactEventId).toBe(String(ids.contact));
    expect(first.stopTime - first.startTime).toBe(300);
    expect(first.watchStopTime - first.startTime).toBe(180);
    expect(first.compliment.time - first.startTime).toBe(60);
    expect(first.registration.time - first.startTime).toBe(240);
    expect(first.denial).toBeNull();
    expect(first.photos).toEqual([{ id: String(ids.photo), url: `/api/contact-photo/${ids.photo}/` }]);
    expect(second.denial.reason).toBe('Не курит');
    expect(second.compliment).toBeNull();
    expect(second.photos).toEqual([]);
    expect(list.map((c: { startTime: number }) => c.startTime)).toEqual(
      [...list.map((c: { startTime: number }) => c.startTime)].sort(),
    );
  });

  it('answers each session role in scope, and null out of scope exactly as for a missing id', async () => {
    for (const role of SESSION_ROLES) {
      const token = await h.login(role);
      const mine = await h.gql(token, CONTACTS, { session: ids.mariaSession });
      expect(mine.data.contactEventContacts, role).toHaveLength(3);
      const other = await h.gql(token, CONTACTS, { session: ids.astanaSession });
      const missing = await h.gql(token, CONTACTS, { session: 99_999_999 });
      expect(missing.data.contactEventContacts, role).toBeNull();
      if (role === 'HQ') expect(other.data.contactEventContacts).toHaveLength(1);
      else expect(other, role).toEqual(missing);
    }
  });

  it('is refused to the consultant and the other roles, and to anonymous callers', async () => {
    for (const role of OTHER_ROLES) {
      const res = await h.gql(await h.login(role), CONTACTS, { session: ids.mariaSession });
      expect(res.data?.contactEventContacts ?? null, role).toBeNull();
      expect(res.errors?.[0]?.extensions?.code, role).toBe('FORBIDDEN');
    }
    const anonymous = await h.gql(null, CONTACTS, { session: ids.mariaSession });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers [] for a session of the scope without contacts', async () => {
    const empty = await one(
      `select s.id from sessions s join users u on u.id = s.consultant_id
       where u.email = 'm.ivanova@demo.kz' and s.status = 'PLANNED' limit 1`,
    );
    const res = await h.gql(await h.login('COORDINATOR'), CONTACTS, { session: empty });
    expect(res.data.contactEventContacts).toEqual([]);
  });
});

describe('sessionData(id) counts and hours', () => {
  it('counts each kind, groups denials by reason, and gives hours worked against planned', async () => {
    const res = await h.gql(await h.login('COORDINATOR'), SESSION_DATA, { id: ids.mariaSession });
    const s = res.data.sessionData;
    expect(s.contactCounts).toEqual({
      contacts: 3,
      compliments: 1,
      denials: 2,
      reviews: 1,
      exchanges: 1,
      registrations: 1,
      photos: 1,
      denialReasons: [{ reason: 'Не курит', count: 2 }],
    });
    expect(s.hoursWorked).toBe(4);
    expect(s.hoursPlanned).toBe(4);
  });

  it('has no hours worked while a session is not stopped', async () => {
    const planned = await one(
      `select s.id from sessions s join users u on u.id = s.consultant_id
       where u.email = 'm.ivanova@demo.kz' and s.status = 'PLANNED' limit 1`,
    );
    const res = await h.gql(await h.login('HQ'), SESSION_DATA, { id: planned });
    expect(res.data.sessionData.hoursWorked).toBeNull();
    expect(res.data.sessionData.contactCounts.contacts).toBe(0);
  });
});

describe('GET /api/contact-photo/{id}/', () => {
  const get = (id: number | string, token: string | null) =>
    h.app.inject({
      method: 'GET',
      url: `/api/contact-photo/${id}/`,
      headers: token ? { authorization: `JWT ${token}` } : {},
    });

  it('streams the stored file with its content type to each session role in scope', async () => {
    for (const role of SESSION_ROLES) {
      const res = await get(ids.photo, await h.login(role));
      expect(res.statusCode, role).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      // A photo of a person: kept by no cache, the browser's included (issue 22 point 5).
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.rawPayload.equals(PNG)).toBe(true);
    }
  });

  it('answers 404 out of scope as for a missing id, 403 to the other roles, 401 anonymous', async () => {
    const coordinator = await h.login('COORDINATOR');
    expect((await get(ids.astanaPhoto, coordinator)).statusCode).toBe(404);
    expect((await get(99_999_999, coordinator)).statusCode).toBe(404);
    expect((await get('x', coordinator)).statusCode).toBe(404);
    expect((await get(ids.astanaPhoto, await h.login('HQ'))).statusCode).toBe(200);
    for (const role of OTHER_ROLES)
      expect((await get(ids.photo, await h.login(role))).statusCode, role).toBe(403);
    expect((await get(ids.photo, null)).statusCode).toBe(401);
  });

  it('answers 404 when the stored path would leave DATA_DIR or the file is gone', async () => {
    const hq = await h.login('HQ');
    await h.pool.query(`update contact_photos set path = '../../etc/passwd' where id = $1`, [
      ids.astanaPhoto,
    ]);
    expect((await get(ids.astanaPhoto, hq)).statusCode).toBe(404);
    await h.pool.query(`update contact_photos set path = 'contact-photos/gone.png' where id = $1`, [
      ids.astanaPhoto,
    ]);
    expect((await get(ids.astanaPhoto, hq)).statusCode).toBe(404);
  });
});

const SPOT = `query ($id: ID!) { spot(id: $id) { id title legalName address customerNumber latitude longitude
  city { title } region { title }
  responsibles { firstName lastName role crManager { name } }
  recentSessions { id plannedStartTime status consultant { lastName } }
  plannedSessions { id plannedStartTime status } } }`;

describe('spot(id)', () => {
  it('gives the spot’s data, its responsible people, its recent and planned sessions', async () => {
    const res = await h.gql(await h.login('COORDINATOR'), SPOT, { id: ids.mega });
    const spot = res.data.spot;
    expect(spot).toMatchObject({
      title: 'ТРЦ MEGA Alma-Ata',
      legalName: 'ТОО «Мега Алматы»',
      customerNumber: '100245',
      latitude: 43.2016,
      city: { title: 'Алматы' },
    });
    expect(spot.region.title).toBeTruthy();
    // The supervisors of Almaty: the demo coordinator (CR manager Ахметов) and Shymkent's.
    expect(spot.responsibles.map((r: { crManager: { name: string } | null }) => r.crManager?.name)).toContain(
      'Ахметов Серик Болатович',
    );
    const now = Date.now() / 1000;
    expect(spot.recentSessions.length).toBeGreaterThan(0);
    expect(spot.plannedSessions.length).toBeGreaterThan(0);
    expect(spot.recentSessions.every((s: { plannedStartTime: number }) => s.plannedStartTime < now)).toBe(
      true,
    );
    expect(spot.plannedSessions.every((s: { plannedStartTime: number }) => s.plannedStartTime >= now)).toBe(
      true,
    );
    const recent = spot.recentSessions.map((s: { plannedStartTime: number }) => s.plannedStartTime);
    expect(recent).toEqual([...recent].sort((a, b) => b - a));
  });

  it('lists only the sessions of the viewer’s scope, never DELETED', async () => {
    const hq = (await h.gql(await h.login('HQ'), SPOT, { id: ids.mega })).data.spot;
    const coordinator = (await h.gql(await h.login('COORDINATOR'), SPOT, { id: ids.mega })).data.spot;
    const teamOf = await h.pool.query(
      `select s.id from sessions s join users u on u.id = s.consultant_id
       join users c on c.id = u.manager_id where c.email = 'coordinator@demo.kz' and s.spot_id = $1`,
      [ids.mega],
    );
    const team = new Set(teamOf.rows.map((r) => String(r.id)));
    expect(coordinator.recentSessions.every((s: { id: string }) => team.has(s.id))).toBe(true);
    expect(hq.recentSessions.length).toBeGreaterThanOrEqual(coordinator.recentSessions.length);
    const victim = coordinator.plannedSessions[0].id;
    await h.pool.query(`update sessions set status = 'DELETED' where id = $1`, [victim]);
    const after = (await h.gql(await h.login('COORDINATOR'), SPOT, { id: ids.mega })).data.spot;
    expect(after.plannedSessions.map((s: { id: string }) => s.id)).not.toContain(victim);
  });

  it('shows a spot to HQ always; to the others with a session of their scope or a city they supervise', async () => {
    const see = async (role: Role, id: number) => (await h.gql(await h.login(role), SPOT, { id })).data.spot;
    expect((await see('HQ', ids.keruen))?.title).toBe('ТРЦ Keruen');
    for (const role of ['MANAGER_BU', 'AGENCY_MANAGER', 'COORDINATOR'] as Role[]) {
      expect((await see(role, ids.mega))?.title, role).toBe('ТРЦ MEGA Alma-Ata');
      expect(await see(role, ids.keruen), role).toBeNull();
    }
    // No session at the kiosk: the Almaty coordinator supervises its city, the agency manager does not.
    expect((await see('COORDINATOR', ids.kiosk))?.title).toBe('Киоск без сессий');
    expect(await see('AGENCY_MANAGER', ids.kiosk)).toBeNull();
    expect(await see('HQ', 99_999_999)).toBeNull();
  });

  it("opens a coordinator's own trade point (the /trade-points row links to it), even without a session there", async () => {
    const see = async (id: number) => (await h.gql(await h.login('COORDINATOR'), SPOT, { id })).data.spot;
    expect(await see(ids.keruen)).toBeNull();
    const { rows } = await h.pool.query(
      `update spots set coordinator_id = (select id from users where email = 'coordinator@demo.kz')
       where id = $1 returning (select coordinator_id from spots where id = $1) as before`,
      [ids.keruen],
    );
    try {
      expect((await see(ids.keruen))?.title).toBe('ТРЦ Keruen');
      expect((await h.gql(await h.login('AGENCY_MANAGER'), SPOT, { id: ids.keruen })).data.spot).toBeNull();
    } finally {
      await h.pool.query('update spots set coordinator_id = $2 where id = $1', [ids.keruen, rows[0].before]);
    }
  });

  it('is refused to the consultant and the roles without sessions', async () => {
    for (const role of OTHER_ROLES) {
      const res = await h.gql(await h.login(role), SPOT, { id: ids.mega });
      expect(res.data?.spot ?? null, role).toBeNull();
      expect(res.errors?.[0]?.extensions?.code, role).toBe('FORBIDDEN');
    }
  });
});
