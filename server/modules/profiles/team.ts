import { aliasedTable, and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { russian } from '../../db/collation';
import { users } from '../../db/schema';
import type { ConnectionArgs } from '../../graphql/connection';
import { countRows } from '../../graphql/count';
import { type KeysetSort, keysetConnection } from '../../graphql/keyset';
import { profileScope, teamLevels, type Viewer } from '../users/queries';

/** A team member as the team tree shows them: never more than the tree draws. */
export interface TeamMember {
  id: number;
  role: string;
  firstName: string;
  lastName: string;
  photo: string | null;
  managerId: number | null;
  depth: number;
}

/** A person of the team: a row of the users' columns, with `depth`. */
const member = aliasedTable(users, 'member');

/**
 * Everyone under a user, each at the nearest depth they are reached at (a cycle reaches twice),
 * with the columns the team shows and its scope reads. Each person is one primary-key probe
 * (`offset 0` keeps the lateral a probe: joined plainly, the planner may scan all users instead).
 */
const teamOf = (rootId: number) => sql`(select u.*, t.depth
  from (${teamLevels(rootId)} select id, min(depth) as depth from level, unnest(level.ids) id group by id) t
  cross join lateral (select ${users.id}, ${users.role}, ${users.firstName}, ${users.lastName}, ${users.photo},
      ${users.managerId}, ${users.agencyId}, ${users.regionId}, ${users.isFired}
    from ${users} where ${users.id} = t.id offset 0) u) ${member}`;

const depth = sql<number>`${member}.depth`;

// Plain SQL fields: drizzle refuses columns of an alias that is not a table of the query.
const memberColumns = {
  id: sql<number>`${member.id}`,
  role: sql<string>`${member.role}`,
  firstName: sql<string>`${member.firstName}`,
  lastName: sql<string>`${member.lastName}`,
  photo: sql<string | null>`${member.photo}`,
  managerId: sql<number | null>`${member.managerId}`,
  depth,
};

/** The team the viewer may see: working people (fired left out) within the viewer's profile scope. */
const teamWhere = (viewer: Viewer, where?: SQL) =>
  and(eq(member.isFired, false), profileScope(viewer, member), where);

const members = (db: Db, viewer: Viewer, rootId: number, where?: SQL) =>
  db.select(memberColumns).from(teamOf(rootId)).where(teamWhere(viewer, where));

/** The first `limit` of the team for display: by depth, then last and first name. */
export const teamTree = (db: Db, viewer: Viewer, rootId: number, limit: number): Promise<TeamMember[]> =>
  members(db, viewer, rootId)
    .orderBy(depth, asc(russian(member.lastName)), asc(russian(member.firstName)), asc(member.id))
    .limit(limit);

/** The team's one order for paging: depth, then last name (Russian), then id. */
const TEAM_SORT: KeysetSort<TeamMember> = {
  name: 'depth,lastName',
  descending: false,
  key: [
    { sql: depth, kind: 'number', of: (m) => m.depth },
    { sql: russian(member.lastName), kind: 'text', of: (m) => m.lastName },
  ],
};

/** The team's size, counted up to `cap`. */
export const teamCount = (db: Db, viewer: Viewer, rootId: number) => (cap: number) =>
  countRows(db, db.select({ one: sql`1` }).from(teamOf(rootId)).where(teamWhere(viewer)).limit(cap));

/** The team as a relay connection, paged by keyset (server/graphql/keyset.ts), counted lazily. */
export const teamConnection = (db: Db, viewer: Viewer, rootId: number, args: ConnectionArgs) =>
  keysetConnection(args, {
    sort: TEAM_SORT,
    id: member.id,
    idOf: (m) => m.id,
    fetch: ({ where, orderBy, limit }) =>
      members(db, viewer, rootId, where)
        .orderBy(...orderBy)
        .limit(limit),
    count: teamCount(db, viewer, rootId),
  });
