import { connectionOf, gql } from '../../dataProvider/documents';
import type { QueryRegistry } from '../../dataProvider/queryRegistry';

/** The roles the employee lists show (part 1 §6). */
export const EMPLOYEE_ROLES = ['COORDINATOR', 'CONSULTANT', 'AGENCY_MANAGER'] as const;

/** What each list asks agencyEmployees for (part 1 §4: new = verification null); EmployeeList.tsx and the benchmarks. */
export const EMPLOYEE_LIST_FILTERS = {
  new: { verifiedByAgency_Isnull: true, isFired: false },
  approved: { verifiedByAgency: true, isFired: false },
  fired: { isFired: true },
} as const;

/** «Новые» newest sign-up first (HR works them as they arrive); the others by last name. */
export const EMPLOYEE_LIST_SORTS = {
  new: { field: 'createdAt', order: 'DESC' },
  approved: { field: 'lastName', order: 'ASC' },
  fired: { field: 'lastName', order: 'ASC' },
} as const;

/** Rows a page of each employee list. */
export const EMPLOYEE_LIST_PAGE = 7;

const EMPLOYEE = `id firstName lastName midName email phone role verifiedByAgency isFired firedReason
  firedTimeStr startWorkTime verifiedUntil approvalExpired dateJoined agency { id title } city { id title }`;

/**
 * agencyEmployees (part 1 §7): the lists filter by verifiedByAgency_Isnull / verifiedByAgency /
 * isFired, search with searchString_Icontains, and always ask for the employee roles.
 */
export const employeeQueries: QueryRegistry = {
  agencyEmployees: {
    list: {
      document: gql`query AgencyEmployees($first: Int, $after: String, $last: Int, $before: String, $orderBy: String,
        $searchString_Icontains: String, $verifiedByAgency_Isnull: Boolean, $verifiedByAgency: Boolean,
        $isFired: Boolean, $role_In: [String!], $agency: ID) {
        agencyEmployees(first: $first, after: $after, last: $last, before: $before, orderBy: $orderBy,
          searchString_Icontains: $searchString_Icontains, verifiedByAgency_Isnull: $verifiedByAgency_Isnull,
          verifiedByAgency: $verifiedByAgency, isFired: $isFired, role_In: $role_In, agency: $agency) {
          ${connectionOf(EMPLOYEE)}
        }
      }`,
      field: 'agencyEmployees',
      filterNames: { q: 'searchString_Icontains' },
      fixedFilter: { role_In: [...EMPLOYEE_ROLES] },
      countApart: true,
    },
  },
};
