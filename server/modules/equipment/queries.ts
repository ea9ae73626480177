import { type AnyColumn, and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db';
import { containsPattern } from '../../db/like';
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
/** Who keeps an item: the upload reads them back by e-mail. */
export interface Person extends Named {
  email: string;
}
/** A stand's spot: the upload reads it back by customer number. */
export interface StandSpot extends Titled {
  customerNumber: string | null;
}

interface EquipmentBase {
  id: number;
  inventoryNumber: string;
  photo: string | null;
  agency: Titled | null;
  coordinator: Person | null;
  consultant: Person | null;
}
export interface TabletRecord extends EquipmentBase {
  kind: 'tablet';
  serialNumber: string | null;
  tabletModel: Named | null;
}
export interface StandRecord extends EquipmentBase {
  kind: 'stend';
  standModel: string | null;
  spot: StandSpot | null;
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
const person = (id: number | null, name: string | null, email: string | null): Person | null =>
  id == null ? null : { id, name: name ?? '', email: email ?? '' };

const people = {
  agencyId: agencies.id,
  agencyTitle: agencies.title,
  coordinatorId: coordinator.id,
  coordinatorName: fullName(coordinator),
  coordinatorEmail: coordinator.email,
  consultantId: consultant.id,
  consultantName: fullName(consultant),
  consultantEmail: consultant.email,
};

const peopleOf = (r: {
  agencyId: number | null;
  agencyTitle: string | null;
  coordinatorId: number | null;
  coordinatorName: string | null;
  coordinatorEmail: string | null;
  consultantId: number | null;
  consultantName: string | null;
  consultantEmail: string | null;
}) => ({
  agency: titled(r.agencyId, r.agencyTitle),
  coordinator: person(r.coordinatorId, r.coordinatorName, r.coordinatorEmail),
  consultant: person(r.consultantId, r.consultantName, r.consultantEmail),
});

/** A search over what the row shows: numbers, models, the people and the agency. */
const searchPeople = (search: string) => [
  contains(agencies.title, search),
  sql`(${fullName(coordinator)}) ilike ${containsPattern(search)}`,
  sql`(${fullName(consultant)}) ilike ${containsPattern(search)}`,
];

/** What the generic list needs of a kind's select: filter it, then a page of rows or a capped count. */
interface Selecting<Row> {
  where(where: SQL | undefined): {
    orderBy(...by: SQL[]): { limit(limit: number): PromiseLike<Row[]> };
    limit(limit: number): { as(alias: string): unknown };
  } & PromiseLike<Row[]>;
}

/** One kind of equipment: its table's owner and id columns, its joined select, search and record. */
interface EquipmentKind<R, Row> {
  id: AnyColumn;
  coordinatorId: AnyColumn;
  /** The kind's rows joined to what they show; `pick` chooses the columns (the count selects `1`). */
  from: (db: Db, pick: 'row' | 'one') => Selecting<Row>;
  search: (search: string) => (SQL | undefined)[];
  toRecord: (row: Row) => R;
}

/** The page, count and find of a kind, the role scope inside the SQL of each. */
const equipmentQueries = <R, Row>(kind: EquipmentKind<R, Row>) => {
  const whereOf = (viewer: Viewer, f: EquipmentFilter) =>
    and(
      equipmentScope(viewer, kind.coordinatorId),
      f.search ? or(...kind.search(f.search), ...searchPeople(f.search)) : undefined,
      f.idIn ? inArray(kind.id, f.idIn) : undefined,
    );
  const page =
    (db: Db, viewer: Viewer, f: EquipmentFilter): FetchPage<R> =>
    async ({ where, orderBy, limit }) =>
      (
        await kind
          .from(db, 'row')
          .where(and(whereOf(viewer, f), where))
          .orderBy(...orderBy)
          .limit(limit)
      ).map(kind.toRecord);
  const countUpTo = (db: Db, viewer: Viewer, f: EquipmentFilter) => (cap: number) =>
    countRows(db, kind.from(db, 'one').where(whereOf(viewer, f)).limit(cap));
  /** One row the viewer may see, or null (another coordinator's is as missing as an unknown id). */
  const find = async (db: Db, viewer: Viewer, id: number): Promise<R | null> => {
    const [row] = await kind.from(db, 'row').where(and(eq(kind.id, id), whereOf(viewer, {})));
    return row ? kind.toRecord(row) : null;
  };
  return { page, count: countUpTo, find };
};

const ONE = { one: sql`1` };

const tabletFields = {
  id: tablets.id,
  inventoryNumber: tablets.inventoryNumber,
  serialNumber: tablets.serialNumber,
  photo: tablets.photo,
  modelId: tabletModels.id,
  modelName: tabletModels.name,
  ...people,
};

/** The tablets joined to what they show; `pick` chooses the columns (the count selects `1`). */
const tabletsFrom = (db: Db, pick: 'row' | 'one') =>
  db
    .select(pick === 'row' ? tabletFields : ONE)
    .from(tablets)
    .leftJoin(tabletModels, eq(tabletModels.id, tablets.tabletModelId))
    .leftJoin(agencies, eq(agencies.id, tablets.agencyId))
    .leftJoin(coordinator, eq(coordinator.id, tablets.coordinatorId))
    .leftJoin(consultant, eq(consultant.id, tablets.consultantId));

type TabletRow = Extract<Awaited<ReturnType<typeof tabletsFrom>>[number], { id: number }>;

const tabletQueries = equipmentQueries<TabletRecord, TabletRow>({
  id: tablets.id,
  coordinatorId: tablets.coordinatorId,
  from: (db, pick) => tabletsFrom(db, pick) as Selecting<TabletRow>,
  search: (search) => [
    contains(tablets.inventoryNumber, search),
    contains(tablets.serialNumber, search),
    contains(tabletModels.name, search),
  ],
  toRecord: (r) => ({
    kind: 'tablet',
    id: r.id,
    inventoryNumber: r.inventoryNumber,
    serialNumber: r.serialNumber,
    photo: r.photo,
    tabletModel: named(r.modelId, r.modelName),
    ...peopleOf(r),
  }),
});

const standFields = {
  id: stands.id,
  inventoryNumber: stands.inventoryNumber,
  standModel: stands.standModel,
  photo: stands.photo,
  spotId: spots.id,
  spotTitle: spots.title,
  spotCustomerNumber: spots.customerNumber,
  ...people,
};

/** The stands joined to what they show; `pick` chooses the columns (the count selects `1`). */
const standsFrom = (db: Db, pick: 'row' | 'one') =>
  db
    .select(pick === 'row' ? standFields : ONE)
    .from(stands)
    .leftJoin(spots, eq(spots.id, stands.spotId))
    .leftJoin(agencies, eq(agencies.id, stands.agencyId))
    .leftJoin(coordinator, eq(coordinator.id, stands.coordinatorId))
    .leftJoin(consultant, eq(consultant.id, stands.consultantId));

type StandRow = Extract<Awaited<ReturnType<typeof standsFrom>>[number], { id: number }>;

const standQueries = equipmentQueries<StandRecord, StandRow>({
  id: stands.id,
  coordinatorId: stands.coordinatorId,
  from: (db, pick) => standsFrom(db, pick) as Selecting<StandRow>,
  search: (search) => [
    contains(stands.inventoryNumber, search),
    contains(stands.standModel, search),
    contains(spots.title, search),
  ],
  toRecord: (r) => ({
    kind: 'stend',
    id: r.id,
    inventoryNumber: r.inventoryNumber,
    standModel: r.standModel,
    photo: r.photo,
    spot:
      r.spotId == null
        ? null
        : { id: r.spotId, title: r.spotTitle ?? '', customerNumber: r.spotCustomerNumber },
    ...peopleOf(r),
  }),
});

export const { page: tabletPage, count: tabletCount, find: findTablet } = tabletQueries;
export const { page: standPage, count: standCount, find: findStand } = standQueries;
