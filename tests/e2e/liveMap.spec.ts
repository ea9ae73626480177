import { expect, test } from '@playwright/test';
import { withDatabase } from './db';
import { login, PASSWORD } from './support';

// Issue 24 point 1: a coordinator opens the dashboard, sees their team on the live map, clicks a
// person and reaches the session's timeline; the test, as the field API (the consultant's phone),
// starts a session and posts a ping, and the marker moves without a reload.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const TILES = 'https://tile.openstreetmap.org/**';
const MEGA = { latitude: 43.2016, longitude: 76.8921 };

/** A session of consultant@demo.kz (put in the coordinator's team) planned from 5 minutes ago at MEGA. */
const prepare = () =>
  withDatabase(async (db) => {
    const { rows } = await db.query(
      `with who as (
         update users c set manager_id = (select id from users where email = 'coordinator@demo.kz')
         where c.email = 'consultant@demo.kz' returning c.id)
       insert into sessions (consultant_id, activity_id, spot_id, city_id, status, planned_start_time, planned_end_time)
       select who.id, (select id from activities where title = 'glo hyper: весенняя кампания'),
         sp.id, sp.city_id, 'PLANNED', now() - interval '5 minutes', now() + interval '4 hours'
       from who, spots sp where sp.title = 'ТРЦ MEGA Alma-Ata' returning id, consultant_id`,
    );
    return { session: rows[0].id as number, consultant: rows[0].consultant_id as number };
  });

test('the coordinator’s live map: their team, a click to the session, a marker that moves', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { session, consultant } = await prepare();
  const tiles: string[] = [];
  await page.route(TILES, (route) => {
    tiles.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'image/png', body: PNG });
  });
  await login(page, 'coordinator@demo.kz');
  await page.goto('/');
  // Below the fold, a widget loads when scrolled to (src/pages/Dashboard.tsx).
  await page.locator('[data-widget="liveMap"]').scrollIntoViewIfNeeded();
  const map = page.getByTestId('live-map');
  await expect(map).toBeVisible();
  await expect(page.getByTestId('map-count')).toContainText(/В области: \d+/);
  // Their team is on the map: at least one of the coordinator's people has a marker.
  await expect(map.locator('[data-testid^="map-person-"]').first()).toBeAttached();
  await expect(map.getByText('OpenStreetMap')).toBeVisible();
  expect(tiles.length).toBeGreaterThan(0);

  // The consultant's phone: log in, start the session at MEGA.
  const token = (
    await (
      await request.post('/api/token/', { data: { email: 'consultant@demo.kz', password: PASSWORD } })
    ).json()
  ).token as string;
  const headers = { authorization: `JWT ${token}` };
  const started = await request.post(`/api/field/sessions/${session}/start/`, { headers, data: MEGA });
  expect(started.status()).toBe(200);
  expect((await started.json()).status).toBe('STARTED');
  const marker = map.getByTestId(`map-person-${consultant}`);
  await expect(marker).toHaveAttribute('data-status', 'STARTED');
  await expect(marker).toHaveAttribute('data-lat', String(MEGA.latitude));

  // A ping elsewhere: the marker moves, the page is not reloaded.
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
  const now = Math.floor(Date.now() / 1000);
  const pinged = await request.post(`/api/field/sessions/${session}/positions/`, {
    headers,
    data: {
      pings: [{ clientId: 'e2e-map-1', latitude: 43.2101, longitude: 76.9002, accuracy: 10, time: now }],
    },
  });
  expect(pinged.status()).toBe(200);
  await expect(marker).toHaveAttribute('data-lat', '43.2101', { timeout: 10_000 });
  await expect(marker).toHaveAttribute('data-lng', '76.9002');
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // A click shows the session; its link leads to the timeline. The map was fitted to the people
  // where they were, at its closest zoom: zoomed out, the moved marker is in the frame again.
  await map.getByRole('button', { name: 'Zoom out' }).click();
  await map.getByRole('button', { name: 'Zoom out' }).click();
  await marker.click();
  const popup = page.getByTestId('map-popup');
  await expect(popup).toContainText('ТРЦ MEGA Alma-Ata');
  await expect(popup).toContainText('glo hyper: весенняя кампания');
  await expect(page.getByTestId('map-popup-contacts')).toContainText('Контактов: 0');
  await expect(popup.getByRole('link', { name: 'Профиль' })).toHaveAttribute(
    'href',
    `/profile/${consultant}`,
  );
  await popup.getByTestId('map-popup-session').click();
  await expect(page).toHaveURL(new RegExp(`/session/${session}$`));
  await expect(page.getByText('ТРЦ MEGA Alma-Ata').first()).toBeVisible();

  // Online now: the consultant, linked to their profile.
  await page.goto('/');
  await page.locator('[data-widget="online"]').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('online-list').locator(`a[href="/profile/${consultant}"]`)).toBeVisible();

  // The full-screen map, at 390 px, fits the phone.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/map');
  await expect(page.getByTestId('live-map')).toBeVisible();
  await expect(page.getByTestId(`map-person-${consultant}`)).toBeAttached();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The session started here is the test's own: put away, the consultant's other screens (the
  // shell's nearest-session line of shell.spec) see the demo's sessions as they were.
  await withDatabase((db) => db.query(`update sessions set status = 'DELETED' where id = $1`, [session]));
});
