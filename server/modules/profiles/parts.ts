import { aliasedTable, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { russian } from '../../db/collation';
import {
  agencies,
  cities,
  crManagers,
  departments,
  profileDetails,
  regions,
  spotResponsibles,
  supervisorCities,
  userDepartments,
  userEvents,
  users,
} from '../../db/schema';
import {
  lastActiveSessionSql,
  nearestPlannedSessionSql,
  type SessionBrief,
  sessionBriefOf,
} from '../sessions/queries';
import type { Person } from './queries';

/**
 * The one-to-one and small one-to-many parts of a profile, each a JSON subquery over the outer
 * `users` row, so that the profile and every part it shows are read in one statement
 * (issue 9: a coordinator's profile in at most 6 statements).
 */
type Titled = { id: number; title: string };
export type Details = {
  height: number | null;
  weight: number | null;
  closeSize: string | null;
  breastSize: number | null;
  waistSize: number | null;
  thighSize: number | null;
  features: string | null;
};
export type EventRow = {
  id: number;
  kind: string;
  details: Record<string, unknown>;
  createdAt: Date;
  actorId: number | null;
  actorFirstName: string | null;
  actorLastName: string | null;
  actorRole: string | null;
};
export interface ProfileParts {
  details: Details | null;
  city: Titled | null;
  agencyRegion: Titled | null;
  agencyCity: Titled | null;
  manager: Person | null;
  responsible: { id: number; name: string } | null;
  cities: Titled[];
  departments: (Titled & { type: string })[];
  history: EventRow[];
  lastActiveSession: SessionBrief | null;
  nearestPlannedSession: SessionBrief | null;
}
export type PartName = keyof ProfileParts;

/** The history shows the newest 200 events. */
export const HISTORY_LIMIT = 200;

const manager = aliasedTable(users, 'manager');
const actors = aliasedTable(users, 'actors');
const titled = (t: typeof cities | typeof regions) =>
  sql`json_build_object('id', ${t.id}, 'title', ${t.title})`;

const PART_SQL: Record<PartName, SQL> = {
  details: sql`(select json_build_object('height', ${profileDetails.height}, 'weight', ${profileDetails.weight},
      'closeSize', ${profileDetails.closeSize}, 'breastSize', ${profileDetails.breastSize},
      'waistSize', ${profileDetails.waistSize}, 'thighSize', ${profileDetails.thighSize},
      'features', ${profileDetails.features})
    from ${profileDetails} where ${profileDetails.userId} = ${users.id})`,
  city: sql`(select ${titled(cities)} from ${cities} where ${cities.id} = ${users.cityId})`,
  agencyRegion: sql`(select ${titled(regions)} from ${regions} where ${regions.id} = ${agencies.regionId})`,
  agencyCity: sql`(select ${titled(cities)} from ${cities} where ${cities.id} = ${agencies.cityId})`,
  manager: sql`(select json_build_object('id', ${manager.id}, 'role', ${manager.role},
      'firstName', ${manager.firstName}, 'lastName', ${manager.lastName}, 'midName', ${manager.midName},
      'photo', ${manager.photo}, 'phone', ${manager.phone}, 'email', ${manager.email},
      'managerId', ${manager.managerId})
    from ${users} as ${manager} where ${manager.id} = ${users.managerId})`,
  responsible: sql`(select json_build_object('id', ${crManagers.id}, 'name', ${crManagers.name})
    from ${spotResponsibles} join ${crManagers} on ${crManagers.id} = ${spotResponsibles.crManagerId}
    where ${spotResponsibles.userId} = ${users.id})`,
  cities: sql`(select coalesce(json_agg(${titled(cities)} order by ${russian(cities.title)}), '[]')
    from ${supervisorCities} join ${cities} on ${cities.id} = ${supervisorCities.cityId}
    where ${supervisorCities.userId} = ${users.id})`,
  departments: sql`(select coalesce(json_agg(json_build_object('id', ${departments.id},
      'type', ${departments.type}, 'title', ${departments.title})
      order by ${russian(departments.title)}, ${departments.id}), '[]')
    from ${userDepartments} join ${departments} on ${departments.id} = ${userDepartments.departmentId}
    where ${userDepartments.userId} = ${users.id})`,
  history: sql`(select coalesce(json_agg(e.event order by e.at desc, e.id desc), '[]') from (
      select ${userEvents.id} as id, ${userEvents.createdAt} as at, json_build_object('id', ${userEvents.id},
        'kind', ${userEvents.kind}, 'details', ${userEvents.details}, 'createdAt', ${userEvents.createdAt},
        'actorId', ${actors.id}, 'actorFirstName', ${actors.firstName}, 'actorLastName', ${actors.lastName},
        'actorRole', ${actors.role}) as event
      from ${userEvents} left join ${users} as ${actors} on ${actors.id} = ${userEvents.actorId}
      where ${userEvents.userId} = ${users.id}
      order by ${userEvents.createdAt} desc, ${userEvents.id} desc limit ${HISTORY_LIMIT}) e)`,
  lastActiveSession: lastActiveSessionSql(users.id),
  nearestPlannedSession: nearestPlannedSessionSql(users.id),
};
export const ALL_PARTS = Object.keys(PART_SQL) as PartName[];

/** The parts as one JSON object over `users` (left-joined to `agencies` for the agency's places). */
export const partsSql = (names: Iterable<PartName>): SQL => {
  const pairs = [...new Set(names)].map((name) => sql`${name}::text, ${PART_SQL[name]}`);
  return pairs.length ? sql`json_build_object(${sql.join(pairs, sql`, `)})` : sql`null`;
};

/** The JSON read back into typed parts: timestamps arrive as ISO text. */
const parse = (json: Record<string, any>): Partial<ProfileParts> => {
  const parts: Partial<ProfileParts> = { ...json };
  if ('history' in json)
    parts.history = json.history.map((e: any) => ({ ...e, createdAt: new Date(e.createdAt) }));
  if ('lastActiveSession' in json) parts.lastActiveSession = sessionBriefOf(json.lastActiveSession);
  if ('nearestPlannedSession' in json)
    parts.nearestPlannedSession = sessionBriefOf(json.nearestPlannedSession);
  return parts;
};

type Owner = { user: { id: number }; agency: object | null; parts?: unknown };
/** Per request: the parts read with a profile row, keyed by that row (and by its agency object). */
const readWith = new WeakMap<object, Partial<ProfileParts>>();
const ownerOf = new WeakMap<object, Owner>();
const readLater = new WeakMap<object, Promise<Partial<ProfileParts>>>();

/** The parts a row was read with (findProfile(..., partsSql(names))). */
export const partsOf = (row: { parts?: unknown }) =>
  row.parts ? parse(row.parts as Record<string, unknown>) : {};

/** Remembers the parts a row was read with, for its field resolvers (profilePart). */
export const keepParts = <T extends Owner>(row: T): T => {
  readWith.set(row, partsOf(row));
  if (row.agency) ownerOf.set(row.agency, row);
  return row;
};

/**
 * One part of a profile: from the statement that read the row when it was asked for there,
 * otherwise every part in one more statement, once per row.
 */
export const profilePart = async <K extends PartName>(
  db: Db,
  row: Owner,
  name: K,
): Promise<ProfileParts[K]> => {
  const read = readWith.get(row);
  if (read && name in read) return read[name] as ProfileParts[K];
  let later = readLater.get(row);
  if (!later) {
    later = db
      .select({ parts: sql<Record<string, unknown>>`${partsSql(ALL_PARTS)}` })
      .from(users)
      .leftJoin(agencies, eq(agencies.id, users.agencyId))
      .where(eq(users.id, row.user.id))
      .then(([found]) => parse(found?.parts ?? {}));
    readLater.set(row, later);
  }
  return (await later)[name] as ProfileParts[K];
};

/** The profile row an agency object was read with, or null when it came from elsewhere. */
export const agencyOwner = (agency: object) => ownerOf.get(agency) ?? null;
