/**
 * Issue 24 point 1 on the production-volume database (`npm run bench:data`): the live map's query
 * for the consultants in one city's box (p99 <= 50 ms at 20 connections), and how long a ping
 * takes to reach an open map (<= 5 s): an open map asks again every MAP_REFRESH_MS; the ping is
 * stored as the field API stores it (session_positions, whose trigger moves map_people).
 *   BENCH_ONLY=map node --import tsx bench/volume.ts
 */
import pg from 'pg';
import { MAP_REFRESH_MS } from '../domain/liveMap';
import { DEMO_PASSWORD } from '../server/db/seed';
import { BENCH_COORDINATOR } from './data/sessions';
import { graphqlOk, post } from './http';
import { header, measure, target } from './measure';
import { startBenchServer } from './server';

const MAP = `query Map($tl: Float, $tlg: Float, $br: Float, $brg: Float, $person: ID) {
  getUsersWithFiltersInArea(topLeftLatitude: $tl, topLeftLongitude: $tlg, bottomRightLatitude: $br,
    bottomRightLongitude: $brg, isFired: false, withMarkers: true, person: $person) {
    totalCount onlineCount
    edges { cursor node { id firstName lastName photo latitude longitude online
      session { id status since spot { id title address } activity { id title } } } }
    pageInfo { hasNextPage endCursor }
    markers { latitude longitude count person { id latitude longitude session { status } } } } }`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const benchMap = async (url: string) => {
  const server = await startBenchServer(url);
  const { base } = server;
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const one = async (text: string, values: unknown[] = []) => (await pool.query(text, values)).rows[0];
  const login = async (email: string) => {
    const res = await post(`${base}/api/token/`, JSON.stringify({ email, password: DEMO_PASSWORD }));
    if (res.status !== 200) throw new Error(`${email} cannot sign in: run \`npm run bench:data\``);
    return (JSON.parse(res.text) as { token: string }).token;
  };
  const ask = (token: string, variables: object) =>
    post(`${base}/api/graphql/`, JSON.stringify({ query: MAP, variables }), {
      authorization: `JWT ${token}`,
    });
  // The city with the most consultants on the map, and its box.
  const city = await one(
    `select m.city_id, count(*)::int as people, min(m.latitude) as south, max(m.latitude) as north,
       min(m.longitude) as west, max(m.longitude) as east
     from map_people m join users u on u.id = m.consultant_id
     where u.role = 'CONSULTANT' and not u.is_fired and m.latitude is not null
     group by m.city_id order by count(*) desc limit 1`,
  );
  if (!city) {
    console.log('\n(skipping the map figures: map_people is empty; run `npm run bench:data`)');
    await pool.end();
    await server.close();
    return;
  }
  const box = {
    tl: city.north + 0.001,
    tlg: city.west - 0.001,
    br: city.south - 0.001,
    brg: city.east + 0.001,
  };
  header(`The live map: ${city.people} consultants with a place in the busiest city's box`);
  const hq = await login('hq@demo.kz');
  const first = JSON.parse((await ask(hq, box)).text).data.getUsersWithFiltersInArea;
  console.log(
    `  HQ's view of the box: ${first.totalCount} in view, ${first.onlineCount} online, ${first.markers.length} markers`,
  );
  const hqFigures = await measure('map, HQ, the city box', async () => graphqlOk(await ask(hq, box)), {
    server: server.pid,
  });
  target(
    'map query, HQ, city box, p99 <= 50 ms',
    hqFigures.p99 <= 50 && hqFigures.failed === 0,
    `${hqFigures.p99.toFixed(1)} ms`,
  );
  const coordinatorId = await one('select id from users where email = $1', [BENCH_COORDINATOR]);
  if (coordinatorId) {
    const coordinator = await login(BENCH_COORDINATOR);
    const f = await measure(
      'map, coordinator, the city box',
      async () => graphqlOk(await ask(coordinator, box)),
      {
        server: server.pid,
      },
    );
    target(
      'map query, coordinator, city box, p99 <= 50 ms',
      f.p99 <= 50 && f.failed === 0,
      `${f.p99.toFixed(1)} ms`,
    );
  }

  // A ping's way to an open map: a running session's consultant moves; an open map zoomed on the
  // new place (asking every MAP_REFRESH_MS, from a random moment) sees them there.
  const running = await one(
    `select m.consultant_id as id, m.active_session_id as session, m.latitude, m.longitude
     from map_people m where m.active_start is not null and m.active_stop is null and m.latitude is not null
     order by m.consultant_id limit 1`,
  );
  if (!running) {
    console.log('  (no running session: the live delay is not measured)');
  } else {
    const delays: number[] = [];
    for (let i = 1; i <= 5; i += 1) {
      const lat = running.latitude + i * 0.01;
      const lng = running.longitude + i * 0.01;
      const view = { tl: lat + 0.002, tlg: lng - 0.002, br: lat - 0.002, brg: lng + 0.002 };
      const pinged = Date.now();
      await pool.query(
        `insert into session_positions (session_id, client_id, latitude, longitude, accuracy, recorded_at)
         values ($1, $2, $3, $4, 10, now())`,
        [running.session, `bench-map-${Date.now()}-${i}`, lat, lng],
      );
      // The open map's next ask comes at any moment of its period.
      await sleep(Math.random() * MAP_REFRESH_MS);
      for (;;) {
        const answer = JSON.parse((await ask(hq, view)).text).data.getUsersWithFiltersInArea;
        if (
          answer.markers.some((m: { person: { id: string } | null }) => m.person?.id === String(running.id))
        )
          break;
        if (Date.now() - pinged > 30_000) break;
        await sleep(MAP_REFRESH_MS);
      }
      delays.push(Date.now() - pinged);
    }
    const worst = Math.max(...delays);
    console.log(`  a ping to an open map: ${delays.map((d) => `${(d / 1000).toFixed(2)} s`).join(', ')}`);
    target(
      'a live update reaches an open map <= 5 s',
      worst <= 5000,
      `${(worst / 1000).toFixed(2)} s at worst`,
    );
  }
  await pool.end();
  await server.close();
};
