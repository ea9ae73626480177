/**
 * Issue 27 point 6: start to ready, the process spawned until GET /api/ready/ answers 200, on an
 * already seeded data folder (the embedded PostgreSQL, as `npm start` runs): the compiled start
 * (`node dist-server/main.js`, what `npm start` runs now) against the tsx start it replaced, with
 * tsx's transpile cache cold (a fresh clone's first start) and warm. Target: compiled ≤ 3 s.
 *   BENCH_ONLY=startup node --import tsx bench/processes.ts      (BENCH_RUNS=5 starts each)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { target } from './measure';
import { buildServer, type Start, startServer } from './serverProcess';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export const benchStartup = async () => {
  console.log(`\n## Start to ready (${RUNS} starts each, seeded data folder, ${os.cpus().length} cores)`);
  await buildServer();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-startup-'));
  try {
    // The first start makes the cluster and seeds the demo data: not measured.
    const first = await startServer('compiled', { DATA_DIR: dataDir });
    console.log(`  first start (cluster made, demo data seeded): ${(first.readyMs / 1000).toFixed(1)} s`);
    await first.stop();
    const sides: { name: string; start: Start; env: Record<string, string> }[] = [
      { name: 'tsx, transpile cache cold (a fresh clone)', start: 'tsx', env: { TSX_DISABLE_CACHE: '1' } },
      { name: 'tsx, transpile cache warm', start: 'tsx', env: {} },
      { name: 'compiled (node dist-server/main.js)', start: 'compiled', env: {} },
    ];
    const figures = new Map<string, number[]>(sides.map((s) => [s.name, []]));
    // Taking turns, so that a change in the shared machine's load falls on every side alike.
    for (let run = 0; run < RUNS; run++)
      for (const side of sides) {
        const running = await startServer(side.start, { DATA_DIR: dataDir, ...side.env });
        figures.get(side.name)?.push(running.readyMs);
        const code = await running.stop();
        if (code !== 0) throw new Error(`${side.name}: exit ${code}\n${running.output()}`);
      }
    for (const side of sides) {
      const ms = figures.get(side.name) ?? [];
      console.log(
        `  ${side.name.padEnd(44)} median ${(median(ms) / 1000).toFixed(2)} s  min ${(Math.min(...ms) / 1000).toFixed(2)} s  max ${(Math.max(...ms) / 1000).toFixed(2)} s`,
      );
    }
    const compiled = median(figures.get(sides[2].name) ?? []);
    target('compiled start to ready ≤ 3 s', compiled <= 3000, `${(compiled / 1000).toFixed(2)} s (median)`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};
