import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { login } from './support';

/**
 * Issue 11 §3: axe finds nothing serious or critical on the public pages, the dashboard, two
 * lists, a dialog and a profile; and every page has one h1 and a main landmark.
 */
/** Rules the issue names, reported whatever impact axe gives them. */
const NAMED_RULES = new Set([
  'color-contrast',
  'empty-table-header',
  'page-has-heading-one',
  'landmark-one-main',
]);

const seriousFindings = async (page: Page) => {
  // Colours are measured as painted: a dialog still fading in (MUI's transitions) blends its
  // text with the backdrop, so wait until no finite animation or transition runs (a spinner's
  // endless one does not count).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          (a.playState !== 'running' && !a.pending) || a.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || NAMED_RULES.has(v.id))
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.html.slice(0, 160)} ${n.any[0]?.message ?? ''}`).join(' | ')}`,
    );
};

/** What a screen reader's user relies on to find their way: one h1 and one main landmark. */
const expectPageStructure = async (page: Page) => {
  await expect.soft(page.getByRole('main'), 'one main landmark').toHaveCount(1);
  await expect.soft(page.locator('h1'), 'one h1').toHaveCount(1);
  await expect.soft(page.locator('h1').first(), 'a titled h1').not.toBeEmpty();
};

// Soft checks, so that one run lists every finding of every page.
test.describe.configure({ timeout: 120_000 });

test('the public pages: login and sign-up', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  await expectPageStructure(page);
  expect.soft(await seriousFindings(page)).toEqual([]);

  await page.goto('/signUp/promo-start-2026');
  await expect(page.getByText('Промо Старт').first()).toBeVisible();
  await expectPageStructure(page);
  expect.soft(await seriousFindings(page)).toEqual([]);
});

test('the shell’s screens: dashboard, formats, devices with its dialog, a profile', async ({ page }) => {
  await login(page, 'hq@demo.kz');
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.locator('h1')).toBeVisible();
  await expectPageStructure(page);
  expect.soft(await seriousFindings(page)).toEqual([]);

  await page.goto('/formats');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expectPageStructure(page);
  expect.soft(await seriousFindings(page)).toEqual([]);

  await page.goto('/devices');
  await expect(page.getByRole('row').filter({ hasText: 'glo hyper X2' }).first()).toBeVisible();
  await expectPageStructure(page);
  expect.soft(await seriousFindings(page)).toEqual([]);

  // A form dialog: its «Отмена» on the toolbar must be readable.
  await page.getByRole('button', { name: 'Новая модель' }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Отмена' })).toBeVisible();
  expect.soft(await seriousFindings(page)).toEqual([]);
  await page.getByRole('dialog').getByRole('button', { name: 'Отмена' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByTestId('menu-profile').click();
  await expect(page).toHaveURL(/\/profile\/\d+$/);
  await expect(page.getByTestId('profile-main')).toBeVisible();
  await expectPageStructure(page);
  expect.soft(await seriousFindings(page)).toEqual([]);
});

test('a consultant’s profile with its measurements', async ({ page }) => {
  await login(page, 'consultant@demo.kz');
  await page.getByTestId('menu-profile').click();
  await expect(page.getByTestId('profile-measurements')).toBeVisible();
  await expectPageStructure(page);
  expect.soft(await seriousFindings(page)).toEqual([]);
});
