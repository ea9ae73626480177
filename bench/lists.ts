/**
 * Issue 9's figures on the production-volume database (`npm run bench:data`): the lists side by
 * side with their own SQL and with their deep pages, the coordinator's profile, the brands with
 * their formats, and the employee export. The server runs in a process of its own (bench/server.ts),
 * loaded from this one over loopback with node:http (bench/http.ts).
 */
import { parse, print as printDocument } from 'graphql';
import pg from 'pg';
import { setDocumentParser } from '../dataProvider/documents';
import { profilePageQueries } from '../resources/profile/queries';
import { DEMO_PASSWORD } from '../server/db/seed';
import { screenRequests, withVariables } from './browser';
import { get, graphqlCall, graphqlOk, post } from './http';
import { header, measure, sideBySide, target } from './measure';
import { type BenchServer, startBenchServer } from './server';

const BRANDS = `{ brands(first: 25, isDeleted: false, orderBy: "title") { totalCount edges { node { id title isBat
  segment { id title } formats(first: 5) { id title sku } formatCount } } } }`;

const cursor = (sort: string, key: unknown, id: number) =>
  Buffer.from(JSON.stringify([sort, key, id])).toString('base64url');

export const benchLists = async (url: string) => {
  // The resources' documents parse on first read, once the data provider hands in the parser.
  setDocumentParser(parse);
  // The server in its own process (bench/server.ts); the load, the setup queries and the SQL-alone
  // replays from this one.
  const server = await startBenchServer(url);
  const { base } = server;
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  const login = async (email: string) =>
    (
      JSON.parse(
        (await post(`${base}/api/token/`, JSON.stringify({ email, password: DEMO_PASSWORD }))).text,
      ) as {
        token: string;
      }
    ).token;
  const tokens = {
    hr: await login('hr@demo.kz'),
    hq: await login('hq@demo.kz'),
    coordinator: await login('coordinator@demo.kz'),
  };
  const gql = (token: string, document: string, variables?: object) => async () =>
    graphqlOk(
      await post(`${base}/api/graphql/`, JSON.stringify({ query: document, variables }), {
        authorization: `JWT ${token}`,
      }),
    );
  /** The statements one call runs. */
  const statementsOf = (call: () => Promise<boolean>) => server.statementsOf(call);
  const sqlAlone = pool;
  const replay = (statements: unknown[]) => async () => {
    for (const [config, values] of statements as [pg.QueryConfig, unknown[]][])
      await sqlAlone.query(config, values);
    return true;
  };

  header('Lists at production volume');
  const [{ agency }] = (await pool.query("select id as agency from agencies where title = 'Промо Старт'"))
    .rows;
  const approvedScope = `agency_id = ${Number(agency)} and verified_by_agency and not is_fired
    and role in ('COORDINATOR', 'CONSULTANT', 'AGENCY_MANAGER')`;
  const deepRow = (
    await pool.query(
      `select last_name, id from users where ${approvedScope}
       order by last_name collate "ru-x-icu", id offset 69999 limit 1`,
    )
  ).rows[0];
  // As the browser asks (the data provider's own requests, bench/browser.ts): pages without a
  // count, the count apart once per filter (countApart).
  const approved = await screenRequests('approvedEmployees');
  const page1 = graphqlCall(base, tokens.hr, approved.page);
  const deep = graphqlCall(
    base,
    tokens.hr,
    withVariables(approved.page, { after: cursor('lastName', deepRow.last_name, deepRow.id) }),
  );
  const pageStatements = await statementsOf(page1);
  const [e1, eDeep, eSql] = await sideBySide([
    { name: 'approved employees, HR, page 1 (7)', call: page1, server: server.pid },
    { name: 'approved employees, HR, page 10,000', call: deep },
    { name: '  its SQL alone (page 1)', call: replay(pageStatements), server: null },
  ]);
  await measure('  its count, once per filter (up to 10,000)', graphqlCall(base, tokens.hr, approved.count));
  // What any GraphQL request costs before it reads anything (HTTP, the caller's token, the rate
  // limit, the document's limits, execution, the answer): the floor under the API side of the ratio.
  await measure('  a request that reads nothing ({ __typename })', gql(tokens.hr, '{ __typename }'), {
    server: server.pid,
  });
  target('employees page 1 p99 <= 50 ms', e1.p99 <= 50 && e1.failed === 0, `${e1.p99.toFixed(1)} ms`);
  target(
    'employees page 10,000 within 1.5x of page 1',
    eDeep.mean <= 1.5 * e1.mean && eDeep.failed === 0,
    `${(eDeep.mean / e1.mean).toFixed(2)}x (mean)`,
  );
  target(
    'employees API <= 1.5x its SQL',
    e1.mean <= 1.5 * eSql.mean,
    `${(e1.mean / eSql.mean).toFixed(2)}x (mean)`,
  );

  const deepFormat = (
    await pool.query(
      "select sku, id from formats where not is_deleted and sku ilike '%46%' order by sku, id offset 4999 limit 1",
    )
  ).rows[0];
  // The search box of /formats (q: sku contains) as the data provider sends it.
  const searched = await screenRequests('formats', { q: '46' });
  const f1 = await measure('formats sku contains "46", page 1', graphqlCall(base, tokens.hq, searched.page), {
    server: server.pid,
  });
  const fDeep = await measure(
    'formats sku contains "46", page 500',
    graphqlCall(
      base,
      tokens.hq,
      withVariables(searched.page, { after: cursor('sku', deepFormat?.sku ?? '', deepFormat?.id ?? 1) }),
    ),
  );
  await measure('  its count, once per filter (up to 10,000)', graphqlCall(base, tokens.hq, searched.count));
  const formatsOpen = await measure(
    'formats as /formats opens (no search), page 1',
    graphqlCall(base, tokens.hq, (await screenRequests('formats')).page),
    { server: server.pid },
  );
  target('formats page 1 p99 <= 30 ms', f1.p99 <= 30 && f1.failed === 0, `${f1.p99.toFixed(1)} ms`);
  target(
    'formats list p99 <= 50 ms',
    formatsOpen.p99 <= 50 && formatsOpen.failed === 0,
    `${formatsOpen.p99.toFixed(1)} ms`,
  );
  target(
    'formats deep page p99 <= 30 ms',
    fDeep.p99 <= 30 && fDeep.failed === 0,
    `${fDeep.p99.toFixed(1)} ms`,
  );

  const brands = await measure('brands with formats (25, first 5 each)', gql(tokens.hq, BRANDS));
  target('brands p99 <= 100 ms', brands.p99 <= 100 && brands.failed === 0, `${brands.p99.toFixed(1)} ms`);

  const [{ id: coordinatorId, team }] = (
    await pool.query(
      `select u.id, (select count(*) from users t where t.manager_id = u.id)::int as team
       from users u where u.email = 'coordinator@demo.kz'`,
    )
  ).rows;
  const profileDocument = printDocument(profilePageQueries.profilePage.one!.document);
  const profile = gql(tokens.coordinator, profileDocument, { id: String(coordinatorId) });
  const statements = (await statementsOf(profile)).length;
  const p = await measure(`coordinator's profile (team of ${team})`, profile, {
    requests: 100,
    concurrency: 1,
  });
  target('profile <= 100 ms', p.p99 <= 100 && p.failed === 0, `p99 ${p.p99.toFixed(1)} ms`);
  target('profile <= 6 SQL statements', statements <= 6, `${statements} statements`);

  await benchExport(server, tokens.hr, pool, approvedScope);

  await server.close();
  await pool.end();
};

