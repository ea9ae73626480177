/**
 * The JavaScript each page makes the browser download, compressed as sent (issue 11, splitting).
 * Builds nothing: starts the built app (dist/, `npm run build` first) as the e2e tests do (its own
 * embedded PostgreSQL with the demo data, loopback, a free port), drives Debian's Chromium and
 * counts the script bytes of every response (Content-Length of the compressed body, as CDP's
 * Network events report it), page by page:
 *   /login cold ≤ 150 KB; the dashboard after logging in ≤ 300 KB in all (and opened cold, logged
 *   in); each further screen, reached in the app, ≤ 100 KB more.
 *   node --import tsx bench/bundle.ts      (also part of `npm run bench`)
 */
import { type Browser, chromium, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../server/db/seed';
import { startApp } from './app';
import { missedTargets, target } from './measure';

const KB = 1024;
export const BUDGETS = { login: 150 * KB, firstScreen: 300 * KB, furtherScreen: 100 * KB };

interface Scripts {
  count: number;
  bytes: number;
  encodings: Set<string>;
  /** Scripts of 1 KB or more sent uncompressed (smaller ones are not worth compressing). */
  uncompressed: number;
  /** Each script's name and size (printed with BENCH_VERBOSE=1). */
  files: string[];
}

/** Counts the scripts a page downloads, from the DevTools protocol's view of the network. */
const watchScripts = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // The browser cache stays on: a further screen must not be charged for what is already loaded.
  const scripts = new Map<string, { url: string; size: number | null; encoding: string }>();
  let current: Scripts = { count: 0, bytes: 0, encodings: new Set(), uncompressed: 0, files: [] };
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type !== 'Script' || response.fromDiskCache || response.fromPrefetchCache) return;
    const headers = Object.fromEntries(
      Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
    );
    const length = headers['content-length'];
    scripts.set(requestId, {
      url: response.url,
      size: length === undefined ? null : Number(length),
      encoding: headers['content-encoding'] ?? 'identity',
    });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (!script) return;
    scripts.delete(requestId);
    current.count += 1;
    // Content-Length is the compressed body; encodedDataLength (a chunked answer) adds the headers.
    const size = script.size ?? encodedDataLength;
    current.bytes += size;
    current.encodings.add(script.encoding);
    if (script.encoding === 'identity' && size >= KB) current.uncompressed += 1;
    current.files.push(`${kb(size).padStart(10)} ${new URL(script.url).pathname}`);
  });
  /** What was downloaded since the last call. */
  return () => {
    const done = current;
    current = { count: 0, bytes: 0, encodings: new Set(), uncompressed: 0, files: [] };
    return done;
  };
};

const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  // A lazy screen waits 100 ms before it shows (src/lazy.tsx); its own imports follow.
  await page.waitForTimeout(500);
  await page.waitForLoadState('networkidle');
};

/** Client-side navigation, as a menu link does: no new page load. */
const navigate = async (page: Page, url: string) => {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
};

interface Row {
  page: string;
  scripts: Scripts;
  total: number;
  budget: number;
  budgetOf: 'page' | 'total';
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

const print = (rows: Row[]) => {
  console.log(
    `${'page'.padEnd(40)} ${'scripts'.padStart(7)} ${'this page'.padStart(10)} ${'in all'.padStart(10)}  budget`,
  );
  for (const { page, scripts, total, budget, budgetOf } of rows) {
    console.log(
      `${page.padEnd(40)} ${String(scripts.count).padStart(7)} ${kb(scripts.bytes).padStart(10)} ${kb(total).padStart(10)}  ${budgetOf === 'page' ? '+' : ''}${kb(budget)} ${[...scripts.encodings].join(',')}`,
    );
    if (process.env.BENCH_VERBOSE) for (const file of scripts.files) console.log(`    ${file}`);
  }
};

const logIn = async (page: Page) => {
  await page.getByLabel('Email').fill('hq@demo.kz');
  await page.getByLabel('Пароль').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.getByTestId('user-panel').waitFor();
};

const journey = async (browser: Browser, base: string): Promise<Row[]> => {
  const rows: Row[] = [];
  const context = await browser.newContext({ baseURL: base, locale: 'ru-RU' });
  const page = await context.newPage();
  const downloaded = await watchScripts(page);
  let total = 0;
  const row = (name: string, budget: number, budgetOf: Row['budgetOf']) => {
    const scripts = downloaded();
    total += scripts.bytes;
    rows.push({ page: name, scripts, total, budget, budgetOf });
  };

  await page.goto('/login');
  await page.getByRole('button', { name: 'Войти' }).waitFor();
  await settle(page);
  row('/login (cold)', BUDGETS.login, 'total');

  await logIn(page);
  await page.waitForURL(/\/dashboard$/);
  await settle(page);
  row('/dashboard after login', BUDGETS.firstScreen, 'total');

  const { id } = await page.evaluate(() => JSON.parse(localStorage.getItem('authData')!).user);
  for (const [url, ready] of [
    ['/formats', 'row'],
    ['/devices', 'row'],
    [`/profile/${id}`, 'heading'],
    ['/disclaimers', 'row'],
    ['/media', 'row'],
  ] as const) {
    await navigate(page, url);
    await page.getByRole(ready).first().waitFor();
    await settle(page);
    row(`then ${url}`, BUDGETS.furtherScreen, 'page');
  }

  // The first authenticated screen opened cold by someone already logged in.
  const storage = await context.storageState();
  const cold = await browser.newContext({ baseURL: base, locale: 'ru-RU', storageState: storage });
  const coldPage = await cold.newPage();
  const coldDownloaded = await watchScripts(coldPage);
  await coldPage.goto('/dashboard');
  await coldPage.getByTestId('user-panel').waitFor();
  await settle(coldPage);
  const scripts = coldDownloaded();
  rows.push({
    page: '/dashboard (cold, logged in)',
    scripts,
    total: scripts.bytes,
    budget: BUDGETS.firstScreen,
    budgetOf: 'total',
  });
  await cold.close();
  await context.close();
  return rows;
};

/** Measures, prints, records a missed target per broken budget (bench/measure.ts). */
export const benchBundle = async () => {
  console.log('\n## JavaScript downloaded per page (compressed, as sent; Chromium, demo data, HQ)');
  const app = await startApp();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const rows = await journey(browser, app.base);
    print(rows);
    for (const { page, scripts, total, budget, budgetOf } of rows) {
      const spent = budgetOf === 'page' ? scripts.bytes : total;
      target(`${page} JavaScript`, spent <= budget, `${kb(spent)} of ${kb(budget)}`);
    }
    const plain = rows.filter(({ scripts }) => scripts.uncompressed > 0);
    target(
      'scripts sent compressed',
      plain.length === 0,
      plain.length ? `uncompressed on ${plain.map((r) => r.page).join(', ')}` : 'every one of 1 KB or more',
    );
  } finally {
    await browser.close();
    await app.stop();
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  benchBundle()
    .then(() => {
      const missed = missedTargets();
      if (missed.length) {
        console.error(`\nBUDGET BROKEN: ${missed.join('; ')}`);
        process.exit(1);
      }
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
