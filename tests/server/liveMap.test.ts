import { beforeAll, describe, expect, it } from 'vitest';
import { isOnline, MAP_MAX_MARKERS, mapWindow } from '../../domain/liveMap';
import { withServer } from './harness';

// The live map (issue 24 point 1): getUsersWithFiltersInArea's scope per role (forged owner,
// agency, region never widen it), the four status windows of part 1 §4, the online rule, the count
// in view and the markers of a wide view.
const h = withServer();

const BOX = { topLeftLatitude: 11, topLeftLongitude: 9, bottomRightLatitude: 9, bottomRightLongitude: 11 };
const QUERY = `query Map($owner: ID, $agency: ID, $region: ID, $status: [String!], $first: Int, $after: String,
  $ended: Boolean, $withMarkers: Boolean, $tl: Float, $tlg: Float, $br: Float, $brg: Float) {
  getUsersWithFiltersInArea(owner: $owner, agency: $agency, region: $region, status_In: $status, first: $first,
    after: $after, lastActiveSession_Isended: $ended, withMarkers: $withMarkers, isFired: false,
    topLeftLatitude: $tl, topLeftLongitude: $tlg, bottomRightLatitude: $br, bottomRightLongitude: $brg) {
    totalCount onlineCount
    edges { cursor node { id lastName online latitude longitude session { id status spot { title } contactCount } } }
    pageInfo { hasNextPage endCursor }
    markers { latitude longitude count person { id } }
  } }`;

const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};
const one = async (text: string, values: unknown[] = []) => (await h.pool.query(text, values)).rows[0];

/** A consultant of the test, named `name`, with manager, agency and region. */
const consultant = async (name: string, manager: number | null, agency: number, region: number) =>
  Number(
    (
      await one(
        `insert into users (email, password_hash, role, first_name, last_name, manager_id, agency_id, region_id,
          verified_by_agency) values ($1, 'x', 'CONSULTANT', 'Тест', $2, $3, $4, $5, true) returning id`,
        [`${name.toLowerCase()}@map.test`, name, manager, agency, region],
      )
    ).id,
  );

/** A session of `who` at the test's spot, planned `hours` from now, with its state. */
const session = async (
  who: number,
  hours: number,
  status: string,
  started?: { at: number; stop?: number; lat: number; lng: number },
) =>
  Number(
    (
      await one(
        `insert into sessions (consultant_id, spot_id, status, planned_start_time, planned_end_time, start_time,
          stop_time, start_latitude, start_longitude)
        values ($1, $2, $3, now() + $4 * interval '1 hour', now() + ($4 + 4) * interval '1 hour',
          case when $5::float8 is null then null else now() + $5 * interval '1 hour' end,
          case when $6::float8 is null then null else now() + $6 * interval '1 hour' end, $7, $8) returning id`,
        [
          who,
          ids.spot,
          status,
          hours,
          started?.at ?? null,
          started?.stop ?? null,
          started?.lat ?? null,
          started?.lng ?? null,
        ],
      )
    ).id,
  );

const map = async (
  role: string,
  variables: Record<string, unknown> = {},
  field = 'getUsersWithFiltersInArea',
) => {
  const query =
    field === 'getUsersWithFiltersInArea' ? QUERY : QUERY.replace('getUsersWithFiltersInArea(', `${field}(`);
  const res = await h.gql(tokens[role], query, {
    tl: BOX.topLeftLatitude,
    tlg: BOX.topLeftLongitude,
    br: BOX.bottomRightLatitude,
    brg: BOX.bottomRightLongitude,
    ...variables,
  });
  expect(res.errors).toBeUndefined();
  return res.data[field];
};
const names = (answer: { edges: { node: { lastName: string } }[] }) =>
  answer.edges.map((e) => e.node.lastName).sort();

