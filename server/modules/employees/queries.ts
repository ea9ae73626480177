import { and, eq, inArray, isNull, type SQL, type SQLWrapper, type Subquery, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { AGENCY_APPROVED_ROLES } from '../../../domain/permissions';
import { ROLES, type Role } from '../../../domain/roles';
import type { Db } from '../../db';
import { russian } from '../../db/collation';
import { containsPattern, holdsPattern, holdsPatternOnce } from '../../db/like';
import { agencies, cities, userSearchText, users } from '../../db/schema';
import {
  fencePlaceholder,
  heldCapPlaceholder,
  heldCount,
  heldValues,
  searchedPage,
  walkPlaceholder,
} from '../../db/searched';
import { literalLimit, runShaped } from '../../db/shaped';
import { countRows } from '../../graphql/count';
import type { FetchPage, SortKey } from '../../graphql/keyset';
import type { Viewer } from '../users/queries';

/** The roles the employee lists show (part 1 §6 "The employee list query returns ..."). */
export const EMPLOYEE_ROLES: readonly Role[] = ['COORDINATOR', 'CONSULTANT', 'AGENCY_MANAGER'];

/**
 * The roles an agency approves, written into the text as one array: as four parameters, a named
 * statement's generic plan built the array anew for every row it walked (issue 23 point 10).
 */
const APPROVABLE = sql.raw(`'{${[...AGENCY_APPROVED_ROLES].sort().join(',')}}'::text[]`);

/**
 * The staff a viewer may see and act on: HQ every agency's, the agency roles their own agency's,
 * only roles an agency approves. Applied inside every query and every write; `agency` is the
 * viewer's agency, or a placeholder for it in a shaped query (server/db/shaped.ts).
 */
export const employeeScope = (viewer: Viewer, agency: number | SQLWrapper = viewer.agencyId ?? -1): SQL => {
  const approvable = sql`${users.role} = any(${APPROVABLE})`;
  if (viewer.role === 'HQ') return and(approvable, sql`${users.agencyId} is not null`)!;
  return and(approvable, eq(users.agencyId, agency))!;
};

export interface EmployeeFilter {
  search?: string | null;
  verifiedIsNull?: boolean | null;
  verified?: boolean | null;
  isFired?: boolean | null;
  roleIn?: string[] | null;
  agency?: number | null;
}

/** The columns the lists show: never a secret (password hash, OTP secret). */
const employeeColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  midName: users.midName,
  email: users.email,
  phone: users.phone,
  photo: users.photo,
  role: users.role,
  verifiedByAgency: users.verifiedByAgency,
  isFired: users.isFired,
  firedReason: users.firedReason,
  firedTime: users.firedTime,
  startWorkTime: users.startWorkTime,
  verifiedUntil: users.verifiedUntil,
  createdAt: users.createdAt,
  agencyId: users.agencyId,
  agencyTitle: agencies.title,
  cityId: users.cityId,
  cityTitle: cities.title,
};
export interface EmployeeRow {
  id: number;
  firstName: string;
  lastName: string;
  midName: string | null;
  email: string;
  phone: string | null;
  photo: string | null;
  role: string;
  verifiedByAgency: boolean | null;
  isFired: boolean;
  firedReason: string | null;
  firedTime: Date | null;
  startWorkTime: Date | null;
  verifiedUntil: Date | null;
  createdAt: Date;
  agencyId: number | null;
  agencyTitle: string | null;
  cityId: number | null;
  cityTitle: string | null;
  /** A date sort's key with microseconds, for its cursor (server/graphql/keyset.ts). */
  keyText?: string | null;
}

/**
 * What a searched walk reads of each row it passes (the keys of every sort, the search text):
 * the name indexes INCLUDE them (migration 0033_employee_walk), so that walking the name order
 * for a search touches no table page but the page's own rows'.
 */
const WALKED = {
  id: users.id,
  lastName: users.lastName,
  firstName: users.firstName,
  startWorkTime: users.startWorkTime,
  verifiedUntil: users.verifiedUntil,
  firedTime: users.firedTime,
  createdAt: users.createdAt,
  searchText: users.searchText,
};

