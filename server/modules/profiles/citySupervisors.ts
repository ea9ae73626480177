import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db';

/** A supervisor of a city (supervisor_cities) with the CR manager assigned to them (spot_responsibles). */
export interface CitySupervisorRow {
  id: number;
  role: string;
  firstName: string;
  lastName: string;
  photo: string | null;
  crManagerId: number | null;
  crManagerName: string | null;
}

/** The supervisors of a city who are not fired, each with their CR manager, by name. */
export const citySupervisors = async (db: Db, cityId: number): Promise<CitySupervisorRow[]> => {
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

/** Whether a user supervises a city, as a SQL condition (`cityId` may be a column). */
export const supervisesCitySql = (userId: number, cityId: SQL) =>
  sql`exists (select 1 from supervisor_cities sc where sc.user_id = ${userId} and sc.city_id = ${cityId})`;
