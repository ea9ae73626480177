import { formats as formatTable } from '../../db/schema';
import { authorize, builder, findLive } from '../../graphql/builder';
import { parseOrderBy, resolveConnection } from '../../graphql/connection';
import { keysetConnection } from '../../graphql/keyset';
import * as brands from './brands.queries';
import { byId } from './common';
import * as formats from './formats.queries';

/** GraphQL reads (part 2 §7 "Data queries"): brands with segment and formats, and formats paged by sku both ways ('catalog.read'). */
const Segment = builder.objectRef<brands.SegmentRecord>('BrandSegment').implement({
  fields: (t) => ({ id: t.exposeID('id'), title: t.exposeString('title') }),
});

const MinimalPrice = builder.objectRef<formats.MinimalPriceRecord>('MinimalRetailPrice').implement({
  fields: (t) => ({ id: t.exposeID('id'), price: t.exposeFloat('price') }),
});

const FormatBrand = builder.objectRef<formats.FormatRecord['brand']>('FormatBrand').implement({
  fields: (t) => ({ id: t.exposeID('id'), title: t.exposeString('title'), isBat: t.exposeBoolean('isBat') }),
});

const Format = builder.objectRef<formats.FormatRecord>('Format').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    sku: t.exposeString('sku', { nullable: true }),
    isDeleted: t.exposeBoolean('isDeleted'),
    externalVisibility: t.exposeBoolean('externalVisibility'),
    externalTitle: t.exposeString('externalTitle', { nullable: true }),
    brand: t.field({ type: FormatBrand, resolve: (f) => f.brand }),
    minimalretailprice: t.field({
      type: [MinimalPrice],
      resolve: (f, _a, ctx) => f.minimalretailprice ?? formats.pricesOfFormat(ctx.db, f.id),
    }),
  }),
});

/** A brand of a list page knows its page's brands, so that their formats are read together. */
type BrandNode = brands.BrandRecord & { page?: number[] };

/** One read per page and argument, shared by the page's brands (no query per brand). */
const perPage = new WeakMap<object, Map<string, Promise<Map<number, unknown>>>>();
const forPage = <T>(
  ctx: object,
  b: BrandNode,
  key: string,
  read: (ids: number[]) => Promise<Map<number, T>>,
) => {
  const ids = b.page ?? [b.id];
  const cache = perPage.get(ctx) ?? new Map();
  perPage.set(ctx, cache);
  const cacheKey = `${key}:${ids.join(',')}`;
  if (!cache.has(cacheKey)) cache.set(cacheKey, read(ids));
  return cache.get(cacheKey) as Promise<Map<number, T>>;
};
const Brand = builder.objectRef<BrandNode>('Brand').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    isBat: t.exposeBoolean('isBat'),
    isDeleted: t.exposeBoolean('isDeleted'),
    segment: t.field({ type: Segment, nullable: true, resolve: (b) => b.segment }),
    formats: t.field({
      type: [Format],
      description: 'The formats of the brand that are not deleted, by title; `first`: only the first ones.',
      args: { first: t.arg.int() },
      resolve: async (b, args, ctx) => {
        const first = args.first == null ? null : Math.max(0, Math.min(args.first, 1000));
        const byBrand = await forPage(ctx, b, `formats:${first}`, (ids) =>
          formats.formatsOfBrands(ctx.db, ids, first),
        );
        return byBrand.get(b.id) ?? [];
      },
    }),
    formatCount: t.int({
      description: 'How many live formats the brand has.',
      resolve: async (b, _args, ctx) =>
        (await forPage(ctx, b, 'count', (ids) => formats.formatCountsOfBrands(ctx.db, ids))).get(b.id) ?? 0,
    }),
  }),
});

builder.queryFields((t) => ({
  brandSegments: t.connection({
    type: Segment,
    resolve: (_root, args, ctx) => {
      authorize(ctx, 'catalog.read');
      return resolveConnection(
        args,
        () => brands.countSegments(ctx.db),
        (page) => brands.listSegments(ctx.db, page),
      );
    },
  }),
  brands: t.connection({
    type: Brand,
    description: 'Brands with segment and formats.',
    args: {
      isDeleted: t.arg.boolean(),
      title_Icontains: t.arg.string(),
      isBat: t.arg.boolean(),
      id_In: t.arg.idList(),
      orderBy: t.arg.string(),
    },
    resolve: (_root, args, ctx) => {
      authorize(ctx, 'catalog.read');
      const filter = {
        isDeleted: args.isDeleted,
        titleContains: args.title_Icontains,
        isBat: args.isBat,
        idIn: byId(args.id_In),
      };
      const order = parseOrderBy(args.orderBy, ['title', 'id'] as const, 'title');
      return resolveConnection(
        args,
        () => brands.countBrands(ctx.db, filter),
        async (page) => {
          const list = await brands.listBrands(ctx.db, filter, order, page);
          const ids = list.map((b) => b.id);
          return list.map((b) => ({ ...b, page: ids }));
        },
      );
    },
  }),
  brand: t.field({
    type: Brand,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => {
      authorize(ctx, 'catalog.read');
      return findLive(ctx.db, args.id, brands.findBrand);
    },
  }),

  formats: t.connection({
    type: Format,
    description: 'Formats paged (first/after forwards, last/before backwards), searched by sku.',
    args: {
      isDeleted: t.arg.boolean(),
      sku_Icontains: t.arg.string(),
      title_Icontains: t.arg.string(),
      brand_In: t.arg.idList(),
      id_In: t.arg.idList(),
      orderBy: t.arg.string(),
    },
    resolve: (_root, args, ctx) => {
      authorize(ctx, 'catalog.read');
      const filter = {
        isDeleted: args.isDeleted,
        skuContains: args.sku_Icontains,
        titleContains: args.title_Icontains,
        brandIn: byId(args.brand_In),
        idIn: byId(args.id_In),
      };
      return keysetConnection(args, {
        sort: formats.formatSort(args.orderBy, filter),
        id: formatTable.id,
        idOf: (f) => f.id,
        fetch: formats.formatPage(ctx.db, filter),
        shaped: true,
        count: formats.formatCount(ctx.db, filter),
      });
    },
  }),
  format: t.field({
    type: Format,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => {
      authorize(ctx, 'catalog.read');
      return findLive(ctx.db, args.id, formats.findFormat);
    },
  }),
}));
