import { type AnyColumn, and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db';
import { agencies, spots, stands, tabletModels, tablets, users } from '../../db/schema';
import { countRows } from '../../graphql/count';
import type { FetchPage } from '../../graphql/keyset';
import { contains } from '../referenceData/common';
import type { Viewer } from '../users/queries';

/**
 * Tablets and stands (part 2 §3): HQ sees every row, a coordinator only the rows they keep
 * (coordinator_id), inside the SQL of every read and write.
 */

export interface Named {
  id: number;
  name: string;
}
export interface Titled {
  id: number;
  title: string;
}

interface EquipmentBase {
  id: number;
  inventoryNumber: string;
  photo: string | null;
  agency: Titled | null;
  coordinator: Named | null;
  consultant: Named | null;
}
export interface TabletRecord extends EquipmentBase {
  kind: 'tablet';
  serialNumber: string | null;
  tabletModel: Named | null;
}
export interface StandRecord extends EquipmentBase {
  kind: 'stend';
  standModel: string | null;
  spot: Titled | null;
}

export interface EquipmentFilter {
  search?: string | null;
  idIn?: number[] | null;
}

const coordinator = alias(users, 'coordinator');
const consultant = alias(users, 'consultant');

/** The rows a viewer may see: all for HQ, their own for a coordinator. */
export const equipmentScope = (viewer: Viewer, coordinatorId: AnyColumn): SQL | undefined =>
  viewer.role === 'HQ' ? undefined : eq(coordinatorId, viewer.id);

const fullName = (person: { lastName: AnyColumn; firstName: AnyColumn }) =>
  sql<string>`${person.lastName} || ' ' || ${person.firstName}`;

const named = (id: number | null, name: string | null): Named | null =>
  id == null ? null : { id, name: name ?? '' };
const titled = (id: number | null, title: string | null): Titled | null =>
  id == null ? null : { id, title: title ?? '' };

const people = {
  agencyId: agencies.id,
  agencyTitle: agencies.title,
  coordinatorId: coordinator.id,
  coordinatorName: fullName(coordinator),
  consultantId: consultant.id,
  consultantName: fullName(consultant),
};

const peopleOf = (r: {
  agencyId: number | null;
  agencyTitle: string | null;
  coordinatorId: number | null;
  coordinatorName: string | null;
  consultantId: number | null;
  consultantName: string | null;
}) => ({
  agency: titled(r.agencyId, r.agencyTitle),
  coordinator: named(r.coordinatorId, r.coordinatorName),
  consultant: named(r.consultantId, r.consultantName),
});

/** A search over what the row shows: numbers, models, the people and the agency. */
const searchPeople = (search: string) => [
  contains(agencies.title, search),
  sql`(${fullName(coordinator)}) ilike ${`%${search.replace(/[\\%_]/g, '\\$&')}%`}`,
  sql`(${fullName(consultant)}) ilike ${`%${search.replace(/[\\%_]/g, '\\$&')}%`}`,
];

const selectTablets = (db: Db) =>
  db
    .select({
      id: tablets.id,
      inventoryNumber: tablets.inventoryNumber,
      serialNumber: tablets.serialNumber,
      photo: tablets.photo,
      modelId: tabletModels.id,
      modelName: tabletModels.name,
      ...people,
    })
    .from(tablets)
    .leftJoin(tabletModels, eq(tabletModels.id, tablets.tabletModelId))
    .leftJoin(agencies, eq(agencies.id, tablets.agencyId))
    .leftJoin(coordinator, eq(coordinator.id, tablets.coordinatorId))
    .leftJoin(consultant, eq(consultant.id, tablets.consultantId));

type TabletRow = Awaited<ReturnType<ReturnType<typeof selectTablets>['execute']>>[number];
const toTablet = (r: TabletRow): TabletRecord => ({
  kind: 'tablet',
  id: r.id,
  inventoryNumber: r.inventoryNumber,
  serialNumber: r.serialNumber,
  photo: r.photo,
  tabletModel: named(r.modelId, r.modelName),
  ...peopleOf(r),
});

const tabletWhere = (viewer: Viewer, f: EquipmentFilter) =>
  and(
    equipmentScope(viewer, tablets.coordinatorId),
    f.search
      ? or(
          contains(tablets.inventoryNumber, f.search),
          contains(tablets.serialNumber, f.search),
          contains(tabletModels.name, f.search),
          ...searchPeople(f.search),
        )
      : undefined,
    f.idIn ? inArray(tablets.id, f.idIn) : undefined,
  );

export const tabletPage =
  (db: Db, viewer: Viewer, f: EquipmentFilter): FetchPage<TabletRecord> =>
  async ({ where, orderBy, limit }) =>
    (
      await selectTablets(db)
        .where(and(tabletWhere(viewer, f), where))
        .orderBy(...orderBy)
        .limit(limit)
    ).map(toTablet);

export const tabletCount = (db: Db, viewer: Viewer, f: EquipmentFilter) => (cap: number) =>
  countRows(
    db,
    db
      .select({ one: sql`1` })
      .from(tablets)
      .leftJoin(tabletModels, eq(tabletModels.id, tablets.tabletModelId))
      .leftJoin(agencies, eq(agencies.id, tablets.agencyId))
      .leftJoin(coordinator, eq(coordinator.id, tablets.coordinatorId))
      .leftJoin(consultant, eq(consultant.id, tablets.consultantId))
      .where(tabletWhere(viewer, f))
      .limit(cap),
  );

/** One tablet the viewer may see, or null (another coordinator's is as missing as an unknown id). */
export const findTablet = async (db: Db, viewer: Viewer, id: number): Promise<TabletRecord | null> => {
  const [row] = await selectTablets(db).where(and(eq(tablets.id, id), tabletWhere(viewer, {})));
  return row ? toTablet(row) : null;
};

const selectStands = (db: Db) =>
  db
    .select({
      id: stands.id,
      inventoryNumber: stands.inventoryNumber,
      standModel: stands.standModel,
      photo: stands.photo,
      spotId: spots.id,
      spotTitle: spots.title,
      ...people,
    })
    .from(stands)
    .leftJoin(spots, eq(spots.id, stands.spotId))
    .leftJoin(agencies, eq(agencies.id, stands.agencyId))
    .leftJoin(coordinator, eq(coordinator.id, stands.coordinatorId))
    .leftJoin(consultant, eq(consultant.id, stands.consultantId));

type StandRow = Awaited<ReturnType<ReturnType<typeof selectStands>['execute']>>[number];
const toStand = (r: StandRow): StandRecord => ({
  kind: 'stend',
  id: r.id,
  inventoryNumber: r.inventoryNumber,
  standModel: r.standModel,
  photo: r.photo,
  spot: titled(r.spotId, r.spotTitle),
  ...peopleOf(r),
});

const standWhere = (viewer: Viewer, f: EquipmentFilter) =>
  and(
    equipmentScope(viewer, stands.coordinatorId),
    f.search
      ? or(
          contains(stands.inventoryNumber, f.search),
          contains(stands.standModel, f.search),
          contains(spots.title, f.search),
          ...searchPeople(f.search),
        )
      : undefined,
    f.idIn ? inArray(stands.id, f.idIn) : undefined,
  );

export const standPage =
  (db: Db, viewer: Viewer, f: EquipmentFilter): FetchPage<StandRecord> =>
  async ({ where, orderBy, limit }) =>
    (
      await selectStands(db)
        .where(and(standWhere(viewer, f), where))
        .orderBy(...orderBy)
        .limit(limit)
    ).map(toStand);

export const standCount = (db: Db, viewer: Viewer, f: EquipmentFilter) => (cap: number) =>
  countRows(
    db,
    db
      .select({ one: sql`1` })
      .from(stands)
      .leftJoin(spots, eq(spots.id, stands.spotId))
      .leftJoin(agencies, eq(agencies.id, stands.agencyId))
      .leftJoin(coordinator, eq(coordinator.id, stands.coordinatorId))
      .leftJoin(consultant, eq(consultant.id, stands.consultantId))
      .where(standWhere(viewer, f))
      .limit(cap),
  );

export const findStand = async (db: Db, viewer: Viewer, id: number): Promise<StandRecord | null> => {
  const [row] = await selectStands(db).where(and(eq(stands.id, id), standWhere(viewer, {})));
  return row ? toStand(row) : null;
};
