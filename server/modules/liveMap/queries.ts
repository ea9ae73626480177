import { type SQL, sql } from 'drizzle-orm';
import { MAP_GRID, MAP_MAX_MARKERS, type MapWindow } from '../../../domain/liveMap';
import type { Db } from '../../db';
import { runNamedSql } from '../../db/shaped';
import { consultantScope } from '../sessions/scope';
import type { Viewer } from '../users/queries';

/** The map's view and filters (part 1 §7 getUsersWithFiltersInArea), already checked. */
export interface MapFilter {
  /** The box: south..north, west..east (west > east: the box crosses the antimeridian). */
  box: { south: number; north: number; west: number; east: number } | null;
  window: MapWindow;
  owner: number | null;
  agency: number | null;
  region: number | null;
  city: number | null;
  isFired: boolean;
  /** lastActiveSession_Isended: true ended, false running, null either. */
  ended: boolean | null;
  /** The session time window: the shown session's start (planned start for a planned one). */
  from: Date | null;
  to: Date | null;
  /** One person only (the popup's session). */
  person?: number | null;
}

export interface MapPersonRow {
  id: number;
  firstName: string;
  lastName: string;
  photo: string | null;
  latitude: number;
  longitude: number;
  locatedAt: string | null;
  /** The last active session has no stop time (the online rule's first half, domain/liveMap.ts). */
  running: boolean;
  activeStart: string | null;
  activeStop: string | null;
  sessionId: number;
  status: string;
  since: string | null;
  spot: { id: number; title: string; address: string | null } | null;
  activity: { id: number; title: string } | null;
}

export interface MapMarkerRow {
  latitude: number;
  longitude: number;
  count: number;
  personId: number | null;
}

export interface MapAnswer {
  total: number;
  running: number;
  page: MapPersonRow[];
  markers: MapMarkerRow[];
  /** The people of the single-person markers. */
  people: MapPersonRow[];
}

/**
 * Which of a person's two sessions the filter shows (part 1 §4, domain/liveMap.ts mapWindow):
 * 'A' the last active one (running, or ended), 'N' the next planned one, or null (not shown).
 */
const shownKind = (w: MapWindow): SQL => {
  const parts: SQL[] = [];
  if (w.started) parts.push(sql`when m.active_start is not null and m.active_stop is null then 'A'`);
  if (w.plannedUntil)
    parts.push(sql`when m.next_planned_start <= ${w.plannedUntil.toISOString()}::timestamptz then 'N'`);
  if (w.completed) parts.push(sql`when m.active_stop is not null then 'A'`);
  if (!parts.length) return sql`null::text`;
  return sql`case ${sql.join(parts, sql` `)} end`;
};

/** When the shown session started (its planned start, for a planned one). */
const since = sql`(case x.kind when 'A' then m.active_start else m.next_planned_start end)`;

/**
 * The people in view, in the viewer's scope (part 1 §6, in SQL: naming another owner never widens
 * it): their id, place and whether their session runs, all that the count, the grid and the
 * markers need. Their session's fields are read for the rows shown only (personRows): worked out
 * and kept for all 2,506 people of a city's box, they were half of the statement's 12 ms
 * (production volume, bench/map.ts).
 */
const peopleQuery = (viewer: Viewer, f: MapFilter): SQL => {
  // The person's own fields come with map_people (copied from users by triggers): no join per person.
  const where: SQL[] = [
    sql`m.is_consultant`,
    sql`m.is_fired = ${f.isFired}`,
    consultantScope(viewer, undefined, 'm'),
    sql`m.latitude is not null`,
  ];
  if (f.box) {
    where.push(sql`m.latitude between ${f.box.south} and ${f.box.north}`);
    where.push(
      f.box.west <= f.box.east
        ? sql`m.longitude between ${f.box.west} and ${f.box.east}`
        : sql`(m.longitude >= ${f.box.west} or m.longitude <= ${f.box.east})`,
    );
  }
  if (f.owner !== null) where.push(sql`m.manager_id = ${f.owner}`);
  if (f.agency !== null) where.push(sql`m.agency_id = ${f.agency}`);
  if (f.region !== null) where.push(sql`m.region_id = ${f.region}`);
  if (f.city !== null) where.push(sql`m.city_id = ${f.city}`);
  if (f.person != null) where.push(sql`m.consultant_id = ${f.person}`);
  if (f.ended === true) where.push(sql`m.active_stop is not null`);
  if (f.ended === false) where.push(sql`m.active_start is not null and m.active_stop is null`);
  const shown: SQL[] = [sql`x.kind is not null`];
  if (f.from) shown.push(sql`${since} >= ${f.from.toISOString()}::timestamptz`);
  if (f.to) shown.push(sql`${since} <= ${f.to.toISOString()}::timestamptz`);
  return sql`
    select m.consultant_id as id, m.latitude, m.longitude,
      (m.active_start is not null and m.active_stop is null) as running
    from map_people m
    cross join lateral (select ${shownKind(f.window)} as kind) x
    where ${sql.join(where, sql` and `)} and ${sql.join(shown, sql` and `)}`;
};

