import { mkdirSync, writeFileSync } from 'node:fs';

/** A stored file's name is one the storage chose (a UUID): the contact-photos area reads no other. */
const E2E_PHOTO = '00000000-0000-4000-8000-00000000e2e0';

import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { withDatabase } from './db';
import { login } from './support';

// Issue 12 points 5 and 6: a coordinator opens a past session of the demo and reads its contacts,
// counts, photo and history; the session's spot shows its map and its sessions.

/** A 1×1 PNG: a map tile here (there is no internet), and the contact photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const TILES = 'https://tile.openstreetmap.org/**';

interface Fixture {
  session: number;
  spot: number;
  spotTitle: string;
}

/**
 * A completed demo session of Maria (the demo coordinator's team) with three contacts (one with
 * every sub-event and a photo, two denials for one reason) and a change in its history. The demo
 * may already hold contacts of its own (engineer D's demo data): these are told apart by client id.
 */
const prepare = (): Promise<Fixture> =>
  withDatabase(async (db) => {
    const { rows } = await db.query(
      `select s.id, s.spot_id, sp.title from sessions s join users u on u.id = s.consultant_id
       join spots sp on sp.id = s.spot_id
       where u.email = 'm.ivanova@demo.kz' and s.status = 'COMPLETED'
       order by s.planned_start_time limit 1`,
    );
    const [{ id: session, spot_id: spot, title: spotTitle }] = rows;
    // The test's contacts are the session's only ones (the demo's 60 days gave it its own).
    await db.query(
      'delete from contact_photos where contact_event_id in (select id from contact_events where session_id = $1)',
      [session],
    );
    await db.query('delete from contact_events where session_id = $1', [session]);
    await db.query(`delete from session_events where details ? 'e2eMark'`);
    const { rows: events } = await db.query(
      `insert into contact_events (session_id, client_id, start_time, stop_time, watch_stop_time,
         compliment_time, denial_time, denial_reason, review_time, exchange_time, registration_time)
       select s.id, v.cid, s.start_time + v.m * interval '1 minute', s.start_time + (v.m + 6) * interval '1 minute',
         s.start_time + (v.m + 4) * interval '1 minute',
         case when v.is_full then s.start_time + (v.m + 1) * interval '1 minute' end,
         case when not v.is_full then s.start_time + (v.m + 2) * interval '1 minute' end,
         case when not v.is_full then 'Не курит' end,
         case when v.is_full then s.start_time + (v.m + 2) * interval '1 minute' end,
         case when v.is_full then s.start_time + (v.m + 3) * interval '1 minute' end,
         case when v.is_full then s.start_time + (v.m + 5) * interval '1 minute' end
       from sessions s, (values ('e2e-1', 20, true), ('e2e-2', 90, false), ('e2e-3', 150, false))
         as v(cid, m, is_full)
       where s.id = $1 order by v.m returning id`,
      [session],
    );
    mkdirSync(path.join(process.env.E2E_DATA_DIR!, 'contact-photos'), { recursive: true });
    writeFileSync(path.join(process.env.E2E_DATA_DIR!, 'contact-photos', `${E2E_PHOTO}.png`), PNG);
    await db.query(
      `insert into contact_photos (contact_event_id, client_id, path, mime, size)
       values ($1, 'e2e-photo', 'contact-photos/${E2E_PHOTO}.png', 'image/png', $2)`,
      [events[0].id, PNG.length],
    );
    await db.query(
      `insert into session_events (session_id, actor_id, kind, details)
       select s.id, c.id, 'TIMES_CHANGED', jsonb_build_object(
         'stopTime', jsonb_build_array(to_char((s.stop_time - interval '30 minutes') at time zone 'UTC',
           'YYYY-MM-DD"T"HH24:MI:SS.000"Z"'), to_char(s.stop_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.000"Z"')),
         'e2eMark', true)
       from sessions s, users c where s.id = $1 and c.email = 'coordinator@demo.kz'`,
      [session],
    );
    return { session, spot, spotTitle };
  });

/** How many contacts the session holds in all (the demo's own, if any, and ours). */
const contactCount = (session: number) =>
  withDatabase(async (db) =>
    Number(
      (await db.query('select count(*) from contact_events where session_id = $1', [session])).rows[0].count,
    ),
  );

const tiles = async (page: Page) =>
  page.route(TILES, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PNG }));

let fixture: Fixture;
test.beforeAll(async () => {
  fixture = await prepare();
});

