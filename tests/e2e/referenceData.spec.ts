import { expect, type Page, test } from '@playwright/test';
import { login } from './support';

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('HQ writes a disclaimer in the rich-text editor; a script in it never comes back', async ({ page }) => {
  await login(page, 'hq@demo.kz');
  await page.getByTestId('menu-referenceData').click();
  await page.getByTestId('menu-disclaimers').click();
  await expect(page).toHaveURL(/\/disclaimers/);
  await expect(row(page, 'Подтверждение совершеннолетия')).toBeVisible();

  await page.getByRole('button', { name: 'Новый дисклеймер' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Название/).fill('Согласие на фотосъёмку');
  await dialog.getByLabel('Отображаемое название').fill('Фотосъёмка');
  await dialog.getByLabel('Текст кнопки').fill('Согласен');
  const editor = dialog.locator('.ProseMirror');
  await editor.click();
  await page.keyboard.type('Я согласен на ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('фотосъёмку');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'Согласие на фотосъёмку')).toContainText('Фотосъёмка');

  // Reopened: the bold text is kept.
  await row(page, 'Согласие на фотосъёмку').getByText('Согласие на фотосъёмку').click();
  await expect(page.getByRole('dialog').locator('.ProseMirror strong')).toHaveText('фотосъёмку');
  await page.getByRole('dialog').getByRole('button', { name: 'Отмена' }).click();

  // Whatever a client sends, the server stores no script or handler.
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('authData')!).token);
  const res = await page.request.post('/api/disclaimer/', {
    headers: { Authorization: `JWT ${token}` },
    data: {
      title: 'Проверка',
      displayName: 'Проверка',
      buttonTitle: 'Ок',
      content: '<p onclick="alert(1)">Текст<script>alert(2)</script><img src=x onerror=alert(3)></p>',
    },
  });
  expect(res.status()).toBe(201);
  expect((await res.json()).content).toBe('<p>Текст</p>');
});

test('HQ keeps scratch cards, serial numbers and interview kits', async ({ page }) => {
  await login(page, 'hq@demo.kz');

  await page.getByTestId('menu-scratchCards').click();
  await expect(page).toHaveURL(/\/scratch-cards/);
  await expect(row(page, 'Мгновенный приз')).toContainText('SC-INSTANT');
  await page.getByRole('button', { name: 'Новая скретч-карта' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('Название').fill('Осенний розыгрыш');
  await dialog.getByLabel('Код').fill('SC-INSTANT');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog.getByText('Такой код уже есть')).toBeVisible();
  await dialog.getByLabel('Код').fill('SC-AUTUMN');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'Осенний розыгрыш')).toContainText('SC-AUTUMN');
  await row(page, 'Осенний розыгрыш').getByRole('button', { name: 'Удалить' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(row(page, 'Осенний розыгрыш')).toHaveCount(0);

  await page.getByTestId('menu-newDevices').click();
  await expect(page).toHaveURL(/\/new-devices/);
  await expect(row(page, 'GLO0240001KZ')).toBeVisible();
  await page.getByRole('button', { name: 'Новый серийный номер' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Серийный номер').fill('glo-test-0001');
  await dialog.getByLabel('Модель').click();
  await page.getByRole('option', { name: 'glo hyper X2' }).click();
  await dialog.getByLabel('Цвет').click();
  await page.getByRole('option', { name: 'Белый/Золотой' }).click();
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'GLO-TEST-0001')).toContainText('Белый/Золотой');
  await expect(row(page, 'GLO-TEST-0001')).toContainText('На складе');

  await page.getByTestId('menu-referenceData').click();
  await page.getByTestId('menu-interviewKits').click();
  await expect(page).toHaveURL(/\/interview-kits/);
  await row(page, 'Анкета нового покупателя').getByText('Анкета нового покупателя').click();
  dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Редактирование опросника')).toBeVisible();
  await expect(dialog.getByLabel('Вопрос').first()).toHaveValue('Какие сигареты вы курите сейчас?');
  await expect(dialog.getByLabel(/^Ответ/)).toHaveCount(7);
});
