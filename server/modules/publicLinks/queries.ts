import { sql } from 'drizzle-orm';
import type { PublicLinkKind, PublicLinkState } from '../../../domain/publicLinks';
import type { Db } from '../../db';
import { windowStart } from '../../http/rateLimit';

/**
 * Reads of public links per client address (counted in table rate_limits, so across every app
 * process): every read in a minute, and the reads of links that are not valid (unknown, revoked,
 * expired) in an hour. Past the misses the address reads nothing, valid links included, for the
 * rest of the hour: a guesser learns nothing more from that address.
 */
export const PUBLIC_LINK_LIMITS = {
  reads: { hits: 60, windowSeconds: 60 },
  misses: { hits: 20, windowSeconds: 60 * 60 },
} as const;

const readBucket = (address: string) => `publicLinkRead:${address}`;
const missBucket = (address: string) => `publicLinkMiss:${address}`;

/** Counts one read from an address; answers the minute's reads and the hour's misses so far. */
export const countRead = async (db: Db, address: string) => {
  const { reads, misses } = PUBLIC_LINK_LIMITS;
  const { rows } = await db.execute<{ reads: number; misses: number }>(sql`
    with counted as (
      insert into rate_limits (bucket, window_start, hits)
      values (${readBucket(address)}, ${windowStart(reads.windowSeconds)}, 1)
      on conflict (bucket, window_start) do update set hits = rate_limits.hits + 1
      returning hits
    )
    select (select hits from counted) as reads,
      coalesce((select hits from rate_limits where bucket = ${missBucket(address)}
        and window_start = ${windowStart(misses.windowSeconds)}), 0) as misses`);
  return { reads: Number(rows[0].reads), misses: Number(rows[0].misses) };
};

/** Counts a read of a link that is not valid. */
export const countMiss = async (db: Db, address: string) => {
  await db.execute(sql`
    insert into rate_limits (bucket, window_start, hits)
    values (${missBucket(address)}, ${windowStart(PUBLIC_LINK_LIMITS.misses.windowSeconds)}, 1)
    on conflict (bucket, window_start) do update set hits = rate_limits.hits + 1`);
};

export interface LinkPeriod {
  objectId: number;
  dateFrom: string;
  dateTo: string;
  /** The period as instants: the first day's start and the day after the last one's start. */
  from: Date;
  to: Date;
  expiresAt: Date | null;
}

/** The valid link of a kind with this token hash (not revoked, not expired), or null. */
export const findValidLink = async (
  db: Db,
  kind: PublicLinkKind,
  tokenHash: string,
): Promise<LinkPeriod | null> => {
  const { rows } = await db.execute<Record<string, string | number | null>>(sql`
    select object_id as "objectId", to_char(date_from, 'YYYY-MM-DD') as "dateFrom",
      to_char(date_to, 'YYYY-MM-DD') as "dateTo",
      (date_from::timestamp at time zone time_zone) as "from",
      ((date_to + 1)::timestamp at time zone time_zone) as "to", expires_at as "expiresAt"
    from public_links
    where token_hash = ${tokenHash} and kind = ${kind} and revoked_at is null
      and (expires_at is null or expires_at > now())`);
  const row = rows[0];
  if (!row) return null;
  return {
    objectId: Number(row.objectId),
    dateFrom: String(row.dateFrom),
    dateTo: String(row.dateTo),
    from: new Date(String(row.from)),
    to: new Date(String(row.to)),
    expiresAt: row.expiresAt == null ? null : new Date(String(row.expiresAt)),
  };
};

export interface NewLink {
  kind: PublicLinkKind;
  objectId: number;
  tokenHash: string;
  dateFrom: string;
  dateTo: string;
  expiresOn: string | null;
  timeZone: string;
  createdBy: number;
}

/** Stores a link; its expiry is the end of `expiresOn` on the creator's wall clock. */
export const insertLink = async (db: Db, link: NewLink) => {
  const expiresAt = link.expiresOn
    ? sql`((${link.expiresOn}::date + 1)::timestamp at time zone ${link.timeZone})`
    : sql`null`;
  const { rows } = await db.execute<{ id: number }>(sql`
    insert into public_links (kind, object_id, token_hash, date_from, date_to, time_zone, expires_at, created_by)
    values (${link.kind}, ${link.objectId}, ${link.tokenHash}, ${link.dateFrom}::date, ${link.dateTo}::date,
      ${link.timeZone}, ${expiresAt}, ${link.createdBy})
    returning id`);
  return Number(rows[0].id);
};

/** Revokes a link that is not revoked yet; false when there is no such link (or it was revoked before). */
export const revokeLink = async (db: Db, id: number, by: number) => {
  const { rows } = await db.execute<{ id: number }>(sql`
    update public_links set revoked_at = now(), revoked_by = ${by}
    where id = ${id} and revoked_at is null returning id`);
  return rows.length > 0;
};

export const linkExists = async (db: Db, id: number) =>
  (await db.execute(sql`select 1 from public_links where id = ${id}`)).rows.length > 0;

export interface PublicLinkRow {
  id: number;
  dateFrom: string;
  dateTo: string;
  expiresAt: Date | null;
  createdAt: Date;
  createdBy: string | null;
  revokedAt: Date | null;
  revokedBy: string | null;
  state: PublicLinkState;
}

/** The most links one object's list shows, newest first. */
export const LINK_LIST_MAX = 200;

const fullName = (alias: string) =>
  sql.raw(`nullif(trim(concat_ws(' ', ${alias}.last_name, ${alias}.first_name)), '')`);

/** One object's links, newest first, with who created and revoked them and their state now. */
export const listLinks = async (db: Db, kind: PublicLinkKind, objectId: number) => {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select l.id, to_char(l.date_from, 'YYYY-MM-DD') as "dateFrom", to_char(l.date_to, 'YYYY-MM-DD') as "dateTo",
      l.expires_at as "expiresAt", l.created_at as "createdAt", l.revoked_at as "revokedAt",
      ${fullName('c')} as "createdBy", ${fullName('r')} as "revokedBy",
      case when l.revoked_at is not null then 'REVOKED'
        when l.expires_at is not null and l.expires_at <= now() then 'EXPIRED' else 'ACTIVE' end as state
    from public_links l left join users c on c.id = l.created_by left join users r on r.id = l.revoked_by
    where l.kind = ${kind} and l.object_id = ${objectId}
    order by l.created_at desc, l.id desc limit ${LINK_LIST_MAX}`);
  const at = (v: unknown) => (v == null ? null : new Date(String(v)));
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    expiresAt: at(r.expiresAt),
    createdAt: at(r.createdAt) as Date,
    revokedAt: at(r.revokedAt),
  })) as PublicLinkRow[];
};
