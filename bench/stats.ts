/**
 * Issue 24 point 3 on the production-volume database (`npm run bench:data`): the statistics read
 * from their aggregates, and contact ingestion through the field API with the aggregates kept
 * against without them (the trigger of migration 0021_stats disabled), side by side.
 *   - `stats` for one activity over 31 days as HQ, and HQ's dashboard statistics (the two widgets'
 *     requests: today's contacts against plan, the week's three series): p95 <= 100 ms at 20
 *     connections each.
 *   - contacts posted by 40 consultants to their started sessions, 20 at a time: >= 1,000
 *     contacts/s with the aggregates kept, and >= 80% of the rate without them.
 */
import pg from 'pg';
import { statsDay } from '../domain/stats';
import { DEMO_PASSWORD } from '../server/db/seed';
import { recountWhereSql, STAT_COLUMNS } from '../server/modules/stats/rebuild';
import { BENCH_AGENCY_MANAGER } from './data/sessions';
import { graphqlOk, post } from './http';
import { type Figures, header, measure, sideBySide, target } from './measure';
import { startBenchServer } from './server';

const STATS = `query S($activity: ID, $from: String, $to: String) { stats(activity: $activity, dateFrom: $from, dateTo: $to) {
  workTime ifnConcatsFact ifnConcatsPlan effConcatsFact effConcatsPlan reg swap compliment session contact } }`;
const TODAY = `query ContactsPlan($day: String) { statsByActivity(dateFrom: $day, dateTo: $day) {
  id title contactCountPerHour effectiveContactsPerHour stats { contact effConcatsFact workTime } } }`;
const WEEK = `query WeekTrend($start: String, $stop: String) {
  contact: statSeries(key: "contact", start: $start, stop: $stop) { day value }
  effective: statSeries(key: "effConcatsFact", start: $start, stop: $stop) { day value }
  hours: statSeries(key: "workTime", start: $start, stop: $stop) { day value } }`;
const WRITERS = 40;
const INGEST_ROUNDS = 6;
const INGEST_WARMUP = 2000;
const INGEST_REQUESTS = Number(process.env.BENCH_INGEST_REQUESTS ?? 3000);

const daysBefore = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
};

