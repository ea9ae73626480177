/**
 * Issue 27's rolling restart, on the demo data (a smoke run; the machine is shared): two API
 * processes (the compiled start, PROCESS_ROLE=api) behind a small round-robin proxy that polls
 * each one's GET /api/ready/ as a load balancer does, under 40 connections of session-list and
 * employee-list requests. Each process in turn gets SIGTERM (it turns not-ready, drains, finishes
 * its requests, exits) and is started again. Targets: 0 failed requests, p99 during the restarts
 * ≤ 3× the steady p99. Then two API processes against one, side by side, with the CPU per process
 * and PostgreSQL's.
 *   BENCH_ONLY=rolling node --import tsx bench/processes.ts
 *   (BENCH_STEADY_SECONDS=10, BENCH_CONNECTIONS=40, BENCH_REQUESTS for the side by side)
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../server/db/seed';
import { startDemoDatabase } from './demoDatabase';
import { REQUESTS, target } from './measure';
import { buildServer, type Running, startServer } from './serverProcess';

const STEADY_SECONDS = Number(process.env.BENCH_STEADY_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 40);
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0000';

const SESSIONS = JSON.stringify({
  query: `{ sessions(first: 25, status_In: ["PLANNED", "STARTED", "COMPLETED"], orderBy: "-plannedStartTime") {
    edges { cursor node { id date plannedStartTime status consultant { id firstName lastName }
    activity { id title } spot { id title address city { id title } } } } pageInfo { hasNextPage endCursor } } }`,
});
const EMPLOYEES = JSON.stringify({
  query: `{ agencyEmployees(first: 7, verifiedByAgency: true, isFired: false, orderBy: "lastName") {
    edges { cursor node { id firstName lastName role email phone agency { id title } city { id title } } }
    pageInfo { hasNextPage endCursor } } }`,
});

interface Backend {
  port: number;
  ready: boolean;
  /** The side by side's one-process half takes the second out of the rotation. */
  enabled: boolean;
  agent: http.Agent;
}

/**
 * The load balancer of the bench: round robin over the backends whose /api/ready/ answered 200 at
 * the last poll (every 100 ms); a request whose connection fails before any answer (a socket the
 * backend closed as it stopped) is sent once more to the next ready backend, as nginx's
 * proxy_next_upstream does. Answers 502 when no backend takes it.
 */
const startProxy = async (ports: number[]) => {
  const backends: Backend[] = ports.map((port) => ({
    port,
    ready: true,
    enabled: true,
    agent: new http.Agent({ keepAlive: true, maxSockets: 64 }),
  }));
  let next = 0;
  let retried = 0;
  const poll = setInterval(() => {
    for (const backend of backends)
      http
        .get(
          { host: '127.0.0.1', port: backend.port, path: '/api/ready/', agent: false, timeout: 5000 },
          (res) => {
            backend.ready = res.statusCode === 200;
            res.resume();
          },
        )
        // Refused: out. A check slow to answer (a busy process on a loaded machine) changes nothing.
        .on('error', (error: NodeJS.ErrnoException) => {
          if (error.code === 'ECONNREFUSED') backend.ready = false;
        })
        .on('timeout', function (this: http.ClientRequest) {
          this.destroy();
        });
  }, 100);
  const pick = (except?: Backend) => {
    const ready = backends.filter((b) => b.ready && b.enabled && b !== except);
    return ready.length ? ready[next++ % ready.length] : null;
  };
  const forward = (
    req: http.IncomingMessage,
    body: Buffer,
    res: http.ServerResponse,
    backend: Backend | null,
    again: boolean,
  ) => {
    if (!backend) {
      res.writeHead(502).end();
      return;
    }
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: backend.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
        agent: backend.agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (res.headersSent) res.destroy();
      else if (again) {
        retried++;
        forward(req, body, res, pick(backend), false);
      } else res.writeHead(502).end();
    });
    upstream.end(body);
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => forward(req, Buffer.concat(chunks), res, pick(), true));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    backends,
    retried: () => retried,
    use: (count: number) => {
      for (const [i, b] of backends.entries()) b.enabled = i < count;
    },
    close: () => {
      clearInterval(poll);
      server.close();
      for (const b of backends) b.agent.destroy();
    },
  };
};

const clientAgent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const post = (base: string, body: string, token: string) =>
  new Promise<number>((resolve) => {
    const req = http.request(
      `${base}/api/graphql/`,
      {
        method: 'POST',
        agent: clientAgent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `JWT ${token}`,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => {
          text += c;
        });
        res.on('end', () =>
          resolve(res.statusCode === 200 && !text.includes('"errors":[') ? 200 : (res.statusCode ?? 0) || 1),
        );
      },
    );
    req.on('error', () => resolve(0));
    req.end(body);
  });

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
};

/** `connections` loops of alternating list requests until stopped; latencies and failures by phase. */
const startLoad = (calls: (() => Promise<number>)[], connections: number) => {
  let phase = 'warm';
  let running = true;
  const figures = new Map<string, { latencies: number[]; failed: number; statuses: Map<number, number> }>();
  const loop = async (n: number) => {
    for (let i = n; running; i++) {
      const at = phase;
      const started = performance.now();
      const status = await calls[i % calls.length]();
      const f = figures.get(at) ?? { latencies: [], failed: 0, statuses: new Map<number, number>() };
      figures.set(at, f);
      f.latencies.push(performance.now() - started);
      if (status !== 200) {
        f.failed++;
        f.statuses.set(status, (f.statuses.get(status) ?? 0) + 1);
      }
    }
  };
  const loops = Array.from({ length: connections }, (_, n) => loop(n));
  return {
    phase: (name: string) => {
      phase = name;
    },
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return figures;
    },
  };
};

