import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client/core';
import { type GraphQLFormattedError, print } from 'graphql';
import buildGraphQLProvider from 'ra-data-graphql';
import { type DataProvider, GET_LIST, GET_MANY_REFERENCE, HttpError } from 'react-admin';
import { MESSAGES } from '../domain/messages';
import { apiUrl, request } from './http';
import { buildQuery, listPlan, type QueryRegistry } from './queryRegistry';

/** At most this many walk steps (of up to 1000 rows) to reach a page no cursor leads to. */
const MAX_WALK_STEPS = 200;

/**
 * The read side of the data provider: ra-data-graphql with introspection off, its buildQuery
 * dispatching to each resource's documents (queryRegistry.ts), over request() for transport.
 */

const STATUS_BY_CODE: Record<string, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
};

/** A GraphQL `errors` answer as the HttpError the REST side would have raised for it. */
export const toHttpError = (errors: readonly GraphQLFormattedError[]): HttpError => {
  const [first] = errors;
  const code = String(first?.extensions?.code ?? '');
  const status = STATUS_BY_CODE[code] ?? 400;
  let message = first?.message || MESSAGES.validationFailed;
  if (status === 403) message = MESSAGES.noRights;
  else if (status === 401 && !first?.message) message = MESSAGES.notAuthenticated;
  return new HttpError(message, status, { detail: message, graphQLErrors: errors });
};

/**
 * ra-data-graphql turns a link failure into `new HttpError(error.message, error.statusCode)`, so
 * the status must also travel as `statusCode` for the authProvider's checkError to see a 401.
 */
const withStatusCode = (error: unknown) =>
  error instanceof HttpError ? Object.assign(error, { statusCode: error.status }) : error;

/** Apollo's transport, through request(): the JWT header, TIME_SHIFT and the error catalogue. */
export const graphqlLink = new ApolloLink(
  (operation) =>
    new Observable((observer) => {
      let active = true;
      request(apiUrl('graphql'), {
        method: 'POST',
        body: {
          query: print(operation.query),
          variables: operation.variables,
          operationName: operation.operationName,
        },
      })
        .then((result) => {
          if (!active) return;
          if (result?.errors?.length) throw toHttpError(result.errors);
          observer.next(result);
          observer.complete();
        })
        .catch((error) => {
          if (active) observer.error(withStatusCode(error));
        });
      return () => {
        active = false;
      };
    }),
);

/** ra-data-graphql wraps a parseResponse failure as `HttpError(message, 200, original)`: unwrap it. */
const unwrapped = (error: unknown) =>
  error instanceof HttpError && error.body instanceof HttpError ? error.body : error;

export const buildGraphqlProvider = (
  registry: QueryRegistry,
  link: ApolloLink = graphqlLink,
): DataProvider => {
  const provider = buildGraphQLProvider({
    client: new ApolloClient({ link, cache: new InMemoryCache() }),
    introspection: false,
    buildQuery: () => buildQuery(registry),
    // Records live in react-admin's query cache; a second, normalised cache would only disagree.
    query: () => ({ fetchPolicy: 'no-cache' }),
  });
  const read =
    <M extends 'getList' | 'getOne' | 'getMany' | 'getManyReference'>(method: M) =>
    (resource: string, params: any) =>
      (provider[method] as (r: string, p: any) => Promise<any>)(resource, params).catch((error: unknown) => {
        throw unwrapped(error);
      });
  /** A list page: first walk towards it while no known cursor leads there (keysetPages.ts). */
  const paged =
    (method: 'getList' | 'getManyReference', ra: typeof GET_LIST | typeof GET_MANY_REFERENCE) =>
    async (resource: string, params: any) => {
      for (let step = 0; step < MAX_WALK_STEPS; step += 1) {
        const plan = listPlan(registry, ra, resource, params)?.plan;
        if (!plan || plan.kind === 'read') break;
        const walked = await read(method)(resource, {
          ...params,
          meta: { ...params.meta, keysetPlan: plan },
        });
        // The list ends before the page: read it (empty) rather than walk on.
        if (walked.data.length < plan.size) break;
      }
      return read(method)(resource, params);
    };
  return {
    ...provider,
    getList: paged('getList', GET_LIST),
    getOne: read('getOne'),
    getMany: read('getMany'),
    getManyReference: paged('getManyReference', GET_MANY_REFERENCE),
  };
};
