import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepExpired } from '../../server/jobs/housekeeping';
import { diskStorage } from '../../server/storage/files';
import { storedNames } from './fileAreas';
import { withServer } from './harness';
import { csv, uploader } from './uploadsSupport';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'uploads-housekeeping-'));
const h = withServer({ config: () => ({ dataDir }) });
const up = uploader(h);
let hq = '';

beforeAll(async () => {
  hq = await h.login('HQ');
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const stored = async (id: number) =>
  (await h.pool.query('select file_path from uploads where id = $1', [id])).rows[0]?.file_path as
    | string
    | undefined;

describe('housekeeping of uploads', () => {
  it('removes a preview abandoned for a day with its file and row errors; keeps a fresh preview and a confirmed upload', async () => {
    const file = csv([
      ['number', 'active'],
      ['HK-1', 'да'],
      ['HK-2', 'может быть'],
    ]);
    const abandoned = (await up.post(hq, 'DM_CODES', file)).body.id as number;
    const fresh = (await up.post(hq, 'DM_CODES', file)).body.id as number;
    const confirmed = (await up.post(hq, 'DM_CODES', file)).body.id as number;
    await up.confirm(hq, confirmed);
    expect(await up.waitFor(hq, confirmed)).toMatchObject({ status: 'DONE' });
    await h.pool.query(
      `update uploads set created_at = now() - interval '25 hours' where id = any($1::int[])`,
      [[abandoned, confirmed]],
    );
    const storage = diskStorage(dataDir);
    const abandonedFile = (await stored(abandoned))!;
    expect(await storedNames(storage.area('uploads'))).toContain(abandonedFile);
    expect(await h.count(`select count(*) from upload_errors where upload_id = ${abandoned}`)).toBe(1);

    const removed = await sweepExpired(h.db, storage);

    expect(removed.abandonedUploads).toBe(1);
    expect(await storedNames(storage.area('uploads'))).not.toContain(abandonedFile);
    expect((await h.rest('GET', `/api/upload/${abandoned}/`, hq)).status).toBe(404);
    expect(await h.count(`select count(*) from upload_errors where upload_id = ${abandoned}`)).toBe(0);
    expect((await h.rest('GET', `/api/upload/${fresh}/`, hq)).body.status).toBe('PREVIEW');
    expect(await storedNames(storage.area('uploads'))).toContain((await stored(fresh))!);
    expect((await h.rest('GET', `/api/upload/${confirmed}/`, hq)).body.status).toBe('DONE');
  });
});
