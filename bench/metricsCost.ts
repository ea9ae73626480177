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
  /** Metrics on each side: [true, false] measures them; [false, false] the method's own error. */
  sides: readonly [boolean, boolean] = [true, false],
): Promise<MetricsCost> => {
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
  const [on, off] = apps;
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
  const turns = ons.map((_, i) => (i % 2 ? null : ons[i] + ons[i + 1] - offs[i] - offs[i + 1]));
  const differences = trimmedBothEnds(turns.filter((d): d is number => d !== null));
  const base = trimmed(offs).mean;
  const difference = mean(differences) / 2;
  const error = (1.96 * Math.sqrt(variance(differences) / differences.length)) / 2;
  return {
    on: base + difference,
    off: base,
    ratio: 1 + difference / base,
    low: 1 + (difference - error) / base,
    high: 1 + (difference + error) / base,
  };
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
