import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_MESSAGES } from '../../domain/jobs';
import { FILE_FAILED, PHOTO_MESSAGES } from '../../domain/photos';
import type { Role } from '../../domain/roles';
import { sweepFiles } from '../../server/modules/photoCheck/files';
import { multipartBody } from '../support/zip';
import { diskAreaOf, diskFolderOf } from './fileAreas';
import { withServer } from './harness';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'photo-check-test-'));
const h = withServer({ config: () => ({ dataDir }) });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A real JPEG of a solid colour, 800×600, as a phone would send (decodable, so thumbnailed). */
const photo = (shade: number, orientation?: number) => {
  const image = sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: shade, g: shade, b: shade } },
  }).jpeg({ quality: 90 });
  return (orientation ? image.withMetadata({ orientation }) : image).toBuffer();
};

const tokens: Partial<Record<Role, string>> = {};
const token = async (role: Role) => {
  tokens[role] ??= await h.login(role);
  return tokens[role]!;
};

/** The contact photos: three of the coordinator's team's session, two of another team's. */
let teamSession = 0;
let otherSession = 0;
const teamPhotos: number[] = [];
const otherPhotos: number[] = [];
const bytesOf = new Map<number, Buffer>();

const addPhotos = async (sessionId: number, n: number, into: number[]) => {
  const { rows } = await h.pool.query(
    `insert into contact_events (session_id, client_id, start_time)
     select $1::int, 'pc-' || g || '-' || $1::text, now() - make_interval(mins => g) from generate_series(1, $2) g returning id`,
    [sessionId, n],
  );
  for (const [i, { id }] of rows.entries()) {
    const bytes = await photo(40 + i * 30);
    const name = await diskAreaOf(dataDir, 'contact-photos').write('.jpg', bytes);
    const inserted = await h.pool.query(
      `insert into contact_photos (contact_event_id, client_id, path, mime, size)
       values ($1, 'ph', $2, 'image/jpeg', $3) returning id`,
      [id, `contact-photos/${name}`, bytes.length],
    );
    into.push(inserted.rows[0].id);
    bytesOf.set(inserted.rows[0].id, bytes);
  }
};

beforeAll(async () => {
  const team = await h.pool.query(`
    select s.id from sessions s join users u on u.id = s.consultant_id
    join users m on m.id = u.manager_id where m.email = 'coordinator@demo.kz' order by s.id limit 1`);
  const other = await h.pool.query(`
    select s.id from sessions s join users u on u.id = s.consultant_id
    join users m on m.id = u.manager_id where m.email <> 'coordinator@demo.kz' and m.role = 'COORDINATOR'
    order by s.id limit 1`);
  teamSession = team.rows[0].id;
  otherSession = other.rows[0].id;
  await addPhotos(teamSession, 3, teamPhotos);
  await addPhotos(otherSession, 2, otherPhotos);
});

const get = async (role: Role, query: string) => h.rest('GET', `/api/photos/?${query}`, await token(role));

/** Polls a file job until finished (as the browser does every 5 s; here at once). */
const finished = async (role: Role, statusUrl: string) => {
  for (let i = 0; i < 200; i += 1) {
    const res = await h.rest('GET', statusUrl, await token(role));
    if (res.body.status === 'finished' || res.body.status === 'Ошибка выполнения') return res.body;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('file not finished');
};

const download = async (role: Role, url: string) => {
  const res = await h.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `JWT ${await token(role)}` },
  });
  return res;
};

