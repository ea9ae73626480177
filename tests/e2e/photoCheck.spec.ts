import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import JSZip from 'jszip';
import sharp from 'sharp';
import { withDatabase } from './db';
import { login, PASSWORD } from './support';

// Issue 26 point 1: a coordinator filters the photo check by a session, selects three photos and
// downloads their zip, whose three files are the photos; the grid fits a 390 px phone. The test,
// as the field API (the consultant's phone), starts a session, posts contacts and their photos.

const MEGA = { latitude: 43.2016, longitude: 76.8921 };

/** A session of consultant@demo.kz (in the coordinator's team) planned from 5 minutes ago at MEGA. */
const prepare = () =>
  withDatabase(async (db) => {
    const { rows } = await db.query(
      `with who as (
         update users c set manager_id = (select id from users where email = 'coordinator@demo.kz')
         where c.email = 'consultant@demo.kz' returning c.id)
       insert into sessions (consultant_id, activity_id, spot_id, city_id, status, planned_start_time, planned_end_time)
       select who.id, (select id from activities where title = 'glo hyper: весенняя кампания'),
         sp.id, sp.city_id, 'PLANNED', now() - interval '5 minutes', now() + interval '4 hours'
       from who, spots sp where sp.title = 'ТРЦ MEGA Alma-Ata' returning id`,
    );
    return rows[0].id as number;
  });

/**
 * The spec's session and all it left (contacts, photos, events, alerts), so that the specs after it
 * (shell.spec's consultant panel) see the demo as it was.
 */
const cleanUp = (session: number) =>
  withDatabase(async (db) => {
    await db.query('delete from alerts where session_id = $1', [session]);
    await db.query('delete from audits where session_id = $1', [session]);
    await db.query('delete from photo_facts where session_id = $1', [session]);
    await db.query(
      'delete from contact_photos where contact_event_id in (select id from contact_events where session_id = $1)',
      [session],
    );
    await db.query('delete from contact_events where session_id = $1', [session]);
    await db.query('delete from session_events where session_id = $1', [session]);
    await db.query('delete from session_positions where session_id = $1', [session]);
    await db.query('delete from sessions where id = $1', [session]);
  });

/** A phone photo: 1600×1200, a different colour each. */
const photo = (i: number) =>
  sharp({
    create: { width: 1600, height: 1200, channels: 3, background: { r: 40 * i, g: 120, b: 200 - 30 * i } },
  })
    .jpeg({ quality: 85 })
    .toBuffer();

/** As the consultant's phone: start the session, post a contact and its photo, `n` times. */
const shootPhotos = async (request: APIRequestContext, session: number, n: number) => {
  const token = (
    await (
      await request.post('/api/token/', { data: { email: 'consultant@demo.kz', password: PASSWORD } })
    ).json()
  ).token as string;
  const headers = { authorization: `JWT ${token}` };
  const now = Math.floor(Date.now() / 1000);
  const started = await request.post(`/api/field/sessions/${session}/start/`, {
    headers,
    data: { ...MEGA, time: now - 120 },
  });
  expect(started.status()).toBe(200);
  const sent: Buffer[] = [];
  for (let i = 1; i <= n; i += 1) {
    const contact = await request.post(`/api/field/sessions/${session}/contacts/`, {
      headers,
      data: {
        clientId: `e2e-photo-contact-${session}-${i}`,
        startTime: now - 100 + i * 10,
        stopTime: now - 95 + i * 10,
      },
    });
    expect(contact.status()).toBe(201);
    const bytes = await photo(i);
    const uploaded = await request.post(`/api/field/contacts/${(await contact.json()).id}/photo/`, {
      headers,
      multipart: {
        clientId: `e2e-photo-${i}`,
        photo: { name: `p${i}.jpg`, mimeType: 'image/jpeg', buffer: bytes },
      },
    });
    expect(uploaded.status()).toBe(201);
    sent.push(bytes);
  }
  return sent;
};

test('a coordinator filters photos by a session, selects three and downloads their zip; the grid fits 390 px', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const session = await prepare();
  try {
    await coordinatorChecksPhotos(page, request, session);
  } finally {
    await cleanUp(session);
  }
});

const coordinatorChecksPhotos = async (page: Page, request: APIRequestContext, session: number) => {
  const sent = await shootPhotos(request, session, 4);

  await login(page, 'coordinator@demo.kz');
  await page.goto('/photo-check');
  await expect(page.getByRole('heading', { name: 'Фотоконтроль' })).toBeVisible();
  await page.getByLabel('ID сессии').fill(String(session));
  await expect(page.getByTestId('photo-count')).toHaveText('Фото: 4');
  const photos = page.getByTestId('photo');
  await expect(photos).toHaveCount(4);
  // Thumbnails made by the server: 240 px JPEGs, not the 1600 px photos.
  await expect(photos.locator('img')).toHaveCount(4);
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLImageElement>('[data-testid="photo"] img')].map((img) =>
          Math.max(img.naturalWidth, img.naturalHeight),
        ),
      ),
    )
    .toEqual([240, 240, 240, 240]);

  // The large view says who, where and when, and leads to the session.
  await photos.first().locator('button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('ТРЦ MEGA Alma-Ata');
  await expect(dialog.getByRole('link', { name: String(session) })).toHaveAttribute(
    'href',
    `/session/${session}`,
  );
  await dialog.getByRole('button', { name: 'Закрыть' }).click();

  // Three selected, one zip: the three photos byte for byte, the selection cleared after.
  const ids = await photos.evaluateAll((cards) =>
    cards.map((c) =>
      Number(c.querySelector('input[type="checkbox"]')!.getAttribute('aria-label')!.replace(/\D/g, '')),
    ),
  );
  for (const id of ids.slice(0, 3)) await page.getByLabel(`Выбрать фото ${id}`).check();
  const downloadButton = page.getByRole('button', { name: /Скачать выбранные \(3\)/ });
  const download = page.waitForEvent('download', { timeout: 30_000 });
  await downloadButton.click();
  await expect(photos.first().getByLabel('loading')).toBeVisible();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^photos_.*\.zip$/);
  const zip = await JSZip.loadAsync(readFileSync((await file.path())!));
  const names = Object.keys(zip.files);
  expect(names).toHaveLength(3);
  const inZip = await Promise.all(
    names.map(async (n) => Buffer.from(await zip.files[n].async('uint8array'))),
  );
  for (const id of ids.slice(0, 3)) expect(names.some((n) => n.endsWith(`_photo_${id}.jpg`))).toBe(true);
  for (const bytes of inZip) expect(sent.some((s) => s.equals(bytes))).toBe(true);
  await expect(page.getByRole('button', { name: /Скачать выбранные \(0\)/ })).toBeDisabled();

  // On a 390 px phone: two columns, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.getByLabel('ID сессии').fill(String(session));
  await expect(photos).toHaveCount(4);
  await expect(photos.locator('img')).toHaveCount(4);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const boxes = await Promise.all([0, 1, 2].map((i) => photos.nth(i).boundingBox()));
  expect(boxes[0]!.y).toBe(boxes[1]!.y);
  expect(boxes[2]!.y).toBeGreaterThan(boxes[0]!.y);
  expect(boxes[0]!.x + boxes[1]!.width * 2).toBeLessThanOrEqual(390);
};
