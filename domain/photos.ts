/**
 * The photo check's filter (part 2 §3 "Photo filter", §7 "GET photos", §9): the query string
 * `contact_id, session_id, consultant_ids, coordinator_ids, city_ids` (lists bracketed and comma
 * separated: `[1,2]`), `date_from, date_to` (YYYY-MM-DD), `page` (from 1) and `page_size`. One
 * parser for the browser (which builds the string) and the server (which refuses anything else
 * with a 400 naming the field).
 */
export const PHOTO_PAGE_SIZE = 50;
export const PHOTO_PAGE_SIZE_MAX = 100;
/** At most this many photos in one zip. */
export const PHOTO_ZIP_MAX = 1000;
/** A filtered photo count stops at this (the page row says «Фото: более 10000»); HQ's count of every photo has no cap. */
export const PHOTO_COUNT_CAP = 10_000;

export const PHOTO_MESSAGES = {
  badId: 'Неверный идентификатор',
  badList: 'Ожидается список чисел в квадратных скобках: [1,2]',
  badDate: 'Дата в формате ГГГГ-ММ-ДД',
  dateOrder: 'Дата начала позже даты окончания',
  badPage: 'Страница с 1',
  badPageSize: `Размер страницы от 1 до ${PHOTO_PAGE_SIZE_MAX}`,
  unknownParameter: 'Неизвестный параметр',
  noPhotos: 'Выберите фото',
  tooManyPhotos: `Не больше ${PHOTO_ZIP_MAX} фото за раз`,
  photoNotFound: 'Фото не найдено',
} as const;

export interface PhotoFilter {
  contactId: number | null;
  sessionId: number | null;
  consultantIds: number[];
  coordinatorIds: number[];
  cityIds: number[];
  dateFrom: string | null;
  dateTo: string | null;
}

export interface PhotoQuery extends PhotoFilter {
  page: number;
  pageSize: number;
}

export const EMPTY_PHOTO_FILTER: PhotoFilter = {
  contactId: null,
  sessionId: null,
  consultantIds: [],
  coordinatorIds: [],
  cityIds: [],
  dateFrom: null,
  dateTo: null,
};

const MAX_ID = 2_147_483_647;
const ID = /^[1-9][0-9]{0,9}$/;
const LIST = /^\[(?:[1-9][0-9]{0,9}(?:,[1-9][0-9]{0,9}){0,199})?\]$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const id = (text: string) => (ID.test(text) && Number(text) <= MAX_ID ? Number(text) : null);

const isDay = (text: string) => {
  const m = DAY.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
};

const FILTER_KEYS = [
  'contact_id',
  'session_id',
  'consultant_ids',
  'coordinator_ids',
  'city_ids',
  'date_from',
  'date_to',
] as const;
const QUERY_KEYS = new Set<string>([...FILTER_KEYS, 'page', 'page_size']);

export type PhotoQueryResult =
  | { ok: true; value: PhotoQuery }
  | { ok: false; errors: Record<string, string[]> };

/**
 * Reads a query string's parameters strictly: every value of its one form, no parameter twice,
 * none unknown. `pageless`: the report's filter (no page, no page_size).
 */
