import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DeviceInput, DeviceModelInput } from '../../../domain/validation/devices';
import type { Db } from '../../db';
import { russian } from '../../db/collation';
import { containsPattern } from '../../db/like';
import { deviceModels, devices, deviceTypes } from '../../db/schema';

export interface DeviceTypeRecord {
  id: number;
  title: string;
  crmId: string | null;
  isDeleted: boolean;
}
export interface DeviceRecord {
  id: number;
  title: string;
  crmId: string | null;
  barcode: string | null;
  isDeleted: boolean;
  model: { id: number; model: string };
  compatibility: DeviceTypeRecord | null;
}
export interface DeviceModelRecord {
  id: number;
  model: string;
  barcode: string | null;
  isDeleted: boolean;
  compatibility: DeviceTypeRecord | null;
}

/** A color's own type is joined under another name than its model's. */
const colorType = alias(deviceTypes, 'color_type');

// Drizzle answers a left join that found nothing as null, not as an object of nulls.
const typeOf = (
  t: {
    id: number | null;
    title: string | null;
    crmId: string | null;
    isDeleted: boolean | null;
  } | null,
) => (!t || t.id === null ? null : { id: t.id, title: t.title!, crmId: t.crmId, isDeleted: t.isDeleted! });

const typeColumns = (table: typeof deviceTypes | typeof colorType) => ({
  id: table.id,
  title: table.title,
  crmId: table.crmId,
  isDeleted: table.isDeleted,
});

// ---- device types -------------------------------------------------------------------------

export interface DeviceTypeFilter {
  isDeleted?: boolean | null;
  idIn?: number[] | null;
}

const deviceTypeWhere = (f: DeviceTypeFilter) =>
  and(
    f.isDeleted != null ? eq(deviceTypes.isDeleted, f.isDeleted) : undefined,
    f.idIn ? inArray(deviceTypes.id, f.idIn) : undefined,
  );

export const countDeviceTypes = async (db: Db, f: DeviceTypeFilter) =>
  (await db.select({ n: count() }).from(deviceTypes).where(deviceTypeWhere(f)))[0].n;

export const listDeviceTypes = (db: Db, f: DeviceTypeFilter, page: { offset: number; limit: number }) =>
  db
    .select(typeColumns(deviceTypes))
    .from(deviceTypes)
    .where(deviceTypeWhere(f))
    .orderBy(asc(russian(deviceTypes.title)), asc(deviceTypes.id))
    .offset(page.offset)
    .limit(page.limit);

export const activeDeviceTypeExists = async (db: Db, id: number) =>
  (
    await db
      .select({ id: deviceTypes.id })
      .from(deviceTypes)
      .where(and(eq(deviceTypes.id, id), eq(deviceTypes.isDeleted, false)))
  ).length > 0;

// ---- device models ------------------------------------------------------------------------

export interface DeviceModelFilter {
  isDeleted?: boolean | null;
  modelContains?: string | null;
  idIn?: number[] | null;
}

const deviceModelWhere = (f: DeviceModelFilter): SQL | undefined =>
  and(
    f.isDeleted != null ? eq(deviceModels.isDeleted, f.isDeleted) : undefined,
    f.modelContains ? ilike(deviceModels.model, containsPattern(f.modelContains)) : undefined,
    f.idIn ? inArray(deviceModels.id, f.idIn) : undefined,
  );

const modelSelect = (db: Db) =>
  db
    .select({
      id: deviceModels.id,
      model: deviceModels.model,
      barcode: deviceModels.barcode,
      isDeleted: deviceModels.isDeleted,
      type: typeColumns(deviceTypes),
    })
    .from(deviceModels)
    .leftJoin(deviceTypes, eq(deviceTypes.id, deviceModels.compatibilityId));

const toModel = ({
  type,
  ...row
}: Awaited<ReturnType<ReturnType<typeof modelSelect>['execute']>>[number]) => ({
  ...row,
  compatibility: typeOf(type as never),
});

export const countDeviceModels = async (db: Db, f: DeviceModelFilter) =>
  (await db.select({ n: count() }).from(deviceModels).where(deviceModelWhere(f)))[0].n;

