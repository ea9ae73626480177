import { connect, runMigrations } from '../../server/db';
import { DEMO_ACCOUNTS, seedDemo } from '../../server/db/seed';
import { insertBrands, insertFormatPrices, insertFormats } from './catalog';
import { recreateDatabase } from './database';
import {
  createStaffPlan,
  insertCoordinators,
  insertManagers,
  insertTeams,
  planStaff,
  teamSize,
} from './people';
import { generateSessionVolume } from './sessionVolume';
import type { BenchSizes } from './sizes';
import { createIndexes, dropSecondaryIndexes, type Sql } from './sql';

/** The coordinator whose team is exactly BENCH_BIG_TEAM (the benchmark opens this profile). */
export const BIG_TEAM_COORDINATOR = DEMO_ACCOUNTS.COORDINATOR;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const hidePassword = (url: string) => url.replace(/:[^:@/]*@/, ':***@');

/**
 * Fills the database `url` names to production volume: drops and recreates it, applies the
 * migrations, loads the demo data, then adds the staff, catalog and sessions of `sizes` attached
 * to the demo agencies and people, and analyzes. Prints each step's rows and time.
 */
export const generateBenchData = async (
  url: string,
  sizes: BenchSizes,
  options: { log?: (line: string) => void; checkForeignKeys?: boolean; keep?: boolean } = {},
) => {
  const log = options.log ?? console.log;
  const started = performance.now();
  const step = async (name: string, work: () => Promise<number | undefined>) => {
    const t = performance.now();
    const rows = await work();
    const count = rows === undefined ? '' : rows.toLocaleString('en-US');
    log(`  ${name.padEnd(44)} ${count.padStart(10)} ${seconds(performance.now() - t).padStart(8)}`);
  };

  log(`bench data → ${hidePassword(url)}`);
  log(`  sizes: ${JSON.stringify(sizes)}`);
  if (!options.keep)
    await step('database: drop and create', async () => recreateDatabase(url).then(() => undefined));
  const { db, pool } = connect(url, 1);
  try {
    await step('migrations', async () => runMigrations(db).then(() => undefined));
    if (!options.keep) await step('demo data', async () => seedDemo(db).then(() => undefined));
    const sql = await pool.connect();
    try {
      await prepareSession(sql, options.checkForeignKeys ?? false, log);
      if (!options.keep) await generateVolume(sql, sizes, step);
      // The sessions' volume, each part skipped when done (BENCH_KEEP=1 adds it to a database
      // generated before, and a broken run resumes).
      await generateSessionVolume(sql, sizes, step, log);
      await step('vacuum analyze', async () => sql.query('vacuum (analyze)').then(() => undefined));
    } finally {
      sql.release();
    }
  } finally {
    await pool.end();
  }
  log(`  ${'total'.padEnd(55)} ${seconds(performance.now() - started).padStart(8)}`);
};

/**
 * Bulk-load settings for the generator's session. The foreign keys are not checked row by row
 * (session_replication_role, which needs a superuser; the generator only links rows that exist,
 * and the test runs with the checks on); without a superuser they are checked, more slowly.
 */
const prepareSession = async (sql: Sql, checkForeignKeys: boolean, log: (line: string) => void) => {
  await sql.query(`set synchronous_commit = off; set work_mem = '512MB'; set maintenance_work_mem = '512MB'`);
  if (checkForeignKeys) return;
  try {
    await sql.query('set session_replication_role = replica');
  } catch {
    log('  (not a superuser: foreign keys are checked row by row, which is slower)');
  }
};

const generateVolume = async (
  sql: Sql,
  sizes: BenchSizes,
  step: (name: string, work: () => Promise<number | undefined>) => Promise<void>,
) => {
  // Each table's secondary indexes are built once its rows are in (bench/data/sql.ts).
  let indexes: string[] = [];
  const dropIndexes = (table: string) => async () => {
    indexes = await dropSecondaryIndexes(sql, table);
    return indexes.length;
  };
  const rebuildIndexes = () => createIndexes(sql, indexes);

  const segments = planStaff(sizes, await teamSize(sql, BIG_TEAM_COORDINATOR));
  await step('people: names, e-mails, lists (plan)', () => createStaffPlan(sql, segments));
  await step('users: drop secondary indexes', dropIndexes('users'));
  await step('people: agency managers', () => insertManagers(sql));
  await step('people: coordinators', () => insertCoordinators(sql));
  await step('people: consultants, applicants, fired', () => insertTeams(sql, BIG_TEAM_COORDINATOR));
  await step('users: build indexes', rebuildIndexes);

  await step('catalog: brands', () => insertBrands(sql, sizes.brands));
  await step('formats: drop secondary indexes', dropIndexes('formats'));
  await step('catalog: formats', () => insertFormats(sql, sizes.formats));
  await step('formats: build indexes', rebuildIndexes);
  await step('catalog: minimal prices', () => insertFormatPrices(sql));
};
/** What the generated database holds, by list and role (printed after a run, and in the README). */
export const describeBenchData = async (sql: Sql) => {
  const { rows } = await sql.query(
    `select a.title as agency,
      case when u.is_fired then 'fired' when u.verified_by_agency then 'approved' else 'new' end as list,
      u.role, count(*)::int as users
    from users u join agencies a on a.id = u.agency_id
    group by 1, 2, 3 order by 1 desc, 2, 4 desc`,
  );
  const totals = await sql.query(
    `select (select count(*) from users)::int as users, (select count(*) from brands)::int as brands,
      (select count(*) from formats)::int as formats, (select count(*) from sessions)::int as sessions,
      (select count(*) from users where manager_id = (select id from users where email = $1))::int as big_team,
      (select max(n) from (select count(*) as n from users where role = 'CONSULTANT' and manager_id is not null
        and manager_id <> (select id from users where email = $1) group by manager_id) t)::int as largest_other_team`,
    [BIG_TEAM_COORDINATOR],
  );
  return {
    byList: rows as { agency: string; list: string; role: string; users: number }[],
    ...totals.rows[0],
  };
};