/**
 * Step 1's bound for the employees: their name walk reads the index alone, about 1 µs an entry at
 * production volume with the text checked, against some 5 µs a row from the table. 3,000: HR's
 * «ова» (first held at row 2,760) fills its page there; a word nothing holds costs 3 ms before its
 * holders are looked up (10,000 cost 10 ms: «zzqx» p99 299 ms against 156 ms with 1,000 from the table).
 */
export const EMPLOYEE_SEARCH_WALK = 3_000;

/** The sorts the lists offer, each served by an index (migration 0007_lists). */
export const EMPLOYEE_SORTS: Record<string, SortKey<EmployeeRow>> = {
  lastName: { sql: russian(users.lastName), kind: 'text', of: (r) => r.lastName },
  firstName: { sql: russian(users.firstName), kind: 'text', of: (r) => r.firstName },
  startWorkTime: { sql: users.startWorkTime, kind: 'date', nullable: true, of: (r) => r.startWorkTime },
  verifiedUntil: { sql: users.verifiedUntil, kind: 'date', nullable: true, of: (r) => r.verifiedUntil },
  firedTime: { sql: users.firedTime, kind: 'date', nullable: true, of: (r) => r.firedTime },
  createdAt: { sql: users.createdAt, kind: 'date', of: (r) => r.createdAt },
};

const { placeholder } = sql;
const searchWords = (f: EmployeeFilter) => (f.search ?? '').trim().split(/\s+/).filter(Boolean);

/**
 * Every word of the search in the name or the e-mail (users.search_text). `walked`: checked on the
 * rows of a walk, whose named statement runs a generic plan: each pattern lower-cased once
 * (holdsPatternOnce), not once a row.
 */
const searchHeld = (f: EmployeeFilter, walked = false) =>
  and(
    ...searchWords(f).map((_, i) =>
      (walked ? holdsPatternOnce : holdsPattern)(userSearchText(), placeholder(`word${i}`)),
    ),
  );

/**
 * The roles asked for, known ones only (an unknown role holds nobody), in one order. Written into
 * the statement with the booleans below, and named by the shape: as parameters they left the
 * named statement's generic plan costlier than its custom ones, so it was planned on every call
 * (issue 28 point 5).
 */
const roleSet = (f: EmployeeFilter) =>
  [
    ...new Set(
      (f.roleIn?.length ? f.roleIn : EMPLOYEE_ROLES).filter((r) => (ROLES as readonly string[]).includes(r)),
    ),
  ].sort();

/**
 * The lists' filters, scoped (employeeScope): every other value a placeholder that employeeValues
 * fills, employeeShape naming what decides the SQL (server/db/shaped.ts). Every word of the
 * search must be in the name or the e-mail: 'Иванова Мар' finds Мария Иванова.
 */
const employeeWhere = (viewer: Viewer, f: EmployeeFilter, search = true) =>
  and(
    employeeScope(viewer, placeholder('scopeAgency')),
    sql`${users.role} = any(${sql.raw(`'{${roleSet(f).join(',')}}'::text[]`)})`,
    search ? searchHeld(f) : undefined,
    f.verifiedIsNull == null
      ? undefined
      : f.verifiedIsNull
        ? isNull(users.verifiedByAgency)
        : sql`${users.verifiedByAgency} is not null`,
    f.verified == null ? undefined : sql`${users.verifiedByAgency} = ${sql.raw(String(f.verified === true))}`,
    f.isFired == null ? undefined : sql`${users.isFired} = ${sql.raw(String(f.isFired === true))}`,
    f.agency == null ? undefined : eq(users.agencyId, placeholder('agency')),
  );

const employeeValues = (viewer: Viewer, f: EmployeeFilter): Record<string, unknown> => ({
  scopeAgency: viewer.agencyId ?? -1,
  agency: f.agency,
  ...Object.fromEntries(searchWords(f).map((w, i) => [`word${i}`, containsPattern(w)])),
});