beforeAll(async () => {
  for (const role of ['HQ', 'MANAGER_BU', 'AGENCY_MANAGER', 'COORDINATOR', 'AGENCY_HR', 'CONSULTANT'])
    tokens[role] = await h.login(role as never);
  const coordinator = await one(`select id, agency_id from users where email = 'coordinator@demo.kz'`);
  const manager = await one(`select agency_id from users where email = 'agency@demo.kz'`);
  const bu = await one(`select region_id from users where email = 'bu@demo.kz'`);
  expect(manager.agency_id).not.toBeNull();
  expect(bu.region_id).not.toBeNull();
  ids.coordinator = coordinator.id;
  ids.agency = manager.agency_id;
  ids.region = bu.region_id;
  ids.otherAgency = Number(
    (await one(`insert into agencies (title, registration_hash) values ('Карта', 'map-test') returning id`))
      .id,
  );
  ids.otherRegion = Number((await one(`insert into regions (title) values ('Другой') returning id`)).id);
  ids.otherCoordinator = Number(
    (
      await one(
        `insert into users (email, password_hash, role, first_name, last_name, agency_id, region_id)
         values ('coord2@map.test', 'x', 'COORDINATOR', 'Тест', 'Другой', $1, $2) returning id`,
        [ids.otherAgency, ids.otherRegion],
      )
    ).id,
  );
  ids.spot = Number(
    (await one(`insert into spots (title, latitude, longitude) values ('Точка карты', 10, 10) returning id`))
      .id,
  );
  // Team: the coordinator's, in the agency manager's agency and the BU manager's region.
  ids.running = await consultant('Идущий', ids.coordinator, ids.agency, ids.region);
  await session(ids.running, -1, 'STARTED', { at: -1, lat: 10.1, lng: 10.1 });
  ids.soon = await consultant('Скорый', ids.coordinator, ids.agency, ids.region);
  await session(ids.soon, 1, 'PLANNED');
  ids.far = await consultant('Дальний', ids.coordinator, ids.agency, ids.region);
  await session(ids.far, 300 * 24, 'PLANNED');
  ids.tooFar = await consultant('Запредельный', ids.coordinator, ids.agency, ids.region);
  await session(ids.tooFar, 370 * 24, 'PLANNED');
  ids.later = await consultant('Послезавтрашний', ids.coordinator, ids.agency, ids.region);
  await session(ids.later, 72, 'PLANNED');
  // Another agency in the same region (the BU manager's, not the agency manager's).
  ids.done = await consultant('Закончивший', null, ids.otherAgency, ids.region);
  await session(ids.done, -6, 'COMPLETED', { at: -6, stop: -2, lat: 9.9, lng: 9.9 });
  // Another region, another coordinator: HQ's only.
  ids.elsewhere = await consultant('Чужой', ids.otherCoordinator, ids.otherAgency, ids.otherRegion);
  await session(ids.elsewhere, -1, 'STARTED', { at: -1, lat: 10.2, lng: 10.2 });
  ids.fired = await consultant('Уволенный', ids.coordinator, ids.agency, ids.region);
  await session(ids.fired, -1, 'STARTED', { at: -1, lat: 10.1, lng: 10.1 });
  await h.pool.query('update users set is_fired = true where id = $1', [ids.fired]);
});

