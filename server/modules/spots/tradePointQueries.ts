import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TradePointInput } from '../../../domain/validation/tradePoints';
import type { Db } from '../../db';
import { containsPattern, holdsPattern } from '../../db/like';
import { cities, regions, spots, users } from '../../db/schema';
import { countRows } from '../../graphql/count';
import type { FetchPage, SortKey } from '../../graphql/keyset';
import type { Viewer } from '../users/queries';

/** A trade point as the /trade-points list shows it. */
export interface TradePointRecord {
  id: number;
  title: string;
  address: string | null;
  customerNumber: string | null;
  legalName: string | null;
  latitude: number | null;
  longitude: number | null;
  searchString: string;
  createdAt: Date;
  city: { id: number; title: string; region: { id: number; title: string } | null } | null;
  coordinator: { id: number; name: string; email: string } | null;
  hasSessions: boolean;
}

export interface TradePointFilter {
  search?: string | null;
  city?: number | null;
  region?: number | null;
}

/**
 * Whose spots a viewer keeps (part 2 §6 "HQ sees all; any other role has its own user id sent as
 * the coordinator filter"): HQ every live spot, anyone else those whose coordinator they are. The
 * spots of the cities a coordinator supervises do not count: they may be another coordinator's.
 * Removed spots are never listed.
 */
export const tradePointScope = (viewer: Viewer): SQL =>
  viewer.role === 'HQ'
    ? sql`${spots.removedAt} is null`
    : sql`${spots.removedAt} is null and ${spots.coordinatorId} = ${viewer.id}`;

/** What the search matches: the title, the address and the customer number (spots.search_text and its pg_trgm index). */
const SEARCH_STRING = sql<string>`concat_ws(' ', ${spots.title}, ${spots.address}, ${spots.customerNumber})`;

const searchSql = (text: string | null | undefined): SQL | undefined => {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  return holdsPattern(spots.searchText, containsPattern(trimmed));
};

const where = (viewer: Viewer, f: TradePointFilter) =>
  and(
    tradePointScope(viewer),
    searchSql(f.search),
    f.city ? eq(spots.cityId, f.city) : undefined,
    f.region ? eq(cities.regionId, f.region) : undefined,
  );

const coordinators = alias(users, 'spot_coordinator');

const select = (db: Db, keyText: SQL<string | null> = sql`null`) =>
  db
    .select({
      keyText,
      id: spots.id,
      title: spots.title,
      address: spots.address,
      customerNumber: spots.customerNumber,
      legalName: spots.legalName,
      latitude: spots.latitude,
      longitude: spots.longitude,
      searchString: SEARCH_STRING,
      createdAt: spots.createdAt,
      cityId: cities.id,
      cityTitle: cities.title,
      regionId: regions.id,
      regionTitle: regions.title,
      coordinatorId: coordinators.id,
      coordinatorName: sql<string | null>`${coordinators.lastName} || ' ' || ${coordinators.firstName}`,
      coordinatorEmail: coordinators.email,
      hasSessions: sql<boolean>`exists (select 1 from sessions s where s.spot_id = ${spots.id})`,
    })
    .from(spots)
    .leftJoin(cities, eq(cities.id, spots.cityId))
    .leftJoin(regions, eq(regions.id, cities.regionId))
    .leftJoin(coordinators, eq(coordinators.id, spots.coordinatorId));

type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

const toRecord = (r: Row): TradePointRecord => ({
  id: r.id,
  title: r.title,
  address: r.address,
  customerNumber: r.customerNumber,
  legalName: r.legalName,
  latitude: r.latitude,
  longitude: r.longitude,
  searchString: r.searchString,
  createdAt: r.createdAt,
  city:
    r.cityId == null
      ? null
      : {
          id: r.cityId,
          title: r.cityTitle ?? '',
          region: r.regionId == null ? null : { id: r.regionId, title: r.regionTitle ?? '' },
        },
  coordinator:
    r.coordinatorId == null
      ? null
      : { id: r.coordinatorId, name: r.coordinatorName ?? '', email: r.coordinatorEmail ?? '' },
  hasSessions: Boolean(r.hasSessions),
});

/**
 * By id alone, newest first. EXPLAIN ANALYZE at 300,000 spots: a page walks the primary key (HQ)
 * or spots_coordinator_idx (a coordinator) backwards, 0.1-0.5 ms for a broad search ('а',
 * 'магазин'), 4-37 ms for a rare one, 585 ms at worst for HQ's search that matches nothing (the
 * whole key walked); a title sort (collate "ru-x-icu", no btree for it) sorts every match:
 * 128-410 ms a page for the same broad searches. The list only loads with a search, so broad wins.
 */
