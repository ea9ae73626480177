import { type AnyColumn, and, eq, type SQL, sql } from 'drizzle-orm';
import { SESSION_STATUSES } from '../../../domain/validation/sessions';
import type { Db } from '../../db';
import { containsPattern, holdsPattern } from '../../db/like';
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
  /** The search resolved to the people and spots that hold its words (resolveSearch). */
  matches?: SearchGroup[];
}

/**
 * One way a session holds every word of the search (issue 23 point 10): its spot holds the words
 * of `mask` (bit i: word i; 0: whatever its spot) and its consultant the others. `spots` are the
 * spots holding exactly `mask`'s words (unused when mask is 0); `consultants` the users holding
 * every other word, by name or e-mail: an array, 'any' (the spot holds them all) or 'sql' (more
 * than MATCH_CAP people hold them: matched in the list's SQL by their pg_trgm index).
 *
 * A session matches when one group holds it. Given the groups' ids as arrays, PostgreSQL plans the
 * list with the search's real selectivity: a rare name reads that person's sessions by the
 * consultant index and sorts them, a common word walks the list's order and stops at a page, and a
 * search nothing holds reads no session. As subqueries of each word (before), every search walked
 * the planned-start order filtering each row until it found a page: at production volume a rare
 * name cost 160 ms of CPU and a word matching nothing 700 ms.
 */
export interface SearchGroup {
  mask: number;
  spots: number[];
  consultants: number[] | 'any' | 'sql';
}

/** The most ids a group holds as an array; more people than this are matched in SQL. */
export const MATCH_CAP = 1000;
/** The most spots a search resolves; a search held by more spots is matched in SQL as before. */
export const SPOT_CAP = 5000;

const { placeholder: named } = sql;

/**
 * Whether user `u`'s name or e-mail holds every word of `mask`'s complement among `patterns`.
 * Given the words themselves, only the longest is looked up in the trigram index and the others
 * checked on the rows it finds (`|| ''` keeps them out of the index): a rare name's two words
 * through the index cost 3.5 ms, fourteen trigrams' posting lists among the 5,000 people with
 * sessions; the longest alone, 0.6 ms (production volume, the best of six).
 */
const userHolds = (patterns: readonly unknown[], mask: number, column: SQL = userSearchText()) => {
  const asked = patterns.flatMap((p, i) => (mask & (1 << i) ? [] : [p]));
  const longest = asked.every((p) => typeof p === 'string')
    ? asked.reduce<number>(
        (best, p, i) => ((p as string).length > (asked[best] as string).length ? i : best),
        0,
      )
    : null;
  return sql.join(
    asked.map((p, i) =>
      longest === null || i === longest ? holdsPattern(column, p) : holdsPattern(sql`(${column} || '')`, p),
    ),
    sql` and `,
  );
};

/** Whether spot `p` holds word i: its title, address or customer number (spots.search_text). */
const spotHoldsWord = (p: unknown) => holdsPattern(spots.searchText, p);

/** The filter with its search resolved to the groups of people and spots holding its words. */
export const resolveSearch = async (db: Db, f: SessionFilter): Promise<SessionFilter> => {
  const words = searchWords(f.search);
  if (!words.length) return f;
  const patterns = words.map(containsPattern);
  const full = (1 << words.length) - 1;
  // Only people with sessions: PostgreSQL counts ~400 sessions for every id it is given, and most
  // people holding a name never worked one (a rare name's 61 holders, one with sessions, made it
  // walk the list: 196 ms against 1 ms). has_sessions: the partial index
  // users_session_people_trgm_idx, whose posting lists hold the 5,000 people with sessions rather
  // than all 200,000 users (a rare name's two words cost its bitmap 12.7 ms over every user).
  const peopleHolding = (mask: number) =>
    sql`select ${users.id} as id from ${users} where ${users.hasSessions} and ${userHolds(patterns, mask)}
      and exists (select 1 from ${sessions} where ${sessions.consultantId} = ${users.id}) limit ${MATCH_CAP + 1}`;
  // The spots holding any word, and the people holding every word (group 0, always asked), in one
  // statement: each round trip to PostgreSQL costs the server a socket write (about a tenth of a
  // millisecond of its CPU under load here, bench/search.ts's profile) and PostgreSQL a read.
  const { rows: found } = await db.execute<{ side: number; id: number; mask: number }>(
    sql`(select 0 as side, id, mask from (select ${spots.id} as id, ${sql.join(
      patterns.map((p, i) => sql`(case when ${spotHoldsWord(p)} then ${1 << i} else 0 end)`),
      sql` | `,
    )} as mask from ${spots} where ${sql.join(patterns.map(spotHoldsWord), sql` or `)} limit ${SPOT_CAP + 1}) s)
      union all (select 1, id, 0 from (${peopleHolding(0)}) p)`,
  );
  const spotRows = found.filter((r) => Number(r.side) === 0);
  if (spotRows.length > SPOT_CAP) return f;
  const everyWord = found.filter((r) => Number(r.side) === 1).map((r) => Number(r.id));
  const spotsOf = new Map<number, number[]>([[0, []]]);
  for (const r of spotRows)
    spotsOf.set(Number(r.mask), [...(spotsOf.get(Number(r.mask)) ?? []), Number(r.id)]);
  const groups = await Promise.all(
    [...spotsOf].map(async ([mask, ids]): Promise<SearchGroup> => {
      if (mask === full) return { mask, spots: ids, consultants: 'any' };
      const people =
        mask === 0
          ? everyWord
          : (await db.execute<{ id: number }>(peopleHolding(mask))).rows.map((r) => Number(r.id));
      return { mask, spots: ids, consultants: people.length > MATCH_CAP ? 'sql' : people };
    }),
  );
  return {
    ...f,
    matches: groups
      .filter((g) => !(Array.isArray(g.consultants) && g.consultants.length === 0))
      .sort((a, b) => a.mask - b.mask),
  };
};

