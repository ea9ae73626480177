import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { SerialNumberInput } from '../../../domain/validation/serialNumbers';
import type { Db } from '../../db';
import { deviceModels, devices, serialNumbers } from '../../db/schema';
import { contains } from '../referenceData/common';

export interface SerialNumberRecord {
  id: number;
  serialNumber: string;
  status: string;
  note: string | null;
  isDeleted: boolean;
  createdAt: Date;
  device: { id: number; title: string };
  model: { id: number; model: string };
}

export interface SerialNumberFilter {
  search?: string | null;
  status?: string | null;
  modelId?: number | null;
  idIn?: number[] | null;
}

const where = (f: SerialNumberFilter) =>
  and(
    eq(serialNumbers.isDeleted, false),
    contains(serialNumbers.serialNumber, f.search),
    f.status ? eq(serialNumbers.status, f.status) : undefined,
    f.modelId ? eq(devices.modelId, f.modelId) : undefined,
    f.idIn ? inArray(serialNumbers.id, f.idIn) : undefined,
  );

/** The register joins the device (color) and its model, which the Serial numbers page shows. */
const select = (db: Db) =>
  db
    .select({
      id: serialNumbers.id,
      serialNumber: serialNumbers.serialNumber,
      status: serialNumbers.status,
      note: serialNumbers.note,
      isDeleted: serialNumbers.isDeleted,
      createdAt: serialNumbers.createdAt,
      device: { id: devices.id, title: devices.title },
      model: { id: deviceModels.id, model: deviceModels.model },
    })
    .from(serialNumbers)
    .innerJoin(devices, eq(devices.id, serialNumbers.deviceId))
    .innerJoin(deviceModels, eq(deviceModels.id, devices.modelId));

export const countSerialNumbers = async (db: Db, f: SerialNumberFilter) =>
  (
    await db
      .select({ n: count() })
      .from(serialNumbers)
      .innerJoin(devices, eq(devices.id, serialNumbers.deviceId))
      .where(where(f))
  )[0].n;

const ORDER = {
  serialNumber: serialNumbers.serialNumber,
  status: serialNumbers.status,
  createdAt: serialNumbers.createdAt,
  id: serialNumbers.id,
} as const;

export const listSerialNumbers = (
  db: Db,
  f: SerialNumberFilter,
  order: { field: keyof typeof ORDER; descending: boolean },
  page: { offset: number; limit: number },
): Promise<SerialNumberRecord[]> => {
  const column = ORDER[order.field];
  return select(db)
    .where(where(f))
    .orderBy(order.descending ? desc(column) : asc(column), asc(serialNumbers.id))
    .offset(page.offset)
    .limit(page.limit);
};

export const findSerialNumber = async (db: Db, id: number): Promise<SerialNumberRecord | null> =>
  (await select(db).where(eq(serialNumbers.id, id)))[0] ?? null;

/** Serial numbers are unique among live rows, whatever the letter case. */
export const serialNumberTaken = async (db: Db, serialNumber: string, exceptId?: number) =>
  (
    await db
      .select({ id: serialNumbers.id })
      .from(serialNumbers)
      .where(
        and(
          eq(serialNumbers.isDeleted, false),
          sql`upper(${serialNumbers.serialNumber}) = upper(${serialNumber})`,
          exceptId ? ne(serialNumbers.id, exceptId) : undefined,
        ),
      )
  ).length > 0;

const values = (input: SerialNumberInput) => ({
  serialNumber: input.serialNumber.toUpperCase(),
  deviceId: input.device,
  status: input.status,
  note: input.note,
});

export const createSerialNumber = async (db: Db, input: SerialNumberInput) =>
  (await db.insert(serialNumbers).values(values(input)).returning({ id: serialNumbers.id }))[0].id;

export const updateSerialNumber = (db: Db, id: number, input: SerialNumberInput) =>
  db.update(serialNumbers).set(values(input)).where(eq(serialNumbers.id, id));

export const softDeleteSerialNumber = (db: Db, id: number) =>
  db.update(serialNumbers).set({ isDeleted: true }).where(eq(serialNumbers.id, id));