/**
 * CPU (user + system, ms) of a process, from /proc; `reaped` adds its ended children's (the
 * postmaster's: PostgreSQL's connections come and go, and their CPU must not leave the sum).
 */
const cpuOf = (pid: number | string, reaped = false) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ').map(Number);
    return ((fields[11] + fields[12] + (reaped ? fields[13] + fields[14] : 0)) * 1000) / 100;
  } catch {
    return 0;
  }
};
const postgresCpu = () =>
  readdirSync('/proc')
    .filter((pid) => /^\d+$/.test(pid))
    .reduce((sum, pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres' ? sum + cpuOf(pid, true) : sum;
      } catch {
        return sum;
      }
    }, 0);

export const benchRolling = async () => {
  console.log(
    `\n## Rolling restart of two API processes (${CONNECTIONS} connections, ${os.cpus().length} cores, demo data)`,
  );
  await buildServer();
  const demo = await startDemoDatabase({ historyDays: 10 });
  await demo.pool.end();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-rolling-'));
  const env = {
    PROCESS_ROLE: 'api',
    DATABASE_URL: demo.url,
    DATA_DIR: dataDir,
    JWT_SECRET,
    SEED_DEMO: 'false',
    // Past the proxy's 100 ms poll with room: it has taken the process out before its port closes.
    SHUTDOWN_DRAIN_SECONDS: '1',
    // The lists' own limits would refuse 40 connections of one user: this bench is not about them.
    GRAPHQL_RATE_LIMIT: '10000000',
    GRAPHQL_ADDRESS_RATE_LIMIT: '10000000',
  };
  const servers: Running[] = [await startServer('compiled', env), await startServer('compiled', env)];
  const proxy = await startProxy(servers.map((s) => s.port));
  try {
    const login = async (email: string) => {
      const res = await fetch(`${proxy.base}/api/token/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      return ((await res.json()) as { token: string }).token;
    };
    const coordinator = await login(DEMO_ACCOUNTS.COORDINATOR);
    const hr = await login(DEMO_ACCOUNTS.AGENCY_HR);
    const calls = [() => post(proxy.base, SESSIONS, coordinator), () => post(proxy.base, EMPLOYEES, hr)];

    const load = startLoad(calls, CONNECTIONS);
    await sleep(2000);
    load.phase('steady');
    await sleep(STEADY_SECONDS * 1000);
    load.phase('rolling');
    for (const [i, server] of servers.entries()) {
      const code = await server.stop();
      if (code !== 0) console.log(`  process ${i + 1} exited with ${code}`);
      servers[i] = await startServer('compiled', env, server.port);
      // Back in the rotation at the proxy's next poll.
      await sleep(300);
    }
    load.phase('after');
    await sleep(2000);
    const figures = await load.stop();
    const line = (name: string) => {
      const f = figures.get(name);
      if (!f) return { p99: 0, failed: 0 };
      const p99 = percentile(f.latencies, 0.99);
      console.log(
        `  ${name.padEnd(8)} ${String(f.latencies.length).padStart(6)} requests  p50 ${percentile(f.latencies, 0.5).toFixed(1)} ms  p99 ${p99.toFixed(1)} ms  failed ${f.failed}${
          f.failed ? ` (${[...f.statuses].map(([s, n]) => `${s || 'connection'}: ${n}`).join(', ')})` : ''
        }`,
      );
      return { p99, failed: f.failed };
    };
    const steady = line('steady');
    const rolling = line('rolling');
    const after = line('after');
    console.log(`  requests sent again by the proxy after a closed connection: ${proxy.retried()}`);
    target(
      'rolling restart: 0 failed requests',
      rolling.failed + after.failed === 0,
      `${rolling.failed + after.failed} failed`,
    );
    target(
      'rolling restart: p99 ≤ 3× the steady p99',
      rolling.p99 <= 3 * steady.p99,
      `${rolling.p99.toFixed(1)} ms against ${steady.p99.toFixed(1)} ms`,
    );

    // Two API processes against one: the same load, the CPU of each process and of PostgreSQL.
    console.log(
      `\n## Two API processes against one (${REQUESTS} requests a side, ${CONNECTIONS} connections)`,
    );
    for (const count of [2, 1, 2, 1]) {
      proxy.use(count);
      const before = { servers: servers.map((s) => cpuOf(s.child.pid ?? 0)), pg: postgresCpu() };
      const started = performance.now();
      const latencies: number[] = [];
      let sent = 0;
      let failed = 0;
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async (_, n) => {
          while (sent < REQUESTS) {
            const i = sent++;
            const t = performance.now();
            if ((await calls[(i + n) % 2]()) !== 200) failed++;
            latencies.push(performance.now() - t);
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      const cpu = servers.map((s, i) => (cpuOf(s.child.pid ?? 0) - before.servers[i]) / latencies.length);
      const pg = (postgresCpu() - before.pg) / latencies.length;
      console.log(
        `  ${count} process${count > 1 ? 'es' : ''}: ${(latencies.length / seconds).toFixed(0)} req/s  p50 ${percentile(latencies, 0.5).toFixed(1)} ms  p99 ${percentile(latencies, 0.99).toFixed(1)} ms  failed ${failed}  CPU a request: ${cpu.map((c, i) => `process ${i + 1} ${c.toFixed(2)} ms`).join(', ')}, PostgreSQL ${pg.toFixed(2)} ms`,
      );
    }
  } finally {
    proxy.close();
    for (const server of servers) await server.stop();
    await demo.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
