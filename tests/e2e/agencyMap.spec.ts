import { expect, type Page, test } from '@playwright/test';
import { login } from './support';

/** A 1×1 PNG, standing in for a map tile (there is no internet here). */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** The default TILE_URL's host (OpenStreetMap's). */
const TILES = 'https://tile.openstreetmap.org/**';

const openAgency = async (page: Page) => {
  await login(page, 'hr@demo.kz');
  await page.goto('/agency/1');
  await expect(page.getByTestId('breadcrumb-title')).toHaveText('Агентство');
};

test('the agency page shows a Leaflet map on the configured tiles, not an embedded frame', async ({
  page,
}) => {
  const asked: string[] = [];
  await page.route(TILES, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'image/png', body: TILE });
  });
  await openAgency(page);
  const map = page.getByRole('region', { name: 'Карта агентства' });
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();
  await expect(map.locator('.leaflet-marker-icon')).toBeVisible();
  expect(asked.length).toBeGreaterThan(0);
  expect(asked[0]).toMatch(/^https:\/\/tile\.openstreetmap\.org\/14\/\d+\/\d+\.png$/);
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByTestId('agency-map-error')).toHaveCount(0);
});

test('says plainly when the tiles cannot load', async ({ page }) => {
  await page.route(TILES, (route) => route.abort('connectionrefused'));
  await openAgency(page);
  await expect(page.getByTestId('agency-map-error')).toHaveText(
    'Карта не загрузилась: сервер карт недоступен. Координаты указаны выше.',
  );
  await expect(page.getByTestId('agency-coordinates')).toBeVisible();
});
