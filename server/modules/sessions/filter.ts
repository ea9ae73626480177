import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
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
}

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
const wordMatches = (_word: string, i: number): SQL => {
  const like = placeholder(`word${i}`);
  return sql`(${sessions.consultantId} in (select ${users.id} from ${users} where ${userSearchText()} ilike ${like})
    or ${sessions.spotId} in (select ${spots.id} from ${spots} where ${spots.title} ilike ${like}
      or ${spots.address} ilike ${like} or ${spots.customerNumber} ilike ${like}))`;
};

/**
 * Sessions in the viewer's scope (consultantScope, in the SQL), never DELETED (part 1 §4), with
 * the list's filters. The caller joins `u` (the consultant). Every value is a placeholder
 * (filterValues fills them) and filterShape names what decides the SQL: the session queries are
 * shaped (server/db/shaped.ts).
 */
export const sessionWhere = (viewer: Viewer, f: SessionFilter, words = true): SQL | undefined =>
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
    ...(words ? searchWords(f.search).map(wordMatches) : []),
  );

/** Whether the consultant `u` (joined by the caller) holds every word of the search in their name or e-mail. */
export const consultantHoldsAll = (f: SessionFilter): SQL =>
  and(
    ...searchWords(f.search).map(
      (_, i) =>
        sql`(u.last_name || ' ' || u.first_name || ' ' || coalesce(u.mid_name, '') || ' ' || u.email) ilike ${placeholder(`word${i}`)}`,
    ),
  )!;

/** Whether the spot `p` holds word i in its title, address or customer number. */
const spotHolds = (i: number): SQL => {
  const like = placeholder(`word${i}`);
  return sql`(p.title ilike ${like} or p.address ilike ${like} or p.customer_number ilike ${like})`;
};

/** The spots holding any word of the search (spots_*_trgm_idx): where a word may match through the spot. */
export const spotsHoldingAny = (f: SessionFilter): SQL =>
  sql`select p.id from ${spots} p where ${sql.join(
    searchWords(f.search).map((_, i) => spotHolds(i)),
    sql` or `,
  )}`;

/**
 * Every word in a session's row, read from its spot first (the spots holding the word, hashed
 * once per query) and only then from its consultant (a correlated read of the consultant's row by
 * its key, done only for a word the spot lacks).
 */
export const rowHoldsAll = (f: SessionFilter): SQL =>
  and(
    ...searchWords(f.search).map(
      (
        _,
        i,
      ) => sql`(${sessions.spotId} in (select p.id from ${spots} p where ${spotHolds(i)}) or exists (select 1 from ${users} c where c.id = ${sessions.consultantId}
        and (c.last_name || ' ' || c.first_name || ' ' || coalesce(c.mid_name, '') || ' ' || c.email) ilike ${placeholder(`word${i}`)}))`,
    ),
  )!;

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
  ...Object.fromEntries(searchWords(f.search).map((word, i) => [`word${i}`, containsPattern(word)])),
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
    `words${searchWords(f.search).length}`,
  ].join(',');
