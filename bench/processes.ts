/**
 * Issue 27's benches, run alone (they start real server processes):
 *   node --import tsx bench/processes.ts          BENCH_ONLY=startup|rolling for one of them
 */
import { exitOnMissedTargets } from './demoDatabase';
import { benchRolling } from './rolling';
import { benchStartup } from './startup';

const only = process.env.BENCH_ONLY;
if (!only || only === 'startup') await benchStartup();
if (!only || only === 'rolling') await benchRolling();
exitOnMissedTargets();
