/**
 * Issue 14's code-list figure: with 1,000,000 data-matrix codes (made with generate_series in the
 * bench database), the dmCodes list page 10,000 deep against page 1, side by side, as the browser
 * asks for them (pages without a count; the count apart, once per filter). Target: within 2×.
 *   node --import tsx bench/dmCodes.ts    (alone, on a fresh embedded cluster with the demo data)
 */
import pg from 'pg';
import { DEMO_PASSWORD } from '../server/db/seed';
import { exitOnMissedTargets, startDemoDatabase } from './demoDatabase';
import { graphqlOk, post } from './http';
import { header, measure, target } from './measure';
import { startBenchServer } from './server';

const CODES = 1_000_000;
const PER_PAGE = 10;
const DEEP_PAGE = 10_000;

const FIELDS = `id number active arrivalDate sku usedOrderId usedDate programHistory programs { programId } skuCategory { id name }`;
const page = (after: string | null, filter = '') =>
  `{ dmCodes(first: ${PER_PAGE}${after ? `, after: "${after}"` : ''}${filter}) { edges { cursor node { ${FIELDS} } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }`;

/** The cursor the server issues for a row of the list (newest first: sort '-id', no key). */
const cursorOf = (id: number) => Buffer.from(JSON.stringify(['-id', null, id])).toString('base64url');

/** Fills dm_codes up to a million codes, shaped like the uploads make them, in one statement. */
const generate = async (pool: pg.Pool) => {
  const started = performance.now();
  const [{ n }] = (await pool.query('select count(*)::int as n from dm_codes')).rows;
  await pool.query(
    `insert into dm_codes (number, active, arrival_date, sku, sku_category_id, used_order_id, used_date, program_ids)
     select '01' || lpad((4670011030000 + g % 20)::text, 14, '0') || '21' || lpad(g::text, 7, '0') || substr(md5(g::text), 1, 6),
       g % 10 <> 0, date '2025-01-01' + (g % 365), (4670011030000 + g % 20)::text,
       (select id from sku_categories order by id limit 1),
       case when g % 4 = 0 then 'ORD-' || g end, case when g % 4 = 0 then now() - make_interval(mins => g % 50000) end,
       '{}'::integer[]
     from generate_series(1, $1::int) g`,
    [CODES - n],
  );
  // Settled as a day-old table is: autovacuum and the checkpoint after a million rows would
  // otherwise run during the first measurement and make page 1 look slower than it is.
  await pool.query('vacuum (analyze) dm_codes');
  await pool.query('checkpoint');
  console.log(
    `dm_codes: ${CODES.toLocaleString('en')} codes made in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
};

export const benchDmCodes = async (url: string) => {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  pool.on('error', () => {}); // the cluster stopping ends idle connections; nothing to do then
  await generate(pool);
  const server = await startBenchServer(url);
  const { base } = server;
  // Each phase its own HQ user: GraphQL allows 12,000 calls a minute a user, and this entry makes more.
  await pool.query(
    `insert into users (email, password_hash, role, first_name, last_name, verified_by_agency)
     select 'bench.dm' || g || '@demo.kz', password_hash, 'HQ', 'Bench', 'HQ', true
     from users, generate_series(1, 3) g where email = 'hq@demo.kz' on conflict do nothing`,
  );
  const tokenOf = async (email: string) =>
    (
      JSON.parse(
        (await post(`${base}/api/token/`, JSON.stringify({ email, password: DEMO_PASSWORD }))).text,
      ) as {
        token: string;
      }
    ).token;
  const tokens = [
    await tokenOf('bench.dm1@demo.kz'),
    await tokenOf('bench.dm2@demo.kz'),
    await tokenOf('bench.dm3@demo.kz'),
  ];
  let failure: string | null = null;
  const gql =
    (document: string, token = tokens[1]) =>
    async () => {
      const answer = await post(`${base}/api/graphql/`, JSON.stringify({ query: document }), {
        authorization: `JWT ${token}`,
      });
      const ok = graphqlOk(answer);
      if (!ok) failure ??= `${answer.status} ${answer.text.slice(0, 200)}`;
      return ok;
    };

  // The row just before page 10,000: its cursor is the one the browser holds after walking there.
  const offset = (DEEP_PAGE - 1) * PER_PAGE - 1;
  const [{ id: deepId }] = (
    await pool.query('select id from dm_codes order by id desc offset $1 limit 1', [offset])
  ).rows;
  const deepCursor = cursorOf(Number(deepId));
  const check = JSON.parse(
    (
      await post(`${base}/api/graphql/`, JSON.stringify({ query: page(deepCursor) }), {
        authorization: `JWT ${tokens[0]}`,
      })
    ).text,
  );
  const expectedFirst = (
    await pool.query('select id from dm_codes order by id desc offset $1 limit 1', [offset + 1])
  ).rows[0].id;

  header('Data-matrix codes (1,000,000)');
  // The freshly forked server's first thousands of calls compile and optimise its code (whichever
  // of the two ran first measured up to 2x slower, page 1 or the deep page alike): both warm first.
  await measure('warm-up, page 1', gql(page(null), tokens[0]), { quiet: true });
  await measure('warm-up, deep page', gql(page(deepCursor), tokens[0]), { quiet: true });
  const p1 = await measure('dmCodes page 1 (10)', gql(page(null)));
  const pDeep = await measure(`dmCodes page ${DEEP_PAGE.toLocaleString('en')} (10)`, gql(page(deepCursor)));
  await measure(
    '  its count apart, unfiltered (planner estimate)',
    gql('{ dmCodes(first: 0) { totalCount totalCountKind } }', tokens[2]),
  );
  const prefix = await measure(
    'dmCodes code prefix search, page 1',
    gql(page(null, ', number_Startswith: "010467001103000521000"'), tokens[2]),
  );
  target(
    'page 10,000 is the 10,000th page',
    check.data?.dmCodes?.edges?.[0]?.node?.id === String(expectedFirst),
    `first id ${check.data?.dmCodes?.edges?.[0]?.node?.id} (expected ${expectedFirst})`,
  );
  target(
    'dmCodes page 10,000 within 2x of page 1',
    pDeep.mean <= 2 * p1.mean && pDeep.failed === 0 && p1.failed === 0,
    `${(pDeep.mean / p1.mean).toFixed(2)}x (mean ${p1.mean.toFixed(1)} ms vs ${pDeep.mean.toFixed(1)} ms)`,
  );
  target('prefix search answers', prefix.failed === 0, `p99 ${prefix.p99.toFixed(1)} ms`);
  if (failure) console.log(`  first failed answer: ${failure}`);
  await server.close();
  await pool.end();
};

// Run alone: a fresh embedded cluster with the demo data, then the figure.
if (import.meta.url === `file://${process.argv[1]}`) {
  const demo = await startDemoDatabase({ historyDays: 3 });
  await demo.pool.end();
  await benchDmCodes(demo.url);
  await demo.stop();
  exitOnMissedTargets();
}
