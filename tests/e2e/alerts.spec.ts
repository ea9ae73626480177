import { expect, type Page, test } from '@playwright/test';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Db } from '../../server/db';
import { raiseAlerts } from '../../server/modules/alerts/raise';
import { withDatabase } from './db';
import { login } from './support';

// Issue 24 point 4: a planned session is 20 minutes past its start and not started; the alerts
// job runs; the coordinator sees the alert on the dashboard, opens alert/{id}, acknowledges it,
// and it leaves the open list. Today's sessions name the late session.

/** A session of Maria (the demo coordinator's team) planned 20 minutes ago, then the job's run. */
const lateSession = () =>
  withDatabase(async (client) => {
    const { rows } = await client.query(
      `insert into sessions (consultant_id, activity_id, spot_id, city_id, status, planned_start_time, planned_end_time)
       select u.id, a.id, sp.id, u.city_id, 'PLANNED', now() - interval '20 minutes', now() + interval '220 minutes'
       from users u, activities a, spots sp
       where u.email = 'm.ivanova@demo.kz' and a.title = 'glo hyper: весенняя кампания'
         and sp.title = 'ТРЦ MEGA Alma-Ata'
       returning id`,
    );
    const session = Number(rows[0].id);
    const raised = await raiseAlerts(drizzle(client) as unknown as Db);
    const alert = raised.find((a) => a.sessionId === session && a.kind === 'LATE_START');
    expect(alert).toBeDefined();
    return { session, alert: alert!.id };
  });

const noSideways = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => window.innerWidth),
  );

test('a coordinator sees a late session’s alert on the dashboard, opens it and acknowledges it', async ({
  page,
}) => {
  const { session, alert } = await lateSession();
  await login(page, 'coordinator@demo.kz');
  await page.goto('/');
  const widget = page.getByTestId('alerts-widget');
  const row = widget.getByTestId(`alert-row-${alert}`);
  await expect(row).toContainText('Сессия не начата вовремя');
  await expect(row).toContainText('Иванова Мария');
  await expect(row).toContainText('ТРЦ MEGA Alma-Ata');
  await expect(row.getByRole('link', { name: `Сессия №${session}` })).toHaveAttribute(
    'href',
    `/session/${session}`,
  );

  // Today's sessions name the late one, linked to its session.
  const late = page.getByTestId('today-late');
  await expect(late.getByRole('link', { name: `Сессия №${session}` })).toBeVisible();
  await expect(late.getByRole('link', { name: 'Иванова Мария' }).first()).toBeVisible();

  await row.getByTestId(`alert-link-${alert}`).click();
  await expect(page).toHaveURL(new RegExp(`/alert/${alert}$`));
  await expect(page.getByTestId('alert-title')).toContainText('Сессия не начата вовремя');
  await expect(page.getByTestId('alert-consultant')).toContainText('Иванова Мария');
  await expect(page.getByTestId('alert-spot')).toContainText('ТРЦ MEGA Alma-Ata');
  await expect(page.getByTestId('alert-status')).toContainText('Ещё не принято');
  await page.getByTestId(`acknowledge-${alert}`).click();
  await expect(page.getByTestId('alert-status')).toContainText(/Принято: \S+ \S+, /);
  await expect(page.getByTestId(`acknowledge-${alert}`)).toHaveCount(0);

  await page.goto('/');
  await expect(page.getByTestId('alerts-widget')).toBeVisible();
  await expect(
    page.getByTestId('alerts-widget').locator('[data-testid^="alert-row-"]').first(),
  ).toBeVisible();
  await expect(page.getByTestId(`alert-row-${alert}`)).toHaveCount(0);
});

test('the alerts and today’s sessions fit a 390 px phone', async ({ page }) => {
  const { alert } = await lateSession();
  await login(page, 'agency@demo.kz');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByTestId(`alert-row-${alert}`)).toBeVisible();
  // Today's sessions come third on the agency manager's dashboard: loaded when scrolled to.
  await page.locator('[data-widget="sessionsToday"]').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('today-PLANNED')).toBeVisible();
  await noSideways(page);
  await page.getByTestId(`alert-link-${alert}`).click();
  await expect(page.getByTestId('alert-title')).toBeVisible();
  await noSideways(page);
});
