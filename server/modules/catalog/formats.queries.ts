import { and, asc, eq, inArray, type SQL, type Subquery, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { FormatInput } from '../../../domain/validation/formats';
import type { Db } from '../../db';
import { intArray } from '../../db/arrays';
import { russian } from '../../db/collation';
import { brands, formatMinimalPrices, formats } from '../../db/schema';
import {
  fencePlaceholder,
  heldCapPlaceholder,
  heldCount,
  heldValues,
  searchedPage,
  walkPlaceholder,
} from '../../db/searched';
import { literalLimit, runShaped } from '../../db/shaped';
import { countRows } from '../../graphql/count';
import { type FetchPage, keysetSort, type SortKey } from '../../graphql/keyset';
import { containsMatching, containsText, containsValues } from './common';

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
  /** null: not read with the record (a brand's formats); the field reads them on demand. */
  minimalretailprice: MinimalPriceRecord[] | null;
}

export interface FormatFilter {
  isDeleted?: boolean | null;
  skuContains?: string | null;
  titleContains?: string | null;
  brandIn?: number[] | null;
  idIn?: number[] | null;
}

const formatColumns = {
  id: formats.id,
  title: formats.title,
  sku: formats.sku,
  externalVisibility: formats.externalVisibility,
  externalTitle: formats.externalTitle,
  isDeleted: formats.isDeleted,
  brand: { id: brands.id, title: brands.title, isBat: brands.isBat },
};

/** The formats with their brands: of the table, or of a subquery of it aliased `formats`. */
const formatSelect = (db: Db, source: typeof formats | Subquery = formats, extra: SelectedFields = {}) =>
  db
    .select({ ...formatColumns, ...extra } as typeof formatColumns)
    .from(source as typeof formats)
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
    .where(sql`${formatMinimalPrices.formatId} = any(${intArray(formatIds)})`)
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

/** The sorts of the formats list, each on an index (migration 0007_lists). */
export const FORMAT_SORTS: Record<'sku' | 'title' | 'id', SortKey<FormatRecord> | null> = {
  sku: { sql: formats.sku, kind: 'text', nullable: true, of: (f) => f.sku },
  title: { sql: russian(formats.title), kind: 'text', of: (f) => f.title },
  id: null,
};

/**
 * The list's sort for a filter. A search in the sku holds no format without one, so the sku's
 * NULL segment (server/graphql/keyset.ts reads a nullable key as two) is not read: it cost a walk
 * and a trigram read more for every search, finding nothing (issue 23 point 10).
 */
export const formatSort = (orderBy: string | null | undefined, f: FormatFilter) => {
  const sort = keysetSort(orderBy, FORMAT_SORTS, 'sku');
  return containsMatching(f.skuContains) && sort.key === FORMAT_SORTS.sku && FORMAT_SORTS.sku
    ? { ...sort, key: { ...FORMAT_SORTS.sku, nullable: false } }
    : sort;
};

const { placeholder } = sql;

/** The list's "contains" filters (sku, title). */
const formatSearch = (f: FormatFilter) =>
  and(containsText(formats.sku, f.skuContains, 'sku'), containsText(formats.title, f.titleContains, 'title'));

/** The list's filters, its values placeholders that formatValues fills (server/db/shaped.ts). */
const formatWhere = (f: FormatFilter, search = true) =>
  and(
    f.isDeleted != null ? eq(formats.isDeleted, placeholder('isDeleted')) : undefined,
    search ? formatSearch(f) : undefined,
    f.brandIn ? sql`${formats.brandId} = any(${placeholder('brandIn')}::int[])` : undefined,
    f.idIn ? sql`${formats.id} = any(${placeholder('idIn')}::int[])` : undefined,
  );

const formatValues = (f: FormatFilter): Record<string, unknown> => ({
  isDeleted: f.isDeleted,
  ...containsValues(f.skuContains, 'sku'),
  ...containsValues(f.titleContains, 'title'),
  brandIn: f.brandIn,
  idIn: f.idIn,
});

const formatShape = (f: FormatFilter) =>
  [
    f.isDeleted != null ? 'isDeleted' : '',
    `sku:${containsMatching(f.skuContains)}`,
    `title:${containsMatching(f.titleContains)}`,
    f.brandIn ? 'brandIn' : '',
    f.idIn ? 'idIn' : '',
  ].join(',');