/** A group's condition on the session. */
const groupMatches = (f: SessionFilter, g: SearchGroup, k: number): SQL => {
  const words = searchWords(f.search);
  const spot = g.mask === 0 ? null : sql`${sessions.spotId} = any(${named(`group${k}Spots`)})`;
  const consultant =
    g.consultants === 'any'
      ? null
      : g.consultants === 'sql'
        ? sql`${sessions.consultantId} in (select ${users.id} from ${users} where ${users.hasSessions} and ${userHolds(
            words.map((_, i) => named(`word${i}`)),
            g.mask,
          )})`
        : sql`${sessions.consultantId} = any(${named(`group${k}Consultants`)})`;
  if (spot && consultant) return sql`(${spot} and ${consultant})`;
  return spot ?? consultant ?? sql`true`;
};

/** The groups of a resolved search, what decides its SQL. */
const groupsShape = (f: SessionFilter) =>
  f.matches
    ?.map((g) => `${g.mask}${g.consultants === 'any' ? 'any' : g.consultants === 'sql' ? 'sql' : 'ids'}`)
    .join('.') ?? 'words';

/** The search's condition: resolved, one of its groups; else (too many spots hold it) each word as before. */
const searchMatches = (f: SessionFilter): SQL | undefined => {
  const words = searchWords(f.search);
  if (!words.length) return undefined;
  if (!f.matches) return and(...words.map((_, i) => wordMatches(i)));
  if (!f.matches.length) return sql`false`;
  return sql`(${sql.join(
    f.matches.map((g, k) => groupMatches(f, g, k)),
    sql` or `,
  )})`;
};

/**
 * For a team's page (the consultants read one by one): when every group names its people, the
 * team narrowed to them before any of their sessions is read.
 */
export const teamNarrowing = (f: SessionFilter, consultant: SQL | AnyColumn): SQL | undefined =>
  f.matches?.length && f.matches.every((g) => Array.isArray(g.consultants))
    ? sql`${consultant} = any(${named('narrowTo')})`
    : undefined;

/** Whether the search is resolved and nothing holds it: then no session matches, and none is read. */
export const matchesNothing = (f: SessionFilter) => !!f.matches && f.matches.length === 0;

/**
 * Whether PostgreSQL must plan each call of the filter's queries with its values: a search's
 * arrays decide its best plan, and a plan kept for one search (a generic plan of a named
 * statement) would walk the whole list for another.
 */
export const replanned = (f: SessionFilter) => searchWords(f.search).length > 0;

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
 * name (or e-mail) holds it (users_session_people_trgm_idx), the spots whose title, address or customer
 * number holds it (spots_search_text_trgm_idx, migration 0029_search_paths). Used when more than SPOT_CAP
 * spots hold the search.
 */
const wordMatches = (i: number): SQL => {
  const like = named(`word${i}`);
  return sql`(${sessions.consultantId} in (select ${users.id} from ${users} where ${users.hasSessions} and ${holdsPattern(userSearchText(), like)})
    or ${sessions.spotId} in (select ${spots.id} from ${spots} where ${spotHoldsWord(like)}))`;
};

/**
 * A team's sessions by the session's own copy of its consultant's manager (sessions.manager_id,
 * kept by the triggers of migration 0031_team_scope): one range of sessions_manager_planned_idx,
 * where the consultant's `u.manager_id` read each member's sessions apart (issue 28: a
 * 2,000-person team's page 25 ms of PostgreSQL against 2 ms for 29 people, EXPLAIN ANALYZE at
 * production volume; 0.4 ms and 0.7 ms so).
 */
const teamOfSession = (value: unknown) => sql`${sessions.managerId} = ${value}`;

