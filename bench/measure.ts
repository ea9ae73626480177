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

/**
 * `requests` calls, `concurrency` at a time; a call that throws or answers not ok counts as failed.
 * A tenth of them (at most 200) run first, unmeasured: the server's first calls of a kind compile
 * its code and fill its connection pool, which no user meets twice and which made the first entry
 * of each side-by-side pair look slower than the second.
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
  if (warmup) {
    let left = Math.min(200, Math.ceil(requests / 10));
    const warm = async () => {
      while (left-- > 0) await call().catch(() => false);
    };
    await Promise.all(Array.from({ length: concurrency }, warm));
  }
  const before =
    server === undefined
      ? null
      : { server: server ? cpuOf(server) : 0, pg: postgresCpu(), self: process.cpuUsage() };
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
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const figures = {
    name,
    perSecond: requests / seconds,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    mean: latencies.reduce((a, b) => a + b, 0) / latencies.length,
    failed,
  };
  if (!quiet) print(figures);
  if (before && !quiet) {
    const self = process.cpuUsage(before.self);
    const each = (ms: number) => `${(ms / requests).toFixed(2)} ms`;
    console.log(
      `${''.padEnd(4)}CPU a request: ${server ? `server ${each(cpuOf(server) - before.server)}, ` : ''}PostgreSQL ${each(
        postgresCpu() - before.pg,
      )}, load generator ${each((self.user + self.system) / 1000)}`,
    );
  }
  return figures;
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
