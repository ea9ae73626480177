import { HttpError } from 'react-admin';
import { STORAGE_AUTH, STORAGE_TIME_SHIFT } from '../domain/constants';

/** What the browser keeps in localStorage `authData` after login. */
export interface AuthData {
  token: string;
  user: {
    id: number;
    email: string;
    firstName: string;
    lastName: string;
    role: string;
    photo: string | null;
    [key: string]: unknown;
  };
}

export const readAuthData = (): AuthData | null => {
  try {
    const raw = localStorage.getItem(STORAGE_AUTH);
    return raw ? (JSON.parse(raw) as AuthData) : null;
  } catch {
    return null;
  }
};

export const writeAuthData = (data: AuthData | null) => {
  if (data) localStorage.setItem(STORAGE_AUTH, JSON.stringify(data));
  else localStorage.removeItem(STORAGE_AUTH);
};

/** The server clock minus ours, from the Date header of every answer (part 1 §7). */
const storeTimeShift = (response: Response) => {
  const date = response.headers.get('Date');
  if (!date) return;
  const server = Date.parse(date);
  if (!Number.isNaN(server)) localStorage.setItem(STORAGE_TIME_SHIFT, String(server - Date.now()));
};

export const timeShift = (): number => Number(localStorage.getItem(STORAGE_TIME_SHIFT) ?? 0) || 0;

/** `/api/x/y` with the trailing slash the server's routes carry. */
export const apiUrl = (path: string): string => {
  const [p, query] = path.split('?');
  const clean = `/api/${p.replace(/^\/+|\/+$/g, '')}/`.replace('/api/api/', '/api/');
  return query ? `${clean}?${query}` : clean;
};

export interface RequestOptions {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * Every call to the server goes through here: JWT header, X-Api-Initiator, JSON or form data,
 * the clock shift, and the error catalogue of part 1 §8 (an HttpError carrying the body).
 */
export const request = async <T = any>(url: string, options: RequestOptions = {}): Promise<T> => {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Api-Initiator': 'react',
    ...options.headers,
  };
  const auth = readAuthData();
  if (auth?.token) headers.Authorization = `JWT ${auth.token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(url, {
    method: options.method ?? 'GET',
    headers,
    body,
    credentials: 'include',
  });
  storeTimeShift(response);
  const text = await response.text();
  let json: any = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!response.ok) {
    const generic = `Request to ${url} failed: ${response.status} ${response.statusText}`;
    let message = generic;
    // The server's own words (400 message; 401, 403, 404, 429... detail) whenever it gave them;
    // GraphQL answers a refused query 400 with its `errors` list.
    const graphQLErrors = Array.isArray(json?.errors) ? json.errors : null;
    if (response.status === 400 && graphQLErrors?.[0]?.message) message = graphQLErrors[0].message;
    else if (response.status === 400 && typeof json?.message === 'string') message = json.message;
    else if (typeof json?.detail === 'string') message = json.detail;
    else if (typeof json?.message === 'string') message = json.message;
    const errors = json?.errors && !graphQLErrors ? joinFieldErrors(json.errors) : undefined;
    throw new HttpError(message, response.status, { ...(json ?? {}), errors });
  }
  return json as T;
};

/** Server field errors are lists; react-admin shows one string per field: messages joined. */
export const joinFieldErrors = (errors: Record<string, string[] | string>): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, Array.isArray(v) ? v.join(' ') : String(v)]));
