import { connect, runMigrations } from '../server/db';
const t = performance.now();
const v = connect(process.env.BENCH_DATABASE_URL!, 2);
await runMigrations(v.db);
await v.pool.end();
console.log('migrated in', ((performance.now() - t) / 1000).toFixed(1), 's');
