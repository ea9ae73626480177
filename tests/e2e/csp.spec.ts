import { expect, type Page, test } from '@playwright/test';
import { login } from './support';

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

  // The agency page with its OpenStreetMap frame (no internet here: the frame may not load, but
  // the policy must not refuse it).
  await page.goto('/agency/1');
  await expect(page.getByTestId('breadcrumb-title')).toHaveText('Агентство');
  await page.waitForTimeout(500);

  expect(violations).toEqual([]);
});