export const TRADE_POINT_SORTS: Record<string, SortKey<TradePointRecord> | null> = { id: null };

export const tradePointPage =
  (db: Db, viewer: Viewer, f: TradePointFilter): FetchPage<TradePointRecord> =>
  async ({ where: keyset, orderBy, limit, keyText }) =>
    (
      await select(db, keyText)
        .where(and(where(viewer, f), keyset))
        .orderBy(...orderBy)
        .limit(limit)
    ).map(toRecord);

export const tradePointCount = (db: Db, viewer: Viewer, f: TradePointFilter) => (cap: number) =>
  countRows(
    db,
    db
      .select({ one: sql`1` })
      .from(spots)
      .leftJoin(cities, eq(cities.id, spots.cityId))
      .where(where(viewer, f))
      .limit(cap),
  );

/** One live spot within the viewer's scope; null when missing, removed or not theirs (the same answer). */
export const findTradePoint = async (
  db: Db,
  viewer: Viewer,
  id: number,
): Promise<TradePointRecord | null> => {
  const [row] = await select(db).where(and(eq(spots.id, id), tradePointScope(viewer)));
  return row ? toRecord(row) : null;
};

/** The regions a trade point's city may be in (the page's and the dialog's region choice), by name. */
export const tradePointRegions = (db: Db) =>
  db
    .select({ id: regions.id, title: regions.title })
    .from(regions)
    .orderBy(sql`${regions.title} collate "ru-x-icu"`, regions.id);

/** Customer numbers are unique among live spots, whatever the letter case and surrounding spaces. */
export const customerNumberTaken = async (db: Db, customerNumber: string) =>
  (
    await db
      .select({ id: spots.id })
      .from(spots)
      .where(
        and(
          isNull(spots.removedAt),
          sql`upper(btrim(${spots.customerNumber})) = upper(btrim(${customerNumber}))`,
        ),
      )
      .limit(1)
  ).length > 0;

/** Whether a user is a coordinator who is not fired (HQ's choice of a spot's coordinator). */
export const isLiveCoordinator = async (db: Db, id: number) =>
  (
    await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), eq(users.role, 'COORDINATOR'), eq(users.isFired, false)))
  ).length > 0;

const insertTradePoint = async (db: Db, input: TradePointInput, coordinatorId: number | null) =>
  (
    await db
      .insert(spots)
      .values({
        title: input.title,
        address: input.address,
        customerNumber: input.customerNumber,
        legalName: input.legalName,
        cityId: input.city,
        coordinatorId,
      })
      .returning({ id: spots.id })
  )[0].id;

/**
 * A new spot; null when its customer number is taken. Two saves of one number queue on an advisory
 * lock of that number, so the check and the insert cannot interleave.
 */
export const createTradePoint = (db: Db, input: TradePointInput, coordinatorId: number | null) =>
  db.transaction(async (outer) => {
    const tx = outer as unknown as Db;
    if (input.customerNumber) {
      const key = `spots.customer_number:${input.customerNumber.trim().toUpperCase()}`;
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
      if (await customerNumberTaken(tx, input.customerNumber)) return null;
    }
    return insertTradePoint(tx, input, coordinatorId);
  });

/**
 * Removes a spot of the viewer's scope: deleted when nothing refers to it; kept and marked removed
 * (no longer listed nor offered) when it has sessions, or a stand of the equipment list stands
 * there. The row is locked first, so a session planned meanwhile either waits or is seen.
 */
export const removeTradePoint = (db: Db, viewer: Viewer, id: number) =>
  db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: number; referred: boolean }>(sql`
      select ${spots.id} as id,
        exists (select 1 from sessions s where s.spot_id = ${spots.id})
          or exists (select 1 from stands st where st.spot_id = ${spots.id}) as referred
      from ${spots} where ${spots.id} = ${id} and ${tradePointScope(viewer)}
      for update of ${spots}`);
    const found = rows[0];
    if (!found) return null;
    if (found.referred) {
      await tx.update(spots).set({ removedAt: new Date() }).where(eq(spots.id, id));
      return 'removed' as const;
    }
    await tx.delete(spots).where(eq(spots.id, id));
    return 'deleted' as const;
  });