describe('GET photos', () => {
  it('answers HQ every photo and a coordinator only their team’s; other roles are refused', async () => {
    const hq = await get('HQ', 'page=1&page_size=100');
    expect(hq.status).toBe(200);
    const hqIds = hq.body.results.map((r: { id: number }) => r.id);
    for (const id of [...teamPhotos, ...otherPhotos]) expect(hqIds).toContain(id);
    const coordinator = await get('COORDINATOR', 'page=1&page_size=100');
    const ids = coordinator.body.results.map((r: { id: number }) => r.id);
    expect(ids).toEqual(expect.arrayContaining(teamPhotos));
    for (const id of otherPhotos) expect(ids).not.toContain(id);
    for (const role of [
      'AUDITOR',
      'MANAGER_BU',
      'AGENCY_MANAGER',
      'AGENCY_HR',
      'HELPDESK',
      'CONSULTANT',
    ] as Role[])
      expect((await get(role, '')).status).toBe(403);
    expect((await h.rest('GET', '/api/photos/', null)).status).toBe(401);
  });

  it('filters by session, contact, consultant, coordinator, city and dates, and pages from 1', async () => {
    const bySession = await get('HQ', `session_id=${teamSession}`);
    expect(bySession.body.results.map((r: { id: number }) => r.id).sort()).toEqual([...teamPhotos].sort());
    expect(bySession.body.count).toBe(3);
    const first = bySession.body.results[0];
    expect(first.sessionId).toBe(teamSession);
    expect(first.wrapperId.split(':')[2]).toBe(String(first.id));
    const byContact = await get('HQ', `contact_id=${first.contactId}`);
    expect(byContact.body.results.map((r: { id: number }) => r.id)).toEqual([first.id]);
    const byConsultant = await get('HQ', `consultant_ids=[${first.consultant.id}]&session_id=${teamSession}`);
    expect(byConsultant.body.count).toBe(3);
    const byCoordinator = await get(
      'HQ',
      `coordinator_ids=[${first.coordinator.id}]&session_id=${otherSession}`,
    );
    expect(byCoordinator.body.count).toBe(0);
    if (first.city) {
      const byCity = await get('HQ', `city_ids=[${first.city.id}]&session_id=${teamSession}`);
      expect(byCity.body.count).toBe(3);
    }
    const future = await get('HQ', 'date_from=2099-01-01');
    expect(future.body.count).toBe(0);
    const page2 = await get('HQ', `session_id=${teamSession}&page=2&page_size=2`);
    expect(page2.body.page).toBe(2);
    expect(page2.body.results).toHaveLength(1);
    expect(page2.body.results[0].id).toBe(bySession.body.results[2].id);
  });

  it('follows a session moved to another spot and consultant, and answers an empty page far past the last', async () => {
    const before = (await get('HQ', `session_id=${otherSession}`)).body.results[0];
    const moved = await h.pool.query(
      `select s.id as spot, u.id as consultant from spots s, users u
       where s.id is distinct from $1 and u.role = 'CONSULTANT' and u.id <> $2 order by s.id, u.id limit 1`,
      [before.spot?.id ?? null, before.consultant.id],
    );
    const { spot, consultant } = moved.rows[0];
    const old = await h.pool.query('select spot_id, consultant_id from sessions where id = $1', [
      otherSession,
    ]);
    await h.pool.query('update sessions set spot_id = $2, consultant_id = $3 where id = $1', [
      otherSession,
      spot,
      consultant,
    ]);
    try {
      const after = (await get('HQ', `session_id=${otherSession}`)).body.results[0];
      expect(after.spot.id).toBe(spot);
      expect(after.consultant.id).toBe(consultant);
      expect((await get('HQ', `consultant_ids=[${consultant}]&session_id=${otherSession}`)).body.count).toBe(
        2,
      );
    } finally {
      await h.pool.query('update sessions set spot_id = $2, consultant_id = $3 where id = $1', [
        otherSession,
        old.rows[0].spot_id,
        old.rows[0].consultant_id,
      ]);
    }
    const far = await get('HQ', 'page=2147483647');
    expect(far.status).toBe(200);
    expect(far.body.results).toEqual([]);
  });

  it('answers a far page of every photo exactly as the order walked from the first, after removals too', async () => {
    // 1,300 more photos over 13 hours (pairs taken at the same second), no files needed to list them.
    const events = await h.pool.query(
      `insert into contact_events (session_id, client_id, start_time)
       select $1::int, 'far-' || g, date_trunc('second', now()) - make_interval(secs => (g / 2) * 72)
       from generate_series(1, 1300) g returning id`,
      [otherSession],
    );
    const ids = events.rows.map((r) => r.id);
    await h.pool.query(
      `insert into contact_photos (contact_event_id, client_id, path, mime, size)
       select e, 'far', 'contact-photos/none.jpg', 'image/jpeg', 1 from unnest($1::int[]) e`,
      [ids],
    );
    const expected = async (page: number, size: number) =>
      (
        await h.pool.query(
          `select photo_id from photo_facts order by taken_at desc nulls last, photo_id desc nulls last
           limit $1 offset $2`,
          [size, (page - 1) * size],
        )
      ).rows.map((r) => r.photo_id);
    const listed = async (page: number, size: number) =>
      (await get('HQ', `page=${page}&page_size=${size}`)).body.results.map((r: { id: number }) => r.id);
    try {
      for (const [page, size] of [
        [21, 50],
        [23, 50],
        [11, 100],
        [27, 49],
      ])
        expect(await listed(page, size)).toEqual(await expected(page, size));
      await h.pool.query(
        `delete from contact_photos where contact_event_id = any($1::int[]) and contact_event_id % 3 = 0`,
        [ids],
      );
      expect(await listed(21, 50)).toEqual(await expected(21, 50));
      const hours = await h.pool.query(
        `select (select coalesce(sum(photos), 0)::int from photo_hours) as kept,
                (select count(*)::int from photo_facts) as photos`,
      );
      expect(hours.rows[0].kept).toBe(hours.rows[0].photos);
      // HQ's count of every photo is exact (no cap), and a coordinator's still their team's.
      const every = (await get('HQ', 'page=1')).body;
      expect(every).toMatchObject({ count: hours.rows[0].photos, countCapped: false });
    } finally {
      await h.pool.query('delete from contact_photos where contact_event_id = any($1::int[])', [ids]);
      await h.pool.query('delete from contact_events where id = any($1::int[])', [ids]);
    }
  });

  it('refuses malformed parameters with a 400 naming the field', async () => {
    const cases: [string, string, string][] = [
      ['consultant_ids=1,2', 'consultant_ids', PHOTO_MESSAGES.badList],
      ['city_ids=[a]', 'city_ids', PHOTO_MESSAGES.badList],
      ['date_from=2026-13-01', 'date_from', PHOTO_MESSAGES.badDate],
      ['date_from=2026-02-02&date_to=2026-02-01', 'date_from', PHOTO_MESSAGES.dateOrder],
      ['page=0', 'page', PHOTO_MESSAGES.badPage],
      ['page_size=1000', 'page_size', PHOTO_MESSAGES.badPageSize],
      ['session_id=-1', 'session_id', PHOTO_MESSAGES.badId],
      ['sort=id', 'sort', PHOTO_MESSAGES.unknownParameter],
    ];
    for (const [query, field, message] of cases) {
      const res = await get('HQ', query);
      expect(res.status, query).toBe(400);
      expect(res.body.errors[field], query).toEqual([message]);
    }
  });
});