test('a coordinator reads a past session’s contacts, counts, photo and history, then its spot', async ({
  page,
}) => {
  await tiles(page);
  const total = await contactCount(fixture.session);
  await login(page, 'coordinator@demo.kz');
  await page.goto(`/session/${fixture.session}`);
  await expect(page.getByTestId('breadcrumb-title')).toHaveText('Сессия');
  await expect(page.getByTestId('session-status')).toHaveText('Завершена');
  await expect(page.getByTestId('session-consultant')).toContainText('Иванова');
  await expect(page.getByTestId('session-hours')).toContainText('ч из');

  const axis = page.getByTestId('timeline-axis');
  await expect(axis.getByTestId('contact-mark')).toHaveCount(total);
  // Our first contact: every sub-event on its mark, named in its label.
  const first = axis.getByRole('img', { name: /Комплимент .* Регистрация/ }).first();
  await expect(first).toBeVisible();
  for (const kind of ['compliment', 'review', 'exchange', 'registration'])
    await expect(first.getByTestId(`sub-event-${kind}`)).toHaveCount(1);
  await expect(axis.getByRole('img', { name: /Отказ .*\(Не курит\)/ })).toHaveCount(2);

  await expect(page.getByTestId('count-contacts-value')).toHaveText(String(total));
  const denials = Number(await page.getByTestId('count-denials-value').textContent());
  expect(denials).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('denial-reasons')).toContainText('Не курит');

  // Thumbnails load when they come into view.
  await page.getByTestId('contact-photos').scrollIntoViewIfNeeded();
  const photo = page.getByTestId('contact-photos').getByRole('img').first();
  await expect(photo).toBeVisible();
  // Decoded from the bytes the scoped route sent (the object URL may still be decoding).
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  const history = page.getByTestId('session-history');
  await expect(
    history.getByTestId('history-event').filter({ hasText: 'Изменено фактическое время' }),
  ).toContainText(/Окончание: \d\d .+ → \d\d /);
  await expect(history).toContainText('Нурланова Асель');

  // The spot: its data, its map on the (answered) tiles and its sessions, each opening its timeline.
  await page.getByTestId('session-spot').getByRole('link', { name: fixture.spotTitle }).click();
  await expect(page).toHaveURL(new RegExp(`/spot/${fixture.spot}$`));
  await expect(page.getByTestId('spot-title')).toHaveText(fixture.spotTitle);
  await expect(page.getByTestId('spot-fields')).toContainText('Алматы');
  const map = page.getByRole('region', { name: 'Карта точки' });
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();
  await expect(map.locator('.leaflet-marker-icon')).toBeVisible();
  // The city's supervisor with the CR manager assigned to her (the profile journey may reassign it).
  const responsibles = page.getByTestId('spot-responsibles');
  await expect(responsibles).toContainText('Нурланова Асель');
  await expect(responsibles).toContainText('Ответственный CR:');
  await expect(page.getByTestId('spot-planned-sessions').getByTestId('spot-session').first()).toBeVisible();
  const recent = page.getByTestId('spot-recent-sessions').getByTestId('spot-session');
  await expect(recent.first()).toBeVisible();
  await recent.first().click();
  await expect(page).toHaveURL(/\/session\/\d+$/);
  await expect(page.getByTestId('session-header')).toBeVisible();
});

test('another coordinator’s session and spot are not found', async ({ page }) => {
  await login(page, 'coordinator.astana@demo.kz');
  await page.goto(`/session/${fixture.session}`);
  await expect(page.getByTestId('session-not-found')).toHaveText('Сессия не найдена');
  await page.goto(`/spot/${fixture.spot}`);
  await expect(page.getByTestId('spot-not-found')).toHaveText('Точка не найдена');
});

test('on a phone the axis is a vertical list, and English reads English', async ({ page }) => {
  await login(page, 'coordinator@demo.kz');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/session/${fixture.session}`);
  const list = page.getByTestId('timeline-list');
  await expect(list.getByTestId('contact-mark')).toHaveCount(await contactCount(fixture.session));
  await expect(list).toContainText('Отказ');
  await expect(page.getByTestId('timeline-axis')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.evaluate(() => localStorage.setItem('backoffice.locale', 'en'));
  await page.reload();
  await expect(page.getByTestId('session-status')).toHaveText('Completed');
  await expect(page.getByTestId('count-contacts')).toContainText('Contacts');
  await expect(page.getByTestId('session-history')).toContainText('Actual times changed');
  await page.evaluate(() => localStorage.removeItem('backoffice.locale'));
});

test('the timeline and the spot page: one h1, and nothing serious for axe', async ({ page }) => {
  await tiles(page);
  await login(page, 'coordinator@demo.kz');
  for (const [url, ready] of [
    [`/session/${fixture.session}`, 'timeline-axis'],
    [`/spot/${fixture.spot}`, 'spot-recent-sessions'],
  ]) {
    await page.goto(url);
    await expect(page.getByTestId(ready)).toBeVisible();
    await expect(page.locator('h1')).toHaveCount(1);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`);
    expect.soft(serious, url).toEqual([]);
  }
});
