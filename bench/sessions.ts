/**
 * Issue 12's figures on the production-volume database (`npm run bench:data`): the session list
 * of a coordinator at 20 connections side by side with its own SQL, a deep page against page 1
 * (keyset cursors), a team's calendar week and a 300-contact session's timeline. The server runs in a
 * process of its own (bench/server.ts), loaded from this one over loopback.
 */
import pg from 'pg';
import { firstPage, SCREENS, withVariables } from './browser';
import { BENCH_AGENCY_MANAGER, BENCH_COORDINATOR } from './data/sessions';
import { graphqlCall, graphqlQuery, signIn } from './http';
import { header, measure, sideBySide, target } from './measure';
import { startBenchServer } from './server';

/** The list's default filter (part 1 §4): PLANNED, STARTED, COMPLETED. */
const DEFAULT_STATUSES = ['PLANNED', 'STARTED', 'COMPLETED'];
const PAGE = SCREENS.sessions.params.perPage;
const DEEP_PAGE = 2_000;
const SESSION_FIELDS = `id date plannedStartTime plannedEndTime startTime stopTime hourCount status corruptedReason
  consultant { id firstName lastName photo } activity { id title }
  spot { id title legalName address customerNumber city { id title } } city { id title } region { id title }`;
const CALENDAR = `query Week($coordinator: ID!, $from: String!, $to: String!) {
  myTeamSessions(coordinator: $coordinator, from: $from, to: $to) { id plannedStartTime plannedEndTime status
    consultant { id firstName lastName } spot { id title } } }`;
const TIMELINE = `query Timeline($id: ID!) { sessionData(id: $id) { ${SESSION_FIELDS} startTimeStr stopTimeStr
  history { id kind details createdAt } } }`;
/** The session's contact events as the timeline page reads them. */
const CONTACTS = `query Contacts($session: ID!) { contactEventContacts(session: $session) {
  contactEventId startTime stopTime watchStopTime startTimeStr stopTimeStr
  compliment { time } denial { time reason } review { time } exchange { time } registration { time }
  photos { id url } } }`;

const cursor = (key: string, id: number) =>
  Buffer.from(JSON.stringify(['-plannedStartTime', key, id])).toString('base64url');
