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
  /** The path of a create when it depends on the payload ('media' or 'mediabylink'). */
  createPath?: (data: Record<string, unknown>) => string;
  /** The dialog's error when the server gives no message of its own (part 2 §8, e.g. interview kits). */
  failureMessage?: string;
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
export const toSubmissionError = (error: unknown, failureMessage?: string): unknown => {
  if (!(error instanceof HttpError)) return error;
  const { non_field_errors: general, ...fields } = (error.body?.errors ?? {}) as Record<string, unknown>;
  const own = error.status === 400 || !failureMessage ? error.message : failureMessage;
  const serverError = typeof general === 'string' && general ? general : own;
  return new HttpError(error.message, error.status, {
    ...(error.body ?? {}),
    errors: { ...fields, root: { serverError } },
  });
};

const rethrowForForms = (error: unknown, failureMessage?: string): never => {
  throw toSubmissionError(error, failureMessage);
};

const isFile = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob;

/** Part 1 §7: a payload with a file goes as form data (files as parts, the rest as text). */
export const hasFile = (data: Record<string, unknown>) => Object.values(data ?? {}).some(isFile);

export const toFormData = (data: Record<string, unknown>): FormData => {
  const form = new FormData();
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || value === null) continue;
    if (isFile(value)) form.append(key, value, (value as File).name ?? key);
    else form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form;
};

export const buildRestProvider = (routes: RestRoutes = {}): WriteProvider => {
  const byVerb = {
    PUT: simpleRestProvider(API_ROOT, httpClient('PUT')),
    PATCH: simpleRestProvider(API_ROOT, httpClient('PATCH')),
  };
  const route = (resource: string) => ({
    path: routes[resource]?.path ?? resource,
    rest: byVerb[routes[resource]?.update ?? 'PUT'],
    fail: (error: unknown) => rethrowForForms(error, routes[resource]?.failureMessage),
  });

  return {
    create: (resource, params) => {
      const { rest, fail, ...base } = route(resource);
      const path = routes[resource]?.createPath?.(params.data) ?? base.path;
      if (hasFile(params.data))
        return request(apiUrl(path), { method: 'POST', body: toFormData(params.data) })
          .then((json) => ({ data: json }))
          .catch(fail);
      return rest.create(path, params).catch(fail);
    },
    update: (resource, params) => {
      const { path, rest, fail } = route(resource);
      return rest.update(path, params).catch(fail);
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
