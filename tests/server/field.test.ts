import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { CORRUPTED_REASONS, FIELD_MESSAGES } from '../../domain/validation/field';
import { markMissedSessions } from '../../server/jobs/missedSessions';
import { multipartBody } from '../support/zip';
import { diskAreaOf, storedNames } from './fileAreas';
import { withServer } from './harness';

// The field API (issue 12 point 7): the consultant's own sessions only, the state rules, idempotent replays.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'field-test-'));
const h = withServer({ config: () => ({ dataDir }) });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const MEGA = { latitude: 43.2016, longitude: 76.8921 };
const NEAR_MEGA = { latitude: 43.2019, longitude: 76.8925 }; // ~45 m away
const FAR = { latitude: 43.2331, longitude: 76.9568 }; // Dostyk Plaza, ~6 km away
const now = () => Math.floor(Date.now() / 1000);

const ids: Record<string, number> = {};
let token = '';
const one = async (sql: string) => Number((await h.pool.query(sql)).rows[0].id);

/** A session straight into the table: `from`/`to` in seconds from now. */
const session = async (consultant: number, from: number, to: number, status = 'PLANNED') =>
  one(`insert into sessions (consultant_id, activity_id, spot_id, city_id, status, planned_start_time, planned_end_time)
       values (${consultant}, ${ids.activity}, ${ids.mega}, ${ids.almaty}, '${status}',
         now() + interval '${from} seconds', now() + interval '${to} seconds') returning id`);
const statusOf = async (id: number) =>
  (await h.pool.query('select status, corrupted_reason from sessions where id = $1', [id])).rows[0];
const events = async (id: number) =>
  (await h.pool.query('select kind, actor_id from session_events where session_id = $1 order by id', [id]))
    .rows;

beforeAll(async () => {
  ids.consultant = await one("select id from users where email = 'consultant@demo.kz'");
  ids.maria = await one("select id from users where email = 'm.ivanova@demo.kz'");
  ids.almaty = await one("select id from cities where title = 'Алматы'");
  ids.mega = await one("select id from spots where title = 'ТРЦ MEGA Alma-Ata'");
  ids.activity = await one("select id from activities where title = 'glo hyper: весенняя кампания'");
  token = await h.login('CONSULTANT');
});

const post = (url: string, body: unknown, as = token) => h.rest('POST', url, as, body);

describe('GET /api/field/sessions/', () => {
  it('lists the consultant’s own sessions to work, with the spot’s position, and refuses other roles', async () => {
    const id = await session(ids.consultant, -600, 3 * 3600);
    const others = await session(ids.maria, -600, 3 * 3600);
    const res = await h.rest('GET', '/api/field/sessions/', token);
    expect(res.status).toBe(200);
    const listed = res.body.sessions.map((s: { id: number }) => s.id);
    expect(listed).toContain(id);
    expect(listed).not.toContain(others);
    const mine = res.body.sessions.find((s: { id: number }) => s.id === id);
    expect(mine).toMatchObject({ status: 'PLANNED', spot: { title: 'ТРЦ MEGA Alma-Ata', ...MEGA } });
    expect(mine.activity.title).toBe('glo hyper: весенняя кампания');
    expect(
      res.body.sessions.every((s: { status: string }) => ['PLANNED', 'STARTED'].includes(s.status)),
    ).toBe(true);
    for (const role of ['COORDINATOR', 'HQ'] as const) {
      const refused = await h.rest('GET', '/api/field/sessions/', await h.login(role));
      expect(refused).toMatchObject({ status: 403, body: { detail: MESSAGES.noRights } });
    }
    expect((await h.rest('GET', '/api/field/sessions/', null)).status).toBe(401);
  });
});

