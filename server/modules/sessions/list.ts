import { type AnyColumn, and, eq, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db';
import { activities, cities, regions, sessionEvents, sessions, spots, users } from '../../db/schema';
import { literalLimit, runShaped } from '../../db/shaped';
import { countRows } from '../../graphql/count';
import type { FetchPage, SortKey } from '../../graphql/keyset';
import type { Viewer } from '../users/queries';
import {
  consultantWhere,
  filterShape,
  filterValues,
  matchesNothing,
  replanned,
  type SessionFilter,
  sessionWhere,
  teamNarrowing,
} from './filter';

/** The consultant of a listed session, aliased `u` as consultantScope expects. */
const u = alias(users, 'u');

const { placeholder } = sql;

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

/**
 * The title of a small table's row (activities, cities, regions) as a subquery of the row: joined
 * instead, the seven relations of a page cost PostgreSQL more to plan than to run (EXPLAIN at
 * production volume, a coordinator's page 1: planning 0.66 ms and execution 0.9 ms with the
 * joins, 0.29 ms and 0.82 ms with these).
 */
const titleOf = (table: typeof activities | typeof cities | typeof regions, id: SQL | AnyColumn) =>
  sql<string | null>`(select ${table.title} from ${table} where ${table.id} = ${id})`;

/** The columns a session row shows (part 1 §3 "Session"). */
const sessionColumns = {
  id: sessions.id,
  ...sessionState,
  consultantId: u.id,
  consultantFirstName: u.firstName,
  consultantLastName: u.lastName,
  consultantPhoto: u.photo,
  activityId: sessions.activityId,
  activityTitle: titleOf(activities, sessions.activityId),
  spotId: spots.id,
  spotTitle: spots.title,
  spotLegalName: spots.legalName,
  spotAddress: spots.address,
  spotCustomerNumber: spots.customerNumber,
  spotCityId: spots.cityId,
  spotCityTitle: titleOf(cities, spots.cityId),
  cityId: sessions.cityId,
  cityTitle: titleOf(cities, sessions.cityId),
  regionId: sql<
    number | null
  >`(select ${cities.regionId} from ${cities} where ${cities.id} = ${sessions.cityId})`,
  regionTitle: sql<
    string | null
  >`(select ${regions.title} from ${cities} join ${regions} on ${regions.id} = ${cities.regionId} where ${cities.id} = ${sessions.cityId})`,
};

/** The lookups a bulk page joins (`titlesJoined`), aliased apart from the subqueries' tables. */
const joinedActivity = alias(activities, 'a');
const joinedSpotCity = alias(cities, 'sc');
const joinedCity = alias(cities, 'c');
const joinedRegion = alias(regions, 'r');

/**
 * The same columns with the titles joined: an export's pages (hundreds of rows each) cost
 * PostgreSQL less so. EXPLAIN ANALYZE at production volume, an agency manager's 1,000 sessions
 * after 2025-09-01: 11-14 ms executing joined against 17-30 ms with the five subqueries. The
 * interactive list's pages of 25 keep the subqueries (their planning, above).
 */
const bulkColumns: typeof sessionColumns = {
  ...sessionColumns,
  activityTitle: sql<string | null>`${joinedActivity.title}`,
  spotCityTitle: sql<string | null>`${joinedSpotCity.title}`,
  cityTitle: sql<string | null>`${joinedCity.title}`,
  regionId: sql<number | null>`${joinedCity.regionId}`,
  regionTitle: sql<string | null>`${joinedRegion.title}`,
};

/** A page's select with its lookups joined (the bulk columns read them). */
const joinTitles = <Q extends PgSelect>(query: Q) =>
  query
    .leftJoin(joinedActivity, eq(joinedActivity.id, sessions.activityId))
    .leftJoin(joinedSpotCity, eq(joinedSpotCity.id, spots.cityId))
    .leftJoin(joinedCity, eq(joinedCity.id, sessions.cityId))
    .leftJoin(joinedRegion, eq(joinedRegion.id, joinedCity.regionId));

type Value<F> =
  F extends SQL<infer T>
    ? T
    : F extends { _: { notNull: true; data: infer D } }
      ? D
      : F extends { _: { data: infer D } }
        ? D | null
        : never;

export type SessionRow = { [K in keyof typeof sessionColumns]: Value<(typeof sessionColumns)[K]> } & {
  keyText?: string | null;
};

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
 * A coordinator's search by spot too: read as HQ's with the team as an array, the planner's guess
 * of 400 sessions a member had the 2,000-person demo team's «Магнум» (150 sessions, none there)
 * walk all 1.9 million sessions, 3.3 s; read by member, it reads at most the team's sessions.
 *
 * A team in planned-start order (the list's default, the calendar's weeks, one session's page) is
 * no longer read member by member (issue 28): a 2,000-person team was 2,000 index probes and its
 * members' rows, 25 ms a page against 2 ms for 29 people (EXPLAIN ANALYZE at production volume).
 * Its sessions carry their team (sessions.manager_id, filter.ts teamOfSession), and the page is
 * one backward range of sessions_manager_planned_idx whatever the team's size (0.4 ms and 0.7 ms),
 * a search's spots judged on the index too, never more than the team's sessions read. In
 * start-time order a team is still read member by member (no team index in that order).
 */
const fewConsultants = (viewer: Viewer, f: SessionFilter, orderBy: SQL[]) =>
  f.consultant != null ||
  namedPeople(f) <= FEW_NAMED ||
  ((viewer.role === 'COORDINATOR' || f.manager != null) && !inPlannedOrder(orderBy));

/**
 * The most people a resolved search may name for its page to be read person by person whatever
 * the viewer's scope (issue 23 point 10): a rare name's five holders as HQ's page walked the
 * planned-start order filtering 24,000 sessions to find 26 (36 ms EXPLAIN ANALYZE at production
 * volume); read as a team's, 5 index scans of at most a page each.
 */
const FEW_NAMED = 200;

/** How many people the resolved search names, when every way it matches names its people. */
const namedPeople = (f: SessionFilter) =>
  f.matches?.length && f.matches.every((g) => Array.isArray(g.consultants))
    ? f.matches.reduce((n, g) => n + (g.consultants as number[]).length, 0)
    : Number.POSITIVE_INFINITY;

/**
 * What a team's page reads of each session while it looks for a page: the columns of
 * sessions_consultant_planned_idx (consultant, planned start, id; status and spot included), so
 * that each member's sessions are read from the index alone. Read with every column instead, each
 * session a member's scan passed over was fetched from the table to be judged: a 39-person team's
 * «Магнум» fetched 14,600 sessions to keep 26 (14,751 buffers, EXPLAIN ANALYZE at production
 * volume). A sort by start time, or a filter on other columns, reads the table anyway.
 */
const sessionKeys = {
  id: sessions.id,
  consultantId: sessions.consultantId,
  plannedStartTime: sessions.plannedStartTime,
  status: sessions.status,
  spotId: sessions.spotId,
};

/** Whether the page is in planned-start order (the team index's), as its first sort key says. */
const inPlannedOrder = (orderBy: SQL[]) =>
  orderBy[0]?.queryChunks.includes(sessions.plannedStartTime) ?? false;

/**
 * A page of a few consultants' sessions (fewConsultants), as their ids and sort keys: each
 * consultant with at most `limit` of their sessions in the page's order (a LATERAL subquery
 * aliased "sessions", so the list's filters and order apply to it as they are), the page cut from
 * them, with the consultant's name and photo from the team's row it read anyway. Only then are
 * the page's rows read whole and joined to their spot and its lookups (`joined`): joined before
 * the cut, a team of 20 joined 520 rows to keep 26 (2.8 ms against 0.8 ms warm, EXPLAIN ANALYZE at
 * production volume).
 */
const teamPage = (db: Db, viewer: Viewer, f: SessionFilter, where: SQL, orderBy: SQL[], limit: Limit) => {
  const read = inPlannedOrder(orderBy) ? sessionKeys : { ...sessionKeys, startTime: sessions.startTime };
  return db
    .select({
      ...read,
      consultantFirstName: u.firstName,
      consultantLastName: u.lastName,
      consultantPhoto: u.photo,
    })
    .from(u)
    .crossJoinLateral(
      db
        .select(read)
        .from(sessions)
        .where(and(eq(sessions.consultantId, u.id), sessionWhere(viewer, f, 'consultant'), where))
        .orderBy(...orderBy)
        .limit(limit)
        .as('sessions'),
    )
    .where(
      and(
        consultantWhere(viewer, f),
        f.consultant == null ? undefined : eq(u.id, placeholder('consultant')),
        teamNarrowing(f, u.id),
        where,
      ),
    )
    .orderBy(...orderBy)
    .limit(limit)
    .as('page');
};

/** The list's columns and joins around its sessions: the table itself. */
const withJoins = (db: Db, source: typeof sessions, keyText: SQL<string | null>, bulk: boolean) => {
  const query = db
    .select({ ...(bulk ? bulkColumns : sessionColumns), keyText })
    .from(source)
    .innerJoin(u, eq(u.id, sessions.consultantId))
    .leftJoin(spots, eq(spots.id, sessions.spotId))
    .$dynamic();
  return bulk ? joinTitles(query) : query;
};

/** A team's page (with its consultants' names), its sessions read whole and joined, in the page's order. */
const joined = (
  db: Db,
  page: ReturnType<typeof teamPage>,
  orderBy: SQL[],
  keyText: SQL<string | null>,
  bulk: boolean,
) => {
  const query = db
    .select({
      ...(bulk ? bulkColumns : sessionColumns),
      consultantId: page.consultantId,
      consultantFirstName: page.consultantFirstName,
      consultantLastName: page.consultantLastName,
      consultantPhoto: page.consultantPhoto,
      keyText,
    })
    .from(page)
    .innerJoin(sessions, eq(sessions.id, page.id))
    .leftJoin(spots, eq(spots.id, sessions.spotId))
    .$dynamic();
  return (bulk ? joinTitles(query) : query).orderBy(...orderBy);
};

/** A page's row limit: a number, or the placeholder `limit` of a shaped page. */
type Limit = number | ReturnType<typeof placeholder>;

/**
 * A page of sessions. The keyset pages of the list come shaped (`shape`): one query text per
 * filter shape and page shape, built once (server/db/shaped.ts); other callers' pages are built
 * each time. `bulk`: an export's pages, their titles joined (bulkColumns).
 */
export const sessionPage =
  (db: Db, viewer: Viewer, f: SessionFilter, bulk = false): FetchPage<SessionRow> =>
  async ({ where, orderBy, limit, keyText, shape, values }) => {
    if (matchesNothing(f)) return [];
    const few = fewConsultants(viewer, f, orderBy);
    const rowLimit: Limit = shape ? literalLimit(limit) : limit;
    const build = () =>
      few
        ? joined(db, teamPage(db, viewer, f, where, orderBy, rowLimit), orderBy, keyText, bulk)
        : sessionPlainPage(db, viewer, f, where, orderBy, rowLimit, keyText, bulk);
    const all = { ...filterValues(viewer, f), ...values };
    if (!shape) return build().execute(all) as Promise<SessionRow[]>;
    return runShaped<SessionRow>(
      db,
      `sessions|${few ? 'team' : 'plain'}${bulk ? '|bulk' : ''}|${filterShape(viewer, f)}|${shape}`,
      build,
      all,
      { replan: replanned(f) },
    );
  };

const sessionPlainPage = (
  db: Db,
  viewer: Viewer,
  f: SessionFilter,
  where: SQL,
  orderBy: SQL[],
  limit: Limit,
  keyText: SQL<string | null>,
  bulk: boolean,
) =>
  withJoins(db, sessions, keyText, bulk)
    .where(and(sessionWhere(viewer, f), where))
    .orderBy(...orderBy)
    .limit(limit);

/**
 * The list's count, up to `cap`. The consultant is joined only where the scope reads them (u):
 * HQ's count of a common word is then the sessions' own rows, not as many lookups of their
 * consultants besides; a coordinator's scope and the team filter are the session's own
 * (sessions.manager_id).
 */
export const sessionCount = (db: Db, viewer: Viewer, f: SessionFilter) => async (cap: number) => {
  if (matchesNothing(f)) return 0;
  const rows = db.select({ one: sql`1` }).from(sessions);
  const readsConsultant = viewer.role !== 'HQ' && viewer.role !== 'COORDINATOR';
  return countRows(
    db,
    (readsConsultant ? rows.innerJoin(u, eq(u.id, sessions.consultantId)) : rows)
      .where(sessionWhere(viewer, f))
      .limit(cap),
    filterValues(viewer, f),
  );
};

/**
 * Every row of a filter, in planned-start order, up to `limit` (the calendar's weeks, one
 * session), shaped: `extra` a further condition by placeholders, named by its shape.
 */
export const sessionRows = (
  db: Db,
  viewer: Viewer,
  f: SessionFilter,
  extra: { where: SQL; shape: string; values: Record<string, unknown> } | null,
  limit: number,
) =>
  sessionPage(
    db,
    viewer,
    f,
  )({
    where: extra?.where ?? sql`true`,
    orderBy: [sql`${sessions.plannedStartTime} asc`, sql`${sessions.id} asc`],
    limit,
    keyText: sql<null>`null`,
    shape: `rows|${extra?.shape ?? 'all'}`,
    values: { ...extra?.values, limit },
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
