import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../domain/roles';
import { makeZip, multipartBody } from '../support/zip';
import { diskAreaOf, storedNames } from './fileAreas';
import { withServer } from './harness';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'media-test-'));
const h = withServer({ config: () => ({ dataDir }) });
const tokens = {} as Record<Role, string>;
const INVALID = 'Загруженный файл не является корректным файлом';

const LIST = `{ media(first: 100) { totalCount edges { node { id title kind zipFile fileName fileSize entryCount link user { lastName } } } } }`;
const list = async () => (await h.gql(tokens.HQ, LIST)).data.media.edges.map((e: any) => e.node);
const storedFiles = () => storedNames(diskAreaOf(dataDir, 'media'));

const upload = async (
  fields: Record<string, string>,
  file?: { name: string; data: Buffer },
  token = tokens.HQ,
) => {
  const { payload, contentType } = multipartBody(fields, file && { field: 'zipFile', ...file });
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/media/',
    headers: { authorization: `JWT ${token}`, 'content-type': contentType },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
};

const goodZip = makeZip([
  { name: 'index.html', data: '<html><body>Презентация</body></html>', deflate: true },
  { name: 'img/', data: '' },
  { name: 'img/logo.txt', data: 'logo' },
]);

beforeAll(async () => {
  for (const role of ROLES) tokens[role] = await h.login(role);
});

describe('media', () => {
  it('lists the seeded links', async () => {
    const items = await list();
    expect(items).toHaveLength(2);
    expect(items.every((m: any) => m.kind === 'LINK' && m.zipFile === null)).toBe(true);
  });

  it('HQ uploads a zip: stored under DATA_DIR, listed, downloadable', async () => {
    const res = await upload({ title: 'Обучение: glo hyper' }, { name: 'обучение v2.zip', data: goodZip });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Обучение: glo hyper',
      entryCount: 3,
      originalName: 'обучение_v2.zip',
    });
    expect(await storedFiles()).toEqual([res.body.fileName]);
    const item = (await list()).find((m: any) => m.title === 'Обучение: glo hyper');
    expect(item).toMatchObject({
      kind: 'ZIP',
      zipFile: `/api/media/${res.body.id}/zip/`,
      user: { lastName: 'Ахметова' },
    });
    const file = await h.app.inject({
      method: 'GET',
      url: item.zipFile,
      headers: { authorization: `JWT ${tokens.HQ}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(goodZip)).toBe(true);
  });

  it.each([
    ['a text file', Buffer.from('это не архив')],
    ['a truncated zip', goodZip.subarray(0, goodZip.length - 30)],
    ['an empty zip', makeZip([])],
    [
      'a zip whose entry lies about its size',
      makeZip([{ name: 'a.txt', data: 'x'.repeat(1000), deflate: true, declaredSize: 10 }]),
    ],
    ['a zip with an unsafe path', makeZip([{ name: '../../etc/passwd', data: 'x' }])],
  ])('refuses %s with the spec message, and stores nothing', async (_what, data) => {
    const before = await h.count('select count(*) from media');
    const files = (await storedFiles()).length;
    const res = await upload({ title: 'Плохой файл' }, { name: 'bad.zip', data });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: INVALID, errors: { zipFile: [INVALID] } });
    expect(await h.count('select count(*) from media')).toBe(before);
    expect(await storedFiles()).toHaveLength(files);
  });

  it('refuses an archive beyond the unpacked-size limit (a zip bomb)', async () => {
    // Two entries declaring 300 MB each (the limit is 500 MB unpacked) around a byte each: refused.
    const big = 300 * 1024 * 1024;
    const bomb = makeZip([
      { name: 'a.bin', data: 'x', deflate: true, declaredSize: big },
      { name: 'b.bin', data: 'x', deflate: true, declaredSize: big },
    ]);
    const res = await upload({ title: 'Бомба' }, { name: 'bomb.zip', data: bomb });
    expect(res.status).toBe(400);
    expect(res.body.errors.zipFile).toEqual([INVALID]);
  });

  it('answers 400 per field without a title or without a file', async () => {
    const noTitle = await upload({ title: ' ' }, { name: 'ok.zip', data: goodZip });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.errors).toEqual({ title: ['Это обязательное поле'] });
    const noFile = await upload({ title: 'Без файла' });
    expect(noFile.status).toBe(400);
    expect(noFile.body.errors).toEqual({ zipFile: ['Это обязательное поле'] });
    const json = await h.rest('POST', '/api/media/', tokens.HQ, { title: 'JSON' });
    expect(json.status).toBe(400);
  });

  it('HQ adds a link; a link that is not http(s) is refused', async () => {
    const res = await h.rest('POST', '/api/mediabylink/', tokens.HQ, {
      title: 'Ролик',
      link: 'https://video.example.kz/r1',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: 'Ролик', link: 'https://video.example.kz/r1', fileName: null });
    const bad = await h.rest('POST', '/api/mediabylink/', tokens.HQ, {
      title: '',
      link: 'javascript:alert(1)',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      title: ['Это обязательное поле'],
      link: ['Введите корректную ссылку (http:// или https://)'],
    });
  });

  it('renames with PATCH and deletes (soft): a deleted item is not listed', async () => {
    const created = (
      await h.rest('POST', '/api/mediabylink/', tokens.HQ, { title: 'Старое', link: 'https://a.kz' })
    ).body;
    const renamed = await h.rest('PATCH', `/api/media/${created.id}/`, tokens.HQ, { title: 'Новое' });
    expect(renamed.body.title).toBe('Новое');
    expect((await h.rest('PATCH', `/api/media/${created.id}/`, tokens.HQ, { title: '' })).status).toBe(400);
    expect((await h.rest('DELETE', `/api/media/${created.id}/`, tokens.HQ)).status).toBe(204);
    expect((await list()).map((m: any) => Number(m.id))).not.toContain(created.id);
    expect((await h.gql(tokens.HQ, `{ mediaItem(id: ${created.id}) { id } }`)).data.mediaItem).toBeNull();
  });

  it.each(ROLES.filter((r) => r !== 'HQ'))('%s may neither read nor upload media', async (role) => {
    expect((await h.gql(tokens[role], LIST)).errors[0].extensions.code).toBe('FORBIDDEN');
    const res = await upload({ title: 'x' }, { name: 'ok.zip', data: goodZip }, tokens[role]);
    expect(res.status).toBe(403);
    expect(
      (await h.rest('POST', '/api/mediabylink/', tokens[role], { title: 'x', link: 'https://a.kz' })).status,
    ).toBe(403);
  });
});
