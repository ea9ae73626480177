import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db';
import {
  activities,
  cities,
  regions,
  sessionEvents,
  sessions,
  spots,
  userSearchText,
  users,
} from '../../db/schema';
import { countRows } from '../../graphql/count';
import type { FetchPage, SortKey } from '../../graphql/keyset';
import type { Viewer } from '../users/queries';
import { consultantScope } from './scope';

/** The consultant of a listed session, aliased `u` as consultantScope expects. */
const u = alias(users, 'u');
const spotCity = alias(cities, 'spot_city');

export interface SessionFilter {
  statusIn: readonly string[] | null;
  /** Planned start from / before (a day's bounds in the planner's time zone, computed by the caller). */
  from: Date | null;
  to: Date | null;
  consultant: number | null;
  manager: number | null;
  activity: number | null;
  spot: number | null;
  city: number | null;
  region: number | null;
  /** One session's page shows it whatever its status; lists never show DELETED. */
  includeDeleted?: boolean;
  /** sessions-search's free text: every word in the consultant's name or the spot's title, address or customer number. */
  search?: string | null;
}

/** The shortest free text sessions-search looks for (shorter words match nearly everything). */
export const MIN_SEARCH_LENGTH = 2;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** The words of a free-text search (each at least MIN_SEARCH_LENGTH long, at most 5). */
export const searchWords = (text: string | null | undefined) =>
  (text ?? '')
    .trim()
    .split(/\s+/)
    .filter((w) => w.length >= MIN_SEARCH_LENGTH)
    .slice(0, 5);

/**
 * One word of the free text, each side read through its pg_trgm index: the consultants whose
 * name (or e-mail) holds it (users_search_trgm_idx), the spots whose title, address or customer
 * number holds it (spots_*_trgm_idx, migration sessions_search).
 */
const wordMatches = (word: string): SQL => {
  const like = `%${escapeLike(word)}%`;
  return sql`(${sessions.consultantId} in (select ${users.id} from ${users} where ${userSearchText()} ilike ${like})
    or ${sessions.spotId} in (select ${spots.id} from ${spots} where ${spots.title} ilike ${like}
      or ${spots.address} ilike ${like} or ${spots.customerNumber} ilike ${like}))`;
};

/**
 * Sessions in the viewer's scope (consultantScope, in the SQL), never DELETED (part 1 §4), with
 * the list's filters. The caller joins `u` (the consultant).
 */
const sessionWhere = (viewer: Viewer, f: SessionFilter): SQL | undefined =>
  and(
    consultantScope(viewer),
    f.includeDeleted ? undefined : ne(sessions.status, 'DELETED'),
    f.statusIn?.length ? inArray(sessions.status, [...f.statusIn]) : undefined,
    f.from ? sql`${sessions.plannedStartTime} >= ${f.from}` : undefined,
    f.to ? sql`${sessions.plannedStartTime} < ${f.to}` : undefined,
    f.consultant == null ? undefined : eq(sessions.consultantId, f.consultant),
    f.manager == null ? undefined : sql`u.manager_id = ${f.manager}`,
    f.activity == null ? undefined : eq(sessions.activityId, f.activity),
    f.spot == null ? undefined : eq(sessions.spotId, f.spot),
    f.city == null ? undefined : eq(sessions.cityId, f.city),
    f.region == null
      ? undefined
      : sql`${sessions.cityId} in (select id from ${cities} where ${cities.regionId} = ${f.region})`,
    ...searchWords(f.search).map(wordMatches),
  );

/** A session's own state and times, as both the page and its joined row carry them. */
const sessionState = {
  status: sessions.status,
  plannedStartTime: sessions.plannedStartTime,
  plannedEndTime: sessions.plannedEndTime,
  startTime: sessions.startTime,
  stopTime: sessions.stopTime,
  hourCount: sessions.hourCount,
  corruptedReason: sessions.corruptedReason,
};

/** The columns a session row shows (part 1 §3 "Session"). */
const sessionColumns = {
  id: sessions.id,
  ...sessionState,
  consultantId: u.id,
  consultantFirstName: u.firstName,
  consultantLastName: u.lastName,
  consultantPhoto: u.photo,
  activityId: activities.id,
  activityTitle: activities.title,
  spotId: spots.id,
  spotTitle: spots.title,
  spotLegalName: spots.legalName,
  spotAddress: spots.address,
  spotCustomerNumber: spots.customerNumber,
  spotCityId: spotCity.id,
  spotCityTitle: spotCity.title,
  cityId: cities.id,
  cityTitle: cities.title,
  regionId: regions.id,
  regionTitle: regions.title,
};

export type SessionRow = {
  [K in keyof typeof sessionColumns]: (typeof sessionColumns)[K]['_']['notNull'] extends true
    ? (typeof sessionColumns)[K]['_']['data']
    : (typeof sessionColumns)[K]['_']['data'] | null;
} & { keyText?: string | null };

/** The sorts the list offers, each on an index (migration of issue 12). */
export const SESSION_SORTS: Record<string, SortKey<SessionRow> | null> = {
  plannedStartTime: { sql: sessions.plannedStartTime, kind: 'date', of: (r) => r.plannedStartTime },
  startTime: { sql: sessions.startTime, kind: 'date', nullable: true, of: (r) => r.startTime },
  id: null,
};

