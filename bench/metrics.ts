/**
 * Issue 27's metrics cost: the coordinator's session list (as bench/sessions.ts asks it) side by
 * side on two servers, each in its own process (bench/server.ts) on the same database: one with
 * metrics collected (METRICS_TOKEN) and /metrics scraped every BENCH_SCRAPE_MS (15 s by default, a
 * usual Prometheus interval), one without (as METRICS=off), BENCH_METRICS_REPEATS (3) pairs; then a
 * scrape's own server CPU. The target (the server's CPU a request at most 3% above the one without
 * metrics) is judged in one process (bench/metricsCost.ts), where the machine's other load cannot
 * move it by more than the 3% it looks for; the scrapes' share is added apart.
 *   BENCH_ONLY=metrics node --import tsx bench/volume.ts   (the production-volume database)
 *   node --import tsx bench/metrics.ts                      (the demo data: a smoke run)
 */
import { DEMO_PASSWORD } from '../server/db/seed';
import { firstPage, SCREENS } from './browser';
import { BENCH_COORDINATOR } from './data/sessions';
import { exitOnMissedTargets, startDemoDatabase } from './demoDatabase';
import { graphqlCall, post } from './http';
import { type Figures, header, measure, sideBySide, target } from './measure';
import { type CostReadings, metricsCost, metricsCostInProcess } from './metricsCost';
import { startBenchServer } from './server';

const TOKEN = 'bench-metrics-token-0123456789';
const SCRAPE_MS = Number(process.env.BENCH_SCRAPE_MS ?? 15_000);
/** Side-by-side pairs measured (BENCH_METRICS_REPEATS), the median one counted. */
const REPEATS = Number(process.env.BENCH_METRICS_REPEATS ?? 3);
/** Runs of the in-process measurement (bench/metricsCost.ts), each two fresh apps. */
const COST_RUNS = Number(process.env.BENCH_METRICS_RUNS ?? 8);

