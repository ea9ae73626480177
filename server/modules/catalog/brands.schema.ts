import { authorize, builder, findLive } from '../../graphql/builder';
import { parseOrderBy, resolveConnection } from '../../graphql/connection';
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
    minimalretailprice: t.field({ type: [MinimalPrice], resolve: (f) => f.minimalretailprice }),
  }),
});

type BrandNode = brands.BrandRecord & { formats?: formats.FormatRecord[] };
const Brand = builder.objectRef<BrandNode>('Brand').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    isBat: t.exposeBoolean('isBat'),
    isDeleted: t.exposeBoolean('isDeleted'),
    segment: t.field({ type: Segment, nullable: true, resolve: (b) => b.segment }),
    formats: t.field({
      type: [Format],
      description: 'The formats of the brand that are not deleted.',
      resolve: async (b, _args, ctx) =>
        b.formats ?? (await formats.formatsOfBrands(ctx.db, [b.id])).get(b.id) ?? [],
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
          const byBrand = await formats.formatsOfBrands(
            ctx.db,
            list.map((b) => b.id),
          );
          return list.map((b) => ({ ...b, formats: byBrand.get(b.id) ?? [] }));
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
      const order = parseOrderBy(args.orderBy, formats.FORMAT_ORDER_FIELDS, 'sku');
      return resolveConnection(
        args,
        () => formats.countFormats(ctx.db, filter),
        (page) => formats.listFormats(ctx.db, filter, order, page),
      );
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