export const listDeviceModels = async (
  db: Db,
  f: DeviceModelFilter,
  order: { field: 'id' | 'model'; descending: boolean },
  page: { offset: number; limit: number },
): Promise<DeviceModelRecord[]> => {
  const column = order.field === 'model' ? russian(deviceModels.model) : deviceModels.id;
  const rows = await modelSelect(db)
    .where(deviceModelWhere(f))
    .orderBy(order.descending ? desc(column) : asc(column), asc(deviceModels.id))
    .offset(page.offset)
    .limit(page.limit);
  return rows.map(toModel);
};

export const findDeviceModel = async (db: Db, id: number): Promise<DeviceModelRecord | null> => {
  const [row] = await modelSelect(db).where(eq(deviceModels.id, id));
  return row ? toModel(row) : null;
};

export const createDeviceModel = async (db: Db, input: DeviceModelInput) => {
  const [{ id }] = await db
    .insert(deviceModels)
    .values({ model: input.model, compatibilityId: input.compatibility, barcode: input.barcode })
    .returning({ id: deviceModels.id });
  return id;
};

export const updateDeviceModel = (db: Db, id: number, input: DeviceModelInput) =>
  db
    .update(deviceModels)
    .set({ model: input.model, compatibilityId: input.compatibility, barcode: input.barcode })
    .where(eq(deviceModels.id, id));

/** Deleting a model is marking it deleted, with its colors, so neither is listed again. */
export const softDeleteDeviceModel = (db: Db, id: number) =>
  db.transaction(async (tx) => {
    await tx.update(devices).set({ isDeleted: true }).where(eq(devices.modelId, id));
    await tx.update(deviceModels).set({ isDeleted: true }).where(eq(deviceModels.id, id));
  });

// ---- devices (colors, 'glocolor') ---------------------------------------------------------

const deviceSelect = (db: Db) =>
  db
    .select({
      id: devices.id,
      title: devices.title,
      crmId: devices.crmId,
      barcode: devices.barcode,
      isDeleted: devices.isDeleted,
      model: { id: deviceModels.id, model: deviceModels.model },
      type: typeColumns(colorType),
    })
    .from(devices)
    .innerJoin(deviceModels, eq(deviceModels.id, devices.modelId))
    .leftJoin(colorType, eq(colorType.id, devices.compatibilityId));

const toDevice = ({
  type,
  ...row
}: Awaited<ReturnType<ReturnType<typeof deviceSelect>['execute']>>[number]) => ({
  ...row,
  compatibility: typeOf(type as never),
});

export const findDevice = async (db: Db, id: number): Promise<DeviceRecord | null> => {
  const [row] = await deviceSelect(db).where(eq(devices.id, id));
  return row ? toDevice(row) : null;
};

/** The not-deleted colors of several models at once, grouped by model id. */
export const colorsOfModels = async (db: Db, modelIds: number[]): Promise<Map<number, DeviceRecord[]>> => {
  const byModel = new Map<number, DeviceRecord[]>(modelIds.map((id) => [id, []]));
  if (!modelIds.length) return byModel;
  const rows = await deviceSelect(db)
    .where(and(inArray(devices.modelId, modelIds), eq(devices.isDeleted, false)))
    .orderBy(asc(russian(devices.title)), asc(devices.id));
  for (const row of rows) byModel.get(row.model.id)?.push(toDevice(row));
  return byModel;
};

export const createDevice = async (db: Db, input: DeviceInput & { compatibility: number | null }) => {
  const [{ id }] = await db
    .insert(devices)
    .values({
      title: input.title,
      crmId: input.crmId,
      barcode: input.barcode,
      modelId: input.model,
      compatibilityId: input.compatibility,
    })
    .returning({ id: devices.id });
  return id;
};

export const updateDevice = (db: Db, id: number, input: DeviceInput & { compatibility: number | null }) =>
  db
    .update(devices)
    .set({
      title: input.title,
      crmId: input.crmId,
      barcode: input.barcode,
      modelId: input.model,
      compatibilityId: input.compatibility,
    })
    .where(eq(devices.id, id));

export const softDeleteDevice = (db: Db, id: number) =>
  db.update(devices).set({ isDeleted: true }).where(eq(devices.id, id));
