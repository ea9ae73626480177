import type { GetListParams, GetListResult, RaRecord } from 'react-admin';

/**
 * react-admin's page/perPage/sort/filter as relay connection arguments, and relay connections
 * back as react-admin lists. Every resource's list query goes through these two functions.
 */

export interface ConnectionVariables {
  first?: number;
  after?: string;
  orderBy?: string;
  [filter: string]: unknown;
}

export interface ConnectionOptions {
  /** react-admin filter name → Graphene filter name, e.g. `{ q: 'model_Icontains', ids: 'id_In' }`. */
  filterNames?: Record<string, string>;
  /** Filters every request carries, whatever the screen asks (e.g. `{ isDeleted: false }`). */
  fixedFilter?: Record<string, unknown>;
}

export interface Connection<T = any> {
  totalCount?: number | null;
  totalCountKind?: 'EXACT' | 'AT_LEAST' | null;
  edges?: ReadonlyArray<{ cursor?: string; node: T | null } | null> | null;
  pageInfo?: {
    hasNextPage?: boolean;
    hasPreviousPage?: boolean;
    startCursor?: string | null;
    endCursor?: string | null;
  } | null;
}

const DEFAULT_FILTER_NAMES: Record<string, string> = { ids: 'id_In' };

/** Graphene's array-connection cursor of the item at `offset` (zero-based). */
export const offsetCursor = (offset: number): string => btoa(`arrayconnection:${offset}`);

/** 'model' ASC → 'model', DESC → '-model'; nested paths use Django's `__`. */
export const toOrderBy = (sort?: { field?: string; order?: string }): string | undefined => {
  if (!sort?.field) return undefined;
  const field = sort.field.split('.').join('__');
  return sort.order === 'DESC' ? `-${field}` : field;
};

/** Drops empty filter values (react-admin keeps '' and [] for cleared inputs) and renames keys. */
export const toGrapheneFilter = (
  filter: Record<string, unknown> = {},
  filterNames: Record<string, string> = {},
): Record<string, unknown> => {
  const names = { ...DEFAULT_FILTER_NAMES, ...filterNames };
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    result[names[key] ?? key] = value;
  }
  return result;
};

/** The list's variables without its page: filters (renamed, fixed ones added) and orderBy. */
export const toConnectionVariables = (
  params: Partial<Pick<GetListParams, 'sort' | 'filter'>>,
  options: ConnectionOptions = {},
): ConnectionVariables => {
  const variables: ConnectionVariables = {
    ...toGrapheneFilter(params.filter, options.filterNames),
    ...options.fixedFilter,
  };
  const orderBy = toOrderBy(params.sort);
  if (orderBy) variables.orderBy = orderBy;
  return variables;
};

/** react-admin's page as the offset of its first row and its size (null: no paging asked). */
export const pageOf = (params: Partial<Pick<GetListParams, 'pagination'>>) => {
  const { page = 1, perPage } = params.pagination ?? {};
  if (!perPage || perPage <= 0) return null;
  return { offset: (Math.max(page, 1) - 1) * perPage, size: perPage };
};

const NUMERIC_ID = /^\d+$/;

/**
 * GraphQL sends ids as strings, REST as numbers: every record leaves the data provider with
 * numeric ids (nested ones too) and without Apollo's `__typename`, so records compare equal
 * whichever way they were read.
 */
export const normaliseIds = <T>(value: T): T => {
  if (Array.isArray(value)) return value.map(normaliseIds) as T;
  if (value === null || typeof value !== 'object') return value;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === '__typename') continue;
    result[key] =
      key === 'id' && typeof item === 'string' && NUMERIC_ID.test(item) ? Number(item) : normaliseIds(item);
  }
  return result as T;
};

export const fromConnection = <T extends RaRecord = RaRecord>(
  connection: Connection | null | undefined,
): GetListResult<T> => {
  const data = (connection?.edges ?? [])
    .map((edge) => edge?.node)
    .filter((node): node is NonNullable<typeof node> => node != null)
    .map((node) => normaliseIds(node) as T);
  const pageInfo = {
    hasNextPage: !!connection?.pageInfo?.hasNextPage,
    hasPreviousPage: !!connection?.pageInfo?.hasPreviousPage,
  };
  const total = typeof connection?.totalCount === 'number' ? connection.totalCount : undefined;
  return total === undefined ? { data, pageInfo } : { data, total, pageInfo };
};
