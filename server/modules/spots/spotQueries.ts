import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { sessions } from '../../db/schema';
import { sessionPage } from '../sessions/list';
import { consultantScope } from '../sessions/scope';
import type { Viewer } from '../users/queries';

/** A trade point as its page shows it (part 1 §2 spot/{spotId}). */
export interface SpotRow {
  id: number;
  title: string;
  legalName: string | null;
  address: string | null;
  customerNumber: string | null;
  latitude: number | null;
  longitude: number | null;
  isActive: boolean;
  cityId: number | null;
  cityTitle: string | null;
  regionId: number | null;
  regionTitle: string | null;
}

/** A person responsible for a spot: a supervisor of its city and their CR manager (spot responsible). */
export interface SpotResponsibleRow {
  id: number;
  role: string;
  firstName: string;
  lastName: string;
  photo: string | null;
  crManagerId: number | null;
  crManagerName: string | null;
}

/**
 * Which spots a viewer may open: HQ every spot; the other session roles a spot where a live
 * session of their scope is (or was) planned, and a coordinator also the spots of the cities they
 * supervise (they are responsible for them). A condition on the spot row `sp`.
 */
const spotScope = (viewer: Viewer): SQL => {
  if (viewer.role === 'HQ') return sql`true`;
  const bySession = sql`exists (select 1 from sessions s join users u on u.id = s.consultant_id
    where s.spot_id = sp.id and s.status <> 'DELETED' and ${consultantScope(viewer)})`;
  if (viewer.role !== 'COORDINATOR') return bySession;
  return sql`(${bySession} or exists (select 1 from supervisor_cities sc
    where sc.user_id = ${viewer.id} and sc.city_id = sp.city_id))`;
};

/** One spot the viewer may open; null when it is missing or not theirs (the same answer). */
export const findScopedSpot = async (db: Db, viewer: Viewer, id: number): Promise<SpotRow | null> => {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select sp.id, sp.title, sp.legal_name, sp.address, sp.customer_number, sp.latitude, sp.longitude,
      sp.is_active, c.id as city_id, c.title as city_title, r.id as region_id, r.title as region_title
    from spots sp
    left join cities c on c.id = sp.city_id
    left join regions r on r.id = c.region_id
    where sp.id = ${id} and ${spotScope(viewer)}`);
  const r = rows[0];
  if (!r) return null;
  const num = (v: unknown) => (v == null ? null : Number(v));
  return {
    id: Number(r.id),
    title: String(r.title),
    legalName: (r.legal_name as string | null) ?? null,
    address: (r.address as string | null) ?? null,
    customerNumber: (r.customer_number as string | null) ?? null,
    latitude: num(r.latitude),
    longitude: num(r.longitude),
    isActive: Boolean(r.is_active),
    cityId: num(r.city_id),
    cityTitle: (r.city_title as string | null) ?? null,
    regionId: num(r.region_id),
    regionTitle: (r.region_title as string | null) ?? null,
  };
};

/** The supervisors of the spot's city (not fired), each with their CR manager, by name. */
export const spotResponsibles = async (db: Db, cityId: number | null): Promise<SpotResponsibleRow[]> => {
  if (cityId == null) return [];
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select u.id, u.role, u.first_name, u.last_name, u.photo, cm.id as cr_id, cm.name as cr_name
    from supervisor_cities sc
    join users u on u.id = sc.user_id and not u.is_fired
    left join spot_responsibles sr on sr.user_id = u.id
    left join cr_managers cm on cm.id = sr.cr_manager_id
    where sc.city_id = ${cityId}
    order by u.last_name, u.first_name, u.id`);
  return rows.map((r) => ({
    id: Number(r.id),
    role: String(r.role),
    firstName: String(r.first_name ?? ''),
    lastName: String(r.last_name ?? ''),
    photo: (r.photo as string | null) ?? null,
    crManagerId: r.cr_id == null ? null : Number(r.cr_id),
    crManagerName: (r.cr_name as string | null) ?? null,
  }));
};

/** How many sessions each list of the spot page shows. */
export const SPOT_SESSIONS = 20;

const spotFilter = (spot: number) => ({
  statusIn: null,
  from: null,
  to: null,
  consultant: null,
  manager: null,
  activity: null,
  spot,
  city: null,
  region: null,
});

/**
 * The spot's sessions in the viewer's scope, never DELETED: `recent` the last 20 whose planned
 * start has passed (newest first), `planned` the next 20 (soonest first).
 */
export const spotSessions = (
  db: Db,
  viewer: Viewer,
  spot: number,
  which: 'recent' | 'planned',
  now = new Date(),
) =>
  sessionPage(
    db,
    viewer,
    spotFilter(spot),
  )({
    where:
      which === 'recent'
        ? sql`${sessions.plannedStartTime} < ${now}`
        : sql`${sessions.plannedStartTime} >= ${now}`,
    orderBy:
      which === 'recent'
        ? [sql`${sessions.plannedStartTime} desc`, sql`${sessions.id} desc`]
        : [sql`${sessions.plannedStartTime} asc`, sql`${sessions.id} asc`],
    limit: SPOT_SESSIONS,
    keyText: sql<null>`null`,
  });
