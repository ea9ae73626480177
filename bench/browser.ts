/**
 * The browser's own requests (issue 28 point 1): a list's page and its count exactly as the data
 * provider builds them (dataProvider/graphql.ts and countList.ts) from the resources' query
 * modules and the screens' opening parameters (SESSION_LIST, EMPLOYEE_LIST_*, FORMAT_LIST), the
 * browser's time zone included. The benchmarks post these bodies, so they pay what the browser's
 * requests cost: the whole selection of the screen's document, its variables, `operationName`.
 */
import type { GetListParams } from 'react-admin';
import { toConnectionVariables } from '../dataProvider/connection';
import { countRequest } from '../dataProvider/countList';
import { buildGraphqlProvider, operationOf } from '../dataProvider/graphql';
import type { QueryRegistry } from '../dataProvider/queryRegistry';
import {
  EMPLOYEE_LIST_FILTERS,
  EMPLOYEE_LIST_PAGE,
  EMPLOYEE_LIST_SORTS,
  employeeQueries,
} from '../resources/employees/queries';
import { FORMAT_LIST, formatQueries } from '../resources/formats/queries';
import { CALENDAR_TEAM_DOCUMENT, calendarTeamVariables } from '../resources/sessions/calendar/api';
import { SESSION_LIST, sessionQueries } from '../resources/sessions/queries';

/** The lists the benchmarks ask, with their documents as the resources declare them. */
export const BENCH_REGISTRY: QueryRegistry = { ...sessionQueries, ...employeeQueries, ...formatQueries };

/** A time zone of the demo's users (the server's formatter differs from UTC's only in its offset). */
export const BROWSER_ZONE = 'Asia/Almaty';

/** A GraphQL request body as the browser posts it. */
export interface BrowserRequest {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string | null;
}

type ListParams = Pick<GetListParams, 'sort' | 'filter'> & { perPage: number };

/**
 * The body of a list's first page, as the data provider sends it: built by the provider itself,
 * through a transport that keeps the request instead of posting it. `timeZone` (a fixed filter of
 * lists with days) is the demo's zone, not this process's.
 */
export const firstPage = async (resource: string, params: ListParams): Promise<BrowserRequest> => {
  let sent: BrowserRequest | null = null;
  const provider = buildGraphqlProvider(BENCH_REGISTRY, async (query, variables) => {
    sent = operationOf(query, variables);
    return { data: {} };
  });
  await provider.getList(resource, {
    pagination: { page: 1, perPage: params.perPage },
    sort: params.sort,
    filter: params.filter ?? {},
  });
  if (!sent) throw new Error(`the data provider sent nothing for ${resource}`);
  return inZone(sent);
};

/** The body of a list's count, asked once per filter (lists counted apart). */
export const countOf = (resource: string, params: ListParams): BrowserRequest => {
  const list = BENCH_REGISTRY[resource]?.list;
  if (!list) throw new Error(`no list query for ${resource}`);
  return inZone(
    countRequest(list, toConnectionVariables({ filter: params.filter, sort: params.sort }, list)),
  );
};

const inZone = (request: BrowserRequest): BrowserRequest =>
  'timeZone' in request.variables
    ? { ...request, variables: { ...request.variables, timeZone: BROWSER_ZONE } }
    : request;

/** The same request at another place in the list (a cursor from a page the browser has read) or with a search. */
export const withVariables = (
  request: BrowserRequest,
  variables: Record<string, unknown>,
): BrowserRequest => ({
  ...request,
  variables: { ...request.variables, ...variables },
});

/** The screens as they open. */
export const SCREENS = {
  sessions: { resource: 'sessions', params: { ...SESSION_LIST, filter: { ...SESSION_LIST.filter } } },
  approvedEmployees: {
    resource: 'agencyEmployees',
    params: {
      perPage: EMPLOYEE_LIST_PAGE,
      sort: EMPLOYEE_LIST_SORTS.approved,
      filter: { ...EMPLOYEE_LIST_FILTERS.approved },
    },
  },
  formats: { resource: 'formats', params: { ...FORMAT_LIST, filter: {} as Record<string, unknown> } },
} satisfies Record<string, { resource: string; params: ListParams }>;

/** A screen's first page and count with its filter and its search box's text (`q`) added. */
export const screenRequests = async (
  screen: keyof typeof SCREENS,
  filter: Record<string, unknown> = {},
): Promise<{ page: BrowserRequest; count: BrowserRequest }> => {
  const { resource, params } = SCREENS[screen];
  const asked = { ...params, filter: { ...params.filter, ...filter } };
  return { page: await firstPage(resource, asked), count: countOf(resource, asked) };
};

/**
 * The team calendar's people as it opens (resources/sessions/calendar/api.ts fetchCalendarTeam,
 * issue 28 point 2): a coordinator's first page, no search; `after` a later page's cursor. Sent
 * through dataProvider/client.ts graphql(), alone: no operation name.
 */
export const calendarTeamRequest = (coordinator: string, after: string | null = null): BrowserRequest => ({
  query: CALENDAR_TEAM_DOCUMENT,
  variables: calendarTeamVariables(coordinator, '', after),
});