/** The approved employees' CSV: every row, its speed, and the server's memory and latency meanwhile. */
const benchExport = async (server: BenchServer, token: string, pool: pg.Pool, scope: string) => {
  const { base } = server;
  const expected = Number((await pool.query(`select count(*) as n from users where ${scope}`)).rows[0].n);
  const health: number[] = [];
  let exporting = true;
  const sampler = (async () => {
    while (exporting) {
      const t = performance.now();
      const ok = (await get(`${base}/api/health/`)).status === 200;
      health.push(ok ? performance.now() - t : Number.POSITIVE_INFINITY);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const started = performance.now();
  const {
    result: answer,
    loopP99,
    peakRss: rss,
  } = await server.watch(() =>
    post(
      `${base}/api/export/`,
      JSON.stringify({
        resource: 'agencyEmployees',
        variables: {
          verifiedByAgency: true,
          isFired: false,
          role_In: ['COORDINATOR', 'CONSULTANT', 'AGENCY_MANAGER'],
          orderBy: 'lastName',
        },
      }),
      { authorization: `JWT ${token}` },
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  exporting = false;
  await sampler;
  let lines = 0;
  for (let i = answer.text.indexOf('\n'); i !== -1; i = answer.text.indexOf('\n', i + 1)) lines += 1;
  const rows = lines - 1;
  health.sort((a, b) => a - b);
  const healthP99 = health[Math.min(health.length - 1, Math.floor(health.length * 0.99))];
  console.log(
    `employee export (HR, approved)                        ${rows} rows in ${seconds.toFixed(1)} s, ${(rows / seconds).toFixed(0)} rows/s, server peak RSS ${(rss / 2 ** 20).toFixed(0)} MiB, server event loop p99 ${loopP99.toFixed(1)} ms, health p99 ${healthP99.toFixed(1)} ms`,
  );
  target('export holds every row', answer.status === 200 && rows === expected, `${rows} of ${expected}`);
  target('export >= 20,000 rows/s', rows / seconds >= 20_000, `${(rows / seconds).toFixed(0)} rows/s`);
  target(
    'export RSS <= 400 MB',
    rss <= 400 * 2 ** 20,
    `${(rss / 2 ** 20).toFixed(0)} MiB (the server process)`,
  );
  target('event loop p99 <= 50 ms meanwhile', loopP99 <= 50, `${loopP99.toFixed(1)} ms`);
  target(
    'other requests answered meanwhile',
    Number.isFinite(healthP99),
    `health p99 ${healthP99.toFixed(1)} ms`,
  );
};
