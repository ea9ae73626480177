/**
 * Payroll at volume (issue 25), through the API of a server in its own process (bench/server.ts):
 *  - a salary calculation for the busiest activity over its busiest month (production volume: about
 *    500 consultants, their sessions and contacts): <= 30 s end to end;
 *  - a bonus calculation over every consultant of that month (5,000 at production volume): <= 60 s;
 *  - both with the server's RSS <= 400 MB and event-loop p99 <= 50 ms meanwhile, other requests
 *    answered (their latency printed);
 *  - the calculations list at 100,000 tasks: page 1 and a deep page within 1.5x of each other.
 *   BENCH_ONLY=payroll node --import tsx bench/volume.ts   (the production-volume database)
 *   node --import tsx bench/payroll.ts                      (the demo data alone: a smoke run;
 *     BENCH_PAYROLL_TASKS=2000 BENCH_PAYROLL_HISTORY_DAYS=10 for a quick one)
 */
import pg from 'pg';
import { DEMO_PASSWORD } from '../server/db/seed';
import { exitOnMissedTargets, startDemoDatabase } from './demoDatabase';
import { target } from './measure';
import { startBenchServer } from './server';

const TASKS = Number(process.env.BENCH_PAYROLL_TASKS ?? 100_000);
const MB = 1024 * 1024;
const ZONE = 'Asia/Almaty';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
};
const median = (values: number[]) => percentile(values, 0.5);