describe('start and stop', () => {
  it('starts near the spot (STARTED, once however often sent), stops (COMPLETED), refuses a stop before the start', async () => {
    const id = await session(ids.consultant, -600, 3 * 3600);
    const start = now() - 60;
    const started = await post(`/api/field/sessions/${id}/start/`, { ...NEAR_MEGA, time: start });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ id, status: 'STARTED', startTime: start, corruptedReason: null });
    const again = await post(`/api/field/sessions/${id}/start/`, { ...NEAR_MEGA, time: start + 30 });
    expect(again.body).toMatchObject({ status: 'STARTED', startTime: start });
    expect(await events(id)).toEqual([{ kind: 'STARTED', actor_id: ids.consultant }]);

    const early = await post(`/api/field/sessions/${id}/stop/`, { ...MEGA, time: start - 10 });
    expect(early.status).toBe(400);
    expect(early.body.errors.time).toEqual([FIELD_MESSAGES.stopBeforeStart]);
    expect((await statusOf(id)).status).toBe('STARTED');

    const stopped = await post(`/api/field/sessions/${id}/stop/`, MEGA);
    expect(stopped.status).toBe(200);
    expect(stopped.body.status).toBe('COMPLETED');
    expect((await post(`/api/field/sessions/${id}/stop/`, MEGA)).body.stopTime).toBe(stopped.body.stopTime);
    expect((await events(id)).map((e) => e.kind)).toEqual(['STARTED', 'COMPLETED']);
    const { rows } = await h.pool.query('select start_latitude, stop_longitude from sessions where id = $1', [
      id,
    ]);
    expect(rows[0]).toEqual({ start_latitude: NEAR_MEGA.latitude, stop_longitude: MEGA.longitude });
  });

  it('makes a session started far from its spot, or after its planned end, CORRUPTED with the reason', async () => {
    const far = await session(ids.consultant, 4 * 3600, 8 * 3600);
    // Four hours early is too early, but far away is what is checked after the times: start it in time.
    await h.pool.query(
      `update sessions set planned_start_time = now() - interval '5 minutes' where id = ${far}`,
    );
    const res = await post(`/api/field/sessions/${far}/start/`, FAR);
    expect(res.body).toMatchObject({ status: 'CORRUPTED', corruptedReason: CORRUPTED_REASONS.farFromSpot });
    expect(await events(far)).toEqual([{ kind: 'CORRUPTED', actor_id: ids.consultant }]);
    // The same start again changes nothing.
    expect((await post(`/api/field/sessions/${far}/start/`, MEGA)).body.status).toBe('CORRUPTED');
    expect(await events(far)).toHaveLength(1);

    const late = await session(ids.consultant, -3600, 60);
    const lateStart = await post(`/api/field/sessions/${late}/start/`, { ...MEGA, time: now() + 120 });
    expect(lateStart.body.corruptedReason).toBe(CORRUPTED_REASONS.afterPlannedEnd);

    const tooEarly = await session(ids.consultant, 5 * 3600, 9 * 3600);
    const earlyStart = await post(`/api/field/sessions/${tooEarly}/start/`, MEGA);
    expect(earlyStart.body.corruptedReason).toBe(CORRUPTED_REASONS.tooEarly);
    expect((await statusOf(tooEarly)).corrupted_reason).toBe(CORRUPTED_REASONS.tooEarly);
  });

  it('refuses to stop a session that has not started, and bad positions field by field', async () => {
    const id = await session(ids.consultant, 24 * 3600, 28 * 3600);
    const stop = await post(`/api/field/sessions/${id}/stop/`, MEGA);
    expect(stop).toMatchObject({ status: 400, body: { errors: { status: [FIELD_MESSAGES.notStarted] } } });
    const bad = await post(`/api/field/sessions/${id}/start/`, { latitude: 91, longitude: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.latitude).toEqual([FIELD_MESSAGES.invalidLatitude]);
    expect(bad.body.errors.longitude).toBeDefined();
    expect((await statusOf(id)).status).toBe('PLANNED');
  });

  it('answers 404 for another consultant’s session, whatever the call', async () => {
    const id = await session(ids.maria, -600, 3 * 3600);
    for (const call of ['start', 'stop', 'contacts', 'positions']) {
      const res = await post(`/api/field/sessions/${id}/${call}/`, {
        ...MEGA,
        clientId: 'c1',
        startTime: now(),
        pings: [{ clientId: 'p1', ...MEGA, time: now() }],
      });
      expect(res.status, call).toBe(404);
    }
    expect((await statusOf(id)).status).toBe('PLANNED');
    const coordinator = await post(`/api/field/sessions/${id}/start/`, MEGA, await h.login('COORDINATOR'));
    expect(coordinator.status).toBe(403);
    // Started, a contact that would go straight in on one's own session does not go in on hers.
    await h.pool.query(
      "update sessions set status = 'STARTED', start_time = now() - interval '5 minutes' where id = $1",
      [id],
    );
    const contact = await post(`/api/field/sessions/${id}/contacts/`, {
      clientId: 'c-hers',
      startTime: now(),
    });
    expect(contact.status).toBe(404);
    expect(await h.count(`select count(*) from contact_events where session_id = ${id}`)).toBe(0);
  });
});

