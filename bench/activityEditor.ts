/**
 * The activity editor at real size (issue 13 point 3): 20 focus products × 3 mechanics × 8 screens,
 * in Chromium on the built app (`npm run build` first). Measures, side by side with a one-product
 * activity: opening the editor, switching to the mechanics tab, opening a product, a mechanic and a
 * screen, and typing into a mechanic's title (each key's interaction latency, as the Event Timing
 * API reports it: input to the next paint, INP's measure). Targets: the big editor opens within 2×
 * the small one's time, and a key's p95 latency stays ≤ 100 ms (INP's "good" is ≤ 200 ms).
 *   node --import tsx bench/activityEditor.ts      (also part of `npm run bench`)
 */
import { chromium, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../server/db/seed';
import { startApp } from './app';
import { exitOnMissedTargets } from './demoDatabase';
import { target } from './measure';

const SIZE = { products: 20, mechanics: 3, screens: 8 };
const TYPES = ['PHOTO', 'EXCHANGE', 'REGISTRATION', 'COMPLIMENT'];

const activity = (products: number) => ({
  title: `Большой проект ${products}`,
  startDate: '2027-01-01T00:00:00Z',
  stopDate: '2027-03-31T00:00:00Z',
  kpis: [{ title: 'Контакты', planMin: 100, planMax: 200, apkId: 'contact' }],
  focusProducts: Array.from({ length: products }, (_p, p) => ({
    title: `Продукт ${p + 1}`,
    mechanics: Array.from({ length: SIZE.mechanics }, (_m, m) => ({
      title: `Механика ${p + 1}.${m + 1}`,
      screens: Array.from({ length: SIZE.screens }, (_s, s) => ({
        type: TYPES[s % TYPES.length],
        isCanSkip: s % 2 === 0,
      })),
    })),
  })),
});

const createActivity = async (base: string, token: string, products: number) => {
  const res = await fetch(`${base}/api/activities/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify(activity(products)),
  });
  if (!res.ok) throw new Error(`creating the activity answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { id: number }).id;
};

const since = async (start: number, step: Promise<unknown>) => {
  await step;
  return Date.now() - start;
};

/** Keyboard interactions' durations (ms) from the Event Timing API, collected in the page. */
const watchKeys = (page: Page) =>
  page.evaluate(() => {
    const durations: number[] = [];
    (window as unknown as { keyDurations: number[] }).keyDurations = durations;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name === 'keydown' || entry.name === 'keyup') durations.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
  });

const p95 = (values: number[]) => {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)];
};

const journey = async (page: Page, base: string, id: number) => {
  const start = Date.now();
  const open = await since(
    start,
    page
      .goto(`${base}/activity/${id}/edit`)
      .then(() => page.getByRole('tab', { name: 'Механики и экраны' }).waitFor()),
  );
  const tabStart = Date.now();
  await page.getByRole('tab', { name: 'Механики и экраны' }).click();
  const tab = await since(tabStart, page.getByText('Продукт 1', { exact: true }).first().waitFor());
  const expandStart = Date.now();
  // A lone product opens by itself; a closed one opens on a click on its header.
  if (!(await page.getByText('Механика 1.1', { exact: true }).isVisible()))
    await page.getByText('Продукт 1', { exact: true }).first().click();
  await page.getByText('Механика 1.1', { exact: true }).click();
  await page
    .getByText(/^Экран 1 · /)
    .first()
    .click();
  const expand = await since(
    expandStart,
    page.getByRole('combobox', { name: 'Тип экрана' }).first().waitFor(),
  );
  await watchKeys(page);
  const input = page.getByRole('textbox', { name: 'Название механики' }).first();
  await input.click();
  await input.pressSequentially(' весна двадцать седьмого', { delay: 30 });
  await page.waitForTimeout(300);
  const keys = await page.evaluate(() => (window as unknown as { keyDurations: number[] }).keyDurations);
  // Entries under the 16 ms threshold are not reported: they count as 16.
  const typed = ' весна двадцать седьмого'.length * 2;
  const all = [...keys, ...Array(Math.max(0, typed - keys.length)).fill(16)];
  return { open, tab, expand, keyP95: p95(all), keyMax: Math.max(16, ...keys) };
};

export const benchActivityEditor = async () => {
  console.log(
    `\n## Activity editor at real size (${SIZE.products} × ${SIZE.mechanics} × ${SIZE.screens}) against one product (Chromium, HQ)`,
  );
  const app = await startApp();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const login = await fetch(`${app.base}/api/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'hq@demo.kz', password: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const small = await createActivity(app.base, token, 1);
    const big = await createActivity(app.base, token, SIZE.products);
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${app.base}/login`);
    await page.getByLabel('Email').fill('hq@demo.kz');
    await page.getByLabel('Пароль').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.waitForURL(/dashboard/);
    // Warm the code and the caches once, then measure each twice and keep the better (noisy machine).
    await journey(page, app.base, small);
    const best = async (id: number) => {
      const [a, b] = [await journey(page, app.base, id), await journey(page, app.base, id)];
      return a.open + a.tab <= b.open + b.tab ? a : b;
    };
    const one = await best(small);
    const twenty = await best(big);
    for (const [name, r] of [
      ['1 product', one],
      [`${SIZE.products} products`, twenty],
    ] as const)
      console.log(
        `${name.padEnd(14)} open ${String(r.open).padStart(5)} ms   mechanics tab ${String(r.tab).padStart(5)} ms   open product+mechanic+screen ${String(r.expand).padStart(5)} ms   key p95 ${r.keyP95.toFixed(0).padStart(4)} ms (max ${r.keyMax.toFixed(0)})`,
      );
    target(
      'activity editor 20 × 3 × 8 opens within 2× of one product',
      twenty.open + twenty.tab <= 2 * (one.open + one.tab),
      `${twenty.open + twenty.tab} ms against ${one.open + one.tab} ms`,
    );
    target(
      'activity editor 20 × 3 × 8 key latency p95 ≤ 100 ms',
      twenty.keyP95 <= 100,
      `${twenty.keyP95.toFixed(0)} ms`,
    );
  } finally {
    await browser.close();
    await app.stop();
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  benchActivityEditor()
    .then(exitOnMissedTargets)
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
