import type pg from 'pg';

type Connect = pg.Pool['connect'];
type Callback = (err: Error | undefined, client?: pg.PoolClient, done?: (release?: unknown) => void) => void;

/**
 * Times every connection the pool hands out (pool.query and transactions alike: pg-pool's query
 * goes through connect): one histogram observation each, the wait for a free connection included;
 * one handed over at once (an idle one, nobody waiting) counts as no wait without a clock read.
 * Answers the undo, for the app's close.
 */
export const observePool = (pool: pg.Pool, observe: (seconds: number) => void) => {
  const own = Object.hasOwn(pool, 'connect') ? (pool as { connect: Connect }).connect : undefined;
  const connect = pool.connect as (cb?: Callback) => Promise<pg.PoolClient> | undefined;
  const timed = function (this: pg.Pool, cb?: Callback) {
    // An idle connection and nobody ahead: handed over at once, nothing to time.
    if (this.idleCount > 0 && this.waitingCount === 0) {
      observe(0);
      return connect.call(this, cb);
    }
    const started = performance.now();
    const took = () => observe((performance.now() - started) / 1000);
    if (cb)
      return connect.call(this, (err, client, done) => {
        if (!err) took();
        cb(err, client, done);
      });
    return (connect.call(this) as Promise<pg.PoolClient>).then((client) => {
      took();
      return client;
    });
  };
  (pool as unknown as { connect: typeof timed }).connect = timed;
  return () => {
    if (own) (pool as { connect: Connect }).connect = own;
    else delete (pool as { connect?: Connect }).connect;
  };
};