export const benchMetrics = async (url: string) => {
  const on = await startBenchServer(url, { BENCH_METRICS_TOKEN: TOKEN });
  // Without BENCH_METRICS_TOKEN bench/serve.ts leaves metrics out: the same path as METRICS=off.
  const off = await startBenchServer(url);
  // The production-volume coordinator when there is one, the demo's otherwise.
  const login = async (base: string) => {
    for (const email of [BENCH_COORDINATOR, 'coordinator@demo.kz']) {
      const res = await post(`${base}/api/token/`, JSON.stringify({ email, password: DEMO_PASSWORD }));
      if (res.status === 200) return { email, token: (JSON.parse(res.text) as { token: string }).token };
    }
    throw new Error('no coordinator to sign in as');
  };
  const list = async (base: string) => {
    const { email, token } = await login(base);
    // The session list's first page as the browser asks it (bench/browser.ts).
    const page = await sessionListBody();
    return { email, call: graphqlCall(base, token, page) };
  };
  const withMetrics = await list(on.base);
  const without = await list(off.base);

  const scrape = async () => {
    const res = await fetch(`${on.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    const text = await res.text();
    return res.status === 200 && text.includes('promo_http_requests_total') ? text : null;
  };
  // The scraper, as Prometheus would be, all along (only the metrics side's stretches count its CPU).
  const scrapes: number[] = [];
  let bytes = 0;
  let scraping = true;
  const scraper = (async () => {
    while (scraping) {
      const t = performance.now();
      const text = await scrape();
      if (text === null) throw new Error('/metrics did not answer its series');
      scrapes.push(performance.now() - t);
      bytes = text.length;
      for (let waited = 0; scraping && waited < SCRAPE_MS; waited += 100)
        await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();

  header(`Metrics on and off (session list of ${withMetrics.email}, /metrics scraped every ${SCRAPE_MS} ms)`);
  // Pairs in turn, the order swapped each time; the median pair's ratio is the figure (a shared
  // machine's other load, or a periodic job one server happens to run, falls on one pair).
  const pairs: { on: Figures; off: Figures }[] = [];
  for (let repeat = 0; repeat < REPEATS; repeat++) {
    const sides = [
      {
        name: `session list, metrics on (and scraped) #${repeat + 1}`,
        call: withMetrics.call,
        server: on.pid,
      },
      { name: `session list, metrics off #${repeat + 1}`, call: without.call, server: off.pid },
    ];
    const figures = await sideBySide(repeat % 2 ? [sides[1], sides[0]] : sides);
    const [first, second] = repeat % 2 ? [figures[1], figures[0]] : figures;
    pairs.push({ on: first, off: second });
  }
  const ratioOf = (pair: (typeof pairs)[number]) => pair.on.cpu!.server / pair.off.cpu!.server;
  pairs.sort((x, y) => ratioOf(x) - ratioOf(y));
  const { on: a, off: b } = pairs[Math.floor(pairs.length / 2)];
  scraping = false;
  await scraper;
  scrapes.sort((x, y) => x - y);
  console.log(
    `    /metrics: ${scrapes.length} scrapes, median ${scrapes[Math.floor(scrapes.length / 2)]?.toFixed(1)} ms, ${(bytes / 1024).toFixed(0)} KiB`,
  );
  const one = await measure('  GET /metrics alone', async () => (await scrape()) !== null, {
    requests: 100,
    concurrency: 1,
    server: on.pid,
  });
  console.log(
    `    a scrape costs the server ${one.cpu!.server.toFixed(2)} ms of CPU: every second at ${a.perSecond.toFixed(0)} req/s that is ${((one.cpu!.server / (a.perSecond * b.cpu!.server)) * 100).toFixed(2)}% more`,
  );
  const ratio = a.cpu!.server / b.cpu!.server;
  const all = pairs.map((pair) => `${((ratioOf(pair) - 1) * 100).toFixed(1)}%`).join(', ');
  // The load test's pairs, for the record: at 20 connections on a shared 2-core machine a pair
  // moves by more than the 3% it would have to show (seen: -2.6% to +29.7% in one run).
  console.log(
    `    under load, two processes: ${a.cpu!.server.toFixed(3)} ms on, ${b.cpu!.server.toFixed(3)} ms off: ${((ratio - 1) * 100).toFixed(1)}% (median of ${all})`,
  );
  await on.close();
  await off.close();
  if (pairs.some((pair) => pair.on.failed > 0 || pair.off.failed > 0))
    target('the session list answered every request, metrics on and off', false, 'some failed');

  // The target, measured in one process (bench/metricsCost.ts): the same request's server CPU
  // with metrics on and off, in turns, without sockets or a load generator in the count.
  const body = await sessionListBody();
  const percent = (x: number) => `${((x - 1) * 100).toFixed(1)}%`;
  // Runs of two fresh apps each, in turns: metrics on the first app, on the second, and two
  // apps both without them (the method's own error: how far two apps alike land apart).
  const sides = [
    [true, false],
    [false, true],
  ] as const;
  const runs: CostReadings[] = [];
  const alike: CostReadings[] = [];
  for (let i = 0; i < COST_RUNS; i++) {
    runs.push(await metricsCostInProcess(url, withMetrics.email, DEMO_PASSWORD, body, sides[i % 2]));
    if (i % 3 === 1)
      alike.push(await metricsCostInProcess(url, withMetrics.email, DEMO_PASSWORD, body, [false, false]));
  }
  const each = (readings: CostReadings[]) =>
    readings.map((run) => percent(metricsCost([run]).ratio)).join(', ');
  console.log(`  session list in one process, two apps both without metrics: ${each(alike)} apart`);
  const cost = metricsCost(runs);
  console.log(
    `  session list in one process, metrics on against off: ${cost.on.toFixed(3)} ms against ${cost.off.toFixed(3)} ms of CPU a request; the runs ${each(runs)}`,
  );
  target(
    'metrics add <= 3% to the session list server CPU a request',
    cost.ratio <= 1.03,
    `${percent(cost.ratio)} (95% interval ${percent(cost.low)} to ${percent(cost.high)})`,
  );
  const scrapeShare = one.cpu!.server / (SCRAPE_MS / 1000) / (a.perSecond * cost.off);
  console.log(
    `    a scrape every ${SCRAPE_MS / 1000} s adds ${(scrapeShare * 100).toFixed(3)}% more at ${a.perSecond.toFixed(0)} req/s`,
  );
};

/** The session list's first page as the browser asks it (bench/browser.ts). */
const sessionListBody = () => firstPage(SCREENS.sessions.resource, SCREENS.sessions.params);

if (import.meta.url === `file://${process.argv[1]}`) {
  const demo = await startDemoDatabase();
  await demo.pool.end();
  await benchMetrics(demo.url);
  await demo.stop();
  exitOnMissedTargets();
  process.exit(0);
}
