import type { Db } from '../../db';
import { authorize, builder, findLive } from '../../graphql/builder';
import { parseOrderBy, resolveConnection } from '../../graphql/connection';
import { DeviceType } from '../devices/schema';
import * as brands from './brands.queries';
import { byId } from './common';
import * as compliments from './compliments.queries';
import * as formats from './formats.queries';
import * as programs from './programs.queries';
import * as sticks from './sticks.queries';

/**
 * Reads of the reference data (part 2 §7 "Data queries"): stick brands with their sticks, brands
 * with segment and formats, formats paged by sku, compliments, programs and their categories.
 * Sticks are read with the Devices page ('devices.read'); the rest is HQ's ('catalog.read').
 */

// ---- sticks -------------------------------------------------------------------------------

const IdTitle = builder.objectRef<{ id: number; title: string }>('IdTitle').implement({
  fields: (t) => ({ id: t.exposeID('id'), title: t.exposeString('title') }),
});

const Stick = builder.objectRef<sticks.StickRecord>('Stick').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    crmId: t.exposeString('crmId', { nullable: true }),
    isDeleted: t.exposeBoolean('isDeleted'),
    brandFamily: t.field({ type: IdTitle, resolve: (s) => s.brandFamily }),
    compatibility: t.field({
      type: [DeviceType],
      description: 'The device types the stick fits (deleted types left out).',
      resolve: (s) => s.compatibility.map((c) => ({ ...c, crmId: null, isDeleted: false })),
    }),
  }),
});

type StickBrandNode = sticks.StickBrandRecord & { sticks?: sticks.StickRecord[] };
const StickBrand = builder.objectRef<StickBrandNode>('StickBrand').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    isDeleted: t.exposeBoolean('isDeleted'),
    sticks: t.field({
      type: [Stick],
      description: 'The sticks of the brand that are not deleted.',
      resolve: async (b, _args, ctx) =>
        b.sticks ?? (await sticks.sticksOfBrands(ctx.db, [b.id])).get(b.id) ?? [],
    }),
  }),
});

// ---- brands and formats -------------------------------------------------------------------

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

// ---- compliments --------------------------------------------------------------------------

const ComplimentType = builder.objectRef<compliments.ComplimentTypeRecord>('ComplimentType').implement({
  fields: (t) => ({ id: t.exposeID('id'), title: t.exposeString('title') }),
});

const ComplimentKind = builder.objectRef<compliments.ComplimentKindRecord>('ComplimentKind').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    sap: t.exposeString('sap', { nullable: true, description: 'The SAP code.' }),
    recommendedPerHour: t.exposeInt('recommendedPerHour'),
    isDeleted: t.exposeBoolean('isDeleted'),
    type: t.field({ type: ComplimentType, resolve: (c) => c.type }),
  }),
});

// ---- programs -----------------------------------------------------------------------------

const ProgramCategory = builder.objectRef<programs.ProgramCategoryRecord>('ProgramCategory').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const ProgramRef = builder.objectRef<{ id: number; programId: string }>('ProgramRef').implement({
  fields: (t) => ({ id: t.exposeID('id'), programId: t.exposeString('programId') }),
});

const ProgramLimit = builder.objectRef<programs.ProgramLimitRecord>('ProgramLimit').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    limitsInside: t.exposeInt('limitsInside', { nullable: true }),
    limitsInsidePeriod: t.exposeString('limitsInsidePeriod', { nullable: true }),
    consultantLimits: t.exposeInt('consultantLimits', { nullable: true }),
    limitsOutside: t.field({ type: [ProgramRef], resolve: (l) => l.limitsOutside }),
  }),
});

type ProgramNode = programs.ProgramRecord & { limits?: programs.ProgramLimitRecord[] };
const Program = builder.objectRef<ProgramNode>('Program').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    description: t.exposeString('description', { nullable: true }),
    programId: t.exposeString('programId'),
    notForBatBrand: t.exposeBoolean('notForBatBrand'),
    isRepeatCustomerCheck: t.exposeBoolean('isRepeatCustomerCheck'),
    isWithBatyr: t.exposeBoolean('isWithBatyr'),
    isDeleted: t.exposeBoolean('isDeleted'),
    category: t.field({ type: ProgramCategory, nullable: true, resolve: (p) => p.category }),
    limits: t.field({
      type: [ProgramLimit],
      resolve: async (p, _args, ctx) =>
        p.limits ?? (await programs.limitsOfPrograms(ctx.db, [p.id])).get(p.id) ?? [],
    }),
  }),
});

// ---- queries ------------------------------------------------------------------------------

