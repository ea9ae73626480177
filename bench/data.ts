/**
 * Fills a separate database to production volume (issue 9; README "Production-volume data"):
 *   npm run bench:data
 * The embedded cluster in ./data-bench (database "bench"), or BENCH_DATABASE_URL, whose database
 * is dropped and recreated (kept with BENCH_KEEP=1, which adds only the missing sessions' volume). Sizes from BENCH_USERS, BENCH_BIG_TEAM, BENCH_BRANDS, BENCH_FORMATS,
 * BENCH_SESSIONS (bench/data/sizes.ts). `npm run bench` then runs against it (openBenchDatabase).
 */
import pg from 'pg';
import { openBenchDatabase } from './data/database';
import { describeBenchData, generateBenchData } from './data/generate';
import { benchSizes } from './data/sizes';

const main = async () => {
  const sizes = benchSizes();
  const database = await openBenchDatabase({ create: true });
  try {
    // BENCH_KEEP=1: keep the database generated before and add only what it lacks (the sessions'
    // volume of issue 12, resumed where a broken run stopped).
    await generateBenchData(database.url, sizes, { keep: process.env.BENCH_KEEP === '1' });
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const summary = await describeBenchData(client);
      console.log('\nby agency, list and role:');
      for (const row of summary.byList)
        console.log(
          `  ${row.agency.padEnd(18)} ${row.list.padEnd(9)} ${row.role.padEnd(15)} ${String(row.users).padStart(8)}`,
        );
      const { byList: _, ...totals } = summary;
      console.log(totals);
    } finally {
      await client.end();
    }
  } finally {
    await database.stop();
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
