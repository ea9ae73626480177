/**
 * Issue 28 point 2 on the production-volume database (`npm run bench:data`): a team's pages cost
 * within 1.5x of a 29-person team's, side by side. coordinator@demo.kz's team of 2,000 (150
 * sessions) against a coordinator of the generated agencies with a team of 29 (11,600 sessions),
 * each page as the browser sends it (the documents of resources/sessions): the session list's
 * page 1, the team calendar's week and the calendar's team list (its first page of people, as
 * resources/sessions/calendar/api.ts asks it). Before (the issue): 9.6-10 ms of PostgreSQL a page
 * for the 2,000 against 4 ms for 29, the team list 25.6 ms (45 req/s); the team list asking for
 * 1,000 people at once, 7.47 ms of PostgreSQL against 0.39 ms.
 *
 * Each pair runs side by side at 20 connections (bench/measure.ts sideBySide), then each page's
 * statements are replayed alone under EXPLAIN ANALYZE (best of 5): PostgreSQL's time for each
 * team, the floor under the API's figures.
 */
import { parse, print as printDocument } from 'graphql';
import pg from 'pg';
import { setDocumentParser } from '../dataProvider/documents';
import { DEFAULT_LIST_STATUSES } from '../domain/validation/sessions';
import { TEAM_SESSIONS_DOCUMENT } from '../resources/sessions/calendar/api';
import { sessionQueries } from '../resources/sessions/queries';
import { calendarTeamRequest } from './browser';
import { graphqlQuery, signIn } from './http';
import { header, sideBySide, target } from './measure';
import { startBenchServer } from './server';

/** The big team's coordinator (bench/data: BENCH_BIG_TEAM people) and the size to compare with. */
const BIG = 'coordinator@demo.kz';
const SMALL_TEAM = Number(process.env.BENCH_SMALL_TEAM ?? 29);
const RATIO = 1.5;

/** PostgreSQL's time (planning + execution, ms) of statements replayed under EXPLAIN ANALYZE, best of `runs`. */
const explainTime = async (pool: pg.Pool, statements: unknown[], runs = 5) => {
  let best = Number.POSITIVE_INFINITY;
  const client = await pool.connect();
  try {
    for (let run = 0; run < runs; run++) {
      let total = 0;
      for (const [config, values] of statements as [pg.QueryConfig, unknown[]][]) {
        if (!/^\s*select/i.test(config.text)) continue;
        const { rows } = await client.query(
          { text: `explain (analyze, buffers, format json) ${config.text}` },
          values,
        );
        const [plan] = rows[0]['QUERY PLAN'] as { 'Planning Time': number; 'Execution Time': number }[];
        total += plan['Planning Time'] + plan['Execution Time'];
      }
      best = Math.min(best, total);
    }
  } finally {
    client.release();
  }
  return best;
};

export const benchTeams = async (url: string) => {
  setDocumentParser(parse);
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const one = async (text: string, values: unknown[] = []) => (await pool.query(text, values)).rows[0];
  // The small team: a coordinator with SMALL_TEAM people (or the nearest size), all of them
  // working sessions (the generated agencies' teams), the one with the most such people.
  const small = await one(
    `select m.id, m.email, t.size::int as size from users m
     cross join lateral (select count(*) as size, count(*) filter (where t.has_sessions) as working
       from users t where t.manager_id = m.id) t
     where m.role = 'COORDINATOR' and not m.is_fired and t.size > 0 and t.working = t.size
     order by abs(t.size - $1), t.working desc, m.id limit 1`,
    [SMALL_TEAM],
  );
  const big = await one(
    'select u.id, (select count(*) from users t where t.manager_id = u.id)::int as team from users u where u.email = $1',
    [BIG],
  );
  if (!small || !big || big.team < 1000) {
    console.log(
      `\n(skipping the teams' figures: no team of ${SMALL_TEAM} or ${BIG}'s is small; run \`npm run bench:data\`)`,
    );
    await pool.end();
    return;
  }
  const server = await startBenchServer(url);
  const { base } = server;
  const login = (email: string) => signIn(base, email);
  const gql = (token: string, document: string, variables?: object) =>
    graphqlQuery(base, token, document, variables);
  const statementsOf = (call: () => Promise<boolean>) =>
    server.statementsOf(async () => {
      if (!(await call())) throw new Error('the call being recorded failed');
    });
  const teams = [
    { name: `team of ${big.team}`, id: Number(big.id), token: await login(BIG) },
    { name: `team of ${small.size}`, id: Number(small.id), token: await login(small.email) },
  ];
  header(`A team's pages: ${BIG} (${big.team} people) beside ${small.email} (${small.size})`);

  // The browser's requests: the session list as react-admin asks its first page (its default
  // statuses and sort, the browser's time zone), the calendar's desktop week from today, its people.
  const LIST = printDocument(sessionQueries.sessions.list!.document);
  const listVariables = {
    first: 25,
    orderBy: '-plannedStartTime',
    status_In: [...DEFAULT_LIST_STATUSES],
    timeZone: 'Asia/Almaty',
  };
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  const week = { from: today.toISOString(), to: new Date(today.getTime() + 7 * 86_400_000).toISOString() };
  const pages = [
    { page: 'session list, page 1', call: (t: (typeof teams)[0]) => gql(t.token, LIST, listVariables) },
    {
      page: 'team calendar, week',
      call: (t: (typeof teams)[0]) =>
        gql(t.token, TEAM_SESSIONS_DOCUMENT, { coordinator: String(t.id), ...week }),
    },
    {
      page: "calendar's team list",
      // The calendar's first page of people (bench/browser.ts: the calendar's own document and
      // variables), no longer 1,000 people at once.
      call: (t: (typeof teams)[0]) => {
        const { query, variables } = calendarTeamRequest(String(t.id));
        return gql(t.token, query, variables);
      },
    },
  ];
  for (const { page, call } of pages) {
    const [b, s] = await sideBySide(
      teams.map((t) => ({ name: `${page}, ${t.name}`, call: call(t), server: server.pid })),
    );
    const [bigSql, smallSql] = [
      await explainTime(pool, await statementsOf(call(teams[0]))),
      await explainTime(pool, await statementsOf(call(teams[1]))),
    ];
    console.log(
      `    PostgreSQL alone (EXPLAIN ANALYZE, best of 5): ${bigSql.toFixed(2)} ms against ${smallSql.toFixed(2)} ms`,
    );
    target(
      `${page}: the ${teams[0].name} within ${RATIO}x of the ${teams[1].name}`,
      b.mean <= RATIO * s.mean && b.failed === 0 && s.failed === 0,
      `${b.mean.toFixed(1)} ms against ${s.mean.toFixed(1)} ms: ${(b.mean / s.mean).toFixed(2)}x (mean)`,
    );
    target(
      `${page}: PostgreSQL for the ${teams[0].name} within ${RATIO}x of the ${teams[1].name}`,
      bigSql <= RATIO * smallSql,
      `${bigSql.toFixed(2)} ms against ${smallSql.toFixed(2)} ms: ${(bigSql / smallSql).toFixed(2)}x`,
    );
  }

  await server.close();
  await pool.end();
};
