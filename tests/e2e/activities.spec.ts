import { expect, type Page, test } from '@playwright/test';
import { login, PASSWORD, typeDay } from './support';

// Issue 13's journey: HQ builds a project from nothing to ACTIVE, previews it, copies it and finds
// the copy in Projects; a coordinator reads a project's page but never its editor.

const pick = async (page: Page, label: string, option: string) => {
  // A required select's label ends in its asterisk («Пол *»).
  await page
    .getByLabel(new RegExp(`^${label}(\\s*\\*)?$`))
    .last()
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

test('HQ builds a project to ACTIVE, previews it, copies it and finds the copy in Projects', async ({
  page,
}) => {
  const title = `Проект e2e ${Date.now()}`;
  await login(page, 'hq@demo.kz');
  await page.getByTestId('menu-projects').click();
  await page.getByTestId('menu-activity-new').click();
  await expect(page).toHaveURL(/\/activity\/new$/);

  // Main tab.
  await page.getByLabel('Название', { exact: true }).fill(title);
  await typeDay(page.getByLabel('Дата начала'), '2026-12-01');
  await typeDay(page.getByLabel('Дата окончания'), '2027-02-28');

  // Plan and KPIs: one KPI.
  await page.getByRole('tab', { name: 'План и KPI' }).click();
  await page.getByRole('button', { name: 'Добавить KPI' }).click();
  const kpi = page.getByTestId('kpi-row');
  await kpi.getByLabel('Название', { exact: true }).fill('Контакты');
  await kpi.getByLabel('План, минимум').fill('100');
  await kpi.getByLabel('План, максимум').fill('50');

  // A focus product with a gender condition.
  await page.getByRole('tab', { name: 'Форматы и фокусные продукты' }).click();
  await page.getByRole('button', { name: 'Добавить фокусный продукт' }).click();
  await page.getByLabel('Название', { exact: true }).fill('glo hyper X2');
  await page.getByRole('button', { name: 'Добавить условие' }).click();
  await pick(page, 'Пол', 'Женский');

  // A mechanic of two screens.
  await page.getByRole('tab', { name: 'Механики и экраны' }).click();
  await page.getByRole('button', { name: 'Добавить механику' }).click();
  await page.getByLabel('Название механики').fill('Знакомство');
  for (const type of ['Регистрация', 'Фото']) {
    await page.getByRole('button', { name: 'Добавить экран' }).click();
    await page
      .getByRole('button', { name: /^Экран \d/ })
      .last()
      .click();
    await pick(page, 'Тип экрана', type);
  }

  // The KPI's plan is out of order: the save is refused at that field, on its tab.
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await page.getByRole('tab', { name: 'План и KPI' }).click();
  await expect(page.getByText('Минимум плана больше максимума')).toBeVisible();
  await page.getByTestId('kpi-row').getByLabel('План, максимум').fill('200');
  await page.getByRole('button', { name: 'Сохранить' }).click();

  await expect(page).toHaveURL(/\/activity\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('activity-status')).toHaveText('В разработке');
  await expect(page.getByTestId('activity-no-facts')).toBeVisible();
  await page.getByTestId('activity-to-ACTIVE').click();
  await expect(page.getByTestId('activity-status')).toHaveText('Активный');
  await expect(page.getByTestId('activity-history')).toContainText('В разработке → Активный');

  // The preview is the editor, read-only, with what was saved.
  await page.getByRole('link', { name: 'Просмотр' }).click();
  await expect(page).toHaveURL(/\/view$/);
  await expect(page.getByLabel('Название', { exact: true })).toHaveValue(title);
  await expect(page.getByLabel('Название', { exact: true })).toBeDisabled();
  await page.getByRole('tab', { name: 'Механики и экраны' }).click();
  await expect(page.getByRole('button', { name: /Экран 1 · Регистрация/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Экран 2 · Фото/ })).toBeVisible();
  await page.goBack();

  // Copy: the copy opens in the editor, and Projects lists it.
  await page.getByRole('button', { name: 'Копировать' }).click();
  await page.getByRole('dialog').getByLabel('Название').fill(`${title} (копия)`);
  await page.getByRole('dialog').getByRole('button', { name: 'Копировать' }).click();
  await expect(page).toHaveURL(/\/activity\/\d+\/edit$/);
  await expect(page.getByLabel('Название', { exact: true })).toHaveValue(`${title} (копия)`);
  await page.getByRole('link', { name: 'Отмена' }).click();
  await expect(page.getByTestId('activity-status')).toHaveText('В разработке');
  // The submenu is still open from the start: back to the main menu, then Projects again.
  await page.getByTestId('menu-back').click();
  await page.getByTestId('menu-projects').click();
  await expect(
    page.locator('[data-testid^="menu-activity-"]', { hasText: `${title} (копия)` }),
  ).toBeVisible();
});

test('a coordinator reads a project of the team but has no editor', async ({ page }) => {
  await login(page, 'coordinator@demo.kz');
  await page.getByTestId('menu-projects').click();
  await page.getByText('glo hyper: весенняя кампания').click();
  await expect(page.getByRole('heading', { level: 1, name: 'glo hyper: весенняя кампания' })).toBeVisible();
  await expect(page.getByTestId('activity-kpis')).toContainText('Контакты в час');
  // A per-hour KPI's fact is per hour worked: the plan's «Контактов в час» fact, not the total.
  const lastCell = (table: string, name: RegExp) =>
    page.getByTestId(table).getByRole('row', { name }).getByRole('cell').last();
  const perHour = await lastCell('activity-plan', /^Контактов в час/).textContent();
  await expect(lastCell('activity-kpis', /^Контакты в час/)).toHaveText(perHour ?? '');
  await expect(page.getByRole('link', { name: 'Редактировать' })).toHaveCount(0);
  const id = page.url().match(/activity\/(\d+)/)![1];
  await page.goto(`/activity/${id}/edit`);
  await expect(page.getByText('Извините, у вас нет прав!')).toBeVisible();
});

test('HQ keeps an action: sticks granted, each with its count', async ({ page }) => {
  const title = `Акция e2e ${Date.now()}`;
  await login(page, 'hq@demo.kz');
  await page.goto('/action/new');
  await page.getByLabel('Название', { exact: true }).fill(title);
  const sticks = page.getByRole('heading', { name: 'Выдаются стики' }).locator('..');
  await sticks.getByLabel('Тип фильтра').click();
  await page.getByRole('option', { name: 'Каждый из списка' }).click();
  // A filter without items is refused at its list.
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(sticks.getByText('Добавьте хотя бы одну позицию')).toBeVisible();
  await sticks.getByRole('button', { name: 'Добавить позицию' }).click();
  await sticks.getByRole('combobox', { name: 'Позиция' }).click();
  await page.getByRole('option').first().click();
  await sticks.getByLabel('Количество').fill('2');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/action\/\d+\/edit$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Акция: ${title}`);
  await expect(sticks.getByLabel('Количество')).toHaveValue('2');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the project page, its editor and its tabs fit the screen', async ({ page }) => {
    const fits = async (where: string) => {
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(390);
    };
    // On a phone the user panel sits in the closed drawer: logged in once the dashboard shows.
    await page.goto('/login');
    await page.getByLabel('Email').fill('hq@demo.kz');
    await page.getByLabel('Пароль').fill(PASSWORD);
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const id = await page.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem('authData')!).token;
      const res = await fetch('/api/graphql/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
        body: JSON.stringify({
          query: '{ activities(first: 1, title_Icontains: "весенняя") { edges { node { id } } } }',
        }),
      });
      return (await res.json()).data.activities.edges[0].node.id as string;
    });
    await page.goto(`/activity/${id}`);
    await expect(page.getByTestId('activity-kpis')).toBeVisible();
    await fits('the activity page');
    await page.goto(`/activity/${id}/edit`);
    for (const tab of ['Основное', 'План и KPI', 'Форматы и фокусные продукты', 'Механики и экраны']) {
      await page.getByRole('tab', { name: tab }).click();
      await fits(tab);
    }
    await expect(
      page.getByRole('button', { name: /Знакомство с продуктом|glo hyper\+/ }).first(),
    ).toBeVisible();
  });
});
