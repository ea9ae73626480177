import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { sessions } from '../../db/schema';
import { type CitySupervisorRow, citySupervisors, supervisesCitySql } from '../profiles/citySupervisors';
import { sessionPage } from '../sessions/list';
import { hasScopedSessionAtSpotSql } from '../sessions/spotScope';
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
export type SpotResponsibleRow = CitySupervisorRow;

/**
 * Which spots a viewer may open: HQ every spot; the other session roles a spot where a live
 * session of their scope is (or was) planned, and a coordinator also the spots of the cities they
 * supervise (they are responsible for them) and their own trade points (spots.coordinator_id, the
 * /trade-points list links each to its page). A condition on the spot row `sp`.
 */
const spotScope = (viewer: Viewer): SQL => {
  if (viewer.role === 'HQ') return sql`true`;
  const bySession = hasScopedSessionAtSpotSql(viewer, sql`sp.id`);
  if (viewer.role !== 'COORDINATOR') return bySession;
  return sql`(${bySession} or sp.coordinator_id = ${viewer.id} or ${supervisesCitySql(viewer.id, sql`sp.city_id`)})`;
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
export const spotResponsibles = async (db: Db, cityId: number | null): Promise<SpotResponsibleRow[]> =>
  cityId == null ? [] : citySupervisors(db, cityId);

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