/**
 * Sessions in the viewer's scope (consultantScope, in the SQL), never DELETED (part 1 §4), with
 * the list's filters. The caller joins `u` (the consultant). Every value is a placeholder
 * (filterValues fills them) and filterShape names what decides the SQL: the session queries are
 * shaped (server/db/shaped.ts).
 *
 * A coordinator's scope and the team filter (`manager`) are read on the session's manager_id
 * (teamOfSession), unless `team` is 'consultant': a team's page read person by person
 * (list.ts teamPage) applies them to the people it reads, and each person's sessions are then
 * read from sessions_consultant_planned_idx alone, which holds no manager.
 */
export const sessionWhere = (
  viewer: Viewer,
  f: SessionFilter,
  team: 'session' | 'consultant' = 'session',
): SQL | undefined =>
  and(
    team === 'session' && viewer.role === 'COORDINATOR'
      ? teamOfSession(placeholder('scope'))
      : consultantScope(viewer, placeholder('scope')),
    // Constants and the status set are written into the text (the shape names the set): with
    // them as parameters the named statement's generic plan sorted 1.7 million sessions, so it
    // was planned on every call (issue 28 point 5).
    f.includeDeleted ? undefined : sql`${sessions.status} <> 'DELETED'`,
    f.statusIn?.length ? sql`${sessions.status} = any(${statusLiteral(f.statusIn)})` : undefined,
    f.from ? sql`${sessions.plannedStartTime} >= ${placeholder('from')}` : undefined,
    f.to ? sql`${sessions.plannedStartTime} < ${placeholder('to')}` : undefined,
    f.consultant == null ? undefined : eq(sessions.consultantId, placeholder('consultant')),
    f.manager == null
      ? undefined
      : team === 'session'
        ? teamOfSession(placeholder('manager'))
        : sql`u.manager_id = ${placeholder('manager')}`,
    f.activity == null ? undefined : eq(sessions.activityId, placeholder('activity')),
    f.spot == null ? undefined : eq(sessions.spotId, placeholder('spot')),
    f.city == null ? undefined : eq(sessions.cityId, placeholder('city')),
    f.region == null
      ? undefined
      : sql`${sessions.cityId} in (select id from ${cities} where ${cities.regionId} = ${placeholder('region')})`,
    searchMatches(f),
  );

/**
 * sessionWhere's conditions on the consultant alone (`u`): what a team's page applies to the
 * people it reads sessions of, apart from the sessions' own.
 */
export const consultantWhere = (viewer: Viewer, f: SessionFilter): SQL | undefined =>
  and(
    consultantScope(viewer, placeholder('scope')),
    f.manager == null ? undefined : sql`u.manager_id = ${placeholder('manager')}`,
  );

/** A status filter's statuses, known ones only, in one order (its text and its shape). */
const statusSet = (statuses: readonly string[]) => {
  const unknown = statuses.filter((s) => !(SESSION_STATUSES as readonly string[]).includes(s));
  if (unknown.length) throw new Error(`Unknown session statuses: ${unknown.join(', ')}`);
  return [...new Set(statuses)].sort();
};

/** The status filter as an array literal written into the statement (statuses are a closed set). */
const statusLiteral = (statuses: readonly string[]) =>
  sql.raw(`'{${statusSet(statuses).join(',')}}'::text[]`);

/** The placeholders' values of sessionWhere. */
export const filterValues = (viewer: Viewer, f: SessionFilter): Record<string, unknown> => ({
  scope: scopeValue(viewer),
  from: f.from,
  to: f.to,
  consultant: f.consultant,
  manager: f.manager,
  activity: f.activity,
  spot: f.spot,
  city: f.city,
  region: f.region,
  ...Object.fromEntries(searchWords(f.search).map((word, i) => [`word${i}`, containsPattern(word)])),
  ...Object.fromEntries(
    (f.matches ?? []).flatMap((g, k) => [
      [`group${k}Spots`, g.spots],
      [`group${k}Consultants`, Array.isArray(g.consultants) ? g.consultants : null],
    ]),
  ),
  narrowTo: [
    ...new Set((f.matches ?? []).flatMap((g) => (Array.isArray(g.consultants) ? g.consultants : []))),
  ],
});

/** Everything of a filter that decides sessionWhere's SQL (not its values). */
export const filterShape = (viewer: Viewer, f: SessionFilter) =>
  [
    viewer.role,
    f.includeDeleted ? 'all' : 'live',
    f.statusIn?.length ? `status:${statusSet(f.statusIn).join('+')}` : '',
    f.from ? 'from' : '',
    f.to ? 'to' : '',
    f.consultant == null ? '' : 'consultant',
    f.manager == null ? '' : 'manager',
    f.activity == null ? '' : 'activity',
    f.spot == null ? '' : 'spot',
    f.city == null ? '' : 'city',
    f.region == null ? '' : 'region',
    `words${searchWords(f.search).length}:${groupsShape(f)}`,
  ].join(',');
