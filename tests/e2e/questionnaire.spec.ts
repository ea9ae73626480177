import { expect, type Page, test } from '@playwright/test';
import { login } from './support';

/**
 * The spec's questionnaire in full (issue 23 point 7): a newcomer signs up through the agency link
 * with every answer and a photo; the sign-up is the first row of HR's «Новые», and HR approves it
 * seeing the answers and the photo (served through its authorised address).
 */
test.describe.configure({ mode: 'serial' });

const SIGN_UP = '/signUp/promo-start-2026';
// A real 1×1 PNG, so that the browser can draw it once it comes back from the server.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const stamp = Date.now();
const newcomer = { lastName: 'Анкетная', firstName: 'Дарина', email: `e2e.anketa.${stamp}@mail.ru` };

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));
const choose = (page: Page, label: string, option: string) =>
  field(page, label).selectOption({ label: option });
const employees = (page: Page) => page.getByRole('region', { name: 'Сотрудники агентства' });

test('a sign-up with the whole questionnaire comes first in HR’s «Новые», and HR approves it seeing the answers', async ({
  page,
}) => {
  await page.goto(SIGN_UP);
  await expect(page.getByRole('heading', { name: 'Регистрация' })).toBeVisible();
  await choose(page, 'Роль', 'Мобильный Консультант');
  await field(page, 'Email').fill(newcomer.email);
  await field(page, 'Пароль').fill('Secretpass2026');
  await field(page, 'Фамилия').fill(newcomer.lastName);
  await field(page, 'Имя').fill(newcomer.firstName);
  await field(page, 'ИИН').fill('950505400123');
  await choose(page, 'Город', 'Алматы');

  const questionnaire = page.getByRole('region', { name: 'Анкета' });
  await expect(questionnaire).toBeVisible();
  // A text file named .jpg is refused at once, as the server would refuse it.
  await questionnaire.getByLabel('Фото').setInputFiles({
    name: 'photo.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('not an image at all'),
  });
  await expect(questionnaire.getByText('Фото должно быть в формате JPEG или PNG')).toBeVisible();
  await questionnaire
    .getByLabel('Фото')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(questionnaire.getByTestId('photo-preview')).toBeVisible();
  await expect(questionnaire.getByText('Фото должно быть в формате JPEG или PNG')).toBeHidden();

  await choose(page, 'Личный автомобиль', 'Есть');
  await choose(page, 'Образование', 'Высшее');
  await choose(page, 'Знание английского языка', 'Средний');
  await field(page, 'Номер паспорта').fill('n 0123 4567');
  await field(page, 'Дата выдачи').click();
  await field(page, 'Дата выдачи').pressSequentially('15032016');
  await field(page, 'Кем выдан').fill('МВД РК');
  await field(page, 'Адрес проживания').fill('г. Алматы, ул. Абая, 10');
  await field(page, 'Facebook').fill('https://facebook.com/darina');
  await field(page, 'ВКонтакте').fill('vk.com/darina');
  await field(page, 'Одноклассники').fill('https://ok.ru/darina');
  // A profile on another network is refused under its field, the rest kept.
  await field(page, 'Instagram').fill('https://vk.com/darina');
  await page.getByLabel('Согласие на обработку персональных данных').check();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(questionnaire.getByText(/^Укажите ссылку на профиль Instagram/)).toBeVisible();
  await expect(page).toHaveURL(SIGN_UP);
  await field(page, 'Instagram').fill('@darina.promo');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/registrationComplete$/);

  await login(page, 'hr@demo.kz');
  await expect(employees(page).getByRole('tab', { name: 'Новые', selected: true })).toBeVisible();
  // Newest first, without searching: the sign-up just made is the first row.
  const first = employees(page).locator('tbody tr').first();
  await expect(first).toContainText(`${newcomer.lastName} ${newcomer.firstName}`);
  await first.getByRole('button', { name: 'Одобрить' }).click();

  const dialog = page.getByRole('dialog', { name: 'Одобрить сотрудника' });
  const answers = dialog.getByRole('region', { name: 'Анкета' });
  await expect(answers).toContainText(`${newcomer.lastName} ${newcomer.firstName}`);
  for (const [label, value] of [
    ['Личный автомобиль', 'Есть'],
    ['Образование', 'Высшее'],
    ['Знание английского языка', 'Средний'],
    ['Номер паспорта или удостоверения личности', 'N 0123 4567'],
    ['Дата выдачи', '15.03.2016'],
    ['Кем выдан', 'МВД РК'],
    ['Адрес проживания', 'г. Алматы, ул. Абая, 10'],
  ])
    await expect(answers.locator('dt', { hasText: label }).locator('+ dd')).toHaveText(value);
  await expect(answers.getByRole('link', { name: 'instagram.com/darina.promo' })).toHaveAttribute(
    'href',
    'https://instagram.com/darina.promo',
  );
  await expect(answers.getByRole('link', { name: 'vk.com/darina' })).toBeVisible();
  // The photo came back through its authorised address and was drawn.
  const photo = answers.getByRole('img', { name: `Фото: ${newcomer.lastName} ${newcomer.firstName}` });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  await dialog.getByRole('button', { name: 'Одобрить' }).click();
  await expect(page.getByText('Сотрудник одобрен')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(employees(page).locator('tbody tr').first()).not.toContainText(newcomer.lastName);
});

test('the questionnaire fits a phone (390 px) on the sign-up page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(SIGN_UP);
  await expect(page.getByRole('region', { name: 'Анкета' })).toBeVisible();
  await expect(field(page, 'Instagram')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