/** The people `ids` (a subquery of ids among the people in view) with their shown session's fields. */
const personRows = (f: MapFilter, ids: SQL): SQL => sql`
  select m.consultant_id as id, m.latitude, m.longitude, m.located_at,
    (m.active_start is not null and m.active_stop is null) as running,
    m.active_start, m.active_stop, x.kind,
    case x.kind when 'A' then m.active_session_id else m.next_session_id end as session_id,
    case x.kind when 'A' then m.active_status else 'PLANNED' end as status,
    ${since} as since,
    case x.kind when 'A' then m.active_spot_id else m.next_spot_id end as spot_id,
    case x.kind when 'A' then m.active_activity_id else m.next_activity_id end as activity_id
  from map_people m
  cross join lateral (select ${shownKind(f.window)} as kind) x
  where m.consultant_id in (${ids})`;

/** A person's fields as JSON, from a row `p` of the people and its user, spot and activity. */
const personJson = sql`json_build_object('id', p.id, 'firstName', u.first_name, 'lastName', u.last_name,
  'photo', u.photo, 'latitude', p.latitude, 'longitude', p.longitude, 'locatedAt', p.located_at,
  'running', p.running, 'activeStart', p.active_start, 'activeStop', p.active_stop,
  'sessionId', p.session_id, 'status', p.status, 'since', p.since,
  'spot', case when sp.id is null then null else json_build_object('id', sp.id, 'title', sp.title, 'address', sp.address) end,
  'activity', case when ac.id is null then null else json_build_object('id', ac.id, 'title', ac.title) end)`;
const personJoins = sql`join users u on u.id = p.id left join spots sp on sp.id = p.spot_id
  left join activities ac on ac.id = p.activity_id`;

/**
 * One answer for an open map, in one statement: how many are in view (and how many online), one
 * page of them by id (after `after`, `first` of them), and the markers: every person when at most
 * MAP_MAX_MARKERS are in view, else a MAP_GRID x MAP_GRID grid of the box (a cell's count and
 * mean place; a cell of one is that person's marker).
 */
export const mapPeopleSql = (
  viewer: Viewer,
  f: MapFilter,
  page: { first: number; after: number },
  withMarkers: boolean,
): SQL => {
  const box = f.box ?? { south: -90, north: 90, west: -180, east: 180 };
  const width = box.west <= box.east ? box.east - box.west : box.east + 360 - box.west;
  const cellLat = Math.max((box.north - box.south) / MAP_GRID, 1e-9);
  const cellLng = Math.max(width / MAP_GRID, 1e-9);
  return sql`
    with people as materialized (${peopleQuery(viewer, f)}),
    counted as (select count(*)::int as total, (count(*) filter (where running))::int as running from people),
    grid as (
      select floor((latitude - ${box.south}) / ${cellLat})::int as cy,
        floor((case when longitude < ${box.west} then longitude + 360 else longitude end - ${box.west}) / ${cellLng})::int as cx,
        count(*)::int as count, avg(latitude) as latitude, avg(longitude) as longitude, min(id) as person_id
      from people group by 1, 2
    ),
    single as (${personRows(
      f,
      sql`select p.id from people p
        where ${withMarkers} and (
          (select total from counted) <= ${MAP_MAX_MARKERS}
          or p.id in (select person_id from grid where count = 1))`,
    )})
    select json_build_object(
      'total', (select total from counted),
      'running', (select running from counted),
      'page', coalesce((select json_agg(e.person order by e.id) from (
          select p.id, ${personJson} as person
          from (${personRows(f, sql`select id from people where id > ${page.after} order by id limit ${page.first}`)}) p
          ${personJoins}) e),
        '[]'::json),
      'people', coalesce((select json_agg(${personJson}) from single p ${personJoins}), '[]'::json),
      'markers', case when not ${withMarkers} then '[]'::json
        when (select total from counted) <= ${MAP_MAX_MARKERS} then coalesce((select json_agg(json_build_object(
          'latitude', p.latitude, 'longitude', p.longitude, 'count', 1, 'personId', p.id)) from people p), '[]'::json)
        else coalesce((select json_agg(json_build_object('latitude', g.latitude, 'longitude', g.longitude,
          'count', g.count, 'personId', case when g.count = 1 then g.person_id end)) from grid g), '[]'::json)
        end) as answer`;
};

export const mapPeople = async (
  db: Db,
  viewer: Viewer,
  f: MapFilter,
  page: { first: number; after: number },
  withMarkers: boolean,
): Promise<MapAnswer> => {
  const rows = await runNamedSql<{ answer: MapAnswer }>(db, mapPeopleSql(viewer, f, page, withMarkers));
  return rows[0].answer;
};

/** The contacts of one session so far (the marker's popup). */
export const contactCount = async (db: Db, sessionId: number) => {
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from contact_events where session_id = ${sessionId}`,
  );
  return rows[0]?.n ?? 0;
};
