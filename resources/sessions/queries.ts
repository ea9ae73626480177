import { connectionOf, gql } from '../../dataProvider/documents';
import type { QueryRegistry } from '../../dataProvider/queryRegistry';
import { DEFAULT_LIST_STATUSES } from '../../domain/validation/sessions';

/**
 * The sessions list, sessions-search and sessions-edit (issue 12 points 1 and 2): the `sessions`
 * keyset connection (never DELETED, the caller's scope in the server's SQL), counted apart from
 * its pages. Days are the browser's own (`dayFrom`/`dayTo` with its time zone); `q` is the free text.
 * The filters' choices come from `sessionChoices`, one resource per kind.
 */

const SESSION = `id date plannedStartTime plannedEndTime startTime stopTime hourCount status corruptedReason
  consultant { id firstName lastName photo } activity { id title }
  spot { id title address customerNumber } city { id title } region { id title }`;

/** The browser's time zone: the day filters' days are its days. */
export const BROWSER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The /sessions screen as it opens (SessionList.tsx; the benchmarks ask it so too): newest plan first, 25 a page, §4's statuses. */
export const SESSION_LIST = {
  perPage: 25,
  sort: { field: 'plannedStartTime', order: 'DESC' },
  filter: { status_In: [...DEFAULT_LIST_STATUSES] },
} as const;

const choices = (kind: string) => ({
  list: {
    document: gql`query SessionChoices($kind: String!, $search: String, $id_In: [ID!], $first: Int, $after: String) {
      sessionChoices(kind: $kind, search: $search, id_In: $id_In, first: $first, after: $after) {
        ${connectionOf('id title')} }
    }`,
    field: 'sessionChoices',
    filterNames: { q: 'search' },
    fixedFilter: { kind },
  },
});

/** The choice resources of the filters, by the filter they serve. */
export const SESSION_CHOICE_RESOURCES = {
  consultant: 'sessionConsultants',
  activity: 'sessionActivities',
  spot: 'sessionSpots',
  city: 'sessionCities',
  region: 'sessionRegions',
  /** The photo check's coordinator filter (issue 26). */
  coordinator: 'sessionCoordinators',
  /** The bulk reassign's consultant: only those who may be planned (issue 23 point 5). */
  plannableConsultant: 'sessionPlannableConsultants',
} as const;

export const sessionQueries: QueryRegistry = {
  sessions: {
    list: {
      document: gql`query Sessions($first: Int, $after: String, $last: Int, $before: String, $orderBy: String,
        $status_In: [String!], $dateFrom: String, $dateTo: String, $dayFrom: String, $dayTo: String,
        $timeZone: String, $consultant: ID, $consultant_Manager: ID, $activity: ID, $spot: ID, $city: ID,
        $region: ID, $search: String) {
        sessions(first: $first, after: $after, last: $last, before: $before, orderBy: $orderBy,
          status_In: $status_In, dateFrom: $dateFrom, dateTo: $dateTo, dayFrom: $dayFrom, dayTo: $dayTo,
          timeZone: $timeZone, consultant: $consultant, consultant_Manager: $consultant_Manager,
          activity: $activity, spot: $spot, city: $city, region: $region, search: $search) {
          ${connectionOf(SESSION)} }
      }`,
      countApart: true,
      field: 'sessions',
      filterNames: { q: 'search' },
      fixedFilter: { timeZone: BROWSER_TIME_ZONE },
    },
  },
  ...Object.fromEntries(
    Object.entries(SESSION_CHOICE_RESOURCES).map(([kind, resource]) => [resource, choices(kind)]),
  ),
};
