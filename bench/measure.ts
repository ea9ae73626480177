import fs from 'node:fs';
import os from 'node:os';

/** Bounded request loops and their figures, shared by the benchmark entries. */

export const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
export const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);

export interface Figures {
  name: string;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  failed: number;
  /** CPU ms a request, where the server's pid was given. */
  cpu?: { server: number; pg: number; self: number };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

const ms = (v: number) => `${v.toFixed(1)} ms`;

export const print = (f: Figures) =>
  console.log(
    `${f.name.padEnd(52)} ${f.perSecond.toFixed(0).padStart(6)} req/s  p50 ${ms(f.p50)}  p95 ${ms(f.p95)}  p99 ${ms(f.p99)}  failed ${f.failed}`,
  );

/** CPU time (user and system, ms) a process has used, from Linux's /proc; 0 when unreadable. */
const cpuOf = (pid: number | string) => {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
};

/** The CPU time of this machine's PostgreSQL processes (the embedded cluster's), ms. */
const postgresCpu = () => {
  let total = 0;
  for (const pid of fs.existsSync('/proc') ? fs.readdirSync('/proc') : []) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') total += cpuOf(pid);
    } catch {
      // gone meanwhile
    }
  }
  return total;
};

/** `requests` calls, `concurrency` at a time: their latencies (ms), the seconds taken, the failed calls. */
const run = async (call: () => Promise<boolean>, requests: number, concurrency: number) => {
  const latencies: number[] = [];
  let next = 0;
  let failed = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < requests) {
      next += 1;
      const t = performance.now();
      const ok = await call().catch(() => false);
      if (!ok) failed += 1;
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latencies, seconds: (performance.now() - started) / 1000, failed };
};

/** Unmeasured calls: a server's first calls of a kind compile its code and fill its pools. */
const warm = (call: () => Promise<boolean>, requests: number, concurrency: number) =>
  run(call, requests, concurrency).then(() => undefined);

const figuresOf = (name: string, latencies: number[], seconds: number, failed: number): Figures => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    name,
    perSecond: latencies.length / seconds,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    mean: sorted.reduce((a, b) => a + b, 0) / sorted.length,
    failed,
  };
};

/** CPU time used so far (ms): the measured server (pid, or none), PostgreSQL, this process. */
const cpuNow = (server: number | null) => {
  const self = process.cpuUsage();
  return { server: server ? cpuOf(server) : 0, pg: postgresCpu(), self: (self.user + self.system) / 1000 };
};
type Cpu = ReturnType<typeof cpuNow>;
const cpuSince = (before: Cpu, server: number | null): Cpu => {
  const now = cpuNow(server);
  return { server: now.server - before.server, pg: now.pg - before.pg, self: now.self - before.self };
};
const printCpu = (cpu: Cpu, requests: number, server: number | null) => {
  const each = (ms: number) => `${(ms / requests).toFixed(2)} ms`;
  console.log(
    `${''.padEnd(4)}CPU a request: ${server ? `server ${each(cpu.server)}, ` : ''}PostgreSQL ${each(
      cpu.pg,
    )}, load generator ${each(cpu.self)}`,
  );
};

/**
 * `requests` calls, `concurrency` at a time; a call that throws or answers not ok counts as failed.
 * A tenth of them (at most 200) run first, unmeasured: the server's first calls of a kind compile
 * its code and fill its connection pool, which no user meets twice.
 */
export const measure = async (
  name: string,
  call: () => Promise<boolean>,
  {
    requests = REQUESTS,
    concurrency = CONCURRENCY,
    quiet = false,
    warmup = true,
    server,
  }: {
    requests?: number;
    concurrency?: number;
    quiet?: boolean;
    warmup?: boolean;
    /**
     * The measured server's pid: print the CPU time a request cost it, PostgreSQL (processes of
     * this machine) and this load generator, where the time of a side-by-side pair goes.
     */
    server?: number | null;
  } = {},
): Promise<Figures> => {
  if (warmup) await warm(call, Math.min(200, Math.ceil(requests / 10)), concurrency);
  const before = server === undefined ? null : cpuNow(server);
  const { latencies, seconds, failed } = await run(call, requests, concurrency);
  const figures = figuresOf(name, latencies, seconds, failed);
  if (!quiet) print(figures);
  if (!before) return figures;
  const cpu = cpuSince(before, server ?? null);
  if (!quiet) printCpu(cpu, requests, server ?? null);
  return {
    ...figures,
    cpu: { server: cpu.server / requests, pg: cpu.pg / requests, self: cpu.self / requests },
  };
};

export interface Side {
  name: string;
  call: () => Promise<boolean>;
  /** As measure's `server`: the measured server's pid (null: none) to print the CPU split. */
  server?: number | null;
}

/** Stretches each side of a side-by-side comparison runs in turn. */
const ROUNDS = 4;

/**
 * Calls measured side by side (an API call and its SQL alone, a deep page and page 1), each
 * `requests` times, `concurrency` at a time, and compared by their figures:
 * - each first runs `requests` calls unmeasured. A fresh server process compiles its hot code for
 *   its first thousand or so requests of a kind (V8 tiers a function up as it runs): measured
 *   after 200, the session list cost the server 0.8 ms of CPU a request, and 0.45 ms once warm,
 *   which is what a running server spends. Every side warms alike, the SQL alone too.
 * - then the sides take turns, ROUNDS stretches of requests / ROUNDS calls each, so that a change
 *   in the shared machine's load (another process, a checkpoint) falls on every side alike
 *   instead of on whichever ran during it.
 */
export const sideBySide = async (
  sides: Side[],
  { requests = REQUESTS, concurrency = CONCURRENCY }: { requests?: number; concurrency?: number } = {},
): Promise<Figures[]> => {
  for (const side of sides) await warm(side.call, requests, concurrency);
  const runs = sides.map(() => ({
    latencies: [] as number[],
    seconds: 0,
    failed: 0,
    cpu: { server: 0, pg: 0, self: 0 },
  }));
  const stretch = Math.ceil(requests / ROUNDS);
  for (let round = 0; round < ROUNDS; round++)
    for (const [i, side] of sides.entries()) {
      const before = cpuNow(side.server ?? null);
      const { latencies, seconds, failed } = await run(side.call, stretch, concurrency);
      const cpu = cpuSince(before, side.server ?? null);
      const into = runs[i];
      into.latencies.push(...latencies);
      into.seconds += seconds;
      into.failed += failed;
      into.cpu = {
        server: into.cpu.server + cpu.server,
        pg: into.cpu.pg + cpu.pg,
        self: into.cpu.self + cpu.self,
      };
    }
  return sides.map((side, i) => {
    const { latencies, seconds, failed, cpu } = runs[i];
    const figures = figuresOf(side.name, latencies, seconds, failed);
    print(figures);
    if (side.server === undefined) return figures;
    printCpu(cpu, latencies.length, side.server);
    const each = (ms: number) => ms / latencies.length;
    return { ...figures, cpu: { server: each(cpu.server), pg: each(cpu.pg), self: each(cpu.self) } };
  });
};

/** A target checked and printed; the run fails at the end when any target was missed. */
const missed: string[] = [];
export const target = (what: string, ok: boolean, detail: string) => {
  console.log(`  ${ok ? 'ok  ' : 'MISS'} ${what}: ${detail}`);
  if (!ok) missed.push(what);
};
export const missedTargets = () => [...missed];

export const header = (title: string) =>
  console.log(`\n## ${title} (${REQUESTS} requests, ${CONCURRENCY} at a time, ${os.cpus().length} cores)`);
