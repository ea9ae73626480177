import { expect, type Page, test } from '@playwright/test';
import { PASSWORD } from './support';

/**
 * Issue 11 point 5: with English chosen on /login, the main screens speak English. The check reads
 * the labels a person reads (headings, buttons and their accessible names, tabs, menu items,
 * column headers, form labels and legends, placeholders, the pagination line), not the data:
 * table body cells other than their buttons, the user panel's name, and the names a screen is
 * about (an agency's title, a person's name) are demo data, which may be Russian.
 */
const CYRILLIC = /[А-Яа-яЁё]/;

/** The Russian label texts on the page (after the screen has settled). */
const russianLabels = (page: Page, data: string[] = []) =>
  page.evaluate(
    ({ data, source }) => {
      const cyrillic = new RegExp(source);
      const visible = (el: Element) => {
        const box = (el as HTMLElement).getBoundingClientRect();
        return box.width > 0 && box.height > 0;
      };
      const isData = (el: Element) =>
        !!el.closest('[data-testid="user-panel"] p, [data-testid="user-panel"] .MuiTypography-body2') ||
        (!!el.closest('tbody') && !el.closest('button'));
      const texts: string[] = [];
      const add = (el: Element, text: string | null | undefined) => {
        const t = (text ?? '').replace(/\s+/g, ' ').trim();
        if (!t || !cyrillic.test(t) || !visible(el) || isData(el)) return;
        // A label that only quotes a data value (e.g. a heading with a person's name) is data.
        let rest = t;
        for (const d of data) rest = rest.split(d).join('');
        if (cyrillic.test(rest)) texts.push(t);
      };
      const labels =
        'h1, h2, h3, h4, h5, h6, button, [role="button"], [role="tab"], [role="menuitem"], th, label, legend, ' +
        '[role="columnheader"], .MuiTablePagination-root, [data-testid="pagination-range"], .MuiAlert-message, ' +
        '.MuiFormHelperText-root, .MuiTypography-caption';
      for (const el of document.querySelectorAll(labels)) {
        add(el, el.textContent);
        add(el, el.getAttribute('aria-label'));
      }
      for (const el of document.querySelectorAll('input[placeholder], textarea[placeholder]'))
        add(el, el.getAttribute('placeholder'));
      return [...new Set(texts)];
    },
    { data, source: CYRILLIC.source },
  );

/** Russian in its own name, in the language menu. */
const LANGUAGE_NAMES = ['Русский'];

const expectEnglish = async (page: Page, screen: string, data: string[] = []) => {
  expect(await russianLabels(page, [...LANGUAGE_NAMES, ...data]), `Russian labels on ${screen}`).toEqual([]);
};

/** The list has loaded: a table, or its empty message. */
const listLoaded = async (page: Page) => {
  await expect(
    page
      .locator('table thead')
      .or(page.getByText(/^No .+ employees$/))
      .first(),
  ).toBeVisible();
  await expect(page.locator('.MuiLinearProgress-root')).toHaveCount(0);
};

const chooseEnglishOnLogin = async (page: Page) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
};

const signIn = async (page: Page, email: string) => {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('user-panel')).toBeVisible();
};

const signOut = async (page: Page) => {
  await page.getByTestId('menu-logout').click();
  await expect(page).toHaveURL(/\/login/);
};

const REFERENCE_LISTS = [
  '/devices',
  '/programs',
  '/brands',
  '/formats',
  '/compliments',
  '/disclaimers',
  '/media',
  '/interview-kits',
  '/scratch-cards',
  '/new-devices',
];

test('English chosen on /login: HQ walks the main screens and reads no Russian label', async ({ page }) => {
  test.setTimeout(240_000);
  // The check can fail: in Russian, /login has Russian labels.
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  expect(await russianLabels(page)).toEqual(expect.arrayContaining(['Пароль', 'Войти']));
  await chooseEnglishOnLogin(page);
  await expectEnglish(page, '/login');
  await signIn(page, 'hq@demo.kz');

  // The dashboard with the employee lists of every agency.
  await expect(page.getByRole('region', { name: 'Agency employees' })).toBeVisible();
  await listLoaded(page);
  await expectEnglish(page, '/dashboard');
  for (const tab of ['Approved', 'Dismissed']) {
    await page.getByRole('tab', { name: tab }).click();
    await listLoaded(page);
    await expectEnglish(page, `/dashboard (${tab})`);
  }

  // The reference-data menu, then every reference list.
  await page.getByTestId('menu-referenceData').click();
  await expect(page.getByTestId('menu-back')).toBeVisible();
  await expectEnglish(page, 'the reference-data menu');
  for (const path of REFERENCE_LISTS) {
    await page.goto(path);
    await listLoaded(page);
    await expectEnglish(page, path);
  }

  // A create dialog, with its required-field errors.
  await page.goto('/brands');
  await page.getByRole('button', { name: 'New brand' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'New brand' })).toBeVisible();
  await expectEnglish(page, 'the new-brand dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.locator('.Mui-error').first()).toBeVisible();
  await expectEnglish(page, 'the new-brand dialog with errors');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The rich-text toolbar of a disclaimer.
  await page.goto('/disclaimers');
  await page.getByRole('button', { name: 'New disclaimer' }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Bold' })).toBeVisible();
  await expectEnglish(page, 'the disclaimer dialog');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  // One's own profile.
  await page.getByTestId('menu-profile').click();
  await expect(page).toHaveURL(/\/profile\/\d+$/);
  await expect(page.getByTestId('profile-main')).toBeVisible();
  // The heading is the person's full name (data); the cards' labels are not.
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await expectEnglish(page, 'the profile', [name]);

  // The language outlives the logout.
  await signOut(page);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('English chosen on /login: HR reads the employee lists, their dialogs and the public pages in English', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await chooseEnglishOnLogin(page);
  await signIn(page, 'hr@demo.kz');
  const employees = page.getByRole('region', { name: 'Agency employees' });
  await listLoaded(page);
  await expectEnglish(page, "HR's dashboard");

  await employees.getByRole('tab', { name: 'Approved' }).click();
  await listLoaded(page);
  await expectEnglish(page, "HR's approved list");
  await employees.getByRole('row').nth(1).getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Dismissal' })).toBeVisible();
  await expectEnglish(page, 'the dismissal dialog');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await employees.getByRole('tab', { name: 'New' }).click();
  await listLoaded(page);
  const approve = employees.getByRole('button', { name: 'Approve' }).first();
  if (await approve.isVisible()) {
    await approve.click();
    await expect(
      page.getByRole('dialog').getByRole('heading', { name: 'Approve the employee' }),
    ).toBeVisible();
    await expectEnglish(page, 'the approve dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  }

  await employees.getByRole('link', { name: 'Agency and sign-up link' }).click();
  await expect(page.getByRole('heading', { name: 'Employee sign-up link' })).toBeVisible();
  await expectEnglish(page, "HR's agency page", ['Промо Старт']);

  // The public pages offer the language too, and remember it.
  await signOut(page);
  await page.goto('/passwordRecovery');
  await expect(page.getByRole('button', { name: /English/ })).toBeVisible();
  await expectEnglish(page, '/passwordRecovery');
  await page.goto('/signUp/promo-start-2026');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expectEnglish(page, '/signUp', ['Промо Старт']);
});
