import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FILE_FINISHED } from '../../domain/photos';
import { REPORT_FINISHED } from '../../domain/uploads';
import { DEMO_ACCOUNTS } from '../../server/db/seed';
import { createStorage, type FileAreaName } from '../../server/storage/files';
import { multipartBody } from '../support/zip';
import { storedNames } from './fileAreas';
import {
  buildCompiled,
  call,
  cloneDatabase,
  download,
  login,
  postForm,
  type ServerProcess,
  startServer,
  stopAll,
} from './processSupport';
import { startS3 } from './s3Emulator';
import { csv } from './uploadsSupport';

/**
 * Issue 27 points 1 and 2 together: two API processes (A, B) and a worker, each the compiled start
 * with STORAGE=s3 on one bucket (a local S3 emulator) and EACH WITH A DATA_DIR OF ITS OWN, as on
 * machines that share nothing but PostgreSQL and the bucket. A file one process stores is read by
 * another; a file kept on a local disk would be missing on the others, and the last check finds
 * nothing under any DATA_DIR but the mail outbox (README "Files": the one thing that stays local).
 */
const s3 = await startS3();
const bucket = await createStorage(s3.settings, path.join(os.tmpdir(), 'processes-s3-unused'));
const dataDirs: Record<string, string> = {};
let database: Awaited<ReturnType<typeof cloneDatabase>>;
let pool: pg.Pool;
const started: ServerProcess[] = [];
let apiA: ServerProcess;
let apiB: ServerProcess;
let worker: ServerProcess;

const MEGA = { latitude: 43.2016, longitude: 76.8921 };
const now = () => Math.floor(Date.now() / 1000);
const one = async (text: string, values: unknown[] = []) => (await pool.query(text, values)).rows[0];
const inBucket = (area: FileAreaName) => storedNames(bucket.area(area));
/** Whether the worker logged `msg` with these fields (the job ran there, not on an API process). */
const workerLogged = (msg: string, fields: Record<string, unknown>) =>
  worker.logs.some((l) => l.msg === msg && Object.entries(fields).every(([k, v]) => l[k] === v));

/** Where each file the run stores is named: its area, and the query of the names rows hold. */
const STORED: [FileAreaName, string][] = [
  ['contact-photos', 'select path as name from contact_photos'],
  ['photos', 'select thumbnail as name from contact_photos where thumbnail is not null'],
  ['photos', 'select photo_file as name from users where photo_file is not null'],
  ['audits', 'select stored as name from audit_files where stored is not null'],
  ['uploads', 'select file_path as name from uploads where file_path is not null'],
  ['reports', 'select file_path as name from reports where file_path is not null'],
];
/** The stored names a query answers (a contact photo's row holds `contact-photos/<name>`). */
const namesOf = async (text: string) =>
  (await pool.query<{ name: string }>(text)).rows.map((r) => r.name.slice(r.name.lastIndexOf('/') + 1));
/** The names rows held before the run (the demo data's, if any): not this run's files. */
const before = new Map<string, string[]>();

let build: Awaited<ReturnType<typeof buildCompiled>>;

const start = (name: string, role: string) => {
  dataDirs[name] = mkdtempSync(path.join(os.tmpdir(), `processes-s3-${name}-`));
  return startServer(
    {
      ...s3.env,
      PROCESS_ROLE: role,
      DATABASE_URL: database.url,
      DATA_DIR: dataDirs[name],
      SHUTDOWN_DRAIN_SECONDS: '0',
    },
    build.main,
  );
};

beforeAll(async () => {
  [database, build] = await Promise.all([cloneDatabase(), buildCompiled()]);
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
  for (const [, text] of STORED) before.set(text, await namesOf(text));
  const servers = await Promise.allSettled([start('a', 'api'), start('b', 'api'), start('worker', 'worker')]);
  for (const s of servers) if (s.status === 'fulfilled') started.push(s.value);
  for (const s of servers) if (s.status === 'rejected') throw s.reason;
  [apiA, apiB, worker] = started;
}, 240_000);

afterAll(async () => {
  await stopAll(started);
  await pool?.end();
  await database?.drop();
  await s3.stop();
  for (const dir of Object.values(dataDirs)) rmSync(dir, { recursive: true, force: true });
});

/** Everything under a folder (files and folders), as paths relative to it. */
const everything = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((p) => p.split(path.sep).join('/'));

