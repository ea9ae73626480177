import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createStorage, type FileAreaName } from '../../server/storage/files';
import { makeZip, multipartBody } from '../support/zip';
import { storedNames } from './fileAreas';
import { withServer } from './harness';
import { startS3 } from './s3Emulator';
import { csv, uploader } from './uploadsSupport';

/**
 * The app with STORAGE=s3 on a local S3 emulator: every file it writes goes to the bucket (none
 * under DATA_DIR) and is read back through the API; a second app on the same database and bucket
 * (another process) serves what the first wrote, by presigned links when so set.
 */
const s3 = await startS3();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'storage-s3-'));
const h = withServer({ config: () => ({ dataDir, storage: s3.settings }) });
const up = uploader(h);
const bucket = await createStorage(s3.settings, dataDir);
const tokens: Record<string, string> = {};

afterAll(async () => {
  await s3.stop();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeAll(async () => {
  for (const role of ['HQ', 'CONSULTANT'] as const) tokens[role] = await h.login(role);
});

const inBucket = (area: FileAreaName) => storedNames(bucket.area(area));
const get = (url: string, token: string, app = h.app) =>
  app.inject({ method: 'GET', url, headers: { authorization: `JWT ${token}` } });
const waitFor = async <T>(probe: () => Promise<T | null>) => {
  for (let i = 0; i < 600; i += 1) {
    const value = await probe();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('not done in time');
};

describe('files in S3-compatible storage', () => {
  it('previews an upload and imports it from the bucket; its errors file reads the stored file', async () => {
    const file = csv([
      ['number', 'active'],
      ['S3-1', 'да'],
      ['S3-2', 'может быть'],
    ]);
    const preview = await up.post(tokens.HQ, 'DM_CODES', file);
    expect(preview.status).toBe(200);
    const stored = (await h.pool.query('select file_path from uploads where id = $1', [preview.body.id]))
      .rows[0].file_path as string;
    expect(await inBucket('uploads')).toContain(stored);
    const errors = await get(`/api/upload/${preview.body.id}/errors/`, tokens.HQ);
    // The rejected row as the user sent it, read back from the bucket.
    expect(errors.body).toContain('S3-2;может быть');
    await up.confirm(tokens.HQ, preview.body.id);
    expect(await up.waitFor(tokens.HQ, preview.body.id)).toMatchObject({ status: 'DONE', insertedRows: 1 });
    expect(await h.count(`select count(*) from dm_codes where number = 'S3-1'`)).toBe(1);
  });

  it('keeps a media zip in the bucket and downloads it byte for byte', async () => {
    const zip = makeZip([{ name: 'index.html', data: '<html>S3</html>', deflate: true }]);
    const { payload, contentType } = multipartBody(
      { title: 'Медиа в хранилище' },
      { field: 'zipFile', name: 'media.zip', data: zip, type: 'application/zip' },
    );
    const created = await h.app.inject({
      method: 'POST',
      url: '/api/media/',
      headers: { authorization: `JWT ${tokens.HQ}`, 'content-type': contentType },
      payload,
    });
    expect(created.statusCode).toBe(201);
    expect(await inBucket('media')).toHaveLength(1);
    const download = await get(`/api/media/${created.json().id}/zip/`, tokens.HQ);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(zip)).toBe(true);
  });

  it('keeps a profile photo in the bucket and serves it from its address', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#aa3366' } })
      .png()
      .toBuffer();
    const me = (await h.pool.query(`select id from users where email = 'consultant@demo.kz'`)).rows[0].id;
    const { payload, contentType } = multipartBody(
      {},
      { field: 'photo', name: 'me.png', data: png, type: 'image/png' },
    );
    const put = await h.app.inject({
      method: 'PUT',
      url: `/api/users/${me}/photo/`,
      headers: { authorization: `JWT ${tokens.CONSULTANT}`, 'content-type': contentType },
      payload,
    });
    expect(put.statusCode).toBe(200);
    const stored = (await h.pool.query('select photo_file from users where id = $1', [me])).rows[0]
      .photo_file;
    expect(await inBucket('photos')).toContain(stored);
    const served = await get(`/api/user-photos/${stored}/`, tokens.HQ);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('takes a contact photo through the field API, lists it in the photo check, thumbnails and zips it', async () => {
    const one = async (sql: string) => Number((await h.pool.query(sql)).rows[0].id);
    const session = await one(`
      insert into sessions (consultant_id, activity_id, spot_id, city_id, status, planned_start_time, planned_end_time, start_time)
      select u.id, a.id, s.id, s.city_id, 'STARTED', now() - interval '1 hour', now() + interval '2 hours', now() - interval '50 minutes'
      from users u, activities a, spots s
      where u.email = 'consultant@demo.kz' and a.title = 'glo hyper: весенняя кампания' and s.title = 'ТРЦ MEGA Alma-Ata'
      returning id`);
    const contact = await one(
      `insert into contact_events (session_id, client_id, start_time) values (${session}, 's3-contact', now() - interval '10 minutes') returning id`,
    );
    const jpeg = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#3366aa' } })
      .jpeg()
      .toBuffer();
    const { payload, contentType } = multipartBody(
      { clientId: 's3-photo' },
      { field: 'photo', name: 'p.jpg', data: jpeg, type: 'image/jpeg' },
    );
    const posted = await h.app.inject({
      method: 'POST',
      url: `/api/field/contacts/${contact}/photo/`,
      headers: { authorization: `JWT ${tokens.CONSULTANT}`, 'content-type': contentType },
      payload,
    });
    expect(posted.statusCode).toBe(201);
    const photoId = posted.json().id as number;
    expect(await inBucket('contact-photos')).toHaveLength(1);
    // Its thumbnail was made on arrival, into the bucket too (beside the profile photo).
    expect(await inBucket('photos')).toHaveLength(2);

    const listed = await h.rest('GET', `/api/photos/?session_id=${session}`, tokens.HQ);
    expect(listed.body.results.map((r: { id: number }) => r.id)).toEqual([photoId]);
    const thumbnail = await get(`/api/photos/${photoId}/thumbnail/`, tokens.HQ);
    expect(thumbnail.statusCode).toBe(200);
    expect((await sharp(thumbnail.rawPayload).metadata()).width).toBe(240);
    const original = await get(`/api/contact-photo/${photoId}/`, tokens.HQ);
    expect(original.rawPayload.equals(jpeg)).toBe(true);

    const asked = await h.rest('POST', '/api/photos/download/', tokens.HQ, { photo_ids: [photoId] });
    const status = await waitFor(async () => {
      const res = await h.rest('GET', asked.body.status_url, tokens.HQ);
      return res.body.status === 'finished' ? res.body : null;
    });
    expect(await inBucket('audits')).toHaveLength(1);
    const zipped = await get(status.download_url, tokens.HQ);
    expect(zipped.statusCode).toBe(200);
    const zip = await JSZip.loadAsync(zipped.rawPayload);
    const [entry] = Object.values(zip.files);
    expect(Buffer.from(await entry.async('uint8array')).equals(jpeg)).toBe(true);
  });

  it('writes a report into the bucket; another process serves it, streamed or by a presigned link', async () => {
    const started = await h.rest('POST', '/api/reports/run/', tokens.HQ, {
      report: 'dm_codes_report',
      date_start: '2026-11-01',
      date_end: '2026-11-30',
    });
    expect(started.status).toBe(200);
    const done = await waitFor(async () => {
      const res = await h.rest('GET', `/api/reports/status/${started.body.id}/`, tokens.HQ);
      return res.body.status === 'Выполнено' || res.body.filename ? res.body : null;
    });
    const url = `/api/reports/get/${done.id}/${encodeURIComponent(done.filename)}`;
    const streamed = await get(url, tokens.HQ);
    expect(streamed.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(streamed.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets).toHaveLength(1);
    expect(await inBucket('reports')).toHaveLength(1);

    // Another API process on the same database and bucket, with presigned downloads.
    const other = await buildApp({
      db: h.db,
      pool: h.pool,
      config: {
        jwtSecret: 'test-secret-that-is-long-enough-for-hs256-000',
        tokenTtlSeconds: 3600,
        logLevel: 'silent',
        dataDir: mkdtempSync(path.join(os.tmpdir(), 'storage-s3-other-')),
        storage: { ...s3.settings, presignedDownloads: true },
      },
      logger: false,
    });
    try {
      // The permission check comes first: a consultant gets no link.
      expect((await get(url, tokens.CONSULTANT, other)).statusCode).toBe(404);
      const redirected = await get(url, tokens.HQ, other);
      expect(redirected.statusCode).toBe(302);
      expect(redirected.headers['content-security-policy']).toContain(s3.settings.endpoint!);
      const link = redirected.headers.location as string;
      expect(link).toContain('X-Amz-Signature=');
      const fetched = await fetch(link);
      expect(fetched.status).toBe(200);
      expect(Buffer.from(await fetched.arrayBuffer()).equals(streamed.rawPayload)).toBe(true);
      expect(fetched.headers.get('content-disposition')).toContain(done.filename);
    } finally {
      await other.close();
    }
  });

  it('keeps nothing of the product’s files under DATA_DIR', () => {
    const folders = readdirSync(dataDir).filter((n) =>
      [
        'uploads',
        'media',
        'photos',
        'contact-photos',
        'audits',
        'reports',
        'calculations',
        'equipment-photos',
      ].includes(n),
    );
    expect(folders).toEqual([]);
  });
});