/** A single record by id, for the edit dialogs; deleted ones are not found. */
const one =
  <T extends { isDeleted: boolean }>(find: (db: Db, id: number) => Promise<T | null | undefined>) =>
  (db: Db, raw: string | number) =>
    findLive(db, raw, find);

builder.queryFields((t) => ({
  stickBrands: t.connection({
    type: StickBrand,
    description: 'Stick brands with their sticks; the Devices page asks for isDeleted: false.',
    args: { isDeleted: t.arg.boolean(), id_In: t.arg.idList() },
    resolve: (_root, args, ctx) => {
      authorize(ctx, 'devices.read');
      const filter = { isDeleted: args.isDeleted, idIn: byId(args.id_In) };
      return resolveConnection(
        args,
        () => sticks.countStickBrands(ctx.db, filter),
        async (page) => {
          const list = await sticks.listStickBrands(ctx.db, filter, page);
          const byBrand = await sticks.sticksOfBrands(
            ctx.db,
            list.map((b) => b.id),
          );
          return list.map((b) => ({ ...b, sticks: byBrand.get(b.id) ?? [] }));
        },
      );
    },
  }),
  stickBrand: t.field({
    type: StickBrand,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => {
      authorize(ctx, 'devices.read');
      return one(sticks.findStickBrand)(ctx.db, args.id);
    },
  }),
  stick: t.field({
    type: Stick,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => {
      authorize(ctx, 'devices.read');
      return one(sticks.findStick)(ctx.db, args.id);
    },
  }),

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
      return one(brands.findBrand)(ctx.db, args.id);
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
      return one(formats.findFormat)(ctx.db, args.id);
    },
  }),

  complimentTypes: t.connection({
    type: ComplimentType,
    resolve: (_root, args, ctx) => {
      authorize(ctx, 'catalog.read');
      return resolveConnection(
        args,
        () => compliments.countComplimentTypes(ctx.db),
        (page) => compliments.listComplimentTypes(ctx.db, page),
      );
    },
  }),
  compliments: t.connection({
    type: ComplimentKind,
    description: 'Compliment kinds with their type.',
    args: {
      isDeleted: t.arg.boolean(),
      title_Icontains: t.arg.string(),
      type_In: t.arg.idList(),
      id_In: t.arg.idList(),
    },
    resolve: (_root, args, ctx) => {
      authorize(ctx, 'catalog.read');
      const filter = {
        isDeleted: args.isDeleted,
        titleContains: args.title_Icontains,
        typeIn: byId(args.type_In),
        idIn: byId(args.id_In),
      };
      return resolveConnection(
        args,
        () => compliments.countCompliments(ctx.db, filter),
        (page) => compliments.listCompliments(ctx.db, filter, page),
      );
    },
  }),
  compliment: t.field({
    type: ComplimentKind,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => {
      authorize(ctx, 'catalog.read');
      return one(compliments.findCompliment)(ctx.db, args.id);
    },
  }),

  programCategories: t.connection({
    type: ProgramCategory,
    resolve: (_root, args, ctx) => {
      authorize(ctx, 'catalog.read');
      return resolveConnection(
        args,
        () => programs.countProgramCategories(ctx.db),
        (page) => programs.listProgramCategories(ctx.db, page),
      );
    },
  }),
  programs: t.connection({
    type: Program,
    description: 'Programs with category and limits; search looks in title and programId.',
    args: {
      isDeleted: t.arg.boolean(),
      search: t.arg.string(),
      category_In: t.arg.idList(),
      id_In: t.arg.idList(),
      orderBy: t.arg.string(),
    },
    resolve: (_root, args, ctx) => {
      authorize(ctx, 'catalog.read');
      const filter = {
        isDeleted: args.isDeleted,
        search: args.search,
        categoryIn: byId(args.category_In),
        idIn: byId(args.id_In),
      };
      const order = parseOrderBy(args.orderBy, programs.PROGRAM_ORDER_FIELDS, 'title');
      return resolveConnection(
        args,
        () => programs.countPrograms(ctx.db, filter),
        async (page) => {
          const list = await programs.listPrograms(ctx.db, filter, order, page);
          const limits = await programs.limitsOfPrograms(
            ctx.db,
            list.map((p) => p.id),
          );
          return list.map((p) => ({ ...p, limits: limits.get(p.id) ?? [] }));
        },
      );
    },
  }),
  program: t.field({
    type: Program,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => {
      authorize(ctx, 'catalog.read');
      return one(programs.findProgram)(ctx.db, args.id);
    },
  }),
}));