export const benchStats = async (url: string) => {
  const server = await startBenchServer(url);
  const { base } = server;
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const query = async (text: string, values: unknown[] = []) => (await pool.query(text, values)).rows;
  const login = async (email: string) => {
    const res = await post(`${base}/api/token/`, JSON.stringify({ email, password: DEMO_PASSWORD }));
    return res.status === 200 ? (JSON.parse(res.text) as { token: string }).token : null;
  };
  const gql = (token: string, document: string, variables?: object) => async () =>
    graphqlOk(
      await post(`${base}/api/graphql/`, JSON.stringify({ query: document, variables }), {
        authorization: `JWT ${token}`,
      }),
    );
  const hq = await login('hq@demo.kz');
  const [busiest] = await query(
    `select activity_id as id, sum(contacts)::int as contacts from stat_activity_days
     where day > current_date - 62 and activity_id > 0 group by 1 order by 2 desc limit 1`,
  );
  if (!hq || !busiest) {
    console.log('\n(skipping the statistics: no aggregates; run `npm run bench:data`)');
    await pool.end();
    await server.close();
    return;
  }
  const today = statsDay();
  header(`Statistics at production volume (activity ${busiest.id}, ${busiest.contacts} contacts in 62 days)`);
  const [stats, contactsPlan, week] = await sideBySide([
    {
      name: 'stats, one activity, 31 days, HQ',
      call: gql(hq, STATS, { activity: busiest.id, from: daysBefore(today, 30), to: today }),
      server: server.pid,
    },
    {
      name: 'dashboard: contacts against plan today, HQ',
      call: gql(hq, TODAY, { day: today }),
      server: server.pid,
    },
    {
      name: 'dashboard: the week (3 series), HQ',
      call: gql(hq, WEEK, { start: daysBefore(today, 6), stop: today }),
      server: server.pid,
    },
  ]);
  for (const f of [stats, contactsPlan, week])
    target(`${f.name} p95 <= 100 ms`, f.p95 <= 100 && f.failed === 0, `${f.p95.toFixed(1)} ms`);
  const manager = await login(BENCH_AGENCY_MANAGER);
  if (manager)
    await measure(
      '  stats, one activity, 31 days, agency manager',
      gql(manager, STATS, {
        activity: busiest.id,
        from: daysBefore(today, 30),
        to: today,
      }),
      { requests: 400, server: server.pid },
    );

  // Ingestion: started sessions of consultants who may use the field API, one each.
  const candidates = await query(
    `select u.id, u.email, u.city_id from users u where u.role = 'CONSULTANT' and u.email like '%@sapar-promo.kz'
       and u.verified_by_agency and not u.is_fired and (u.verified_until is null or u.verified_until > now())
     order by u.id limit ${WRITERS}`,
  );
  const [spot] = await query('select id from spots order by id limit 1');
  const writers: { token: string; session: number }[] = [];
  const created: number[] = [];
  for (const c of candidates) {
    const token = await login(c.email);
    if (!token) continue;
    const [s] = await query(
      `insert into sessions (consultant_id, activity_id, spot_id, city_id, status, planned_start_time, planned_end_time, start_time)
       values ($1, $2, $3, $4, 'STARTED', now() - interval '1 hour', now() + interval '3 hours', now() - interval '1 hour')
       returning id`,
      [c.id, busiest.id, spot.id, c.city_id],
    );
    created.push(s.id);
    writers.push({ token, session: s.id });
  }
  if (!writers.length) {
    console.log('(skipping ingestion: no bench consultant signs in)');
  } else {
    let n = 0;
    const postContact = async () => {
      n += 1;
      const w = writers[n % writers.length];
      const now = Math.floor(Date.now() / 1000);
      const body = {
        clientId: `bench-${process.pid}-${n}`,
        startTime: now,
        stopTime: now,
        ...(n % 5 === 0 ? { registration: { time: now } } : {}),
        ...(n % 3 === 0 ? { compliment: { time: now } } : {}),
        ...(n % 7 === 0 ? { denial: { time: now, reason: 'Не курит' } } : {}),
      };
      const res = await post(`${base}/api/field/sessions/${w.session}/contacts/`, JSON.stringify(body), {
        authorization: `JWT ${w.token}`,
      });
      return res.status === 201;
    };
    const sides: Record<'kept' | 'without', Figures[]> = { kept: [], without: [] };
    const trigger = (on: boolean) =>
      query(`alter table contact_events ${on ? 'enable' : 'disable'} trigger stats_contacts`);
    // The server's code keeps getting faster over its first thousands of contacts (JIT): warmed
    // with 400, the side measured first in every round ran slower for that alone.
    await measure('  (warming the field API)', postContact, { requests: INGEST_WARMUP, quiet: true });
    try {
      // Turns, so that the shared machine's load falls on both sides alike, each side first in
      // every other round.
      for (let round = 0; round < INGEST_ROUNDS; round++)
        for (const side of round % 2 ? (['without', 'kept'] as const) : (['kept', 'without'] as const)) {
          await trigger(side === 'kept');
          sides[side].push(
            await measure(`contacts, aggregates ${side}`, postContact, {
              requests: Math.ceil(INGEST_REQUESTS / INGEST_ROUNDS),
              warmup: false,
              quiet: true,
            }),
          );
        }
    } finally {
      await trigger(true);
    }
    const rate = (figures: Figures[]) => figures.reduce((sum, f) => sum + f.perSecond, 0) / figures.length;
    const kept = rate(sides.kept);
    const without = rate(sides.without);
    console.log(`contacts/s with the aggregates kept ${kept.toFixed(0)}, without ${without.toFixed(0)}`);
    target('contact ingestion with the aggregates >= 1,000/s', kept >= 1000, `${kept.toFixed(0)}/s`);
    target(
      'contact ingestion with the aggregates >= 80% of without',
      kept >= 0.8 * without,
      `${((kept / without) * 100).toFixed(0)}%`,
    );
  }
  // The bench's own sessions go, with the triggers off (the contacts posted while the trigger was
  // off were never added); then the day's aggregates of these consultants are counted again.
  const [{ day }] = await query(`select (now() at time zone 'Asia/Almaty')::date::text as day`);
  const writerIds = candidates.map((c) => Number(c.id));
  await query('alter table contact_events disable trigger stats_contacts');
  await query('alter table sessions disable trigger stats_sessions');
  try {
    await query('delete from contact_events where session_id = any($1::int[])', [created]);
    await query('delete from session_contacts where session_id = any($1::int[])', [created]);
    await query('delete from session_events where session_id = any($1::int[])', [created]);
    await query('delete from session_positions where session_id = any($1::int[])', [created]);
    await query('delete from sessions where id = any($1::int[])', [created]);
  } finally {
    await query('alter table contact_events enable trigger stats_contacts');
    await query('alter table sessions enable trigger stats_sessions');
  }
  await query(
    'delete from stat_days where activity_id = $1 and day = $2 and consultant_id = any($3::int[])',
    [busiest.id, day, writerIds],
  );
  await query(
    `insert into stat_days (activity_id, day, consultant_id, ${STAT_COLUMNS}) ${recountWhereSql(
      `s.activity_id = $1 and s.consultant_id = any($3::int[])
        and s.planned_start_time >= ($2::date::timestamp at time zone 'Asia/Almaty')
        and s.planned_start_time < (($2::date + 1)::timestamp at time zone 'Asia/Almaty')`,
    )}`,
    [busiest.id, day, writerIds],
  );
  await query('delete from stat_activity_days where activity_id = $1 and day = $2', [busiest.id, day]);
  await query(
    `insert into stat_activity_days (activity_id, day, shard, ${STAT_COLUMNS})
     select activity_id, day, consultant_id % 16, ${STAT_COLUMNS.split(', ')
       .map((c) => `sum(${c})`)
       .join(', ')} from stat_days where activity_id = $1 and day = $2 group by 1, 2, 3`,
    [busiest.id, day],
  );
  await pool.end();
  await server.close();
};
