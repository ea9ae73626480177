import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { StickBrandInput, StickInput } from '../../../domain/validation/sticks';
import type { Db } from '../../db';
import { russian } from '../../db/collation';
import { deviceTypes, stickBrands, stickCompatibility, sticks } from '../../db/schema';
import { liveIds, type Page } from './common';

export interface StickRecord {
  id: number;
  title: string;
  crmId: string | null;
  isDeleted: boolean;
  brandFamily: { id: number; title: string };
  compatibility: { id: number; title: string }[];
}
export interface StickBrandRecord {
  id: number;
  title: string;
  isDeleted: boolean;
}

// ---- stick brands -------------------------------------------------------------------------

export interface StickBrandFilter {
  isDeleted?: boolean | null;
  idIn?: number[] | null;
}

const brandWhere = (f: StickBrandFilter) =>
  and(
    f.isDeleted != null ? eq(stickBrands.isDeleted, f.isDeleted) : undefined,
    f.idIn ? inArray(stickBrands.id, f.idIn) : undefined,
  );

const brandColumns = { id: stickBrands.id, title: stickBrands.title, isDeleted: stickBrands.isDeleted };

export const countStickBrands = async (db: Db, f: StickBrandFilter) =>
  (await db.select({ n: count() }).from(stickBrands).where(brandWhere(f)))[0].n;

export const listStickBrands = (db: Db, f: StickBrandFilter, page: Page): Promise<StickBrandRecord[]> =>
  db
    .select(brandColumns)
    .from(stickBrands)
    .where(brandWhere(f))
    .orderBy(asc(russian(stickBrands.title)), asc(stickBrands.id))
    .offset(page.offset)
    .limit(page.limit);

export const findStickBrand = async (db: Db, id: number): Promise<StickBrandRecord | null> =>
  (await db.select(brandColumns).from(stickBrands).where(eq(stickBrands.id, id)))[0] ?? null;

export const createStickBrand = async (db: Db, input: StickBrandInput) =>
  (await db.insert(stickBrands).values({ title: input.title }).returning({ id: stickBrands.id }))[0].id;

export const updateStickBrand = (db: Db, id: number, input: StickBrandInput) =>
  db.update(stickBrands).set({ title: input.title }).where(eq(stickBrands.id, id));

/** A deleted brand takes its sticks with it, so that neither is listed or offered again. */
export const softDeleteStickBrand = (db: Db, id: number) =>
  db.transaction(async (tx) => {
    await tx.update(sticks).set({ isDeleted: true }).where(eq(sticks.brandFamilyId, id));
    await tx.update(stickBrands).set({ isDeleted: true }).where(eq(stickBrands.id, id));
  });

// ---- sticks -------------------------------------------------------------------------------

const stickSelect = (db: Db) =>
  db
    .select({
      id: sticks.id,
      title: sticks.title,
      crmId: sticks.crmId,
      isDeleted: sticks.isDeleted,
      brandFamily: { id: stickBrands.id, title: stickBrands.title },
    })
    .from(sticks)
    .innerJoin(stickBrands, eq(stickBrands.id, sticks.brandFamilyId));

/** The live device types of several sticks at once. */
const typesOfSticks = async (db: Db, stickIds: number[]) => {
  const byStick = new Map<number, { id: number; title: string }[]>(stickIds.map((id) => [id, []]));
  if (!stickIds.length) return byStick;
  const rows = await db
    .select({ stickId: stickCompatibility.stickId, id: deviceTypes.id, title: deviceTypes.title })
    .from(stickCompatibility)
    .innerJoin(deviceTypes, eq(deviceTypes.id, stickCompatibility.deviceTypeId))
    .where(and(inArray(stickCompatibility.stickId, stickIds), eq(deviceTypes.isDeleted, false)))
    .orderBy(asc(russian(deviceTypes.title)), asc(deviceTypes.id));
  for (const { stickId, ...type } of rows) byStick.get(stickId)?.push(type);
  return byStick;
};

const withTypes = async (db: Db, rows: Omit<StickRecord, 'compatibility'>[]): Promise<StickRecord[]> => {
  const types = await typesOfSticks(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, compatibility: types.get(r.id) ?? [] }));
};

export const findStick = async (db: Db, id: number): Promise<StickRecord | null> => {
  const rows = await stickSelect(db).where(eq(sticks.id, id));
  return rows.length ? (await withTypes(db, rows))[0] : null;
};

/** The not-deleted sticks of several brands, grouped by brand id. */
export const sticksOfBrands = async (db: Db, brandIds: number[]): Promise<Map<number, StickRecord[]>> => {
  const byBrand = new Map<number, StickRecord[]>(brandIds.map((id) => [id, []]));
  if (!brandIds.length) return byBrand;
  const rows = await stickSelect(db)
    .where(and(inArray(sticks.brandFamilyId, brandIds), eq(sticks.isDeleted, false)))
    .orderBy(asc(russian(sticks.title)), asc(sticks.id));
  for (const stick of await withTypes(db, rows)) byBrand.get(stick.brandFamily.id)?.push(stick);
  return byBrand;
};

export const liveStickBrandExists = async (db: Db, id: number) =>
  (await liveIds(db, stickBrands, [id])).length === 1;
export const liveDeviceTypeIds = (db: Db, ids: number[]) => liveIds(db, deviceTypes, ids);

const writeStick = (input: StickInput) => ({
  title: input.title,
  crmId: input.crmId,
  brandFamilyId: input.brandFamily,
});

const setTypes = async (db: Db, stickId: number, typeIds: number[]) => {
  await db.delete(stickCompatibility).where(eq(stickCompatibility.stickId, stickId));
  const unique = [...new Set(typeIds)];
  if (unique.length)
    await db.insert(stickCompatibility).values(unique.map((deviceTypeId) => ({ stickId, deviceTypeId })));
};

export const createStick = (db: Db, input: StickInput) =>
  db.transaction(async (tx) => {
    const [{ id }] = await tx.insert(sticks).values(writeStick(input)).returning({ id: sticks.id });
    await setTypes(tx, id, input.compatibility);
    return id;
  });

export const updateStick = (db: Db, id: number, input: StickInput) =>
  db.transaction(async (tx) => {
    await tx.update(sticks).set(writeStick(input)).where(eq(sticks.id, id));
    await setTypes(tx, id, input.compatibility);
  });

export const softDeleteStick = (db: Db, id: number) =>
  db.update(sticks).set({ isDeleted: true }).where(eq(sticks.id, id));
