import { and, asc, count, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { BrandInput } from '../../../domain/validation/brands';
import type { Db } from '../../db';
import { russian } from '../../db/collation';
import { containsPattern } from '../../db/like';
import { brandSegments, brands, formats } from '../../db/schema';
import { liveIds, type Page, rowExists } from './common';

export interface SegmentRecord {
  id: number;
  title: string;
}
export interface BrandRecord {
  id: number;
  title: string;
  isBat: boolean;
  isDeleted: boolean;
  segment: SegmentRecord | null;
}

export const countSegments = async (db: Db) => (await db.select({ n: count() }).from(brandSegments))[0].n;

export const listSegments = (db: Db, page: Page): Promise<SegmentRecord[]> =>
  db
    .select({ id: brandSegments.id, title: brandSegments.title })
    .from(brandSegments)
    .orderBy(asc(russian(brandSegments.title)), asc(brandSegments.id))
    .offset(page.offset)
    .limit(page.limit);

export const segmentExists = (db: Db, id: number) => rowExists(db, brandSegments, id);

export interface BrandFilter {
  isDeleted?: boolean | null;
  titleContains?: string | null;
  idIn?: number[] | null;
  isBat?: boolean | null;
}

const brandWhere = (f: BrandFilter) =>
  and(
    f.isDeleted != null ? eq(brands.isDeleted, f.isDeleted) : undefined,
    f.titleContains ? ilike(brands.title, containsPattern(f.titleContains)) : undefined,
    f.idIn ? inArray(brands.id, f.idIn) : undefined,
    f.isBat != null ? eq(brands.isBat, f.isBat) : undefined,
  );

const brandSelect = (db: Db) =>
  db
    .select({
      id: brands.id,
      title: brands.title,
      isBat: brands.isBat,
      isDeleted: brands.isDeleted,
      segmentId: brandSegments.id,
      segmentTitle: brandSegments.title,
    })
    .from(brands)
    .leftJoin(brandSegments, eq(brandSegments.id, brands.segmentId));

const toBrand = ({
  segmentId,
  segmentTitle,
  ...row
}: Awaited<ReturnType<ReturnType<typeof brandSelect>['execute']>>[number]): BrandRecord => ({
  ...row,
  segment: segmentId === null ? null : { id: segmentId, title: segmentTitle! },
});

export const countBrands = async (db: Db, f: BrandFilter) =>
  (await db.select({ n: count() }).from(brands).where(brandWhere(f)))[0].n;

export const listBrands = async (
  db: Db,
  f: BrandFilter,
  order: { field: 'title' | 'id'; descending: boolean },
  page: Page,
): Promise<BrandRecord[]> => {
  const column = order.field === 'title' ? russian(brands.title) : brands.id;
  const rows = await brandSelect(db)
    .where(brandWhere(f))
    .orderBy(order.descending ? desc(column) : asc(column), asc(brands.id))
    .offset(page.offset)
    .limit(page.limit);
  return rows.map(toBrand);
};

export const findBrand = async (db: Db, id: number): Promise<BrandRecord | null> => {
  const [row] = await brandSelect(db).where(eq(brands.id, id));
  return row ? toBrand(row) : null;
};

export const liveBrandExists = async (db: Db, id: number) => (await liveIds(db, brands, [id])).length === 1;

const writeBrand = (input: BrandInput) => ({
  title: input.title,
  segmentId: input.segment,
  isBat: input.is_bat,
});

export const createBrand = async (db: Db, input: BrandInput) =>
  (await db.insert(brands).values(writeBrand(input)).returning({ id: brands.id }))[0].id;

export const updateBrand = (db: Db, id: number, input: BrandInput) =>
  db.update(brands).set(writeBrand(input)).where(eq(brands.id, id));

/** A deleted brand's formats go with it: none is listed or offered again. */
export const softDeleteBrand = (db: Db, id: number) =>
  db.transaction(async (tx) => {
    await tx.update(formats).set({ isDeleted: true }).where(eq(formats.brandId, id));
    await tx.update(brands).set({ isDeleted: true }).where(eq(brands.id, id));
  });
