/**
 * The production-volume part of `npm run bench` alone: issue 9's lists and issue 12's sessions on
 * the database `npm run bench:data` made (brought to the current migrations first).
 *   node --import tsx bench/volume.ts            BENCH_ONLY=lists|sessions|teams|search|planning|stats|map|photos|payroll|metrics|coverage|exports for one of them
 */

import path from 'node:path';
import { connect, runMigrations } from '../server/db';
import { benchCoverage } from './coverage';
import { BENCH_DIR, openBenchDatabase } from './data/database';
import { exitOnMissedTargets } from './demoDatabase';
import { benchExports } from './exports';
import { benchLists } from './lists';
import { benchMap } from './map';
import { benchMetrics } from './metrics';
import { benchPayroll } from './payroll';
import { benchPhotos } from './photos';
import { benchPlanning } from './planning';
import { benchSearch } from './search';
import { benchSessions } from './sessions';
import { benchStats } from './stats';
import { benchTeams } from './teams';

const bench = await openBenchDatabase();
const volume = connect(bench.url, 2);
await runMigrations(volume.db);
await volume.pool.end();
const only = process.env.BENCH_ONLY;
if (!only || only === 'lists') await benchLists(bench.url);
if (!only || only === 'sessions') await benchSessions(bench.url);
if (!only || only === 'teams') await benchTeams(bench.url);
if (!only || only === 'search') await benchSearch(bench.url);
if (!only || only === 'planning') await benchPlanning(bench.url);
if (!only || only === 'stats') await benchStats(bench.url);
if (!only || only === 'map') await benchMap(bench.url);
if (!only || only === 'photos')
  await benchPhotos(bench.url, process.env.BENCH_DATA_DIR ?? path.join(BENCH_DIR, 'files'));
if (!only || only === 'payroll') await benchPayroll(bench.url);
if (!only || only === 'metrics') await benchMetrics(bench.url);
if (!only || only === 'coverage') await benchCoverage(bench.url);
if (!only || only === 'exports') await benchExports(bench.url);
await bench.stop();
exitOnMissedTargets();
