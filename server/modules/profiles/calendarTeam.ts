import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { type PlanBlock, planBlock } from '../../../domain/permissions';
import type { Db } from '../../db';
import { russian } from '../../db/collation';
import { containsPattern } from '../../db/like';
import { users } from '../../db/schema';
import { builder } from '../../graphql/builder';
import type { ConnectionArgs } from '../../graphql/connection';
import { countRows, lazyCount } from '../../graphql/count';
import { cursorValues, invalidCursor } from '../../graphql/keyset';
import { gqlError } from '../../http/errors';
import { profileScope, type Viewer } from '../users/queries';

/**
 * The team calendar's people (part 1 §2 sessionsPlanning / sessionsView; issue 28 point 2): a
 * coordinator's consultants who are not fired, those who may be planned first, then those who may
 * not (not approved, approval lapsed: the calendar says why), each part by last name, first name
 * (Russian) and id, paged by keyset. Each part is one walk of users_calendar_team_idx (partial:
 * consultants not fired; keyed by manager and name, the planning fields included) that stops at a
 * page: a 2,000-person team's page costs what a 29-person team's does. Asking for 1,000 people at
 * once (before) read 1,000 rows from the table: 7.5 ms of PostgreSQL against 0.4 ms for 29.
 */
export const CALENDAR_TEAM_PAGE_MAX = 200;
export const CALENDAR_TEAM_SEARCH_MAX = 100;

/** A row of the calendar: what its first column says, read from the index alone. */
export interface CalendarPerson {
  id: number;
  firstName: string;
  lastName: string;
  midName: string | null;
  planBlock: PlanBlock | null;
}

const columns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  midName: users.midName,
  verifiedByAgency: users.verifiedByAgency,
  verifiedUntil: users.verifiedUntil,
};

export const CalendarPersonType = builder.objectRef<CalendarPerson>('CalendarPerson').implement({
  description: "A consultant of the team calendar's rows.",
  fields: (t) => ({
    id: t.exposeID('id'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    midName: t.exposeString('midName', { nullable: true }),
    planBlock: t.string({
      nullable: true,
      description:
        'Why the person may not be planned: NOT_APPROVED, APPROVAL_EXPIRED; null when they may (domain/permissions.ts planBlock).',
      resolve: (p) => p.planBlock,
    }),
  }),
});

/** Who may be planned today (domain/permissions.ts planBlock, the fired left out by the index). */
const plannable = sql`(${users.verifiedByAgency} is true and (${users.verifiedUntil} is null or ${users.verifiedUntil} > now()))`;

/** A cursor: the part (0 plannable, 1 not), the last row's last and first names and id. */
type Cursor = [part: 0 | 1, lastName: string, firstName: string, id: number];
const SORT = 'calendarTeam';

const encode = (c: Cursor) => Buffer.from(JSON.stringify([SORT, ...c])).toString('base64url');
const decode = (raw: string): Cursor => {
  const invalid = invalidCursor;
  const [name, part, last, first, id] = cursorValues(raw, 5);
  if (
    name !== SORT ||
    (part !== 0 && part !== 1) ||
    typeof last !== 'string' ||
    typeof first !== 'string' ||
    last.length > 150 ||
    first.length > 150 ||
    !Number.isSafeInteger(id) ||
    id < 1 ||
    id > 2_147_483_647
  )
    throw invalid();
  return [part, last, first, id];
};

/** Every word of the search in the person's name (last, first, middle), case-insensitively. */
const nameSearch = (search: string): SQL | undefined => {
  const words = search.trim().split(/\s+/).filter(Boolean).slice(0, 5);
  if (words.length === 0) return undefined;
  const name = sql`(${users.lastName} || ' ' || ${users.firstName} || ' ' || coalesce(${users.midName}, ''))`;
  return and(...words.map((w) => sql`${name} ilike ${containsPattern(w)}`));
};

/**
 * The team's rows in the viewer's scope: the index's predicate (consultants, not fired) written as
 * it is, the scope inside the SQL. A coordinator's own people are their scope's first level (no
 * tree read, as usersByManagerWhere).
 */
const teamWhere = (viewer: Viewer, managerId: number, search: string) =>
  and(
    eq(users.managerId, managerId),
    sql`${users.role} = 'CONSULTANT'`,
    sql`not ${users.isFired}`,
    viewer.role === 'COORDINATOR' && managerId === viewer.id ? undefined : profileScope(viewer),
    nameSearch(search),
  );

const nameOrder = [asc(russian(users.lastName)), asc(russian(users.firstName)), asc(users.id)];

/** One part of the team after `cursor` (of that part), in name order, at most `limit` rows. */
const readPart = (db: Db, where: SQL | undefined, part: 0 | 1, cursor: Cursor | null, limit: number) =>
  db
    .select(columns)
    .from(users)
    .where(
      and(
        where,
        part === 0 ? plannable : sql`not ${plannable}`,
        cursor
          ? sql`(${russian(users.lastName)}, ${russian(users.firstName)}, ${users.id}) > (${cursor[1]}, ${cursor[2]}, ${cursor[3]})`
          : undefined,
      ),
    )
    .orderBy(...nameOrder)
    .limit(limit);

export const calendarTeamConnection = async (
  db: Db,
  viewer: Viewer,
  managerId: number,
  search: string,
  args: ConnectionArgs,
) => {
  if (args.last != null || args.before != null)
    throw gqlError('BAD_USER_INPUT', 'calendarTeam pages forwards only (first/after)');
  const size = args.first ?? 50;
  if (!Number.isInteger(size) || size < 0 || size > CALENDAR_TEAM_PAGE_MAX)
    throw gqlError('BAD_USER_INPUT', `first must be from 0 to ${CALENDAR_TEAM_PAGE_MAX}`);
  if (search.length > CALENDAR_TEAM_SEARCH_MAX) throw gqlError('BAD_USER_INPUT', 'search is too long');
  const after = args.after ? decode(args.after) : null;
  const where = teamWhere(viewer, managerId, search);
  const rows: (CalendarPerson & { part: 0 | 1 })[] = [];
  if (size > 0) {
    for (const part of [0, 1] as const) {
      if (after && part < after[0]) continue;
      const want = size + 1 - rows.length;
      if (want <= 0) break;
      const found = await readPart(db, where, part, after?.[0] === part ? after : null, want);
      for (const { verifiedByAgency, verifiedUntil, ...person } of found)
        rows.push({
          ...person,
          part,
          // The part is PostgreSQL's word (its now()); a blocked row always says why.
          planBlock:
            part === 0
              ? null
              : (planBlock({ isFired: false, verifiedByAgency, verifiedUntil }) ?? 'APPROVAL_EXPIRED'),
        });
    }
  }
  const page = rows.slice(0, size);
  const edges = page.map((node) => ({
    node,
    cursor: encode([node.part, node.lastName, node.firstName, node.id]),
  }));
  return {
    totalCount: lazyCount((cap) =>
      countRows(db, db.select({ one: sql`1` }).from(users).where(where).limit(cap)),
    ),
    edges,
    pageInfo: {
      hasNextPage: rows.length > size,
      hasPreviousPage: !!after,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
};
