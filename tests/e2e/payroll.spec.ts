import { type Browser, expect, test } from '@playwright/test';
import { withDatabase } from './db';
import { login, typeDay } from './support';

// Issue 25: HQ fills the bonus form (the missing-fields message first), saves, sees the task finish
// on 'Расчёты' without a reload and downloads its file; HQ runs a salary calculation from its dialog
// and opens its public Calculation link in a fresh browser without logging in; the bonus form on a
// 390 px phone.

const ZONE = 'Asia/Almaty';
const MISSING = 'Не все обязательные поля заполнены. Пожалуйста, добавьте необходимые данные.';

/** The activity with the most held sessions, and the first and last day one was planned. */
const busiestActivity = () =>
  withDatabase(async (client) => {
    const { rows } = await client.query(
      `select s.activity_id as id, a.title,
         to_char(min(s.planned_start_time at time zone '${ZONE}'), 'YYYY-MM-DD') as first,
         to_char(max(s.planned_start_time at time zone '${ZONE}'), 'YYYY-MM-DD') as last
       from sessions s join activities a on a.id = s.activity_id
       where s.status in ('STARTED', 'COMPLETED') and s.start_time is not null
       group by s.activity_id, a.title order by count(*) desc limit 1`,
    );
    return rows[0] as { id: number; title: string; first: string; last: string };
  });

const openFresh = async (browser: Browser, url: string, viewport = { width: 1280, height: 900 }) => {
  const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
  const context = await browser.newContext({ baseURL, locale: 'ru-RU', timezoneId: ZONE, viewport });
  const page = await context.newPage();
  await page.goto(url);
  return { page, close: () => context.close() };
};

test('HQ fills the bonus form, saves, sees the task finish on the list without a reload and downloads it', async ({
  page,
}) => {
  const activity = await busiestActivity();
  await login(page, 'hq@demo.kz');
  await page.goto('/salaries');
  await expect(page.getByRole('heading', { name: 'Расчёты' })).toBeVisible();
  await page.getByRole('link', { name: 'Расчёт бонусов' }).click();
  await expect(page.getByRole('heading', { name: 'Расчёт бонусов' })).toBeVisible();

  // Saved with nothing filled: the message, nothing sent.
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText(MISSING)).toBeVisible();

  await typeDay(page.getByLabel('Дата начала *'), activity.first);
  await typeDay(page.getByLabel('Дата окончания *'), activity.last);
  await page.getByTestId('bonus-group').fill('Север');
  await page.getByTestId('bonus-title').fill('Новые клиенты');
  await page.getByTestId('bonus-volume').fill('-5');
  await expect(page.getByTestId('bonus-volume')).toHaveValue('0');
  await page.getByTestId('bonus-volume').fill('20');
  await page.getByTestId('bonus-sum').fill('150');
  await page.getByTestId('bonus-activities').click();
  await page.getByRole('option', { name: activity.title }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Операция прошла успешно.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Сохранить' })).toBeDisabled();

  // The list: the new task moves to 'Готово' while the page stays open.
  await page.getByRole('link', { name: 'К расчётам' }).click();
  const task = page.locator('[data-testid^="calculation-"][data-status]').first();
  await expect(task).toContainText('Бонусы');
  await expect(task).toContainText(`${activity.first.split('-').reverse().join('.')}`);
  await expect(task.getByTestId('calculation-status')).toHaveText('Готово', { timeout: 40_000 });
  const button = task.getByRole('button', { name: 'Скачать' });
  await expect(button).toHaveAttribute(
    'data-href',
    /^\/api\/calculationtask\/\d+\/file\/bonus_[0-9_]+\.xlsx\/$/,
  );
  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^bonus_\d{4}_\d{2}_\d{2}_\d{4}_\d{2}_\d{2}_\d+\.xlsx$/);
});

test('HQ runs a salary calculation from its dialog and opens its public link without logging in', async ({
  page,
  browser,
}) => {
  const activity = await busiestActivity();
  await login(page, 'hq@demo.kz');
  await page.goto('/salaries');
  await page.getByRole('button', { name: 'Расчёт зарплаты' }).click();
  const dialog = page.getByRole('dialog');
  await typeDay(dialog.getByLabel('Дата начала *'), activity.first);
  await typeDay(dialog.getByLabel('Дата окончания *'), activity.last);
  // The dates load the period's activities.
  await dialog.getByTestId('salary-activity').click();
  await page.getByRole('option', { name: activity.title, exact: true }).click();
  await dialog.getByTestId('salary-params').fill('1200');
  await dialog.getByTestId('salary-percent').fill('30');
  await dialog.getByRole('button', { name: 'Рассчитать' }).click();
  await expect(dialog.getByTestId('salary-generating')).toBeVisible();
  // Finished: the dialog closes, the task is ready on the list.
  await expect(dialog).toBeHidden({ timeout: 40_000 });
  const task = page.locator('[data-testid^="calculation-"][data-status]').first();
  await expect(task).toContainText('Зарплата');
  await expect(task.getByTestId('calculation-status')).toHaveText('Готово', { timeout: 20_000 });

  await task.getByRole('button', { name: 'Публичная ссылка' }).click();
  const links = page.getByRole('dialog');
  await links.getByRole('button', { name: 'Создать ссылку' }).click();
  const url = await links.getByTestId('calculation-link-url').inputValue();
  expect(url).toMatch(/\/calculation\/[A-Za-z0-9_-]{43}$/);

  const fresh = await openFresh(browser, url);
  await expect(fresh.page.getByRole('heading', { name: 'Зарплата: итоги расчёта' })).toBeVisible();
  await expect(fresh.page.getByText(`Активность: ${activity.title}`)).toBeVisible();
  await expect(fresh.page.getByTestId('public-calculation-figures')).toContainText('Итого к оплате');
  await expect(fresh.page.getByRole('button', { name: 'Войти' })).toHaveCount(0);
  await fresh.close();

  // On a phone too, and an unknown link is not valid.
  const phone = await openFresh(browser, url, { width: 390, height: 844 });
  await expect(phone.page.getByTestId('public-calculation-figures')).toBeVisible();
  expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.page.goto(`/calculation/${'A'.repeat(43)}`);
  await expect(phone.page.getByText('ОШИБКА!')).toBeVisible();
  await expect(phone.page.getByText('Ссылка недействительна')).toBeVisible();
  await phone.close();
});

test('the bonus form fits a 390 px phone', async ({ page }) => {
  await login(page, 'hq@demo.kz');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/salaries/bonus');
  await expect(page.getByRole('heading', { name: 'Расчёт бонусов' })).toBeVisible();
  await expect(page.getByTestId('bonus-volume')).toBeVisible();
  await page.getByRole('button', { name: 'Добавить' }).click();
  await expect(page.getByTestId('bonus-row-1')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const id of ['bonus-group', 'bonus-sum', 'bonus-colors']) {
    const box = await page.getByTestId(id).first().boundingBox();
    expect(box && box.x + box.width, id).toBeLessThanOrEqual(390);
  }
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText(MISSING)).toBeVisible();
});
