import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { AGENCY_APPROVED_ROLES } from '../../../domain/permissions';
import type { Role } from '../../../domain/roles';
import type { Db } from '../../db';
import { russian } from '../../db/collation';
import { agencies, cities, users } from '../../db/schema';
import type { Viewer } from '../users/queries';

/** The roles the employee lists show (part 1 §6 "The employee list query returns ..."). */
export const EMPLOYEE_ROLES: readonly Role[] = ['COORDINATOR', 'CONSULTANT', 'AGENCY_MANAGER'];

/**
 * The staff a viewer may see and act on: HQ every agency's, the agency roles their own agency's,
 * only roles an agency approves. Applied inside every query and every write.
 */
export const employeeScope = (viewer: Viewer): SQL => {
  const approvable = inArray(users.role, [...AGENCY_APPROVED_ROLES]);
  if (viewer.role === 'HQ') return and(approvable, sql`${users.agencyId} is not null`)!;
  return and(approvable, eq(users.agencyId, viewer.agencyId ?? -1))!;
};

export interface EmployeeFilter {
  search?: string | null;
  verifiedIsNull?: boolean | null;
  verified?: boolean | null;
  isFired?: boolean | null;
  roleIn?: string[] | null;
  agency?: number | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

const employeeWhere = (viewer: Viewer, f: EmployeeFilter) => {
  const words = (f.search ?? '').trim().split(/\s+/).filter(Boolean);
  // Every word must be in the name or the e-mail: 'Иванова Мар' finds Мария Иванова.
  const searchable = sql`concat_ws(' ', ${users.lastName}, ${users.firstName}, ${users.midName}, ${users.email})`;
  return and(
    employeeScope(viewer),
    inArray(users.role, f.roleIn?.length ? f.roleIn : [...EMPLOYEE_ROLES]),
    ...words.map((w) => sql`${searchable} ilike ${`%${escapeLike(w)}%`}`),
    f.verifiedIsNull == null
      ? undefined
      : f.verifiedIsNull
        ? isNull(users.verifiedByAgency)
        : sql`${users.verifiedByAgency} is not null`,
    f.verified == null ? undefined : eq(users.verifiedByAgency, f.verified),
    f.isFired == null ? undefined : eq(users.isFired, f.isFired),
    f.agency == null ? undefined : eq(users.agencyId, f.agency),
  );
};

export const EMPLOYEE_ORDER = [
  'lastName',
  'firstName',
  'startWorkTime',
  'verifiedUntil',
  'firedTime',
  'createdAt',
] as const;
export type EmployeeOrder = { field: (typeof EMPLOYEE_ORDER)[number]; descending: boolean };

const orderColumn = (field: EmployeeOrder['field']) =>
  ({
    lastName: russian(users.lastName),
    firstName: russian(users.firstName),
    startWorkTime: users.startWorkTime,
    verifiedUntil: users.verifiedUntil,
    firedTime: users.firedTime,
    createdAt: users.createdAt,
  })[field];

export const countEmployees = async (db: Db, viewer: Viewer, f: EmployeeFilter) =>
  (await db.select({ n: count() }).from(users).where(employeeWhere(viewer, f)))[0].n;

export const listEmployees = async (
  db: Db,
  viewer: Viewer,
  f: EmployeeFilter,
  order: EmployeeOrder,
  page: { offset: number; limit: number },
) => {
  const direction = order.descending ? desc : asc;
  return db
    .select({
      user: users,
      agency: { id: agencies.id, title: agencies.title },
      city: { id: cities.id, title: cities.title },
    })
    .from(users)
    .leftJoin(agencies, eq(agencies.id, users.agencyId))
    .leftJoin(cities, eq(cities.id, users.cityId))
    .where(employeeWhere(viewer, f))
    .orderBy(
      sql`${direction(orderColumn(order.field))} nulls last`,
      asc(russian(users.lastName)),
      asc(russian(users.firstName)),
      asc(users.id),
    )
    .offset(page.offset)
    .limit(page.limit);
};
export type EmployeeRow = Awaited<ReturnType<typeof listEmployees>>[number];

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