describe('contacts, positions and photos', () => {
  let sessionId = 0;
  let contactId = 0;
  beforeAll(async () => {
    sessionId = await session(ids.consultant, -1800, 3 * 3600);
    await post(`/api/field/sessions/${sessionId}/start/`, { ...MEGA, time: now() - 1200 });
  });

  const contact = (clientId: string, t = now() - 600) => ({
    clientId,
    startTime: t,
    stopTime: t + 120,
    watchStopTime: t + 60,
    compliment: { time: t + 30 },
    denial: null,
    review: { time: t + 90 },
    exchange: null,
    registration: { time: t + 100 },
  });

  it('records a contact with its sub-events once: a replay answers it, another body under its id is refused', async () => {
    const body = contact('phone-1:contact-1');
    const created = await post(`/api/field/sessions/${sessionId}/contacts/`, body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...body, sessionId, compliment: { time: body.compliment.time } });
    contactId = created.body.id;
    const replay = await post(`/api/field/sessions/${sessionId}/contacts/`, body);
    expect(replay).toMatchObject({ status: 200, body: { id: contactId } });
    const changed = await post(`/api/field/sessions/${sessionId}/contacts/`, {
      ...body,
      denial: { time: body.startTime + 10, reason: 'Не курит' },
    });
    expect(changed.status).toBe(409);
    expect(changed.body.errors.clientId).toEqual([FIELD_MESSAGES.clientIdTaken]);
    expect(await h.count(`select count(*) from contact_events where session_id = ${sessionId}`)).toBe(1);
  });

  it('refuses contact times outside the session, and contacts on a session not started', async () => {
    const before = await post(`/api/field/sessions/${sessionId}/contacts/`, contact('c-early', now() - 7200));
    expect(before.status).toBe(400);
    expect(before.body.errors.startTime).toEqual([FIELD_MESSAGES.beforeSession]);
    const backwards = await post(`/api/field/sessions/${sessionId}/contacts/`, {
      ...contact('c-back'),
      review: { time: now() - 900 },
    });
    expect(backwards.body.errors['review.time']).toEqual([FIELD_MESSAGES.beforeContact]);
    const missing = await post(`/api/field/sessions/${sessionId}/contacts/`, { startTime: 'soon' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.clientId).toEqual([MESSAGES.required]);
    const planned = await session(ids.consultant, 48 * 3600, 52 * 3600);
    const notStarted = await post(`/api/field/sessions/${planned}/contacts/`, contact('c-planned'));
    expect(notStarted.body.errors.status).toEqual([FIELD_MESSAGES.notStarted]);
    expect(await h.count("select count(*) from contact_events where client_id like 'c-%'")).toBe(0);
  });

  it('stores each position ping once, however often the batch is replayed, and refuses more than 100', async () => {
    const ping = (n: number) => ({
      clientId: `ping-${n}`,
      ...NEAR_MEGA,
      accuracy: 12,
      time: now() - 300 + n,
    });
    const url = `/api/field/sessions/${sessionId}/positions/`;
    expect((await post(url, { pings: [ping(1), ping(2), ping(3)] })).body).toEqual({
      received: 3,
      stored: 3,
    });
    expect((await post(url, { pings: [ping(2), ping(3), ping(4)] })).body).toEqual({
      received: 3,
      stored: 1,
    });
    const tooMany = await post(url, { pings: Array.from({ length: 101 }, (_, i) => ping(100 + i)) });
    expect(tooMany.body.errors.pings).toEqual([FIELD_MESSAGES.tooManyPings]);
    expect(await h.count(`select count(*) from session_positions where session_id = ${sessionId}`)).toBe(4);
  });

  const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
  const upload = async (
    id: number,
    fields: Record<string, string>,
    file?: { name: string; data: Buffer },
  ) => {
    const { payload, contentType } = multipartBody(
      fields,
      file && { field: 'photo', type: 'image/jpeg', ...file },
    );
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/field/contacts/${id}/photo/`,
      headers: { authorization: `JWT ${token}`, 'content-type': contentType },
      payload,
    });
    return { status: res.statusCode, body: res.json() };
  };
  const stored = () => storedNames(diskAreaOf(dataDir, 'contact-photos'));

  it('keeps a contact’s JPEG once by its clientId, and refuses a text file named .jpg, storing nothing', async () => {
    const first = await upload(contactId, { clientId: 'photo-1' }, { name: 'a.jpg', data: JPEG });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      contactId,
      clientId: 'photo-1',
      mime: 'image/jpeg',
      size: JPEG.length,
    });
    const replay = await upload(contactId, { clientId: 'photo-1' }, { name: 'a.jpg', data: JPEG });
    expect(replay).toMatchObject({ status: 200, body: { id: first.body.id } });
    expect(await stored()).toHaveLength(1);

    const text = await upload(
      contactId,
      { clientId: 'photo-2' },
      { name: 'b.jpg', data: Buffer.from('not an image at all') },
    );
    expect(text.status).toBe(400);
    expect(text.body.errors.photo).toEqual([FIELD_MESSAGES.photoNotImage]);
    const big = Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload(contactId, { clientId: 'photo-3' }, { name: 'c.jpg', data: big });
    expect(tooBig.body.errors.photo).toEqual([FIELD_MESSAGES.photoTooLarge]);
    expect(await h.count(`select count(*) from contact_photos where contact_event_id = ${contactId}`)).toBe(
      1,
    );
    expect(await stored()).toHaveLength(1);
  });

  it('answers 404 for a photo of another consultant’s contact', async () => {
    const maria = await h.rest('POST', '/api/token/', null, {
      email: 'm.ivanova@demo.kz',
      password: 'DemoPassword2026',
    });
    expect(maria.status).toBe(200);
    const { payload, contentType } = multipartBody(
      { clientId: 'x-1' },
      { field: 'photo', name: 'a.jpg', data: JPEG, type: 'image/jpeg' },
    );
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/field/contacts/${contactId}/photo/`,
      headers: { authorization: `JWT ${maria.body.token}`, 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('the MISSED job', () => {
  it('turns planned sessions past their end into MISSED with a history row, and leaves the rest', async () => {
    const past = await session(ids.maria, -5 * 3600, -3600);
    const future = await session(ids.maria, 3600, 5 * 3600);
    const started = await session(ids.maria, -5 * 3600, -3600, 'STARTED');
    await markMissedSessions(h.db);
    await markMissedSessions(h.db);
    expect((await statusOf(past)).status).toBe('MISSED');
    expect((await statusOf(future)).status).toBe('PLANNED');
    expect((await statusOf(started)).status).toBe('STARTED');
    expect(await events(past)).toEqual([{ kind: 'MISSED', actor_id: null }]);
    expect(await events(future)).toEqual([]);
  });
});
