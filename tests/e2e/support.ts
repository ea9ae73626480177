import { expect, type Locator, type Page } from '@playwright/test';

export const PASSWORD = 'DemoPassword2026';

/** Types a YYYY-MM-DD day into the app's DD.MM.YYYY date picker, as a person would. */
export const typeDay = async (field: Locator, day: string) => {
  await field.click();
  await field.press('Control+a');
  await field.pressSequentially(day.split('-').reverse().join(''), { delay: 30 });
};

/** Logs in through the login page, as a person would. */
export const login = async (page: Page, email: string) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Пароль').fill(PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByTestId('user-panel')).toBeVisible();
};

/** The keys of the side menu's items, in order. */
export const menuKeys = async (page: Page) => {
  await expect(page.getByTestId('menu-logout')).toBeVisible();
  const ids = await page
    .locator('[data-testid^="menu-"]')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid')!.replace('menu-', '')));
  return [...new Set(ids)];
};
