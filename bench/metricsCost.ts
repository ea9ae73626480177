/**
 * Issue 27's metrics cost measured where the load test cannot see it: the server's own CPU for the
 * same request with metrics on and off, both apps in this one process, asked one at a time in
 * turns with Fastify's inject (no sockets, no load generator: the CPU counted, process.cpuUsage
 * around each request, is that request's alone; PostgreSQL runs in its own processes and counts on neither side). What is left
 * between the two sides is what metrics add: the response hook, the histogram observations and the
 * pool's timing of each connection. The ratio divides by the request's CPU without sockets, so it
 * overstates the share a real request (with its socket writes) pays.
 */
import fs from 'node:fs';
import os from 'node:os';
import { buildApp } from '../server/app';
import { connect, DEFAULT_POOL_SIZE } from '../server/db';
import type { BrowserRequest } from './browser';

/** Requests per side, one at a time, on and off in turns (ABBA). */
const REQUESTS = Number(process.env.BENCH_METRICS_REQUESTS ?? 4000);
/** The share of each side's dearest requests left out (a garbage collection lands on one request). */
const TRIM = 0.05;

export interface MetricsCost {
  /** Server CPU a request (ms), metrics on and off: each side's trimmed mean. */
  on: number;
  off: number;
  /** on / off, with its 95% interval from the two means' standard errors. */
  ratio: number;
  low: number;
  high: number;
}

const devNull = fs.openSync(os.devNull, 'w');

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

export const metricsCostInProcess = async (
  url: string,
  email: string,
  password: string,
  body: BrowserRequest,
  /**
   * Metrics on each side: [true, false] or [false, true] measures them (the app with metrics built
   * first or second); [false, false] the method's own error.
   */
  sides: readonly [boolean, boolean] = [true, false],
): Promise<CostReadings> => {
  const apps = await Promise.all(
    sides.map(async (metrics) => {
      const { db, pool } = connect(url, DEFAULT_POOL_SIZE);
      const app = await buildApp({
        db,
        pool,
        config: {
          jwtSecret: 'bench-secret-bench-secret-bench-secret-0000',
          tokenTtlSeconds: 3600,
          // Production's logging (a line per request at info, here to /dev/null): with a logger
          // Fastify listens for every response's end anyway, which a first onResponse hook would
          // otherwise switch on and be charged for.
          logLevel: 'info',
          // No jobs on either side (their periodic work would fall on one round or the other).
          processRole: 'api',
          graphqlRateLimits: { user: 10_000_000, address: 10_000_000, anonymous: 10_000_000 },
          ...(metrics
            ? { metrics: { enabled: true, token: 'bench-metrics-cost', port: null, host: '127.0.0.1' } }
            : {}),
        },
        logger: true,
        logStream: { write: (line: string) => fs.writeSync(devNull, line) },
      });
      await app.ready();
      const login = await app.inject({ method: 'POST', url: '/api/token/', payload: { email, password } });
      if (login.statusCode !== 200) throw new Error(`${email} cannot sign in (${login.statusCode})`);
      const token = (login.json() as { token: string }).token;
      const payload = JSON.stringify(body);
      const once = async () => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/graphql/',
          headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
          payload,
        });
        if (res.statusCode !== 200 || res.body.includes('"errors":['))
          throw new Error(`the session list failed: ${res.statusCode} ${res.body.slice(0, 200)}`);
      };
      return { metrics, app, pool, once };
    }),
  );
  // One request at a time, its CPU read before and after: nothing else of this process runs
  // meanwhile (the database answers from its own processes), so each reading is that request's.
  const timed = async (once: () => Promise<void>) => {
    const started = cpuMs();
    await once();
    return cpuMs() - started;
  };
  // "on" is the side with metrics (the first when both are alike, for the A/A run).
  const [on, off] = sides[1] && !sides[0] ? [apps[1], apps[0]] : apps;
  for (let i = 0; i < 200; i++) {
    await timed(on.once);
    await timed(off.once);
  }
  const ons: number[] = [];
  const offs: number[] = [];
  for (let i = 0; i < REQUESTS; i += 2) {
    ons.push(await timed(on.once));
    offs.push(await timed(off.once));
    offs.push(await timed(off.once));
    ons.push(await timed(on.once));
  }
  for (const { app, pool } of apps) {
    await app.close();
    await pool.end();
  }
  // Paired: each turn's two on readings against its two off readings, so that a change in the
  // machine's load between turns falls on both sides of every difference.
  const turns = ons.map((_, i) => (i % 2 ? null : (ons[i] + ons[i + 1] - offs[i] - offs[i + 1]) / 2));
  return {
    differences: trimmedBothEnds(turns.filter((d): d is number => d !== null)),
    base: trimmed(offs).mean,
  };
};

/** Paired differences of one run: on minus off, a turn each (ms), and the off side's trimmed mean. */
export interface CostReadings {
  differences: number[];
  base: number;
}

/** Student's t at 97.5% for n - 1 degrees of freedom (a 95% interval from n runs). */
const T975 = [Number.NaN, 12.71, 4.3, 3.18, 2.78, 2.57, 2.45, 2.36, 2.31, 2.26, 2.23, 2.2, 2.18];

/**
 * The cost of one run (its interval from that run's paired differences), or of several runs: the
 * mean of their ratios, its interval from how far the runs' ratios spread. Each pair of apps is
 * built afresh, and two apps alike differ by up to a few percent from run to run (each app
 * compiles its own handlers and serializers, optimised at different moments: the A/A runs), so
 * the spread between runs, not a run's own interval, is the honest error; the runs alternate
 * which app has metrics.
 */
export const metricsCost = (runs: CostReadings[]): MetricsCost => {
  const single = (run: CostReadings) => {
    const difference = mean(run.differences);
    const error = 1.96 * Math.sqrt(variance(run.differences) / run.differences.length);
    return {
      on: run.base + difference,
      off: run.base,
      ratio: 1 + difference / run.base,
      low: 1 + (difference - error) / run.base,
      high: 1 + (difference + error) / run.base,
    };
  };
  if (runs.length === 1) return single(runs[0]);
  const ratios = runs.map((run) => single(run).ratio);
  const ratio = mean(ratios);
  const error =
    (T975[Math.min(runs.length - 1, T975.length - 1)] * Math.sqrt(variance(ratios))) / Math.sqrt(runs.length);
  const off = mean(runs.map((run) => run.base));
  return { on: off * ratio, off, ratio, low: ratio - error, high: ratio + error };
};

const mean = (xs: number[]) => xs.reduce((sum, x) => sum + x, 0) / xs.length;
const variance = (xs: number[]) => {
  const m = mean(xs);
  return xs.reduce((sum, x) => sum + (x - m) ** 2, 0) / (xs.length - 1);
};

/** The readings without the dearest TRIM (a garbage collection lands on one request). */
const trimmed = (readings: number[]) => {
  const kept = [...readings].sort((x, y) => x - y).slice(0, Math.ceil(readings.length * (1 - TRIM)));
  return { mean: mean(kept) };
};

/** The differences without TRIM / 2 at either end (a collection lands on one side of a turn). */
const trimmedBothEnds = (differences: number[]) => {
  const cut = Math.floor((differences.length * TRIM) / 2);
  return [...differences].sort((x, y) => x - y).slice(cut, differences.length - cut);
};