export const parsePhotoQuery = (
  params: Record<string, string | string[] | undefined>,
  { pageless = false } = {},
): PhotoQueryResult => {
  const errors: Record<string, string[]> = {};
  const fail = (key: string, message: string) => {
    errors[key] = [message];
  };
  const one = (key: string): string | null => {
    const v = params[key];
    if (v === undefined) return null;
    if (Array.isArray(v)) {
      fail(key, PHOTO_MESSAGES.unknownParameter);
      return null;
    }
    return v;
  };
  for (const key of Object.keys(params)) {
    if (!QUERY_KEYS.has(key) || (pageless && (key === 'page' || key === 'page_size')))
      fail(key, PHOTO_MESSAGES.unknownParameter);
  }
  const idOf = (key: string) => {
    const text = one(key);
    if (text == null || text === '') return null;
    const value = id(text);
    if (value == null) fail(key, PHOTO_MESSAGES.badId);
    return value;
  };
  const listOf = (key: string) => {
    const text = one(key);
    if (text == null || text === '') return [];
    if (!LIST.test(text)) {
      fail(key, PHOTO_MESSAGES.badList);
      return [];
    }
    const values = text.slice(1, -1).split(',').filter(Boolean).map(Number);
    if (values.some((v) => v > MAX_ID)) fail(key, PHOTO_MESSAGES.badList);
    return [...new Set(values)];
  };
  const dayOf = (key: string) => {
    const text = one(key);
    if (text == null || text === '') return null;
    if (!isDay(text)) {
      fail(key, PHOTO_MESSAGES.badDate);
      return null;
    }
    return text;
  };
  const intOf = (key: string, min: number, max: number, fallback: number, message: string) => {
    const text = one(key);
    if (text == null || text === '') return fallback;
    const value = id(text);
    if (value == null || value < min || value > max) {
      fail(key, message);
      return fallback;
    }
    return value;
  };
  const value: PhotoQuery = {
    contactId: idOf('contact_id'),
    sessionId: idOf('session_id'),
    consultantIds: listOf('consultant_ids'),
    coordinatorIds: listOf('coordinator_ids'),
    cityIds: listOf('city_ids'),
    dateFrom: dayOf('date_from'),
    dateTo: dayOf('date_to'),
    page: intOf('page', 1, MAX_ID, 1, PHOTO_MESSAGES.badPage),
    pageSize: intOf('page_size', 1, PHOTO_PAGE_SIZE_MAX, PHOTO_PAGE_SIZE, PHOTO_MESSAGES.badPageSize),
  };
  if (value.dateFrom && value.dateTo && value.dateFrom > value.dateTo && !errors.date_from)
    fail('date_from', PHOTO_MESSAGES.dateOrder);
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value };
};

/** The query string of a filter (and page): empty values and lists left out (part 2 §5). */
export const photoQueryString = (filter: PhotoFilter, page?: { page: number; pageSize: number }) => {
  const out = new URLSearchParams();
  if (filter.contactId) out.set('contact_id', String(filter.contactId));
  if (filter.sessionId) out.set('session_id', String(filter.sessionId));
  if (filter.consultantIds.length) out.set('consultant_ids', `[${filter.consultantIds.join(',')}]`);
  if (filter.coordinatorIds.length) out.set('coordinator_ids', `[${filter.coordinatorIds.join(',')}]`);
  if (filter.cityIds.length) out.set('city_ids', `[${filter.cityIds.join(',')}]`);
  if (filter.dateFrom) out.set('date_from', filter.dateFrom);
  if (filter.dateTo) out.set('date_to', filter.dateTo);
  if (page) {
    out.set('page', String(page.page));
    out.set('page_size', String(page.pageSize));
  }
  return out.toString();
};

/** A photo as GET photos answers it. */
export interface PhotoRow {
  id: number;
  /** The composite wrapper id (part 2 §3 "Photo"): `contact:<contactId>:<photoId>`. */
  wrapperId: string;
  contactId: number;
  sessionId: number;
  takenAt: string;
  consultant: { id: number; firstName: string; lastName: string };
  coordinator: { id: number; firstName: string; lastName: string } | null;
  spot: { id: number; title: string } | null;
  city: { id: number; title: string } | null;
  mime: string;
  size: number;
  thumbnailUrl: string;
  url: string;
}

export interface PhotoPage {
  count: number;
  countCapped: boolean;
  page: number;
  pageSize: number;
  results: PhotoRow[];
}

/** A file the server builds as a job (a zip, a report), as its status call answers it. */
export interface FileJobStatus {
  id: number;
  status: string;
  filename: string | null;
  download_url: string;
  /** Why a failed job failed, when it is the user's to read (JOB_MESSAGES); else null. */
  reason?: string | null;
}

export const FILE_FINISHED = 'finished';
export const FILE_FAILED = 'Ошибка выполнения';
/** The browser asks a file's status this often (part 2 §9). */
export const FILE_POLL_MS = 5000;
