import { and, asc, count, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { FormatInput } from '../../../domain/validation/formats';
import type { Db } from '../../db';
import { russian } from '../../db/collation';
import { brands, formatMinimalPrices, formats } from '../../db/schema';
import { contains, type Page } from './common';

export interface MinimalPriceRecord {
  id: number;
  price: number;
}
export interface FormatRecord {
  id: number;
  title: string;
  sku: string | null;
  externalVisibility: boolean;
  externalTitle: string | null;
  isDeleted: boolean;
  brand: { id: number; title: string; isBat: boolean };
  minimalretailprice: MinimalPriceRecord[];
}

export interface FormatFilter {
  isDeleted?: boolean | null;
  skuContains?: string | null;
  titleContains?: string | null;
  brandIn?: number[] | null;
  idIn?: number[] | null;
}

const formatWhere = (f: FormatFilter) =>
  and(
    f.isDeleted != null ? eq(formats.isDeleted, f.isDeleted) : undefined,
    f.skuContains ? ilike(formats.sku, contains(f.skuContains)) : undefined,
    f.titleContains ? ilike(formats.title, contains(f.titleContains)) : undefined,
    f.brandIn ? inArray(formats.brandId, f.brandIn) : undefined,
    f.idIn ? inArray(formats.id, f.idIn) : undefined,
  );

const formatSelect = (db: Db) =>
  db
    .select({
      id: formats.id,
      title: formats.title,
      sku: formats.sku,
      externalVisibility: formats.externalVisibility,
      externalTitle: formats.externalTitle,
      isDeleted: formats.isDeleted,
      brand: { id: brands.id, title: brands.title, isBat: brands.isBat },
    })
    .from(formats)
    .innerJoin(brands, eq(brands.id, formats.brandId));

/** The prices of several formats at once, cheapest first. */
const pricesOf = async (db: Db, formatIds: number[]) => {
  const byFormat = new Map<number, MinimalPriceRecord[]>(formatIds.map((id) => [id, []]));
  if (!formatIds.length) return byFormat;
  const rows = await db
    .select({
      formatId: formatMinimalPrices.formatId,
      id: formatMinimalPrices.id,
      price: formatMinimalPrices.price,
    })
    .from(formatMinimalPrices)
    .where(inArray(formatMinimalPrices.formatId, formatIds))
    .orderBy(asc(formatMinimalPrices.price), asc(formatMinimalPrices.id));
  for (const { formatId, ...price } of rows) byFormat.get(formatId)?.push(price);
  return byFormat;
};

type FormatRow = Omit<FormatRecord, 'minimalretailprice'>;
const withPrices = async (db: Db, rows: FormatRow[]): Promise<FormatRecord[]> => {
  const prices = await pricesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, minimalretailprice: prices.get(r.id) ?? [] }));
};

export const FORMAT_ORDER_FIELDS = ['sku', 'title', 'id'] as const;
export type FormatOrder = { field: (typeof FORMAT_ORDER_FIELDS)[number]; descending: boolean };

export const countFormats = async (db: Db, f: FormatFilter) =>
  (await db.select({ n: count() }).from(formats).where(formatWhere(f)))[0].n;

export const listFormats = async (db: Db, f: FormatFilter, order: FormatOrder, page: Page) => {
  const column =
    order.field === 'title' ? russian(formats.title) : order.field === 'sku' ? formats.sku : formats.id;
  const rows = await formatSelect(db)
    .where(formatWhere(f))
    .orderBy(order.descending ? desc(column) : asc(column), asc(formats.id))
    .offset(page.offset)
    .limit(page.limit);
  return withPrices(db, rows);
};

export const findFormat = async (db: Db, id: number): Promise<FormatRecord | null> => {
  const rows = await formatSelect(db).where(eq(formats.id, id));
  return rows.length ? (await withPrices(db, rows))[0] : null;
};

/** The live formats of several brands, grouped by brand id (the brands list). */
export const formatsOfBrands = async (db: Db, brandIds: number[]) => {
  const byBrand = new Map<number, FormatRecord[]>(brandIds.map((id) => [id, []]));
  if (!brandIds.length) return byBrand;
  const rows = await formatSelect(db)
    .where(and(inArray(formats.brandId, brandIds), eq(formats.isDeleted, false)))
    .orderBy(asc(russian(formats.title)), asc(formats.id));
  for (const format of await withPrices(db, rows)) byBrand.get(format.brand.id)?.push(format);
  return byBrand;
};

const writeFormat = (input: FormatInput) => ({
  title: input.title,
  brandId: input.brand,
  sku: input.sku,
  externalVisibility: input.externalVisibility,
  externalTitle: input.externalTitle,
  isDeleted: input.isDeleted,
});

/**
 * The price list is written as a whole, as the dialog edits it: entries sent with their id keep
 * it (and their new price), entries left out are removed, entries without an id are added.
 */
const setPrices = async (db: Db, formatId: number, prices: FormatInput['minimalretailprice']) => {
  const current = await db
    .select({ id: formatMinimalPrices.id })
    .from(formatMinimalPrices)
    .where(eq(formatMinimalPrices.formatId, formatId));
  const own = new Set(current.map((r) => r.id));
  const kept = prices.filter((p) => p.id != null && own.has(p.id));
  const keptIds = new Set(kept.map((p) => p.id!));
  const gone = [...own].filter((id) => !keptIds.has(id));
  if (gone.length) await db.delete(formatMinimalPrices).where(inArray(formatMinimalPrices.id, gone));
  for (const { id, price } of kept)
    await db.update(formatMinimalPrices).set({ price }).where(eq(formatMinimalPrices.id, id!));
  const added = prices.filter((p) => p.id == null || !own.has(p.id));
  if (added.length)
    await db.insert(formatMinimalPrices).values(added.map(({ price }) => ({ formatId, price })));
};

export const createFormat = (db: Db, input: FormatInput) =>
  db.transaction(async (tx) => {
    const [{ id }] = await tx.insert(formats).values(writeFormat(input)).returning({ id: formats.id });
    await setPrices(tx, id, input.minimalretailprice);
    return id;
  });

export const updateFormat = (db: Db, id: number, input: FormatInput) =>
  db.transaction(async (tx) => {
    await tx.update(formats).set(writeFormat(input)).where(eq(formats.id, id));
    await setPrices(tx, id, input.minimalretailprice);
  });
