import { fork } from 'node:child_process';
import path from 'node:path';
import type { FromServer, ToServer } from './serve';

/**
 * Forks bench/serve.ts on `url` and talks to it: the benchmarks measure a server in its own
 * process, as production runs it, with the load generator and the SQL-alone replays outside it.
 * `env`: more settings for that process (bench/serve.ts reads BENCH_METRICS_TOKEN).
 */
export const startBenchServer = async (url: string, env: Record<string, string> = {}) => {
  const child = fork(path.join(import.meta.dirname, 'serve.ts'), [], {
    // BENCH_NODE_FLAGS='--flag ...' starts the server with those Node flags (a GC setting, say);
    // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it closes.
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_NODE_FLAGS ? process.env.BENCH_NODE_FLAGS.split(' ') : []),
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    ],
    env: { ...process.env, ...env, BENCH_URL: url },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = <T extends FromServer['type']>(type: T) =>
    new Promise<Extract<FromServer, { type: T }>>((resolve, reject) => {
      const onMessage = (message: FromServer) => {
        if (message.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message as Extract<FromServer, { type: T }>);
      };
      const onExit = (code: number | null) => reject(new Error(`the bench server exited (${code})`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const ask = <T extends FromServer['type']>(message: ToServer, answer: T) => {
    const reply = next(answer);
    child.send(message);
    return reply;
  };
  const { base } = await next('ready');
  return {
    base,
    pid: child.pid!,
    /**
     * The statements the server sends while `call` runs, once it knows the caller: asked first
     * unrecorded, twice, so that the caller's login is remembered (server/auth/viewerCache.ts) as
     * it is for every request of the measurement after the first.
     */
    statementsOf: async (call: () => Promise<unknown>) => {
      for (let i = 0; i < 2; i++) {
        await call();
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      await ask({ type: 'record' }, 'recording');
      await call();
      return (await ask({ type: 'stop' }, 'statements')).statements;
    },
    /** The server's event-loop p99 (ms) and peak RSS (bytes) while `work` runs. */
    watch: async <T>(work: () => Promise<T>) => {
      await ask({ type: 'watch' }, 'watching');
      const result = await work();
      const { loopP99, peakRss } = await ask({ type: 'unwatch' }, 'watched');
      return { result, loopP99, peakRss };
    },
    close: () => ask({ type: 'close' }, 'closed').catch(() => undefined),
  };
};

export type BenchServer = Awaited<ReturnType<typeof startBenchServer>>;