const iso = `to_char(planned_start_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export const benchSessions = async (url: string) => {
  // The server in its own process (bench/server.ts), loaded from this one as in bench/lists.ts.
  const server = await startBenchServer(url);
  const { base } = server;
  const login = (email: string) => signIn(base, email);
  const gql = (token: string, document: string, variables?: object) =>
    graphqlQuery(base, token, document, variables);
  const statementsOf = (call: () => Promise<boolean>) =>
    server.statementsOf(async () => {
      if (!(await call())) throw new Error('the call being recorded failed');
    });
  const sqlAlone = new pg.Pool({ connectionString: url, max: 20 });
  const pool = sqlAlone;
  const replay = (statements: unknown[]) => async () => {
    for (const [config, values] of statements as [pg.QueryConfig, unknown[]][])
      await sqlAlone.query(config, values);
    return true;
  };
  const one = async (text: string, values: unknown[] = []) => (await pool.query(text, values)).rows[0];

  const coordinator = await one(
    `select u.id, (select count(*) from users t where t.manager_id = u.id)::int as team from users u
    where u.email = $1`,
    [BENCH_COORDINATOR],
  );
  const manager = await one('select id, agency_id from users where email = $1', [BENCH_AGENCY_MANAGER]);
  if (!coordinator || !manager) {
    console.log(`\n(skipping the sessions' figures: no ${BENCH_COORDINATOR}; run \`npm run bench:data\`)`);
    await sqlAlone.end();
    await server.close();
    return;
  }
  const tokens = {
    coordinator: await login(BENCH_COORDINATOR),
    manager: await login(BENCH_AGENCY_MANAGER),
    hq: await login('hq@demo.kz'),
  };
  const { sessions, contacts } = await one(
    `select (select reltuples::bigint from pg_class where oid = 'public.sessions'::regclass) as sessions,
      (select reltuples::bigint from pg_class where oid = 'public.contact_events'::regclass) as contacts`,
  );
  header(
    `Sessions at production volume (about ${Number(sessions).toLocaleString('en-US')} sessions, ${Number(
      contacts,
    ).toLocaleString('en-US')} contact events)`,
  );

  // Page 2,000: a coordinator's team has a few hundred pages, so the agency manager's list (the
  // agency's ~2,000 consultants) is read on its page 1 and its page 2,000, the cursor built
  // from the 50,000th row in SQL; and the coordinator's last page against their page 1.
  const scoped = (scope: string, offset: number) =>
    one(
      `select ${iso} as key, s.id from sessions s join users u on u.id = s.consultant_id
      where ${scope} and s.status = any($1) and s.planned_start_time is not null
      order by s.planned_start_time desc, s.id desc offset ${offset} limit 1`,
      [DEFAULT_STATUSES],
    );
  const deepRow = await scoped(`u.agency_id = ${Number(manager.agency_id)}`, DEEP_PAGE * PAGE - PAGE - 1);
  const { n: teamRows } = await one(
    `select count(*)::int as n from sessions s join users u on u.id = s.consultant_id
    where u.manager_id = $1 and s.status = any($2)`,
    [coordinator.id, DEFAULT_STATUSES],
  );
  const lastPage = Math.max(1, Math.ceil(teamRows / PAGE));
  const lastRow = await scoped(`u.manager_id = ${Number(coordinator.id)}`, (lastPage - 1) * PAGE - 1);

  // The coordinator's list, page 1, at 20 connections, side by side with its SQL replayed alone
  // and with their last page: the data provider's own request (bench/browser.ts).
  const list = await firstPage(SCREENS.sessions.resource, SCREENS.sessions.params);
  const ask = (token: string, after?: { key: string; id: number }) =>
    graphqlCall(base, token, after ? withVariables(list, { after: cursor(after.key, after.id) }) : list);
  const page1 = ask(tokens.coordinator);
  const statements = await statementsOf(page1);
  const [l1, lSql, cLast] = await sideBySide([
    {
      name: `session list, coordinator (team of ${coordinator.team}), page 1 (${PAGE})`,
      call: page1,
      server: server.pid,
    },
    {
      name: `  its SQL alone (${statements.length} statements)`,
      call: replay(statements),
      server: null,
    },
    {
      name: `session list, coordinator, last page (${lastPage})`,
      call: ask(tokens.coordinator, lastRow),
    },
  ]);
  target('session list p99 <= 50 ms', l1.p99 <= 50 && l1.failed === 0, `${l1.p99.toFixed(1)} ms`);
  target(
    'session list API <= 1.5x its SQL',
    l1.mean <= 1.5 * lSql.mean,
    `${(l1.mean / lSql.mean).toFixed(2)}x (mean)`,
  );
  target(
    'coordinator last page within 1.5x of page 1',
    cLast.mean <= 1.5 * l1.mean && cLast.failed === 0,
    `${(cLast.mean / l1.mean).toFixed(2)}x (mean)`,
  );

  // HQ's list (everyone's sessions) beside a request that reads nothing: the server's CPU a
  // request of each, the floor under every list's.
  const [hq1] = await sideBySide([
    { name: 'session list, HQ, page 1', call: ask(tokens.hq), server: server.pid },
    {
      name: '  a request that reads nothing ({ __typename })',
      call: gql(tokens.hq, '{ __typename }'),
      server: server.pid,
    },
  ]);
  target('HQ session list p99 <= 50 ms', hq1.p99 <= 50 && hq1.failed === 0, `${hq1.p99.toFixed(1)} ms`);

  const [m1, mDeep] = await sideBySide([
    { name: 'session list, agency manager, page 1', call: ask(tokens.manager), server: server.pid },
    {
      name: `session list, agency manager, page ${DEEP_PAGE.toLocaleString('en-US')}`,
      call: ask(tokens.manager, deepRow),
    },
  ]);
  target(
    `page ${DEEP_PAGE.toLocaleString('en-US')} within 1.5x of page 1`,
    !!deepRow && mDeep.mean <= 1.5 * m1.mean && mDeep.failed === 0,
    deepRow ? `${(mDeep.mean / m1.mean).toFixed(2)}x (mean)` : 'the agency has fewer pages',
  );

  // The team's calendar: today through a week ahead (the browser's desktop view).
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  const week = {
    coordinator: String(coordinator.id),
    from: today.toISOString(),
    to: new Date(today.getTime() + 7 * 86_400_000).toISOString(),
  };
  const weekSessions = Number(
    (
      await one(
        `select count(*) from sessions s join users u on u.id = s.consultant_id
        where u.manager_id = $1 and s.status <> 'DELETED' and s.planned_start_time >= $2 and s.planned_start_time < $3`,
        [coordinator.id, week.from, week.to],
      )
    ).count,
  );
  const cal = await measure(
    `team calendar week (myTeamSessions, ${weekSessions} sessions)`,
    gql(tokens.coordinator, CALENDAR, week),
    { requests: 200, concurrency: 1 },
  );
  target('calendar week <= 30 ms', cal.p99 <= 30 && cal.failed === 0, `p99 ${cal.p99.toFixed(1)} ms`);

  // A 300-contact session's timeline: sessionData and contactEventContacts.
  const timeline = await one(`select value::int as id from bench_progress where step = 'timeline'`).catch(
    () => null,
  );
  if (timeline?.id) {
    const { n } = await one('select count(*)::int as n from contact_events where session_id = $1', [
      timeline.id,
    ]);
    const data = gql(tokens.coordinator, TIMELINE, { id: String(timeline.id) });
    const events = gql(tokens.coordinator, CONTACTS, { session: String(timeline.id) });
    // The page's two reads, in parallel as the browser sends them.
    const t = await measure(
      `session timeline (sessionData + contactEventContacts, ${n} contacts)`,
      async () => (await Promise.all([data(), events()])).every(Boolean),
      { requests: 200, concurrency: 1 },
    );
    target('timeline <= 30 ms', t.p99 <= 30 && t.failed === 0 && n >= 300, `p99 ${t.p99.toFixed(1)} ms`);
  } else target('timeline <= 30 ms', false, 'no 300-contact session: run `npm run bench:data`');

  await sqlAlone.end();
  await server.close();
};