describe('map scope (part 1 §6), enforced by the server', () => {
  it('shows a coordinator their team, an agency manager their agency, MANAGER_BU their region, HQ everyone', async () => {
    expect(names(await map('COORDINATOR'))).toEqual(['Идущий', 'Скорый']);
    expect(names(await map('AGENCY_MANAGER'))).toEqual(['Идущий', 'Скорый']);
    expect(names(await map('MANAGER_BU'))).toEqual(['Закончивший', 'Идущий', 'Скорый']);
    expect(names(await map('HQ'))).toEqual(['Закончивший', 'Идущий', 'Скорый', 'Чужой']);
    expect(names(await map('MANAGER_BU', {}, 'getUsersWithFiltersInAreaBu'))).toEqual([
      'Закончивший',
      'Идущий',
      'Скорый',
    ]);
    // HQ narrows by owner, agency, region.
    expect(names(await map('HQ', { owner: ids.otherCoordinator }))).toEqual(['Чужой']);
    expect(names(await map('HQ', { region: ids.otherRegion }))).toEqual(['Чужой']);
    expect(names(await map('HQ', { agency: ids.otherAgency }))).toEqual(['Закончивший', 'Чужой']);
  });

  it('never widens the scope for a forged owner, agency or region', async () => {
    expect((await map('COORDINATOR', { owner: ids.otherCoordinator })).totalCount).toBe(0);
    expect((await map('AGENCY_MANAGER', { agency: ids.otherAgency })).totalCount).toBe(0);
    expect((await map('MANAGER_BU', { region: ids.otherRegion })).totalCount).toBe(0);
    expect(
      (await map('MANAGER_BU', { region: ids.otherRegion }, 'getUsersWithFiltersInAreaBu')).totalCount,
    ).toBe(0);
    for (const role of ['AGENCY_HR', 'CONSULTANT']) {
      const res = await h.gql(tokens[role], QUERY, {});
      expect(res.errors?.[0].extensions.code).toBe('FORBIDDEN');
    }
  });
});

describe('a person who changes team, agency or region', () => {
  it('moves to the new scope on the next read (map_people follows users)', async () => {
    const moved = await consultant('Переведённый', ids.coordinator, ids.agency, ids.region);
    await session(moved, -1, 'STARTED', { at: -1, lat: 10.15, lng: 10.15 });
    expect(names(await map('COORDINATOR'))).toContain('Переведённый');
    await h.pool.query('update users set manager_id = $1, agency_id = $2, region_id = $3 where id = $4', [
      ids.otherCoordinator,
      ids.otherAgency,
      ids.otherRegion,
      moved,
    ]);
    expect(names(await map('COORDINATOR'))).not.toContain('Переведённый');
    expect(names(await map('AGENCY_MANAGER'))).not.toContain('Переведённый');
    expect(names(await map('MANAGER_BU'))).not.toContain('Переведённый');
    expect(names(await map('HQ', { owner: ids.otherCoordinator }))).toContain('Переведённый');
    // Back where they were (the other tests count the team).
    await h.pool.query('update users set is_fired = true where id = $1', [moved]);
    expect(names(await map('HQ'))).not.toContain('Переведённый');
  });
});

describe('the status windows (part 1 §4)', () => {
  it('PLANNED: up to 360 days ahead', async () => {
    expect(names(await map('COORDINATOR', { status: ['PLANNED'] }))).toEqual([
      'Дальний',
      'Послезавтрашний',
      'Скорый',
    ]);
  });
  it('COMPLETED: ended sessions; STARTED: not ended, with no upper bound', async () => {
    expect(names(await map('HQ', { status: ['COMPLETED'] }))).toEqual(['Закончивший']);
    expect(names(await map('HQ', { status: ['STARTED'] }))).toEqual(['Идущий', 'Чужой']);
    // A session started long before its plan and never stopped is still STARTED.
    const early = await consultant('Ранний', ids.coordinator, ids.agency, ids.region);
    await session(early, 500 * 24, 'STARTED', { at: -2, lat: 10, lng: 10 });
    expect(names(await map('COORDINATOR', { status: ['STARTED'] }))).toEqual(['Идущий', 'Ранний']);
    await h.pool.query(`update sessions set status = 'DELETED' where consultant_id = $1`, [early]);
    expect(names(await map('COORDINATOR', { status: ['STARTED'] }))).toEqual(['Идущий']);
  });
  it('the three together: up to the end of the next day', async () => {
    const all = await map('COORDINATOR', { status: ['PLANNED', 'STARTED', 'COMPLETED'] });
    expect(names(all)).toEqual(['Идущий', 'Скорый']);
    expect(names(await map('COORDINATOR'))).toEqual(['Идущий', 'Скорый']);
  });
});

