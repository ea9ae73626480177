/**
 * Issue 23 point 10 on the production-volume database (`npm run bench:data`): every big list's
 * search answers alike whatever it matches. Each list is searched for a common word, a rare one
 * (taken from the data: one person's whole name) and a word nothing holds («zzqx»), side by side
 * at 20 connections, page 1 as the browser asks it, and the count the browser asks once per filter.
 * Before (the issue): HQ's session search cost PostgreSQL 4.5 ms for «Магнум», 160 ms for a rare
 * name and 700 ms for «zzqx», a p50 of 2.5 s and 10 s at 20 connections.
 */
import pg from 'pg';
import { type BrowserRequest, type SCREENS, screenRequests } from './browser';
import { BENCH_AGENCY_MANAGER, BENCH_COORDINATOR } from './data/sessions';
import { graphqlCall, graphqlQuery, signIn } from './http';
import { header, measure, sideBySide, target } from './measure';
import { startBenchServer } from './server';

const NONE = 'zzqx';

export const benchSearch = async (url: string) => {
  const server = await startBenchServer(url);
  const { base } = server;
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const one = async (text: string, values: unknown[] = []) => (await pool.query(text, values)).rows[0];
  const login = (email: string) => signIn(base, email);
  const gql = (token: string, document: string, variables?: object) =>
    graphqlQuery(base, token, document, variables);
  const manager = await one('select id, agency_id from users where email = $1', [BENCH_AGENCY_MANAGER]);
  const coordinator = await one('select id from users where email = $1', [BENCH_COORDINATOR]);
  if (!manager || !coordinator) {
    console.log(`\n(skipping the search figures: no ${BENCH_COORDINATOR}; run \`npm run bench:data\`)`);
    await pool.end();
    await server.close();
    return;
  }
  const tokens = {
    hq: await login('hq@demo.kz'),
    manager: await login(BENCH_AGENCY_MANAGER),
    coordinator: await login(BENCH_COORDINATOR),
    hr: await login('hr@demo.kz'),
  };
  // The rare word: one consultant's whole name, of the coordinator's team (so each scope holds them).
  const person = await one(
    `select u.last_name || ' ' || u.first_name as name from users u
    where u.manager_id = $1 and exists (select 1 from sessions s where s.consultant_id = u.id)
    order by u.id limit 1`,
    [coordinator.id],
  );
  const terms = { common: 'Магнум', rare: person.name as string, none: NONE };
  header(`Searches at production volume: «${terms.common}», «${terms.rare}», «${terms.none}»`);

  // Each screen's first page with its search box filled (`q`), as the data provider sends it.
  const searchSides = async (list: string, token: string, screen: keyof typeof SCREENS, words = terms) => {
    const asked = await Promise.all(
      Object.values(words).map(async (search) => (await screenRequests(screen, { q: search })).page),
    );
    const figures = await sideBySide(
      Object.entries(words).map(([kind, search], i) => ({
        name: `${list}, ${kind} «${search}», page 1`,
        call: graphqlCall(base, token, asked[i] as BrowserRequest),
        server: server.pid,
      })),
    );
    for (const f of figures)
      target(`${f.name} p99 <= 100 ms`, f.p99 <= 100 && f.failed === 0, `${f.p99.toFixed(1)} ms`);
    return figures;
  };

  // The floor under every request: what one that reads nothing costs the server.
  await measure('a request that reads nothing ({ __typename })', gql(tokens.hq, '{ __typename }'), {
    server: server.pid,
  });
  await searchSides('sessions, HQ', tokens.hq, 'sessions');
  await searchSides('sessions, agency manager', tokens.manager, 'sessions');
  await searchSides('sessions, coordinator', tokens.coordinator, 'sessions');
  // The count, asked once per filter (up to 10,000): measured, not a target of this point.
  for (const [kind, search] of Object.entries(terms))
    await measure(
      `  sessions count, HQ, ${kind}`,
      graphqlCall(base, tokens.hq, (await screenRequests('sessions', { q: search })).count),
      { requests: 200 },
    );

  const employee = await one(
    `select last_name as name from users where agency_id = (select agency_id from users where email = 'hr@demo.kz')
     and verified_by_agency and not is_fired order by id desc limit 1`,
  );
  await searchSides('approved employees, HR', tokens.hr, 'approvedEmployees', {
    common: 'ова',
    rare: employee.name,
    none: NONE,
  });
  // The formats' search box looks in the sku (FormatList's q: sku contains).
  const format = await one('select sku from formats where not is_deleted order by id desc limit 1');
  await searchSides('formats, HQ', tokens.hq, 'formats', {
    common: '46',
    rare: format.sku,
    none: NONE,
  });

  await pool.end();
  await server.close();
};
