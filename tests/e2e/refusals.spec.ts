import { expect, test } from '@playwright/test';
import { login } from './support';

/**
 * Issue 23 point 8: a record one may not open, or that is not there, reads the same on its view
 * and its edit routes, in the product's error page.
 */
const expectSays = async (page: import('@playwright/test').Page, path: string, message: string) => {
  await page.goto(path);
  const main = page.locator('#main-content');
  await expect(main.getByRole('alert'), path).toContainText('ОШИБКА!');
  await expect(main.getByRole('alert'), path).toContainText(message);
};

const NO_RIGHTS = 'Извините, у вас нет прав!';

test("another agency's page: no rights on its view and on its edit route", async ({ page }) => {
  await login(page, 'hr.vector@demo.kz');
  for (const path of ['/agency/1', '/agency/1/edit']) await expectSays(page, path, NO_RIGHTS);
  // Nothing of the form shows under the refusal.
  await expect(page.getByRole('button', { name: 'Сохранить' })).toHaveCount(0);
});

test('a project a coordinator cannot see: no rights on its page as on its editor', async ({ page }) => {
  await login(page, 'coordinator@demo.kz');
  for (const path of ['/activity/99999', '/activity/99999/edit']) await expectSays(page, path, NO_RIGHTS);
});

test('HQ is told a record is not there, alike on its view and edit routes', async ({ page }) => {
  await login(page, 'hq@demo.kz');
  for (const path of [
    '/activity/99999',
    '/activity/99999/edit',
    '/activity/99999/view',
    '/activity/99999/live',
  ])
    await expectSays(page, path, 'Проект не найден');
  for (const path of ['/profile/99999', '/profile/99999/edit'])
    await expectSays(page, path, 'Страница не найдена');
});
