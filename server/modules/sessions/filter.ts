import { type AnyColumn, and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { containsPattern } from '../../db/like';
import { cities, sessions, spots, userSearchText, users } from '../../db/schema';
import type { Viewer } from '../users/queries';
import { consultantScope, scopeValue } from './scope';

/**
 * The session lists' filter (part 1 §5, issue 12): its SQL for the list's queries, which join the
 * consultant as `u`, with every value a placeholder (filterValues fills them) and filterShape
 * naming what decides the SQL, as shaped queries take them (server/db/shaped.ts).
 */

const { placeholder } = sql;

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
  /** What each word of `search` matches, resolved before the list's queries (resolveSearch). */
  matches?: WordMatch[];
}

/**
 * What one word of the search matches (issue 23 point 10): the ids of the users (by name or
 * e-mail) and of the spots (by title, address or customer number) holding it, each through its
 * pg_trgm index, or null where more than MATCH_CAP do (that side is then matched in the list's
 * SQL, as a subquery). Given as arrays, PostgreSQL plans the list with the word's real
 * selectivity: a word held by a few people or spots reads their sessions by the consultant and
 * spot indexes (a BitmapOr) and sorts them, a common one walks the list's order as before, and a
 * word nobody holds reads no session at all. As subqueries (before), every search walked the
 * planned-start order filtering each row until it found a page: a rare name 160 ms of CPU and a
 * word matching nothing 700 ms at production volume.
 */
export interface WordMatch {
  consultants: number[] | null;
  spots: number[] | null;
}

/** The most ids one side of a word is matched by as an array; a word held by more walks the list. */
export const MATCH_CAP = 1000;

/** The filter with its search's words resolved to the users and spots holding them (one query). */
export const resolveSearch = async (db: Db, f: SessionFilter): Promise<SessionFilter> => {
  const words = searchWords(f.search);
  if (!words.length) return f;
  const patterns = words.map(containsPattern);
  const side = (select: SQL) =>
    sql`(select case when count(*) > ${MATCH_CAP} then null else coalesce(array_agg(m.id), '{}') end
      from (${select} limit ${MATCH_CAP + 1}) m)`;
  const { rows } = await db.execute<{ consultants: number[] | null; spots: number[] | null }>(sql`
    select ${side(sql`select ${users.id} as id from ${users} where ${userSearchText()} ilike w.p`)} as consultants,
      ${side(sql`select ${spots.id} as id from ${spots} where ${spots.title} ilike w.p or ${spots.address} ilike w.p
        or ${spots.customerNumber} ilike w.p`)} as spots
    from unnest(${sql.param(patterns)}::text[]) with ordinality w(p, n) order by w.n`);
  const ids = (v: unknown) => (v == null ? null : (v as (number | string)[]).map(Number));
  return { ...f, matches: rows.map((r) => ({ consultants: ids(r.consultants), spots: ids(r.spots) })) };
};

/** How one word is matched in the SQL: each side 'a' (an array), 'q' (a subquery) or '-' (none holds it). */
const sideKind = (ids: number[] | null | undefined) =>
  ids === undefined || ids === null ? 'q' : ids.length ? 'a' : '-';
const wordKind = (f: SessionFilter, i: number) => {
  const m = f.matches?.[i];
  return `${sideKind(m ? m.consultants : undefined)}${sideKind(m ? m.spots : undefined)}`;
};

/** The shortest free text sessions-search looks for (shorter words match nearly everything). */
export const MIN_SEARCH_LENGTH = 2;

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
const wordMatches = (f: SessionFilter, i: number): SQL => {
  const like = placeholder(`word${i}`);
  const [consultantSide, spotSide] = wordKind(f, i);
  const consultant =
    consultantSide === 'a'
      ? sql`${sessions.consultantId} = any(${placeholder(`consultants${i}`)})`
      : consultantSide === 'q'
        ? sql`${sessions.consultantId} in (select ${users.id} from ${users} where ${userSearchText()} ilike ${like})`
        : null;
  const spot =
    spotSide === 'a'
      ? sql`${sessions.spotId} = any(${placeholder(`spots${i}`)})`
      : spotSide === 'q'
        ? sql`${sessions.spotId} in (select ${spots.id} from ${spots} where ${spots.title} ilike ${like}
      or ${spots.address} ilike ${like} or ${spots.customerNumber} ilike ${like})`
        : null;
  if (consultant && spot) return sql`(${consultant} or ${spot})`;
  return consultant ?? spot ?? sql`false`;
};

