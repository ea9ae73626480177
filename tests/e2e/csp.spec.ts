import { expect, type Page, test } from '@playwright/test';
import { login } from './support';

/** A 1×1 PNG, standing in for a map tile. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Every Content-Security-Policy violation the page reports, from the DOM event and the console. */
const watchViolations = async (page: Page) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      ),
    );
  });
  return violations;
};

test('the app works under its Content-Security-Policy: login, a list, a dialog, the rich-text editor, the map', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const answer = await page.goto('/login');
  expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(answer?.headers()['x-frame-options']).toBe('DENY');

  await login(page, 'hq@demo.kz');
  // A list and a dialog.
  await page.getByTestId('menu-devices').click();
  await expect(page.getByRole('row').filter({ hasText: 'glo hyper X2' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Новая модель' }).click();
  await page.getByRole('dialog').getByLabel('Тип').click();
  await expect(page.getByRole('option', { name: 'glo hyper', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').getByRole('button', { name: 'Отмена' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  // The rich-text editor (tiptap) on the disclaimers page.
  await page.getByTestId('menu-referenceData').click();
  await page.getByTestId('menu-disclaimers').click();
  await page.getByRole('button', { name: 'Новый дисклеймер' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('.ProseMirror').click();
  await page.keyboard.type('Текст ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('жирный');
  await expect(dialog.locator('.ProseMirror strong')).toHaveText('жирный');
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(dialog).toBeHidden();

  // The agency page with its Leaflet map: its tiles (the TILE_URL host) and marker images must not
  // be refused (no internet here: the tiles are answered by the test).
  await page.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
  );
  // The agency page is the agency roles' (HQ is refused it): HR's.
  await page.evaluate(() => localStorage.removeItem('authData'));
  await login(page, 'hr@demo.kz');
  await page.goto('/agency/1');
  await expect(page.getByTestId('breadcrumb-title')).toHaveText('Агентство');
  await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible();
  await expect(page.locator('.leaflet-marker-icon')).toBeVisible();

  expect(violations).toEqual([]);
});