/**
 * Whether the filter reaches a few consultants (a team or one person): then each one's sessions
 * are read apart, at most a page each, and merged (`teamSessions`). EXPLAIN ANALYZE at production
 * volume (bench/sessions.ts; 2,000,000 sessions, 5,000 consultants): a coordinator's page 1 as a
 * join of sessions and users was a merge join over the whole (consultant_id, start_time) index,
 * 35 s, or with fresh statistics a backward scan of the planned-start index filtering the team,
 * 0.43 s (the planner expects ~8 sessions a consultant and gets ~400); the lateral read is 30
 * index scans of 26 rows (sessions_consultant_planned_idx), a few ms, whatever the page's depth.
 */
const fewConsultants = (viewer: Viewer, f: SessionFilter) =>
  viewer.role === 'COORDINATOR' || f.manager != null || f.consultant != null;

/**
 * A page of a few consultants' sessions (fewConsultants), as the sessions' own columns: each
 * consultant with at most `limit` of their sessions in the page's order (a LATERAL subquery
 * aliased "sessions", so the list's columns, filters and order apply to it as they are), the
 * page cut from them. Only then are the page's rows joined to their consultant, activity, spot
 * and cities: joined before the cut, a team of 20 joined 520 rows to keep 26 (2.8 ms against
 * 0.8 ms warm, EXPLAIN ANALYZE at production volume).
 */
const teamPage = (db: Db, viewer: Viewer, f: SessionFilter, where: SQL, orderBy: SQL[], limit: number) =>
  db
    .select({
      id: sessions.id,
      consultantId: sessions.consultantId,
      activityId: sessions.activityId,
      spotId: sessions.spotId,
      cityId: sessions.cityId,
      ...sessionState,
    })
    .from(u)
    .crossJoinLateral(
      db
        .select()
        .from(sessions)
        .where(and(eq(sessions.consultantId, u.id), sessionWhere(viewer, f), where))
        .orderBy(...orderBy)
        .limit(limit)
        .as('sessions'),
    )
    .where(and(sessionWhere(viewer, f), f.consultant == null ? undefined : eq(u.id, f.consultant), where))
    .orderBy(...orderBy)
    .limit(limit)
    .as('sessions');

/** The list's columns and joins around its sessions: the table itself, or a page cut from it (aliased `sessions`). */
const withJoins = (db: Db, source: typeof sessions, keyText: SQL<string | null>) =>
  db
    .select({ ...sessionColumns, keyText })
    .from(source)
    .innerJoin(u, eq(u.id, sessions.consultantId))
    .leftJoin(activities, eq(activities.id, sessions.activityId))
    .leftJoin(spots, eq(spots.id, sessions.spotId))
    .leftJoin(spotCity, eq(spotCity.id, spots.cityId))
    .leftJoin(cities, eq(cities.id, sessions.cityId))
    .leftJoin(regions, eq(regions.id, cities.regionId));

/** A page of a few consultants' sessions, then its joins, in the page's order. */
const joined = (db: Db, page: ReturnType<typeof teamPage>, orderBy: SQL[], keyText: SQL<string | null>) =>
  withJoins(db, page as unknown as typeof sessions, keyText).orderBy(...orderBy);

export const sessionPage =
  (db: Db, viewer: Viewer, f: SessionFilter): FetchPage<SessionRow> =>
  ({ where, orderBy, limit, keyText }) =>
    (fewConsultants(viewer, f)
      ? joined(db, teamPage(db, viewer, f, where, orderBy, limit), orderBy, keyText)
      : sessionPlainPage(db, viewer, f, where, orderBy, limit, keyText)) as Promise<SessionRow[]>;

const sessionPlainPage = (
  db: Db,
  viewer: Viewer,
  f: SessionFilter,
  where: SQL,
  orderBy: SQL[],
  limit: number,
  keyText: SQL<string | null>,
) =>
  withJoins(db, sessions, keyText)
    .where(and(sessionWhere(viewer, f), where))
    .orderBy(...orderBy)
    .limit(limit) as Promise<SessionRow[]>;

export const sessionCount = (db: Db, viewer: Viewer, f: SessionFilter) => (cap: number) =>
  countRows(
    db,
    db
      .select({ one: sql`1` })
      .from(sessions)
      .innerJoin(u, eq(u.id, sessions.consultantId))
      .where(sessionWhere(viewer, f))
      .limit(cap),
  );

/** Every row of a filter, in planned-start order, up to `limit` (the calendar's weeks, one session). */
export const sessionRows = (
  db: Db,
  viewer: Viewer,
  f: SessionFilter,
  extra: SQL | undefined,
  limit: number,
) =>
  sessionPage(
    db,
    viewer,
    f,
  )({
    where: extra ?? sql`true`,
    orderBy: [sql`${sessions.plannedStartTime} asc`, sql`${sessions.id} asc`],
    limit,
    keyText: sql<null>`null`,
  });

export interface SessionEventRow {
  id: number;
  kind: string;
  details: Record<string, unknown>;
  createdAt: Date;
  actorId: number | null;
  actorFirstName: string | null;
  actorLastName: string | null;
}

/** A session's history, oldest first, with who did each change. */
export const sessionHistory = (db: Db, sessionId: number) =>
  db
    .select({
      id: sessionEvents.id,
      kind: sessionEvents.kind,
      details: sessionEvents.details,
      createdAt: sessionEvents.createdAt,
      actorId: users.id,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
    })
    .from(sessionEvents)
    .leftJoin(users, eq(users.id, sessionEvents.actorId))
    .where(eq(sessionEvents.sessionId, sessionId))
    .orderBy(sessionEvents.createdAt, sessionEvents.id) as Promise<SessionEventRow[]>;