describe('two API processes and a worker on one bucket, no disk shared', () => {
  it('contact photos taken through A are listed, shown and zipped (by the worker) through B, the zip downloaded from A and B', {
    timeout: 90_000,
  }, async () => {
    const consultant = (await login(apiA, DEMO_ACCOUNTS.CONSULTANT)).body.token;
    const { id: sessionId } = await one(`
      insert into sessions (consultant_id, activity_id, spot_id, city_id, status, planned_start_time, planned_end_time)
      select u.id, a.id, s.id, s.city_id, 'PLANNED', now() - interval '10 minutes', now() + interval '3 hours'
      from users u, activities a, spots s
      where u.email = 'consultant@demo.kz' and a.title = 'glo hyper: весенняя кампания' and s.title = 'ТРЦ MEGA Alma-Ata'
      returning id`);
    const begun = await call(apiA, 'POST', `/api/field/sessions/${sessionId}/start/`, consultant, {
      ...MEGA,
      time: now() - 300,
    });
    expect(begun.body).toMatchObject({ status: 'STARTED' });
    const t = now() - 200;
    const contact = await call(apiB, 'POST', `/api/field/sessions/${sessionId}/contacts/`, consultant, {
      clientId: 'two-machines-1',
      startTime: t,
      stopTime: t + 120,
      compliment: { time: t + 30 },
    });
    expect(contact.status).toBe(201);

    const jpeg = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#3366aa' } })
      .jpeg()
      .toBuffer();
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#aa6633' } })
      .png()
      .toBuffer();
    const taken: Record<number, Buffer> = {};
    for (const [clientId, data, type] of [
      ['photo-jpeg', jpeg, 'image/jpeg'],
      ['photo-png', png, 'image/png'],
    ] as const) {
      const posted = await postForm(
        apiA,
        'POST',
        `/api/field/contacts/${contact.body.id}/photo/`,
        consultant,
        multipartBody({ clientId }, { field: 'photo', name: `${clientId}.bin`, data, type }),
      );
      expect(posted.status).toBe(201);
      taken[((await posted.json()) as { id: number }).id] = data;
    }
    const photoIds = Object.keys(taken).map(Number);
    // Each thumbnail made by A as its photo arrived (B below serves it, it does not make its own).
    const thumbnails = await one(
      'select count(*)::int as n from contact_photos where id = any($1) and thumbnail is not null',
      [photoIds],
    );
    expect(thumbnails.n).toBe(2);

    const hq = (await login(apiB, DEMO_ACCOUNTS.HQ)).body.token;
    const listed = await call(apiB, 'GET', `/api/photos/?session_id=${sessionId}`, hq);
    expect(listed.body.results.map((r: { id: number }) => r.id).sort()).toEqual(photoIds.sort());
    for (const id of photoIds) {
      // The thumbnail A made on arrival and the original A stored, both served by B.
      const thumbnail = await download(apiB, `/api/photos/${id}/thumbnail/`, hq);
      expect(thumbnail.status).toBe(200);
      expect((await sharp(thumbnail.bytes).metadata()).width).toBe(240);
      const original = await download(apiB, `/api/contact-photo/${id}/`, hq);
      expect(original.bytes.equals(taken[id])).toBe(true);
    }

    const asked = await call(apiB, 'POST', '/api/photos/download/', hq, { photo_ids: photoIds });
    expect(asked.status).toBe(200);
    let status: any;
    await vi.waitFor(
      async () => {
        status = (await call(apiA, 'GET', asked.body.status_url, hq)).body;
        expect(status.status).toBe(FILE_FINISHED);
      },
      { timeout: 45_000, interval: 200 },
    );
    expect(workerLogged('file built', { fileId: asked.body.id, kind: 'photoZip' })).toBe(true);
    for (const from of [apiA, apiB]) {
      const zipped = await download(from, status.download_url, hq);
      expect(zipped.status).toBe(200);
      const zip = await JSZip.loadAsync(zipped.bytes);
      const entries = Object.values(zip.files);
      expect(entries.map((e) => e.name).sort()).toEqual(
        photoIds.map((id) => `session_${sessionId}_photo_${id}.${taken[id] === png ? 'png' : 'jpg'}`).sort(),
      );
      for (const entry of entries) {
        const id = Number(/photo_(\d+)\./.exec(entry.name)![1]);
        expect(Buffer.from(await entry.async('uint8array')).equals(taken[id])).toBe(true);
      }
    }
  });

  it('an upload previewed on A is confirmed on B and imported by the worker; B reads its rejected rows', {
    timeout: 60_000,
  }, async () => {
    const token = (await login(apiA, DEMO_ACCOUNTS.HQ)).body.token;
    const rows = Array.from({ length: 12 }, (_, i) => [`S3PROC-${i}`, 'да']);
    const preview = await postForm(
      apiA,
      'POST',
      '/api/upload/',
      token,
      multipartBody(
        { title: 'Коды без общего диска', upload_type: 'DM_CODES' },
        {
          field: 'file',
          name: 'codes.csv',
          data: csv([['Номер', 'Активен'], ...rows, ['S3PROC-X', 'может быть']]),
          type: 'text/csv',
        },
      ),
    );
    expect(preview.status).toBe(200);
    const { id, status } = (await preview.json()) as { id: number; status: string };
    expect(status).toBe('PREVIEW');
    // The file A received, read back by B from the bucket: the rejected row as the user sent it.
    const errors = await call(apiB, 'GET', `/api/upload/${id}/errors/`, token);
    expect(errors.status).toBe(200);
    expect(errors.body).toContain('S3PROC-X;может быть');
    expect((await call(apiB, 'POST', `/api/upload/${id}/confirm/`, token)).status).toBe(200);
    await vi.waitFor(
      async () => expect((await call(apiA, 'GET', `/api/upload/${id}/`, token)).body.status).toBe('DONE'),
      { timeout: 45_000, interval: 200 },
    );
    expect(workerLogged('import applied', { uploadId: id })).toBe(true);
    const imported = await one(`select count(*)::int as n from dm_codes where number like 'S3PROC-%'`);
    expect(imported.n).toBe(12);
  });

  it('a report started on B is built by the worker and downloaded from A', { timeout: 60_000 }, async () => {
    const token = (await login(apiB, DEMO_ACCOUNTS.HQ)).body.token;
    const run = await call(apiB, 'POST', '/api/reports/run/', token, {
      report: 'dm_codes_report',
      date_start: '2026-11-01',
      date_end: '2026-11-30',
    });
    expect(run.status).toBe(200);
    let status: any;
    await vi.waitFor(
      async () => {
        status = (await call(apiA, 'GET', `/api/reports/status/${run.body.id}/`, token)).body;
        expect(status.status).toBe(REPORT_FINISHED);
      },
      { timeout: 45_000, interval: 200 },
    );
    expect(workerLogged('report finished', { reportId: run.body.id })).toBe(true);
    const file = await download(
      apiA,
      `/api/reports/get/${status.id}/${encodeURIComponent(status.filename)}`,
      token,
    );
    expect(file.status).toBe(200);
    // An XLSX is a zip: its first bytes are PK.
    expect(file.bytes.subarray(0, 2).toString()).toBe('PK');
  });

  it('a profile photo uploaded on A is served by B', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#22aa66' } })
      .png()
      .toBuffer();
    const signedIn = (await login(apiA, DEMO_ACCOUNTS.CONSULTANT)).body;
    const put = await postForm(
      apiA,
      'PUT',
      `/api/users/${signedIn.user.id}/photo/`,
      signedIn.token,
      multipartBody({}, { field: 'photo', name: 'me.png', data: png, type: 'image/png' }),
    );
    expect(put.status).toBe(200);
    const { photo } = (await put.json()) as { photo: string };
    const hq = (await login(apiB, DEMO_ACCOUNTS.HQ)).body.token;
    const served = await download(apiB, photo, hq);
    expect(served.status).toBe(200);
    expect(served.bytes.equals(png)).toBe(true);
  });

  it('after the run every stored file is in the bucket and no DATA_DIR holds any but the mail outbox', {
    timeout: 60_000,
  }, async () => {
    // Each process stopped as an operator stops it (what a stop writes counts too).
    await stopAll(started);
    for (const [area, text] of STORED) {
      const stored = (await namesOf(text)).filter((n) => !before.get(text)!.includes(n));
      expect(stored.length, `${area}: ${text}`).toBeGreaterThan(0);
      expect(await inBucket(area)).toEqual(expect.arrayContaining(stored));
    }
    for (const [name, dir] of Object.entries(dataDirs))
      expect(
        everything(dir).filter((p) => p !== 'outbox' && !p.startsWith('outbox/')),
        `DATA_DIR of ${name}`,
      ).toEqual([]);
  });
});
