import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { SerialNumberInput } from '../../../domain/validation/serialNumbers';
import type { Db } from '../../db';
import { deviceModels, devices, serialNumbers } from '../../db/schema';
import { countRows } from '../../graphql/count';
import type { FetchPage, SortKey } from '../../graphql/keyset';
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
const select = (db: Db, keyText: SQL<string | null> = sql`null`) =>
  db
    .select({
      keyText,
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

export const serialNumberCount = (db: Db, f: SerialNumberFilter) => (cap: number) =>
  countRows(
    db,
    db
      .select({ one: sql`1` })
      .from(serialNumbers)
      .innerJoin(devices, eq(devices.id, serialNumbers.deviceId))
      .where(where(f))
      .limit(cap),
  );

/** The sorts of the register, each on an index (migration 0007_lists). */
export const SERIAL_NUMBER_SORTS: Record<string, SortKey<SerialNumberRecord> | null> = {
  serialNumber: { sql: serialNumbers.serialNumber, kind: 'text', of: (s) => s.serialNumber },
  status: { sql: serialNumbers.status, kind: 'text', of: (s) => s.status },
  createdAt: { sql: serialNumbers.createdAt, kind: 'date', of: (s) => s.createdAt },
  id: null,
};

export const serialNumberPage =
  (db: Db, f: SerialNumberFilter): FetchPage<SerialNumberRecord> =>
  ({ where: keyset, orderBy, limit, keyText }) =>
    select(db, keyText)
      .where(and(where(f), keyset))
      .orderBy(...orderBy)
      .limit(limit);

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
