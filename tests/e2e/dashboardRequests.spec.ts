import { expect, test } from '@playwright/test';
import { login } from './support';

// Issue 24 point 2: "A dashboard's first load makes at most 6 requests". Each dashboard role opens
// its dashboard cold (logged in, a fresh tab), on a phone and on a desktop; every request to the
// API until the page first goes quiet is counted (the widgets' later refreshes are not the first
// load). The reads started together travel as one (dataProvider/merge.ts).

const ROLES = ['hq@demo.kz', 'bu@demo.kz', 'hr@demo.kz', 'agency@demo.kz', 'coordinator@demo.kz'];
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];
const TILES = 'https://tile.openstreetmap.org/**';

for (const email of ROLES)
  test(`${email}'s dashboard loads with at most 6 requests, on a phone and on a desktop`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const first = await browser.newContext({ locale: 'ru-RU' });
    const signIn = await first.newPage();
    await login(signIn, email);
    const storageState = await first.storageState();
    await first.close();
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({ locale: 'ru-RU', viewport, storageState });
      await context.route(TILES, (route) => route.fulfill({ status: 204 }));
      const page = await context.newPage();
      const requests: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/')) requests.push(`${request.method()} ${url.pathname}`);
      });
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The first widget has its figures: the first load has happened.
      await expect(page.locator('[data-widget]').first()).not.toBeEmpty();
      await page.waitForLoadState('networkidle');
      expect(requests.length, `${viewport.width} px: ${requests.join(', ')}`).toBeLessThanOrEqual(6);
      // Each widget on the first screen has what it shows (none was starved by the merging).
      await expect(page.getByText(/Ошибка|не удалось/i)).toHaveCount(0);
      await context.close();
    }
  });
