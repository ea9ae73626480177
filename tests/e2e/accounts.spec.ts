import { expect, type Page, test } from '@playwright/test';
import { generate } from 'otplib';
import { lastMailTo, linkIn } from './mail';
import { login, PASSWORD } from './support';

// Промо Старт's registration link of the demo data (server/db/seed/places.ts, README).
const SIGN_UP = '/signUp/promo-start-2026';

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));

/** The form's selects are native: the option is picked by its Russian label. */
const choose = (page: Page, label: string, option: string) =>
  field(page, label).selectOption({ label: option });

test('a newcomer signs up through the agency link, fixes the errors, verifies the e-mail and waits for approval', async ({
  page,
}) => {
  const email = `e2e.signup.${Date.now()}@mail.ru`;
  await page.goto(SIGN_UP);
  await expect(page.getByRole('heading', { name: 'Регистрация' })).toBeVisible();
  await expect(page.getByText('Промо Старт')).toBeVisible();

  // Invalid: Latin names, a domain outside the allowed list, a short password, letters in the IIN.
  await choose(page, 'Роль', 'Мобильный Консультант');
  await field(page, 'Email').fill('ivan@example.com');
  await field(page, 'Пароль').fill('short');
  await field(page, 'Фамилия').fill('Petrov');
  await field(page, 'Имя').fill('Иван');
  await field(page, 'ИИН').fill('90A101');
  await page.getByRole('button', { name: 'Сохранить' }).click();

  await expect(page.getByText('Поле должно содержать только кирилицу')).toBeVisible();
  await expect(page.getByText(/^Укажите валидный домен у почты: .*mail\.ru/)).toBeVisible();
  await expect(page.getByText('ИИН должен состоять из цифр')).toBeVisible();
  const notice = page.getByRole('alert', { name: 'Следующие поля обязательны' });
  await expect(notice).toContainText('Город');
  await expect(notice).toContainText('Согласие на обработку персональных данных');
  await expect(page).toHaveURL(SIGN_UP);

  // Valid.
  await field(page, 'Email').fill(email);
  await field(page, 'Пароль').fill('Secretpass2026');
  await field(page, 'Фамилия').fill('Петров');
  await field(page, 'ИИН').fill('900101300123');
  await choose(page, 'Город', 'Алматы');
  await page.getByLabel('Согласие на обработку персональных данных').check();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/registrationComplete$/);
  await expect(page.getByRole('heading', { name: 'Регистрация завершена' })).toBeVisible();

  // The verification mail's link confirms the address once.
  const link = linkIn(await lastMailTo(email), '/emailVerification/');
  await page.goto(link);
  await expect(page.getByText('Адрес электронной почты подтверждён')).toBeVisible();
  await page.goto(link);
  await expect(page.getByText('Ссылка недействительна или уже использована')).toBeVisible();

  // Not yet approved by the agency: logged in, the account sees only the inactive-profile message.
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Пароль').fill('Secretpass2026');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByText('Ваш профиль не активен, свяжитесь с агентством')).toBeVisible();
  await expect(page.getByTestId('user-panel')).toHaveCount(0);
});

test('a closed registration link says so', async ({ page }) => {
  await page.goto('/signUp/no-such-link');
  await expect(page.getByText('ОШИБКА!')).toBeVisible();
  await expect(page.getByText('Регистрация сейчас закрыта')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Сохранить' })).toHaveCount(0);
});

test('a user turns two-factor on and then logs in with a code from the authenticator', async ({ page }) => {
  const email = 'helpdesk@demo.kz';
  await login(page, email);
  await page.getByTestId('menu-profile').click();
  const section = page.getByRole('region', { name: 'Двухфакторная аутентификация' });
  await section.getByRole('button', { name: 'Включить двухфакторную аутентификацию' }).click();
  await expect(section.getByRole('img', { name: 'QR-код для приложения-аутентификатора' })).toBeVisible();
  const secret = (await section.locator('code').textContent())!.trim();

  await section.getByLabel('Код верификации').fill('000000');
  await section.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(section.getByText('Неверный код')).toBeVisible();
  await section.getByLabel('Код верификации').fill(await generate({ secret }));
  await section.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(section.getByText('Двухфакторная аутентификация включена')).toBeVisible();

  // Log out, log in again: the password is not enough any more.
  await page.goto('/login');
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Пароль').fill(PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/login\/validateOtp$/);
  await page.getByLabel('Код верификации').fill('123456');
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page.getByText('Неверный код')).toBeVisible();
  // The enabling code's time step is spent: the next step's code is the one that works.
  await page
    .getByLabel('Код верификации')
    .fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page.getByTestId('user-panel')).toBeVisible();
});

test('a user who forgot the password gets a link by mail and sets a new one', async ({ page }) => {
  const email = 'zh.amanova@demo.kz';
  await page.goto('/login');
  await page.getByRole('link', { name: 'Забыли пароль?' }).click();
  await expect(page).toHaveURL(/\/passwordRecovery$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Отправить' }).click();

  const link = linkIn(await lastMailTo(email), '/passwordRecovery/');
  await page.goto(link);
  await page.getByLabel('Новый пароль').fill('short');
  await page.getByLabel('Повторите пароль').fill('short');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(
    page.getByText(
      'Пароль должен быть не короче 12 символов и содержать прописную букву, строчную букву и цифру',
    ),
  ).toBeVisible();
  await page.getByLabel('Новый пароль').fill('Newpassword2026');
  await page.getByLabel('Повторите пароль').fill('Newpassword2026');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Пароль изменён')).toBeVisible();

  // The old password no longer opens the account; the new one does. The link is spent.
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Пароль').fill(PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByTestId('user-panel')).toHaveCount(0);
  await page.getByLabel('Пароль').fill('Newpassword2026');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByTestId('user-panel')).toBeVisible();
});