const employeeShape = (viewer: Viewer, f: EmployeeFilter) =>
  [
    viewer.role === 'HQ' ? 'all' : 'agency',
    `words${searchWords(f).length}`,
    `verifiedIsNull:${f.verifiedIsNull ?? '-'}`,
    `roles:${roleSet(f).join('+')}`,
    f.verified == null ? '' : `verified:${f.verified === true}`,
    f.isFired == null ? '' : `isFired:${f.isFired === true}`,
    f.agency == null ? '' : 'agency',
  ].join(',');

/**
 * One keyset page of the list (server/graphql/keyset.ts), scoped and filtered in the SQL; a
 * shaped query, built once per filter and page shape.
 */
export const employeePage =
  (db: Db, viewer: Viewer, f: EmployeeFilter): FetchPage<EmployeeRow> =>
  ({ where, orderBy, keyText, shape, values, limit }) => {
    const columns = { ...employeeColumns, keyText };
    const page = (
      step: string,
      selected: SelectedFields,
      source: typeof users | Subquery,
      extra: SQL | undefined,
      stepValues: Record<string, unknown>,
      replan = false,
    ) =>
      runShaped<EmployeeRow>(
        db,
        `employees|${step}|${employeeShape(viewer, f)}|${shape}`,
        () =>
          db
            .select(selected as typeof columns)
            .from(source as typeof users)
            .leftJoin(agencies, eq(agencies.id, users.agencyId))
            .leftJoin(cities, eq(cities.id, users.cityId))
            .where(extra)
            .orderBy(...orderBy)
            .limit(literalLimit(limit)),
        { ...employeeValues(viewer, f), ...values, ...stepValues },
        // The holders of a search are planned with its words: a generic plan kept for one word
        // (a named statement's, after five calls) would read another's holders its way.
        { replan },
      );
    if (!searchWords(f).length) return page('all', columns, users, and(employeeWhere(viewer, f), where), {});
    // A search (server/db/searched.ts): the name order walked a bounded way, else its holders.
    // The walk reads only what its filter and order need (WALKED), which the name indexes hold
    // (migration 0033_employee_walk): an index-only walk, the page's own rows read from the table.
    return searchedPage(
      limit,
      (rows) =>
        page(
          'walk',
          columns,
          users,
          inArray(
            users.id,
            db
              .select({ id: sql`"users"."id"` })
              .from(
                db
                  .select(WALKED)
                  .from(users)
                  .where(and(employeeWhere(viewer, f, false), where))
                  .orderBy(...orderBy)
                  .limit(walkPlaceholder)
                  .as('users'),
              )
              .where(searchHeld(f, true))
              .orderBy(...orderBy)
              .limit(literalLimit(limit)),
          ),
          { walk: rows },
        ),
      () =>
        page(
          'held',
          { ...columns, heldCount: heldCount() },
          db
            .select()
            .from(users)
            .where(and(employeeWhere(viewer, f), where))
            .offset(fencePlaceholder)
            .limit(heldCapPlaceholder)
            .as('users'),
          undefined,
          heldValues,
          true,
        ) as Promise<(EmployeeRow & { heldCount: number })[]>,
      EMPLOYEE_SEARCH_WALK,
    );
  };

export const employeeCount = (db: Db, viewer: Viewer, f: EmployeeFilter) => (cap: number) =>
  countRows(
    db,
    db.select({ one: sql`1` }).from(users).where(employeeWhere(viewer, f)).limit(cap),
    employeeValues(viewer, f),
  );

/** The employees among `ids` that the viewer may act on (for a write, inside its transaction). */
export const employeesInScope = (db: Pick<Db, 'select'>, viewer: Viewer, ids: readonly number[]) =>
  db
    .select({
      id: users.id,
      verifiedByAgency: users.verifiedByAgency,
      isFired: users.isFired,
      verifiedUntil: users.verifiedUntil,
    })
    .from(users)
    .where(and(inArray(users.id, [...ids]), employeeScope(viewer)))
    .for('update');