/**
 * For a team's page (the consultants read one by one): the consultants a word held by people only
 * narrows the team to, before any of their sessions is read.
 */
export const teamNarrowing = (f: SessionFilter, consultant: SQL | AnyColumn): SQL | undefined =>
  and(
    ...searchWords(f.search).flatMap((_, i) =>
      wordKind(f, i) === 'a-' ? [sql`${consultant} = any(${placeholder(`consultants${i}`)})`] : [],
    ),
  );

/** Whether the search holds a word nobody and nothing holds: then no session matches. */
export const matchesNothing = (f: SessionFilter) =>
  searchWords(f.search).some((_, i) => wordKind(f, i) === '--');

/**
 * Whether PostgreSQL must plan each call of the filter's queries with its values: a search's
 * arrays decide its best plan, and a plan kept for one word (a generic plan of a named statement)
 * would walk the whole list for another.
 */
export const replanned = (f: SessionFilter) => searchWords(f.search).length > 0;

/**
 * Sessions in the viewer's scope (consultantScope, in the SQL), never DELETED (part 1 §4), with
 * the list's filters. The caller joins `u` (the consultant). Every value is a placeholder
 * (filterValues fills them) and filterShape names what decides the SQL: the session queries are
 * shaped (server/db/shaped.ts).
 */
export const sessionWhere = (viewer: Viewer, f: SessionFilter): SQL | undefined =>
  and(
    consultantScope(viewer, placeholder('scope')),
    f.includeDeleted ? undefined : ne(sessions.status, 'DELETED'),
    f.statusIn?.length ? sql`${sessions.status} = any(${placeholder('statusIn')})` : undefined,
    f.from ? sql`${sessions.plannedStartTime} >= ${placeholder('from')}` : undefined,
    f.to ? sql`${sessions.plannedStartTime} < ${placeholder('to')}` : undefined,
    f.consultant == null ? undefined : eq(sessions.consultantId, placeholder('consultant')),
    f.manager == null ? undefined : sql`u.manager_id = ${placeholder('manager')}`,
    f.activity == null ? undefined : eq(sessions.activityId, placeholder('activity')),
    f.spot == null ? undefined : eq(sessions.spotId, placeholder('spot')),
    f.city == null ? undefined : eq(sessions.cityId, placeholder('city')),
    f.region == null
      ? undefined
      : sql`${sessions.cityId} in (select id from ${cities} where ${cities.regionId} = ${placeholder('region')})`,
    ...searchWords(f.search).map((_, i) => wordMatches(f, i)),
  );

/** The placeholders' values of sessionWhere. */
export const filterValues = (viewer: Viewer, f: SessionFilter): Record<string, unknown> => ({
  scope: scopeValue(viewer),
  statusIn: f.statusIn ? [...f.statusIn] : null,
  from: f.from,
  to: f.to,
  consultant: f.consultant,
  manager: f.manager,
  activity: f.activity,
  spot: f.spot,
  city: f.city,
  region: f.region,
  ...Object.fromEntries(
    searchWords(f.search).flatMap((word, i) => [
      [`word${i}`, containsPattern(word)],
      [`consultants${i}`, f.matches?.[i]?.consultants ?? null],
      [`spots${i}`, f.matches?.[i]?.spots ?? null],
    ]),
  ),
});

/** Everything of a filter that decides sessionWhere's SQL (not its values). */
export const filterShape = (viewer: Viewer, f: SessionFilter) =>
  [
    viewer.role,
    f.includeDeleted ? 'all' : 'live',
    f.statusIn?.length ? 'status' : '',
    f.from ? 'from' : '',
    f.to ? 'to' : '',
    f.consultant == null ? '' : 'consultant',
    f.manager == null ? '' : 'manager',
    f.activity == null ? '' : 'activity',
    f.spot == null ? '' : 'spot',
    f.city == null ? '' : 'city',
    f.region == null ? '' : 'region',
    `words${searchWords(f.search)
      .map((_, i) => wordKind(f, i))
      .join('.')}`,
  ].join(',');
