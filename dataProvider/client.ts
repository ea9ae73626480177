import type { GraphQLFormattedError } from 'graphql';
import { HttpError } from 'react-admin';
import { MESSAGES } from '../domain/messages';
import { apiUrl, request } from './http';
import { type Answer, mergingSender, type Operation } from './merge';

/**
 * The GraphQL client of the custom screens (dialogs' lists, the calendar, the timeline, the
 * dashboard's widgets): a leaf that imports no resource, so that a resource's module may use it
 * without reaching the data provider, which folds every registration (resources/index.ts).
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
 * Every GraphQL request of the browser (these custom reads and the data provider's): POST
 * /api/graphql/ through request() (the JWT header, TIME_SHIFT, the error catalogue), the reads
 * started together merged into one request (merge.ts).
 */
export const sendGraphql = mergingSender(({ query, variables, operationName }: Operation) =>
  request<Answer>(apiUrl('graphql'), {
    method: 'POST',
    body: operationName ? { query, variables, operationName } : { query, variables },
  }),
);

/** A GraphQL read outside react-admin's resources; an `errors` answer throws its HttpError. */
export const graphql = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
  const result = await sendGraphql({ query, variables });
  if (result?.errors?.length) throw toHttpError(result.errors);
  return result.data as T;
};
