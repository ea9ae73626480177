import { type DocumentNode, Kind, print } from '@0no-co/graphql.web';
import { GET_LIST, GET_MANY, GET_MANY_REFERENCE, GET_ONE } from 'react-admin';
import { sendGraphql, toHttpError } from './client';
import type { ReadProvider } from './index';
import { buildQuery, type GraphqlResponse, listPlan, type QueryRegistry } from './queryRegistry';

/** At most this many walk steps (of up to 1000 rows) to reach a page no cursor leads to. */
const MAX_WALK_STEPS = 200;

/**
 * The read side of the data provider: react-admin's read methods to each resource's documents
 * (queryRegistry.ts), posted through request(). No GraphQL client library: the records live in
 * react-admin's query cache (a second, normalised cache would only disagree), and Apollo was 50 KB
 * of the first screen's 300.
 */

/** The name of a document's operation, sent as `operationName`. */
const operationName = (query: DocumentNode) => {
  const operation = query.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  return operation && 'name' in operation ? (operation.name?.value ?? null) : null;
};

/** How a read travels; tests hand in their own. */
export type GraphqlTransport = (
  query: DocumentNode,
  variables: Record<string, unknown>,
) => Promise<GraphqlResponse>;

/** What a read sends: its printed document, its variables and its operation's name. */
export const operationOf = (query: DocumentNode, variables: Record<string, unknown>) => ({
  query: print(query),
  variables,
  operationName: operationName(query),
});

/** Through the browser's one GraphQL sender (client.ts: reads started together go as one request). */
export const graphqlTransport: GraphqlTransport = async (query, variables) => {
  const result = await sendGraphql(operationOf(query, variables));
  if (result?.errors?.length) throw toHttpError(result.errors);
  return result as GraphqlResponse;
};

export const buildGraphqlProvider = (
  registry: QueryRegistry,
  transport: GraphqlTransport = graphqlTransport,
): ReadProvider => {
  const build = buildQuery(registry);
  const read =
    (method: string) =>
    async (resource: string, params: any): Promise<any> => {
      const { query, variables = {}, parseResponse } = build(method, resource, params);
      return parseResponse(await transport(query, variables));
    };
  /** A list page: first walk towards it while no known cursor leads there (keysetPages.ts). */
  const paged =
    (ra: typeof GET_LIST | typeof GET_MANY_REFERENCE) => async (resource: string, params: any) => {
      for (let step = 0; step < MAX_WALK_STEPS; step += 1) {
        const plan = listPlan(registry, ra, resource, params)?.plan;
        if (!plan || plan.kind === 'read') break;
        const walked = await read(ra)(resource, {
          ...params,
          meta: { ...params.meta, keysetPlan: plan },
        });
        // The list ends before the page: read it (empty) rather than walk on.
        if (walked.data.length < plan.size) break;
      }
      return read(ra)(resource, params);
    };
  return {
    getList: paged(GET_LIST),
    getOne: read(GET_ONE),
    getMany: read(GET_MANY),
    getManyReference: paged(GET_MANY_REFERENCE),
  };
};