export const formatCount = (db: Db, f: FormatFilter) => (cap: number) =>
  countRows(db, db.select({ one: sql`1` }).from(formats).where(formatWhere(f)).limit(cap), formatValues(f));

/**
 * One keyset page of formats with their prices; a shaped query, built once per shape. A "contains"
 * filter is read in bounded steps (server/db/searched.ts): the list's order walked a bounded way,
 * else the text's holders by its trigram index.
 */
export const formatPage =
  (db: Db, f: FormatFilter): FetchPage<FormatRecord> =>
  async ({ where, orderBy, shape, values, limit }) => {
    const page = (
      step: string,
      source: typeof formats | Subquery,
      extra: SQL | undefined,
      stepValues: Record<string, unknown>,
      columns: SelectedFields = {},
      replan = false,
    ) =>
      runShaped<FormatRow>(
        db,
        `formats|${step}|${formatShape(f)}|${shape}`,
        () =>
          formatSelect(db, source, columns)
            .where(extra)
            .orderBy(...orderBy)
            .limit(literalLimit(limit)),
        { ...formatValues(f), ...values, ...stepValues },
        // The holders of a text are planned with it: a generic plan kept for one text (a named
        // statement's, after five calls) would read another's holders its way.
        { replan },
      );
    if (!containsMatching(f.skuContains) && !containsMatching(f.titleContains))
      return withPrices(db, await page('all', formats, and(formatWhere(f), where), {}));
    const rows = await searchedPage(
      limit,
      (walk) =>
        page(
          'walk',
          db
            .select()
            .from(formats)
            .where(and(formatWhere(f, false), where))
            .orderBy(...orderBy)
            .limit(walkPlaceholder)
            .as('formats'),
          formatSearch(f),
          { walk },
        ),
      () =>
        page(
          'held',
          db
            .select()
            .from(formats)
            .where(and(formatWhere(f), where))
            .offset(fencePlaceholder)
            .limit(heldCapPlaceholder)
            .as('formats'),
          undefined,
          heldValues,
          { heldCount: heldCount() },
          true,
        ) as Promise<(FormatRow & { heldCount: number })[]>,
    );
    return withPrices(db, rows);
  };

export const findFormat = async (db: Db, id: number): Promise<FormatRecord | null> => {
  const rows = await formatSelect(db).where(eq(formats.id, id));
  return rows.length ? (await withPrices(db, rows))[0] : null;
};

/**
 * The live formats of several brands, grouped by brand id (the brands list), by title; with
 * `perBrand`, only the first ones of each brand. One array parameter whatever the count, and the
 * prices are not read here (a brand's formats are listed without them).
 */
export const formatsOfBrands = async (db: Db, brandIds: number[], perBrand?: number | null) => {
  const byBrand = new Map<number, FormatRecord[]>(brandIds.map((id) => [id, []]));
  if (!brandIds.length) return byBrand;
  const live = and(sql`${formats.brandId} = any(${intArray(brandIds)})`, eq(formats.isDeleted, false));
  const rows =
    perBrand == null
      ? await formatSelect(db)
          .where(live)
          .orderBy(asc(russian(formats.title)), asc(formats.id))
      : await formatSelect(db)
          .where(
            and(
              live,
              sql`${formats.id} in (select f.id from unnest(${intArray(brandIds)}) b(id)
              cross join lateral (select id from formats where brand_id = b.id and not is_deleted
                order by title collate "ru-x-icu", id limit ${perBrand}) f)`,
            ),
          )
          .orderBy(asc(russian(formats.title)), asc(formats.id));
  for (const format of rows) byBrand.get(format.brand.id)?.push({ ...format, minimalretailprice: null });
  return byBrand;
};

/** How many live formats each brand has. */
export const formatCountsOfBrands = async (db: Db, brandIds: number[]) => {
  const rows = await db
    .select({ brandId: formats.brandId, n: sql<number>`count(*)::int` })
    .from(formats)
    .where(and(sql`${formats.brandId} = any(${intArray(brandIds)})`, eq(formats.isDeleted, false)))
    .groupBy(formats.brandId);
  return new Map(rows.map((r) => [r.brandId, r.n]));
};

/** The prices of one format (read when a caller selects them on a brand's formats). */
export const pricesOfFormat = async (db: Db, formatId: number) =>
  (await pricesOf(db, [formatId])).get(formatId) ?? [];

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
