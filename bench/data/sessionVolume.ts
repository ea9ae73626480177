import { REBUILD_STATEMENTS } from '../../server/modules/stats/rebuild';
import { CONTACTS_STEP, insertContactEvents } from './contacts';
import { ensureProgress, readProgress, resetProgress, writeProgress } from './progress';
import {
  BENCH_COORDINATOR,
  createSessionConsultants,
  insertSessionStaff,
  insertSessions,
  topUpSpots,
} from './sessions';
import type { BenchSizes } from './sizes';
import { dropSecondaryIndexes, run, type Sql } from './sql';

/** The bench_progress step of the statistics' aggregates. */
export const STATS_STEP = 'statistics';

type Step = (name: string, work: () => Promise<number | undefined>) => Promise<void>;

/**
 * A table's secondary indexes dropped for a load, their definitions kept in the database
 * (bench_dropped_indexes) so that a run broken off before rebuilding them still rebuilds them.
 */
const dropIndexesKept = async (sql: Sql, table: string) => {
  await run(
    sql,
    'create table if not exists bench_dropped_indexes (tbl text not null, definition text not null)',
  );
  const definitions = await dropSecondaryIndexes(sql, table);
  for (const definition of definitions)
    await sql.query('insert into bench_dropped_indexes values ($1, $2)', [table, definition]);
  return definitions.length;
};
const rebuildIndexesKept = async (sql: Sql, table: string) => {
  await run(
    sql,
    'create table if not exists bench_dropped_indexes (tbl text not null, definition text not null)',
  );
  const { rows } = await sql.query('select distinct definition from bench_dropped_indexes where tbl = $1', [
    table,
  ]);
  for (const { definition } of rows)
    await sql.query(
      (definition as string).replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS '),
    );
  await sql.query('delete from bench_dropped_indexes where tbl = $1', [table]);
  return rows.length;
};

/** The live map's triggers on the sessions (migration 0022_map), off or on again. */
const mapTriggers = async (sql: Sql, how: 'disable' | 'enable') => {
  for (const name of [
    'map_people_sessions_insert',
    'map_people_sessions_update',
    'map_people_sessions_delete',
  ])
    await run(sql, `alter table sessions ${how} trigger ${name}`);
  return 0;
};

/** In one transaction: the work, then its step marked done. */
const once = async (sql: Sql, name: string, work: () => Promise<number>) => {
  if ((await readProgress(sql, name)).done) return undefined;
  await sql.query('begin');
  try {
    const rows = await work();
    await writeProgress(sql, name, { value: 0, rows, done: true });
    await sql.query('commit');
    return rows;
  } catch (error) {
    await sql.query('rollback');
    throw error;
  }
};

/**
 * The sessions' production volume (issue 12): the field staff, the spots, 2,000,000 sessions and
 * 20,000,000 contact events. Each step is skipped when bench_progress says it is done, so it adds
 * to a database generated before (BENCH_KEEP=1) and resumes a broken run. New sessions replace
 * the generated ones before them (issue 9's, spread thinly over every consultant); the demo's stay.
 */
export const generateSessionVolume = async (
  sql: Sql,
  sizes: BenchSizes,
  step: Step,
  log: (line: string) => void,
) => {
  await ensureProgress(sql);
  await step('sessions: field staff (3 agencies)', () =>
    once(sql, 'staff', () => insertSessionStaff(sql, sizes.consultants)),
  );
  await step('sessions: spots', () => topUpSpots(sql, sizes.spots));
  if (!(await readProgress(sql, 'sessions')).done) {
    // The live map's triggers (0022_map) would recompute every consultant's row without the
    // indexes: off for the load, one recount after the indexes are back.
    await step('sessions: map triggers off', () => mapTriggers(sql, 'disable'));
    await step('sessions: drop secondary indexes', () => dropIndexesKept(sql, 'sessions'));
    await step('sessions: remove generated ones', async () => {
      await resetProgress(sql, [CONTACTS_STEP, 'timeline', STATS_STEP]);
      const generated = `select s.id from sessions s join users u on u.id = s.consultant_id
        where u.email not like '%@demo.kz'`;
      for (const table of ['contact_events', 'session_events', 'session_positions'])
        await run(sql, `delete from ${table} where session_id in (${generated})`);
      return run(sql, `delete from sessions where id in (${generated})`);
    });
    await createSessionConsultants(sql);
    await step('sessions', () =>
      once(sql, 'sessions', async () => {
        const rows = await insertSessions(sql, sizes.sessions);
        // The benchmark's timeline: the team's latest completed session of 4 hours or more.
        const { rows: picked } = await sql.query(
          `select s.id from sessions s join users u on u.id = s.consultant_id
          where u.manager_id = (select id from users where email = $1) and s.status = 'COMPLETED'
            and s.stop_time - s.start_time >= interval '4 hours'
          order by s.planned_start_time desc limit 1`,
          [BENCH_COORDINATOR],
        );
        await writeProgress(sql, 'timeline', { value: picked[0]?.id ?? 0, rows: 0, done: true });
        return rows;
      }),
    );
  }
  await step('sessions: build indexes', () => rebuildIndexesKept(sql, 'sessions'));
  // users.has_sessions, set by a trigger (migration 0021_search_text) that the load above ran
  // without: left unset, the session search found none of the generated people by name, and its
  // benchmark timed a search that matched nobody.
  await step('sessions: the people who had sessions', () =>
    run(
      sql,
      `update users u set has_sessions = true
      where not u.has_sessions and exists (select 1 from sessions s where s.consultant_id = u.id)`,
    ),
  );
  await step('sessions: the live map people', async () => {
    await mapTriggers(sql, 'enable');
    return run(sql, 'select map_people_refresh(array(select distinct consultant_id from sessions))');
  });
  if (!(await readProgress(sql, CONTACTS_STEP)).done) {
    const timeline = (await readProgress(sql, 'timeline')).value || null;
    await step('contact events: drop secondary indexes', () => dropIndexesKept(sql, 'contact_events'));
    await resetProgress(sql, [STATS_STEP]);
    await step('contact events (COPY)', () => insertContactEvents(sql, sizes.contacts, timeline, log));
  }
  await step('contact events: build indexes', () => rebuildIndexesKept(sql, 'contact_events'));
  // The statistics' aggregates (issue 24 point 3) in one pass: the load above ran without their
  // triggers (session_replication_role), and whatever they added is replaced by the recount.
  await step('statistics: aggregates (recount)', () =>
    once(sql, STATS_STEP, async () => {
      for (const statement of REBUILD_STATEMENTS) await run(sql, statement);
      return Number((await sql.query('select count(*) as n from stat_days')).rows[0].n);
    }),
  );
};
