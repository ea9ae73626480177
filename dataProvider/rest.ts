import simpleRestProvider from 'ra-data-simple-rest';
import { type DataProvider, type fetchUtils, HttpError } from 'react-admin';
import { apiUrl, request } from './http';

/**
 * The write side of the data provider: ra-data-simple-rest over request() (JWT header, trailing
 * slashes, the error catalogue), with the per-resource REST path and update verb of the spec.
 */

export interface RestRoute {
  /** The REST path name when it differs from the resource name ('devices' → 'devicemodel'). */
  path?: string;
  /** The verb of updates; simple-rest's default is PUT. */
  update?: 'PUT' | 'PATCH';
}

export type RestRoutes = Record<string, RestRoute>;

export type WriteProvider = Pick<DataProvider, 'create' | 'update' | 'updateMany' | 'delete' | 'deleteMany'>;

const API_ROOT = '/api';

/** simple-rest's httpClient contract, answered by request(); its PUT becomes `updateVerb`. */
const httpClient =
  (updateVerb: 'PUT' | 'PATCH') =>
  async (url: string, options: fetchUtils.Options = {}) => {
    const method = options.method === 'PUT' ? updateVerb : (options.method ?? 'GET');
    const body = typeof options.body === 'string' ? JSON.parse(options.body) : (options.body ?? undefined);
    const json = await request(apiUrl(url), { method, body });
    return { status: 200, headers: new Headers(), body: json == null ? '' : JSON.stringify(json), json };
  };

/**
 * A failed write as react-admin's forms take it: the server's field errors (already joined per
 * field by request()) under the fields, and the general message as `root.serverError`, which the
 * dialogs show as their error line. `non_field_errors` are general too.
 */
export const toSubmissionError = (error: unknown): unknown => {
  if (!(error instanceof HttpError)) return error;
  const { non_field_errors: general, ...fields } = (error.body?.errors ?? {}) as Record<string, unknown>;
  const serverError = typeof general === 'string' && general ? general : error.message;
  return new HttpError(error.message, error.status, {
    ...(error.body ?? {}),
    errors: { ...fields, root: { serverError } },
  });
};

const rethrowForForms = (error: unknown): never => {
  throw toSubmissionError(error);
};

export const buildRestProvider = (routes: RestRoutes = {}): WriteProvider => {
  const byVerb = {
    PUT: simpleRestProvider(API_ROOT, httpClient('PUT')),
    PATCH: simpleRestProvider(API_ROOT, httpClient('PATCH')),
  };
  const route = (resource: string) => ({
    path: routes[resource]?.path ?? resource,
    rest: byVerb[routes[resource]?.update ?? 'PUT'],
  });

  return {
    create: (resource, params) => {
      const { path, rest } = route(resource);
      return rest.create(path, params).catch(rethrowForForms);
    },
    update: (resource, params) => {
      const { path, rest } = route(resource);
      return rest.update(path, params).catch(rethrowForForms);
    },
    updateMany: (resource, params) => {
      const { path, rest } = route(resource);
      return rest.updateMany(path, params).catch(rethrowForForms);
    },
    // DELETE answers 204 without a body; react-admin wants the deleted record back.
    delete: async (resource, params) => {
      const { path, rest } = route(resource);
      await rest.delete(path, params).catch(rethrowForForms);
      return { data: params.previousData ?? ({ id: params.id } as any) };
    },
    deleteMany: async (resource, params) => {
      const { path, rest } = route(resource);
      await Promise.all(params.ids.map((id) => rest.delete(path, { id }))).catch(rethrowForForms);
      return { data: params.ids };
    },
  };
};
