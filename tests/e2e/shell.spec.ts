import { expect, test } from '@playwright/test';
import { login, menuKeys } from './support';

test('HQ sees the whole shell: header, user panel, clock, footer, the full menu', async ({ page }) => {
  await login(page, 'hq@demo.kz');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('breadcrumb-title')).toHaveText('Главная');
  await expect(page.getByRole('button', { name: 'Назад' })).toHaveCount(0);
  await expect(page.getByTestId('user-panel')).toContainText('Ахметова Айгерим');
  await expect(page.getByTestId('clock')).toHaveText(/^\d{2} [а-я]+, \d{4} \d{2}:\d{2}$/);
  await expect(page.getByText(`© 2016–${new Date().getFullYear()}`)).toBeVisible();
  expect(await menuKeys(page)).toEqual([
    'home',
    'projects',
    'profile',
    'sessions',
    'calendar',
    'map',
    'sessionsEdit',
    'scratchCards',
    'newDevices',
    'tradePoints',
    'devices',
    'referenceData',
    'programs',
    'salaries',
    'photoCheck',
    'audit',
    'dataMatrixes',
    'pointsCoverage',
    'cigarettes',
    'equipment',
    'logout',
  ]);

  await page.getByTestId('menu-programs').click();
  await expect(page).toHaveURL(/\/programs$/);
  await expect(page.getByTestId('breadcrumb-title')).toHaveText('Программы');
  await page.getByRole('button', { name: 'Назад' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the Projects submenu lists the activities of the team by title and has a Back item', async ({
  page,
}) => {
  await login(page, 'coordinator@demo.kz');
  await page.getByTestId('menu-projects').click();
  await expect(page.getByTestId('menu-back')).toBeVisible();
  // Those the team works in and every ACTIVE one the coordinator may plan (issue 23 point 2; the
  // activities journey may have launched one more): never the one still under construction.
  // (Retried: the submenu opens before its list arrives.)
  const titles = page.locator('[data-testid^="menu-activity-"]');
  for (const title of ['Дегустация в HoReCa', 'glo hyper: весенняя кампания'])
    await expect(titles.filter({ hasText: title })).toHaveCount(1);
  await expect(titles.filter({ hasText: 'Запуск glo hyper pro' })).toHaveCount(0);
  const shown = await titles.allTextContents();
  expect(shown).toEqual([...shown].sort((a, b) => a.localeCompare(b, 'ru')));
  await page.locator('[data-testid^="menu-activity-"]').first().click();
  await expect(page).toHaveURL(/\/activity\/\d+$/);
  await expect(page.getByTestId('breadcrumb-title')).toHaveText('Проект');
  await page.getByTestId('menu-back').click();
  await expect(page.getByTestId('menu-home')).toBeVisible();
});

test('a consultant sees only Profile and Logout, and no rights on the devices page', async ({ page }) => {
  await login(page, 'consultant@demo.kz');
  expect(await menuKeys(page)).toEqual(['profile', 'logout']);
  await expect(page.getByTestId('user-panel')).toContainText('Садыков Арман');
  await expect(page.getByTestId('session-line')).toContainText('Запланирована');
  await page.goto('/devices');
  const main = page.locator('#main-content');
  await expect(main.getByText('ОШИБКА!')).toBeVisible();
  await expect(main.getByText('Извините, у вас нет прав!')).toBeVisible();
  // Refused where it was asked for: no redirect to another address.
  await expect(page).toHaveURL(/\/devices$/);
});

test("the auditor's home and logo lead to the audit page", async ({ page }) => {
  await login(page, 'auditor@demo.kz');
  await expect(page).toHaveURL(/\/audit-page$/);
  expect(await menuKeys(page)).toEqual(['profile', 'audit', 'logout']);
  await expect(page.getByTestId('logo')).toHaveAttribute('href', /\/audit-page$/);
  await page.goto('/dashboard');
  await expect(page.locator('#main-content').getByText('Извините, у вас нет прав!')).toBeVisible();
});

test('both agency roles may open their agency page; others may not', async ({ page }) => {
  await login(page, 'agency@demo.kz');
  await page.goto('/agency/1');
  await expect(page.getByTestId('breadcrumb-title')).toHaveText('Агентство');
  await expect(page.getByText('Извините, у вас нет прав!')).toHaveCount(0);
  await page.getByTestId('menu-logout').click();
  await expect(page).toHaveURL(/\/login$/);
  await login(page, 'bu@demo.kz');
  await page.goto('/agency/1');
  await expect(page.locator('#main-content').getByText('Извините, у вас нет прав!')).toBeVisible();
});

test('unknown paths and /error show the error page', async ({ page }) => {
  await login(page, 'hq@demo.kz');
  for (const path of ['/no/such/page', '/error']) {
    await page.goto(path);
    await expect(page.getByText('ОШИБКА!')).toBeVisible();
  }
});

test('a visitor without a login is sent to /login', async ({ page }) => {
  await page.goto('/devices');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
});

test('wrong credentials show the server message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('hq@demo.kz');
  await page.getByLabel('Пароль').fill('not-the-password');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByText('Неверный email или пароль')).toBeVisible();
});

test('the login form says an empty field at once and the server’s word on a wrong e-mail, under the fields', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByText('Это обязательное поле')).toHaveCount(2);
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Пароль').fill('x');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByText('Укажите валидный Email.')).toBeVisible();
  await expect(page.getByText('Это обязательное поле')).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
});

test('logout goes to /login and the token no longer works', async ({ page }) => {
  await login(page, 'hq@demo.kz');
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('authData')!).token);
  await page.getByTestId('menu-logout').click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('authData'))).toBeNull();
  const verify = await page.request.post('/api/token/verify/', { data: { token } });
  expect(verify.status()).toBe(401);
});

test('a stored login the server refuses is cleared on start', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() =>
    localStorage.setItem(
      'authData',
      JSON.stringify({ token: 'revoked.or.forged', user: { id: 1, role: 'HQ' } }),
    ),
  );
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('authData'))).toBeNull();
});

test('after 20 idle minutes the user is logged out to /login', async ({ page }) => {
  await page.clock.install();
  await login(page, 'coordinator@demo.kz');
  await page.clock.fastForward('19:00');
  await expect(page.getByTestId('user-panel')).toBeVisible();
  await page.mouse.move(10, 10);
  await page.clock.fastForward('19:00');
  await expect(page.getByTestId('user-panel')).toBeVisible();
  await page.clock.fastForward('01:30');
  await expect(page).toHaveURL(/\/login$/);
});

test('English can be chosen instead of Russian', async ({ page }) => {
  await login(page, 'hq@demo.kz');
  await page.getByRole('button', { name: 'Русский' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByTestId('menu-devices')).toContainText('Devices');
});
