import { type DocumentNode, Kind, parse, visit } from '@0no-co/graphql.web';

/** A GraphQL answer as the transport hands it to a query's parser. */
export interface GraphqlResponse {
  data?: any;
}

/** What a read becomes: its document, its variables, and how its answer becomes react-admin's result. */
export interface BuildQueryResult {
  query: DocumentNode;
  variables?: Record<string, unknown>;
  parseResponse: (response: GraphqlResponse) => any;
}

/** react-admin's method (GET_LIST...), the resource and its params, to the read. */
export type BuildQuery = (name: string, resource: string, params: any) => BuildQueryResult;

import { GET_LIST, GET_MANY, GET_MANY_REFERENCE, GET_ONE, HttpError } from 'react-admin';
import { MESSAGES } from '../domain/messages';
import {
  type Connection,
  type ConnectionOptions,
  fromConnection,
  normaliseIds,
  pageOf,
  toConnectionVariables,
} from './connection';
import { connectionOf, gql, setDocumentParser } from './documents';
import { listKey, listState, type PagePlan, planPage, remember } from './keysetPages';

/**
 * The registry of hand-written GraphQL documents (each resource declares its own in
 * resources/<x>/queries.ts) and the buildQuery that turns a react-admin read into one of them.
 * Pure: no transport here, so resources and tests can use it without Apollo.
 */

// The resources' documents (dataProvider/documents.ts) are parsed on first use, by graphql's parser.
setDocumentParser(parse);

export { connectionOf, gql };

/** A relay connection query: `field` is the root field that answers the connection. */
export interface ListQuery extends ConnectionOptions {
  document: DocumentNode;
  field: string;
  /**
   * Counted apart from its pages (dataProvider.countList, asked by KeysetPagination): for lists
   * that grow without bound, so that no page waits for a count.
   */
  countApart?: boolean;
}

/** A single-record query taking `$id: ID!`. */
export interface OneQuery {
  document: DocumentNode;
  field: string;
}

export interface ResourceQueries {
  list?: ListQuery;
  one?: OneQuery;
}

export type QueryRegistry = Record<string, ResourceQueries>;

const declaredVariables = (document: DocumentNode, requiredOnly = false): Set<string> => {
  const names = new Set<string>();
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const variable of definition.variableDefinitions ?? [])
      if (!requiredOnly || variable.type.kind === Kind.NON_NULL_TYPE) names.add(variable.variable.name.value);
  }
  return names;
};

/** The fixed filters a document cannot go without (a choice list's `kind`), for reads by id. */
const requiredFixedFilter = (list: ListQuery) => {
  const required = declaredVariables(list.document, true);
  return Object.fromEntries(Object.entries(list.fixedFilter ?? {}).filter(([name]) => required.has(name)));
};

/** Only the variables the document declares: a stray react-admin filter never breaks a query. */
export const pickDeclaredVariables = (document: DocumentNode, variables: Record<string, unknown>) => {
  const names = declaredVariables(document);
  return Object.fromEntries(Object.entries(variables).filter(([name]) => names.has(name)));
};

const unsupported = (resource: string, method: string): Error =>
  new Error(`The resource '${resource}' has no GraphQL query for ${method}`);

const listQuery = (
  list: ListQuery,
  variables: Record<string, unknown>,
  toResult: (connection: any) => unknown = fromConnection,
): BuildQueryResult => ({
  query: list.document,
  variables: pickDeclaredVariables(list.document, variables),
  parseResponse: (response) => toResult(response.data?.[list.field]),
});

/** The document without totalCount: the count is asked once per list, not on every page. */
const uncounted = new WeakMap<DocumentNode, DocumentNode>();
const withoutCount = (document: DocumentNode) => {
  let stripped = uncounted.get(document);
  if (!stripped) {
    stripped = visit(document, {
      Field: (node) => (['totalCount', 'totalCountKind'].includes(node.name.value) ? null : undefined),
    });
    uncounted.set(document, stripped);
  }
  return stripped;
};

type ListParams = Parameters<BuildQuery>[2];

/** The list's variables without its page, a GET_MANY_REFERENCE's target included. */
const baseVariables = (method: string, list: ListQuery, params: ListParams) =>
  toConnectionVariables(
    method === GET_MANY_REFERENCE
      ? { ...params, filter: { ...params.filter, [params.target]: params.id } }
      : params,
    list,
  );

/**
 * How the next request for a list page reads it (keysetPages.ts): the page itself, or first a
 * walk step towards it. The GraphQL provider walks until the plan is a read.
 */
export const listPlan = (registry: QueryRegistry, method: string, resource: string, params: ListParams) => {
  const list = registry[resource]?.list;
  const page = pageOf(params);
  if (!list || !page) return null;
  const base = baseVariables(method, list, params);
  const state = listState(listKey(resource, base));
  const declared = declaredVariables(list.document);
  // A document that cannot read backwards reaches a page by walking forward.
  const backwards = declared.has('last') && declared.has('before');
  return { state, base, plan: planPage(state, page.offset, page.size, backwards) };
};

const keysetListQuery = (
  list: ListQuery,
  planned: NonNullable<ReturnType<typeof listPlan>>,
  plan: PagePlan,
): BuildQueryResult => {
  const { state, base } = planned;
  // Count with the first page of a list, or while the list's count is unknown (unless counted apart).
  const count = !list.countApart && (plan.offset === 0 || !state.total);
  return {
    query: count ? list.document : withoutCount(list.document),
    variables: pickDeclaredVariables(list.document, { ...base, ...plan.variables }),
    parseResponse: (response) => {
      const connection: Connection | null | undefined = response.data?.[list.field];
      const edges = connection?.edges ?? [];
      remember(
        state,
        plan.offset,
        edges.map((edge) => edge?.cursor),
        connection ?? undefined,
      );
      const result = fromConnection({ ...connection, totalCount: state.total?.n ?? connection?.totalCount });
      return { ...result, meta: { totalCountKind: state.total?.kind ?? 'EXACT' } };
    },
  };
};

export const buildQuery =
  (registry: QueryRegistry): BuildQuery =>
  (method, resource, params) => {
    const { list, one } = registry[resource] ?? {};
    switch (method) {
      case GET_LIST:
      case GET_MANY_REFERENCE: {
        if (!list) throw unsupported(resource, method);
        const planned = listPlan(registry, method, resource, params);
        if (!planned) return listQuery(list, baseVariables(method, list, params));
        return keysetListQuery(list, planned, params.meta?.keysetPlan ?? planned.plan);
      }
      case GET_MANY: {
        if (!list) throw unsupported(resource, method);
        const ids = (params.ids ?? []).map(String);
        // Not the list's optional fixed filters (deleted ones are read by id too), only required ones.
        return listQuery(
          list,
          { ...requiredFixedFilter(list), id_In: ids, first: ids.length },
          (connection) => ({
            data: fromConnection(connection).data,
          }),
        );
      }
      case GET_ONE:
        if (!one) throw unsupported(resource, method);
        return {
          query: one.document,
          variables: { id: String(params.id) },
          parseResponse: (response) => {
            const record = response.data?.[one.field];
            if (!record) throw new HttpError(MESSAGES.notFound, 404, { detail: MESSAGES.notFound });
            return { data: normaliseIds(record) };
          },
        };
      default:
        throw unsupported(resource, method);
    }
  };
