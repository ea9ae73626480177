/**
 * The server under measurement, in a process of its own (bench/server.ts forks it): its CPU, its
 * memory and its event loop are the server's alone, not shared with the load generator. Serves the
 * app on loopback against BENCH_URL and answers the parent over IPC: its address when ready; on
 * request, the SQL statements it sends (record/stop), and its event-loop delay and peak memory
 * over a stretch of time (watch/unwatch).
 */
import fs from 'node:fs';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { connect, DEFAULT_POOL_SIZE } from '../server/db';

export type ToServer = { type: 'record' | 'stop' | 'watch' | 'unwatch' | 'close' };
export type FromServer =
  | { type: 'ready'; base: string }
  | { type: 'recording' }
  | { type: 'statements'; statements: unknown[] }
  | { type: 'watching' }
  | { type: 'watched'; loopP99: number; peakRss: number }
  | { type: 'closed' };

const main = async () => {
  // Production's pool size (BENCH_POOL to try another) and its logging: a line per request at
  // `info`, written as production writes it (to stdout, here /dev/null; BENCH_LOG=off for none).
  const { db, pool } = connect(process.env.BENCH_URL!, Number(process.env.BENCH_POOL ?? DEFAULT_POOL_SIZE));
  const logging = process.env.BENCH_LOG !== 'off';
  const devNull = fs.openSync(os.devNull, 'w');
  let recording: unknown[] | null = null;
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: unknown }).query = (...args: unknown[]) => {
    recording?.push(args);
    return query(...args);
  };
  const app = await buildApp({
    db,
    pool,
    config: {
      jwtSecret: 'bench-secret-bench-secret-bench-secret-0000',
      tokenTtlSeconds: 3600,
      logLevel: logging ? 'info' : 'silent',
      // LOGIN_CACHE=off: each request reads its caller (to compare with the login cache on).
      loginCache: process.env.LOGIN_CACHE !== 'off',
      // BENCH_DATA_DIR: where the server keeps and finds its files (the photo bench's photos).
      ...(process.env.BENCH_DATA_DIR ? { dataDir: process.env.BENCH_DATA_DIR } : {}),
      // A load test from one user at one address: the limits meant for people would refuse it.
      graphqlRateLimits: { user: 10_000_000, address: 10_000_000, anonymous: 10_000_000 },
      // BENCH_METRICS_TOKEN: /metrics collected and served with that token (bench/metrics.ts).
      ...(process.env.BENCH_METRICS_TOKEN
        ? {
            metrics: { enabled: true, token: process.env.BENCH_METRICS_TOKEN, port: null, host: '127.0.0.1' },
          }
        : {}),
    },
    logger: logging,
    logStream: { write: (line: string) => fs.writeSync(devNull, line) },
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const send = (message: FromServer) => process.send!(message);

  const loop = monitorEventLoopDelay({ resolution: 10 });
  let peakRss = 0;
  let sampler: NodeJS.Timeout | null = null;

  process.on('message', async (message: ToServer) => {
    switch (message.type) {
      case 'record':
        recording = [];
        return send({ type: 'recording' });
      case 'stop': {
        const statements = recording ?? [];
        recording = null;
        // Only the name, the text and the values travel (a query config's type parsers are
        // functions): a statement the server sends prepared by name is replayed so too.
        return send({
          type: 'statements',
          statements: (statements as [unknown, unknown][]).map(([config, values]) => [
            typeof config === 'string'
              ? config
              : { name: (config as { name?: string }).name, text: (config as { text: string }).text },
            values ?? (config as { values?: unknown[] }).values,
          ]),
        });
      }
      case 'watch':
        loop.reset();
        loop.enable();
        peakRss = process.memoryUsage().rss;
        sampler = setInterval(() => {
          peakRss = Math.max(peakRss, process.memoryUsage().rss);
        }, 20);
        return send({ type: 'watching' });
      case 'unwatch':
        loop.disable();
        if (sampler) clearInterval(sampler);
        return send({ type: 'watched', loopP99: loop.percentile(99) / 1e6, peakRss });
      case 'close':
        await app.close();
        await pool.end();
        send({ type: 'closed' });
        return process.exit(0);
    }
  });
  send({ type: 'ready', base });
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