describe('the online rule (part 1 §4)', () => {
  it('online: the last active session has no stop time, and the map filter is not PLANNED', async () => {
    const hq = await map('HQ');
    expect(hq.onlineCount).toBe(2);
    const online = Object.fromEntries(
      hq.edges.map((e: { node: { lastName: string; online: boolean } }) => [e.node.lastName, e.node.online]),
    );
    expect(online).toEqual({ Закончивший: false, Идущий: true, Скорый: false, Чужой: true });
    expect((await map('HQ', { status: ['PLANNED'] })).onlineCount).toBe(0);
    expect(names(await map('HQ', { ended: false }))).toEqual(['Идущий', 'Чужой']);
    expect(names(await map('HQ', { ended: true }))).toEqual(['Закончивший']);
    expect(isOnline({ startTime: 1, stopTime: null })).toBe(true);
    expect(isOnline({ startTime: 1, stopTime: 2 })).toBe(false);
    expect(isOnline(null)).toBe(false);
    expect(isOnline({ startTime: 1, stopTime: null }, ['PLANNED'])).toBe(false);
    expect(isOnline({ startTime: 1, stopTime: null }, ['PLANNED', 'STARTED'])).toBe(true);
    const w = mapWindow(['PLANNED'], new Date(0), new Date(1));
    expect(w.plannedUntil?.getTime()).toBe(360 * 86_400_000);
  });
});

describe('positions and the count in view', () => {
  it('follows the latest ping, and the box holds only who is in it', async () => {
    const [sessionId] = (
      await h.pool.query(`select id from sessions where consultant_id = $1`, [ids.running])
    ).rows.map((r) => r.id);
    await h.pool.query(
      `insert into session_positions (session_id, client_id, latitude, longitude, recorded_at)
       values ($1, 'p1', 10.5, 10.6, now() - interval '1 minute')`,
      [sessionId],
    );
    const moved = (await map('COORDINATOR')).edges.find(
      (e: { node: { lastName: string } }) => e.node.lastName === 'Идущий',
    );
    expect(moved.node).toMatchObject({
      latitude: 10.5,
      longitude: 10.6,
      session: { status: 'STARTED', spot: { title: 'Точка карты' } },
    });
    const small = await map('COORDINATOR', { tl: 10.55, tlg: 10.55, br: 10.45, brg: 10.65 });
    expect(names(small)).toEqual(['Идущий']);
  });

  it('counts everyone in view, pages by 10 and groups a wide view into cells', async () => {
    await h.pool.query(
      `with made as (
         insert into users (email, password_hash, role, first_name, last_name, manager_id, agency_id, region_id)
         select 'crowd' || g || '@map.test', 'x', 'CONSULTANT', 'Тест', 'Толпа' || g, $1, $2, $3
         from generate_series(1, ${MAP_MAX_MARKERS + 50}) g returning id)
       insert into sessions (consultant_id, spot_id, status, planned_start_time, start_time, start_latitude, start_longitude)
       select id, $4, 'STARTED', now() - interval '1 hour', now() - interval '1 hour',
         9.05 + (id % 19) * 0.1, 9.05 + (id % 17) * 0.1 from made`,
      [ids.coordinator, ids.agency, ids.region, ids.spot],
    );
    const wide = await map('COORDINATOR', { withMarkers: true });
    expect(wide.totalCount).toBe(MAP_MAX_MARKERS + 52);
    expect(wide.edges).toHaveLength(10);
    expect(wide.pageInfo.hasNextPage).toBe(true);
    expect(wide.markers.length).toBeLessThanOrEqual(64);
    expect(wide.markers.reduce((n: number, m: { count: number }) => n + m.count, 0)).toBe(wide.totalCount);
    const next = await map('COORDINATOR', { after: wide.pageInfo.endCursor });
    expect(next.edges[0].node.id).not.toBe(wide.edges[0].node.id);
    const forged = await h.gql(tokens.COORDINATOR, QUERY, { after: 'bm9wZQ==' });
    expect(forged.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const tooMany = await h.gql(tokens.COORDINATOR, QUERY, { first: 11 });
    expect(tooMany.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});