describe('thumbnails, zips and the report', () => {
  it('serves a small JPEG thumbnail made once, and 404 out of scope', async () => {
    const url = `/api/photos/${teamPhotos[0]}/thumbnail/`;
    const res = await download('COORDINATOR', url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.length).toBeLessThan(20_000);
    const decoded = await sharp(res.rawPayload).metadata();
    expect(decoded.format).toBe('jpeg');
    expect(Math.max(decoded.width!, decoded.height!)).toBe(240);
    const stored = await h.pool.query('select thumbnail from contact_photos where id = $1', [teamPhotos[0]]);
    expect(stored.rows[0].thumbnail).toMatch(/\.jpg$/);
    expect((await download('HQ', url)).rawPayload.equals(res.rawPayload)).toBe(true);
    expect((await download('COORDINATOR', `/api/photos/${otherPhotos[0]}/thumbnail/`)).statusCode).toBe(404);
    expect((await download('AUDITOR', url)).statusCode).toBe(403);
  });

  it('zips the chosen photos, byte for byte, once the job is done; another scope’s photo is refused', async () => {
    const ids = teamPhotos.slice(0, 3);
    const res = await h.rest('POST', '/api/photos/download/', await token('COORDINATOR'), { photo_ids: ids });
    expect(res.status).toBe(200);
    expect(res.body.download_url).toMatch(/^\/api\/audit-files\/\d+\//);
    const status = await finished('COORDINATOR', res.body.status_url);
    expect(status.status).toBe('finished');
    const file = await download('COORDINATOR', status.download_url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(file.rawPayload);
    const names = Object.keys(zip.files).sort();
    expect(names).toHaveLength(3);
    for (const id of ids) {
      const name = names.find((n) => n.endsWith(`_photo_${id}.jpg`))!;
      expect(Buffer.from(await zip.files[name].async('uint8array')).equals(bytesOf.get(id)!)).toBe(true);
    }
    // Someone else's file is not found.
    expect((await download('HQ', status.download_url)).statusCode).toBe(200);
    const coordinator2 = await h.rest('GET', status.status_url, await token('AUDITOR'));
    expect(coordinator2.status).toBe(404);
    const refused = await h.rest('POST', '/api/photos/download/', await token('COORDINATOR'), {
      photo_ids: [teamPhotos[0], otherPhotos[0]],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.photo_ids).toEqual([PHOTO_MESSAGES.photoNotFound]);
    const empty = await h.rest('POST', '/api/photos/download/', await token('HQ'), { photo_ids: [] });
    expect(empty.body.errors.photo_ids).toEqual([PHOTO_MESSAGES.noPhotos]);
  });

  it('writes the report with a row per photo of the filter', async () => {
    const res = await h.rest(
      'GET',
      `/api/photos/report/?session_id=${teamSession}`,
      await token('COORDINATOR'),
    );
    expect(res.status).toBe(200);
    const status = await finished('COORDINATOR', res.body.status_url);
    const file = await download('COORDINATOR', status.download_url);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('ID фото');
    const ids = [];
    for (let r = 2; r <= sheet.rowCount; r += 1) ids.push(Number(sheet.getRow(r).getCell(1).value));
    expect(ids.sort()).toEqual([...teamPhotos].sort());
    expect((await h.rest('GET', '/api/photos/report/?page=1', await token('HQ'))).status).toBe(400);
  });
});

describe('thumbnails on arrival, failures and leftovers', () => {
  it('makes the thumbnail when a consultant uploads the photo, turned upright by its EXIF orientation', async () => {
    const { rows } = await h.pool.query(`
      insert into contact_events (session_id, client_id, start_time)
      select s.id, 'arrival-1', now() from sessions s join users u on u.id = s.consultant_id
      where u.email = 'consultant@demo.kz' order by s.id limit 1 returning id`);
    const contactId = rows[0].id;
    // 800×600 as stored, orientation 6: the phone was held upright, so the picture is 600×800.
    const { payload, contentType } = multipartBody(
      { clientId: 'arrival-photo' },
      { field: 'photo', name: 'p.jpg', type: 'image/jpeg', data: await photo(120, 6) },
    );
    const uploaded = await h.app.inject({
      method: 'POST',
      url: `/api/field/contacts/${contactId}/photo/`,
      headers: { authorization: `JWT ${await token('CONSULTANT')}`, 'content-type': contentType },
      payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const photoId = uploaded.json().id;
    const stored = await h.pool.query('select thumbnail from contact_photos where id = $1', [photoId]);
    expect(stored.rows[0].thumbnail).toMatch(/\.jpg$/);
    const res = await download('HQ', `/api/photos/${photoId}/thumbnail/`);
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([180, 240]);
  });

  it('shows a failed job’s reason when it is the user’s to read, and a generic failure otherwise', async () => {
    const coordinator = await h.pool.query("select id from users where email = 'coordinator@demo.kz'");
    const { rows } = await h.pool.query(
      `insert into audit_files (user_id, kind, params, status, error_message)
       values ($1, 'photoZip', '{}', $2, $3), ($1, 'photoZip', '{}', $2, 'ENOSPC: no space left') returning id`,
      [coordinator.rows[0].id, FILE_FAILED, JOB_MESSAGES.processStopped],
    );
    const told = await h.rest('GET', `/api/audit-files/${rows[0].id}/status/`, await token('COORDINATOR'));
    expect(told.body).toMatchObject({ status: FILE_FAILED, reason: JOB_MESSAGES.processStopped });
    const internal = await h.rest(
      'GET',
      `/api/audit-files/${rows[1].id}/status/`,
      await token('COORDINATOR'),
    );
    expect(internal.body).toMatchObject({ status: FILE_FAILED, reason: null });
  });

  it('sweeps the unfinished files a stopped process left, and keeps fresh ones', async () => {
    // What a stopped process's `put` leaves on the disk: partial files.
    const area = diskAreaOf(dataDir, 'audits');
    const dir = diskFolderOf(dataDir, 'audits');
    mkdirSync(dir, { recursive: true });
    const old = path.join(dir, `${randomUUID()}.zip.part`);
    const fresh = path.join(dir, `${randomUUID()}.zip.part`);
    writeFileSync(old, 'half a zip');
    writeFileSync(fresh, 'being written');
    const dayAgo = new Date(Date.now() - 24 * 3600 * 1000);
    utimesSync(old, dayAgo, dayAgo);
    await sweepFiles(h.db, area);
    expect(existsSync(old)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
  });
});

describe('the filters’ pickers', () => {
  it('offers coordinators within the viewer’s scope: HQ several, a coordinator only themselves', async () => {
    const query = `query($kind: String!) { sessionChoices(kind: $kind, first: 50) { edges { node { id title } } } }`;
    const titles = async (role: Role) =>
      (await h.gql(await token(role), query, { kind: 'coordinator' })).data.sessionChoices.edges.map(
        (e: { node: { id: string } }) => Number(e.node.id),
      );
    const me = await h.pool.query("select id from users where email = 'coordinator@demo.kz'");
    expect(await titles('COORDINATOR')).toEqual([me.rows[0].id]);
    const all = await titles('HQ');
    expect(all).toContain(me.rows[0].id);
    expect(all.length).toBeGreaterThan(1);
  });
});
