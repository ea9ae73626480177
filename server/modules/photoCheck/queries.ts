import { type SQL, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { PHOTO_COUNT_CAP, type PhotoFilter, type PhotoQuery, type PhotoRow } from '../../../domain/photos';
import type { Db } from '../../db';
import { literalLimit, runNamedSql } from '../../db/shaped';
import type { Viewer } from '../users/queries';

/** The product's days (as the reports count them). */
export const PHOTO_TIME_ZONE = 'Asia/Almaty';

/**
 * The photos a viewer checks (part 2 §2 /photo-check, issue 26): HQ every one, a coordinator
 * those of their team's consultants (consultant's manager), anyone else none. A condition on the
 * photo_facts row `f`.
 */
export const photoScope = (viewer: Viewer): SQL => {
  switch (viewer.role) {
    case 'HQ':
      return sql`true`;
    case 'COORDINATOR':
      return sql`f.consultant_id in (select t.id from users t where t.manager_id = ${viewer.id})`;
    default:
      return sql`false`;
  }
};

/** The filter's conditions on `f` (dates are the product's days, date_to included). */
const filterWhere = (viewer: Viewer, filter: PhotoFilter): SQL => {
  const parts: SQL[] = [photoScope(viewer)];
  if (filter.contactId) parts.push(sql`f.contact_id = ${filter.contactId}`);
  if (filter.sessionId) parts.push(sql`f.session_id = ${filter.sessionId}`);
  if (filter.consultantIds.length)
    parts.push(sql`f.consultant_id = any(${`{${filter.consultantIds.join(',')}}`}::int[])`);
  if (filter.coordinatorIds.length)
    parts.push(
      sql`f.consultant_id in (select c.id from users c where c.manager_id = any(${`{${filter.coordinatorIds.join(',')}}`}::int[]))`,
    );
  if (filter.cityIds.length) parts.push(sql`f.city_id = any(${`{${filter.cityIds.join(',')}}`}::int[])`);
  if (filter.dateFrom)
    parts.push(sql`f.taken_at >= (${filter.dateFrom}::date::timestamp at time zone ${PHOTO_TIME_ZONE})`);
  if (filter.dateTo)
    parts.push(sql`f.taken_at < ((${filter.dateTo}::date + 1)::timestamp at time zone ${PHOTO_TIME_ZONE})`);
  return sql.join(parts, sql` and `);
};

interface Raw {
  id: number;
  contact_id: number;
  session_id: number;
  taken_at: string;
  consultant_id: number;
  consultant_first: string;
  consultant_last: string;
  coordinator_id: number | null;
  coordinator_first: string | null;
  coordinator_last: string | null;
  spot_id: number | null;
  spot_title: string | null;
  city_id: number | null;
  city_title: string | null;
  mime: string;
  size: number;
}

const toRow = (r: Raw): PhotoRow => ({
  id: r.id,
  wrapperId: `contact:${r.contact_id}:${r.id}`,
  contactId: r.contact_id,
  sessionId: r.session_id,
  takenAt: r.taken_at,
  consultant: { id: r.consultant_id, firstName: r.consultant_first, lastName: r.consultant_last },
  coordinator:
    r.coordinator_id == null
      ? null
      : { id: r.coordinator_id, firstName: r.coordinator_first ?? '', lastName: r.coordinator_last ?? '' },
  spot: r.spot_id == null ? null : { id: r.spot_id, title: r.spot_title ?? '' },
  city: r.city_id == null ? null : { id: r.city_id, title: r.city_title ?? '' },
  mime: r.mime,
  size: r.size,
  thumbnailUrl: `/api/photos/${r.id}/thumbnail/`,
  url: `/api/contact-photo/${r.id}/`,
});

/**
 * The photos' order, newest first, written `desc nulls last` as the photo_facts indexes are built
 * (drizzle's `.desc()`): a plain `desc` (nulls first) matches none of them, and at production
 * volume every page was a parallel sequential scan and sort of all 200,000 photos (46 ms of
 * PostgreSQL a page against an index-only scan's fraction of that). `detailed`: the photos of
 * `page` (a subquery answering photo ids: an index-only walk, also past a far page's offset) with
 * who, where and what, in that order.
 */
const detailed = (inner: SQL) => sql`
  select f.photo_id as id, f.contact_id, f.session_id,
    to_char(f.taken_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as taken_at,
    u.id as consultant_id, u.first_name as consultant_first, u.last_name as consultant_last,
    m.id as coordinator_id, m.first_name as coordinator_first, m.last_name as coordinator_last,
    sp.id as spot_id, sp.title as spot_title, ci.id as city_id, ci.title as city_title,
    f.mime, f.size
  from (${inner}) page
  join photo_facts f on f.photo_id = page.photo_id
  join users u on u.id = f.consultant_id
  left join users m on m.id = u.manager_id
  left join spots sp on sp.id = f.spot_id
  left join cities ci on ci.id = f.city_id
  order by f.taken_at desc nulls last, f.photo_id desc nulls last`;

/**
 * The filters (with the viewer's scope) whose count passed PHOTO_COUNT_CAP lately, per database.
 * Counting to the cap cost PostgreSQL about 1 ms a request, as much as the page; a count past
 * the cap stays past it while photos are only added (they are removed with their contact, rarely),
 * so it is taken again after CAPPED_SECONDS at the latest. A count under the cap is always taken.
 * Kept in each process on its own: another process counts for itself.
 */
const CAPPED_SECONDS = 60;
const cappedCounts = new WeakMap<Db, LRUCache<string, true>>();
const cappedOf = (db: Db) => {
  let held = cappedCounts.get(db);
  if (!held) {
    held = new LRUCache<string, true>({ max: 1000, ttl: CAPPED_SECONDS * 1000 });
    cappedCounts.set(db, held);
  }
  return held;
};

/** From this offset on, a page of every photo starts from its hour (photo_hours). */
const FAR_OFFSET = 1000;

const unfiltered = (f: PhotoFilter) =>
  !f.contactId &&
  !f.sessionId &&
  !f.consultantIds.length &&
  !f.coordinatorIds.length &&
  !f.cityIds.length &&
  !f.dateFrom &&
  !f.dateTo;

/**
 * The ids of a far page of every photo: the hour holding the photo at `offset` is found by the
 * hours' running sum, newest first (read until it passes the offset), and the page walks from
 * there: at most an hour's photos instead of every photo before it. Exact: the hours are kept in
 * the same transactions as the photos (migration 0038).
 */
const fromItsHour = (offset: number, pageSize: number) => sql`
  select p.photo_id from (
    select b.hour, b.upto - b.photos as before from (
      select h.hour, h.photos, sum(h.photos) over (order by h.hour desc) as upto from photo_hours h) b
    where b.upto > ${offset}::bigint
    order by b.hour desc limit 1) at
  cross join lateral (
    select f.photo_id from photo_facts f
    where f.taken_at < ((at.hour + interval '1 hour') at time zone 'UTC')
    order by f.taken_at desc nulls last, f.photo_id desc nulls last
    limit ${literalLimit(pageSize)} offset (${offset}::bigint - at.before)) p`;

/**
 * One page of the photos in scope, newest first, and their count: HQ's count of every photo exact
 * (photo_hours), any other capped at PHOTO_COUNT_CAP.
 * Both statements go by name (runNamedSql), and the page's is written so PostgreSQL keeps one
 * generic plan for it: planning its six joins on every call cost about 1 ms a request, as much as
 * running them (bench/photos.ts). With a plain `offset $n` the generic plan expects to skip a tenth
 * of the table, costs more than any call's own plan, and is never kept; `offset (select $n)` is
 * estimated alike whatever its value, so after five calls the plan is kept. The page size and the
 * count's cap are written into the text (as literalLimit does for the lists).
 */
export const listPhotos = async (db: Db, viewer: Viewer, query: PhotoQuery) => {
  const offset = (query.page - 1) * query.pageSize;
  const everyPhoto = viewer.role === 'HQ' && unfiltered(query);
  const [page, counted] = await Promise.all([
    runNamedSql<Raw>(
      db,
      detailed(
        offset >= FAR_OFFSET && everyPhoto
          ? fromItsHour(offset, query.pageSize)
          : sql`
        select f.photo_id from photo_facts f where ${filterWhere(viewer, query)}
        order by f.taken_at desc nulls last, f.photo_id desc nulls last
        limit ${literalLimit(query.pageSize)} offset (select ${offset}::bigint)`,
      ),
    ),
    everyPhoto ? countEveryPhoto(db) : countCapped(db, viewer, query),
  ]);
  return { ...counted, page: query.page, pageSize: query.pageSize, results: page.map(toRow) };
};

/** Every photo, counted exactly by their hours (24 rows a day): no cap. */
const countEveryPhoto = async (db: Db) => {
  const [row] = await runNamedSql<{ n: number }>(
    db,
    sql`select coalesce(sum(h.photos), 0)::int as n from photo_hours h`,
  );
  return { count: row?.n ?? 0, countCapped: false };
};

/** The photos of a filter or a coordinator's scope, counted up to PHOTO_COUNT_CAP (cappedOf). */
const countCapped = async (db: Db, viewer: Viewer, filter: PhotoFilter) => {
  const capped = cappedOf(db);
  const key = `${viewer.role === 'HQ' ? 'HQ' : viewer.id}:${JSON.stringify(pick(filter))}`;
  let n = PHOTO_COUNT_CAP + 1;
  if (!capped.has(key)) {
    const [row] = await runNamedSql<{ n: number }>(
      db,
      sql`select count(*)::int as n from (
        select 1 from photo_facts f where ${filterWhere(viewer, filter)}
        limit ${literalLimit(PHOTO_COUNT_CAP + 1)}) c`,
    );
    n = row?.n ?? 0;
    if (n > PHOTO_COUNT_CAP) capped.set(key, true);
  }
  return { count: Math.min(n, PHOTO_COUNT_CAP), countCapped: n > PHOTO_COUNT_CAP };
};

/** The filter's own fields (a query also carries its page). */
const pick = (f: PhotoFilter): PhotoFilter => ({
  contactId: f.contactId,
  sessionId: f.sessionId,
  consultantIds: f.consultantIds,
  coordinatorIds: f.coordinatorIds,
  cityIds: f.cityIds,
  dateFrom: f.dateFrom,
  dateTo: f.dateTo,
});

/** The report's query: a row per photo in scope and filter (columns of PHOTO_REPORT_COLUMNS). */
export const photoReportQuery = (viewer: Viewer, filter: PhotoFilter): SQL => sql`
  select d.id, d.taken_at_local, d.consultant, d.coordinator, d.city, d.spot, d.session_id, d.contact_id,
    d.mime, d.size
  from (
    select f.photo_id as id, f.taken_at, f.contact_id, f.session_id, f.mime, f.size,
      to_char(f.taken_at at time zone ${PHOTO_TIME_ZONE}, 'YYYY-MM-DD HH24:MI') as taken_at_local,
      u.last_name || ' ' || u.first_name as consultant,
      m.last_name || ' ' || m.first_name as coordinator,
      ci.title as city, sp.title as spot
    from photo_facts f
    join users u on u.id = f.consultant_id
    left join users m on m.id = u.manager_id
    left join spots sp on sp.id = f.spot_id
    left join cities ci on ci.id = f.city_id
    where ${filterWhere(viewer, filter)}
  ) d
  order by d.taken_at desc nulls last, d.id desc nulls last`;

export const PHOTO_REPORT_COLUMNS = [
  { header: 'ID фото', width: 10 },
  { header: 'Дата и время', width: 18 },
  { header: 'Консультант', width: 28 },
  { header: 'Супервайзер', width: 28 },
  { header: 'Город', width: 16 },
  { header: 'Точка', width: 30 },
  { header: 'Сессия', width: 10 },
  { header: 'Контакт', width: 10 },
  { header: 'Тип', width: 12 },
  { header: 'Размер, байт', width: 14 },
];

/** A photo in the viewer's scope: its stored file (name in the contact-photos area) and facts. */
export const scopedPhoto = async (db: Db, viewer: Viewer, photoId: number) => {
  const { rows } = await db.execute<{ path: string; mime: string; thumbnail: string | null }>(sql`
    select p.path, p.mime, p.thumbnail
    from photo_facts f join contact_photos p on p.id = f.photo_id
    where f.photo_id = ${photoId} and ${photoScope(viewer)}`);
  return rows[0] ?? null;
};

/** How many of the ids are photos in the viewer's scope. */
export const countScopedPhotos = async (db: Db, viewer: Viewer, ids: number[]) => {
  const { rows } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from photo_facts f
    where f.photo_id = any(${`{${ids.join(',')}}`}::int[]) and ${photoScope(viewer)}`);
  return rows[0]?.n ?? 0;
};

/** The stored files of the photos to zip, in the order of their ids. */
export const photoFiles = async (db: Db, ids: number[]) => {
  const { rows } = await db.execute<{ id: number; path: string; mime: string; session_id: number }>(sql`
    select p.id, p.path, p.mime, f.session_id from contact_photos p join photo_facts f on f.photo_id = p.id
    where p.id = any(${`{${ids.join(',')}}`}::int[]) order by p.id`);
  return rows;
};

export const setThumbnail = async (db: Db, photoId: number, name: string) => {
  const { rows } = await db.execute<{ id: number }>(sql`
    update contact_photos set thumbnail = ${name} where id = ${photoId} and thumbnail is null
    returning id`);
  return rows.length > 0;
};

/** The stored name of a contact photo within its area ('contact-photos/<name>' in the row). */
export const contactPhotoName = (stored: string) => stored.slice(stored.lastIndexOf('/') + 1);

/** The thumbnail a photo has, if any. */
export const storedThumbnail = async (db: Db, photoId: number) => {
  const { rows } = await db.execute<{ thumbnail: string | null }>(
    sql`select thumbnail from contact_photos where id = ${photoId}`,
  );
  return rows[0]?.thumbnail ?? null;
};
