import { expect, type Page, test } from '@playwright/test';
import { login, PASSWORD } from './support';

/**
 * Agency HR's daily work (issue 4): the employee lists on the dashboard, approving a consultant
 * who just signed up (who can then log in), firing with a reason, prolonging two at once, and
 * opening/closing the registration link.
 */
test.describe.configure({ mode: 'serial' });

const HASH = 'promo-start-2026';
const stamp = Date.now();
const newcomer = { email: `e2e.${stamp}@gmail.com`, lastName: 'Тестова', firstName: 'Алина' };

const logout = async (page: Page) => {
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
};

const employees = (page: Page) => page.getByRole('region', { name: 'Сотрудники агентства' });
const openTab = async (page: Page, name: string) => {
  await employees(page).getByRole('tab', { name }).click();
  await expect(employees(page).getByRole('tab', { name, selected: true })).toBeVisible();
};
const search = async (page: Page, text: string) => {
  await employees(page).getByPlaceholder('Поиск по имени').fill(text);
};
const row = (page: Page, text: string) => employees(page).getByRole('row').filter({ hasText: text });

test('HR approves a newly signed-up consultant, who can then log in', async ({ page, request }) => {
  const options = await (await request.get(`/api/users/register/options/?registrationHash=${HASH}`)).json();
  const signUp = await request.post('/api/users/register/', {
    data: {
      role: 'CONSULTANT',
      email: newcomer.email,
      password: PASSWORD,
      lastName: newcomer.lastName,
      firstName: newcomer.firstName,
      midName: 'Сергеевна',
      iin: '990101400123',
      city: options.cities[0].id,
      isAgreementAccepted: true,
      registrationHash: HASH,
    },
  });
  expect(signUp.status()).toBe(201);

  // Before approval the newcomer's profile is inactive.
  await page.goto('/login');
  await page.getByLabel('Email').fill(newcomer.email);
  await page.getByLabel('Пароль').fill(PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByText('Ваш профиль не активен, свяжитесь с агентством')).toBeVisible();
  await logout(page);

  await login(page, 'hr@demo.kz');
  await expect(employees(page)).toBeVisible();
  await expect(employees(page).getByRole('tab', { name: 'Новые', selected: true })).toBeVisible();
  await search(page, newcomer.lastName);
  await expect(row(page, `${newcomer.lastName} ${newcomer.firstName}`)).toBeVisible();
  await row(page, newcomer.lastName).getByRole('button', { name: 'Одобрить' }).click();
  const dialog = page.getByRole('dialog', { name: 'Одобрить сотрудника' });
  await expect(dialog.getByLabel('Дата начала работы *')).not.toHaveValue('');
  await dialog.getByRole('button', { name: 'Одобрить' }).click();
  await expect(page.getByText('Сотрудник одобрен')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(employees(page).getByText('Новых сотрудников нет')).toBeVisible();

  await openTab(page, 'Одобренные');
  await search(page, newcomer.lastName);
  await expect(row(page, newcomer.lastName)).toBeVisible();

  await logout(page);
  await login(page, newcomer.email);
  await expect(page.getByText('Ваш профиль не активен')).toBeHidden();
});

test('HR fires an employee with a reason; the fire dialog keeps its errors', async ({ page }) => {
  await login(page, 'hr@demo.kz');
  await openTab(page, 'Одобренные');
  await search(page, 'Иванова');
  await row(page, 'Иванова Мария').getByRole('button', { name: 'Уволить' }).click();
  const dialog = page.getByRole('dialog', { name: 'Увольнение' });
  await dialog.getByRole('button', { name: 'Уволить' }).click();
  await expect(dialog.getByText('Это обязательное поле')).toBeVisible();
  // The moment as DD.MM.YYYY HH:mm (24 h), whatever the browser's locale.
  await expect(dialog.getByLabel('Дата и время увольнения *')).toHaveValue(
    /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/,
  );
  await dialog.getByLabel('Причина увольнения *').fill('Переезд в другой город');
  await dialog.getByRole('button', { name: 'Уволить' }).click();
  await expect(page.getByText('Сотрудник уволен')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(employees(page).getByText('Одобренных сотрудников нет')).toBeVisible();

  await openTab(page, 'Уволенные');
  await expect(row(page, 'Иванова Мария')).toContainText('Переезд в другой город');
});

test('HR prolongs two approved employees at once', async ({ page }) => {
  await login(page, 'hr@demo.kz');
  await openTab(page, 'Одобренные');
  const rows = employees(page).locator('tbody tr');
  await expect(rows).toHaveCount(7);
  const termOf = (i: number) => rows.nth(i).locator('td').nth(6).innerText();
  const before = [await termOf(0), await termOf(1)];
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(1).getByRole('checkbox').check();
  await employees(page).getByRole('button', { name: 'Продлить' }).click();
  const dialog = page.getByRole('dialog', { name: 'Продлить одобрение' });
  await expect(dialog).toContainText('Выбрано сотрудников: 2');
  await dialog.getByLabel('Срок продления *').click();
  await page.getByRole('option', { name: '6 месяцев' }).click();
  await dialog.getByRole('button', { name: 'Продлить' }).click();
  await expect(page.getByText('Одобрение продлено: 2')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect.poll(() => termOf(0)).not.toBe(before[0]);
  await expect.poll(() => termOf(1)).not.toBe(before[1]);
});

test('HR closes and opens the registration link', async ({ page, browser }) => {
  await login(page, 'hr@demo.kz');
  await employees(page).getByRole('link', { name: 'Агентство и ссылка регистрации' }).click();
  await expect(page.getByRole('heading', { name: 'Промо Старт' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Ссылка' })).toHaveValue(/\/signUp\/promo-start-2026$/);
  const toggle = page.getByRole('switch', { name: 'Регистрация открыта' });
  await toggle.click();
  await expect(page.getByText('Регистрация закрыта').first()).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto(`/signUp/${HASH}`);
  await expect(visitor.getByText('Регистрация сейчас закрыта')).toBeVisible();

  await page.getByRole('switch', { name: 'Регистрация закрыта' }).click();
  await expect(page.getByRole('switch', { name: 'Регистрация открыта' })).toBeChecked();
  await visitor.reload();
  await expect(visitor.getByText('Регистрация', { exact: true }).first()).toBeVisible();
  await expect(visitor.getByText('Регистрация сейчас закрыта')).toBeHidden();
  await visitor.close();
});

test('HR adds a user from the employee lists; the back arrow returns to them', async ({ page }) => {
  await login(page, 'hr@demo.kz');
  await employees(page).getByRole('link', { name: 'Добавить пользователя' }).click();
  await expect(page).toHaveURL(/\/user\/add$/);
  await expect(page.getByTestId('breadcrumb-title')).toHaveText('Добавление пользователя');
  await page.getByRole('button', { name: 'Назад' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(employees(page)).toBeVisible();
});