export const benchPayroll = async (url: string) => {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  // The busiest activity-month: the salary's input; the bonus reads every consultant of that month.
  const { rows } = await pool.query(
    `select activity_id, to_char(date_trunc('month', planned_start_time at time zone '${ZONE}'), 'YYYY-MM-DD') as month,
       count(distinct consultant_id)::int as people, count(*)::int as sessions
     from sessions where status <> 'DELETED' and activity_id is not null
     group by 1, 2 order by count(*) desc limit 1`,
  );
  const busiest = rows[0] as { activity_id: number; month: string; people: number; sessions: number };
  const dateFrom = busiest.month;
  const dateTo = (
    await pool.query(
      `select to_char(($1::date + interval '1 month' - interval '1 day'), 'YYYY-MM-DD') as d`,
      [dateFrom],
    )
  ).rows[0].d as string;
  const everyone = Number(
    (
      await pool.query(
        `select count(distinct consultant_id) as n from sessions where status <> 'DELETED'
           and planned_start_time >= ($1::date::timestamp at time zone '${ZONE}')
           and planned_start_time < (($2::date + 1)::timestamp at time zone '${ZONE}')`,
        [dateFrom, dateTo],
      )
    ).rows[0].n,
  );
  console.log(
    `\nPayroll: activity ${busiest.activity_id}, ${dateFrom} — ${dateTo}: ${busiest.people} consultants, ${busiest.sessions} sessions; ${everyone} consultants that month`,
  );

  const app = await startBenchServer(url);
  const json = { 'content-type': 'application/json' };
  const { token } = (await (
    await fetch(`${app.base}/api/token/`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'hq@demo.kz', password: DEMO_PASSWORD }),
    })
  ).json()) as { token: string };
  const auth = { ...json, authorization: `JWT ${token}` };
  const gql = (query: string, variables: object = {}) =>
    fetch(`${app.base}/api/graphql/`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ query, variables }),
    });
  const other = '{ cities { id title } }';

  /** Runs one calculation through the API and waits for its end, other requests going on meanwhile. */
  const calculation = (label: string, body: object, limitSeconds: number, measured = true) =>
    app
      .watch(async () => {
        const started = performance.now();
        const res = await fetch(`${app.base}/api/calculationtask/`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify(body),
        });
        const { id } = (await res.json()) as { id: number };
        const latencies: number[] = [];
        let task = { status: 'queued', rowCount: 0, errorMessage: null as string | null };
        while (task.status !== 'finished' && task.status !== 'failed') {
          const t = performance.now();
          await (await gql(other)).text();
          latencies.push(performance.now() - t);
          task = (
            (await (
              await gql('query T($id: ID!) { calculationTask(id: $id) { status rowCount errorMessage } }', {
                id,
              })
            ).json()) as { data: { calculationTask: typeof task } }
          ).data.calculationTask;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        return { task, seconds: (performance.now() - started) / 1000, latencies };
      })
      .then(({ result, loopP99, peakRss }) => {
        if (!measured) return;
        console.log(
          `${label}: ${result.task.status} (${result.task.rowCount ?? 0} people) in ${result.seconds.toFixed(1)} s; meanwhile ${result.latencies.length} requests, p99 ${percentile(result.latencies, 0.99).toFixed(1)} ms`,
        );
        target(
          `${label} finished`,
          result.task.status === 'finished',
          result.task.errorMessage ?? result.task.status,
        );
        target(
          `${label} <= ${limitSeconds} s`,
          result.seconds <= limitSeconds,
          `${result.seconds.toFixed(1)} s`,
        );
        target(`${label}: server RSS <= 400 MB`, peakRss <= 400 * MB, `${(peakRss / MB).toFixed(0)} MB`);
        target(`${label}: event-loop p99 <= 50 ms`, loopP99 <= 50, `${loopP99.toFixed(1)} ms`);
      });

  // A first calculation warms the server (exceljs, the queries and the polled GraphQL document
  // compiled once), unmeasured.
  await calculation(
    'warm-up',
    {
      date_from: dateFrom,
      date_to: dateTo,
      params: { type: 'attendance', users: [], departments: [], lateMinutes: 15 },
    },
    60,
    false,
  );
  await calculation(
    'salary calculation',
    {
      date_from: dateFrom,
      date_to: dateTo,
      params: {
        type: 'salary',
        department: null,
        activity: busiest.activity_id,
        params: 1000,
        conversion: 20,
        percent: 40,
        tier1: 80,
        tier2: 100,
        trial: 14,
        bonusValues: ['registration'],
        bonus: 5000,
        bonusTarget: 50,
      },
    },
    30,
  );
  const models = (await pool.query('select id from device_models where not is_deleted order by id limit 2'))
    .rows;
  // The generated registrations name no device (bench/data/contacts.ts): that month's are given one
  // of the live devices, each row its own by its id (kept: the next run finds them named), so that
  // the "Модели" row below counts real registrations as the field app sends them (registration.deviceId).
  const named = await pool.query(
    `with live as (select array_agg(id order by id) as ids from devices where not is_deleted)
     update contact_events e set device_id = live.ids[1 + e.id % array_length(live.ids, 1)]
     from live, sessions s
     where s.id = e.session_id and e.registration_time is not null and e.device_id is null
       and s.planned_start_time >= ($1::date::timestamp at time zone '${ZONE}')
       and s.planned_start_time < (($2::date + 1)::timestamp at time zone '${ZONE}')`,
    [dateFrom, dateTo],
  );
  if (named.rowCount) console.log(`(${named.rowCount} registrations of the month given a device)`);
  await calculation(
    'bonus calculation',
    {
      date_from: dateFrom,
      date_to: dateTo,
      params: {
        type: 'bonus',
        bonuses: [
          {
            group: 'Все',
            title: 'Новые клиенты',
            volume: 100,
            sumNewCustomer: 500,
            focusProducts: [],
            activities: [],
            devices: [],
            models: [],
          },
          {
            group: 'Активность',
            title: 'Активность',
            volume: 50,
            sumNewCustomer: 300,
            focusProducts: [],
            activities: [busiest.activity_id],
            devices: [],
            models: [],
          },
          {
            group: 'Модели',
            title: 'Модели',
            volume: 20,
            sumNewCustomer: 700,
            focusProducts: [],
            activities: [],
            devices: [],
            models: models.map((m) => m.id),
          },
        ],
      },
    },
    60,
  );

  // The list at TASKS tasks: the first page and one TASKS - 100 rows down, by their cursors.
  const hq = (await pool.query(`select id from users where email = 'hq@demo.kz'`)).rows[0].id;
  const before = Number(
    (await pool.query('select coalesce(max(id), 0) as m from calculation_tasks')).rows[0].m,
  );
  await pool.query(
    `insert into calculation_tasks (type, status, user_id, date_from, date_to, error_message)
     select (array['salary','bonus','attendance'])[1 + i % 3], 'failed', $1, '2026-01-01', '2026-01-31', 'bench'
     from generate_series(1, $2::int) i`,
    [hq, TASKS],
  );
  await pool.query('analyze calculation_tasks');
  const deepId = before + 100;
  const cursor = Buffer.from(JSON.stringify(['-id', null, deepId])).toString('base64url');
  const LIST = `query L($after: String) { calculationTasks(first: 20, after: $after) {
    edges { node { id type status dateFrom dateTo user { firstName lastName } } } pageInfo { hasNextPage endCursor } } }`;
  const time = async (after: string | null) => {
    const t = performance.now();
    const body = await (await gql(LIST, { after })).text();
    if (body.includes('"errors"')) throw new Error(body);
    return performance.now() - t;
  };
  const first: number[] = [];
  const deep: number[] = [];
  for (let i = 0; i < 30; i++) {
    first.push(await time(null));
    deep.push(await time(cursor));
  }
  const ratio = Math.max(median(first), median(deep)) / Math.max(0.1, Math.min(median(first), median(deep)));
  console.log(
    `calculations list at ${TASKS.toLocaleString('en')} tasks: page 1 ${median(first).toFixed(1)} ms, deep page ${median(deep).toFixed(1)} ms (medians of 30)`,
  );
  target('list: page 1 and a deep page within 1.5x', ratio <= 1.5, `${ratio.toFixed(2)}x`);
  await pool.query(`delete from calculation_tasks where id > $1 and error_message = 'bench'`, [before]);
  await app.close();
  await pool.end();
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const demo = await startDemoDatabase({ historyDays: Number(process.env.BENCH_PAYROLL_HISTORY_DAYS ?? 60) });
  await demo.pool.end();
  await benchPayroll(demo.url);
  await demo.stop();
  exitOnMissedTargets();
  process.exit(0);
}
