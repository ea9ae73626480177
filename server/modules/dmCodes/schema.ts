import { dmCodes } from '../../db/schema';
import { authorize, builder, toId } from '../../graphql/builder';
import { keysetConnection, keysetSort } from '../../graphql/keyset';
import { gqlError } from '../../http/errors';
import { ids } from '../referenceData/common';
import { type DmCodeRecord, dmCodeCount, dmCodePage, skuCategoryList } from './queries';

/** A date argument as the spec sends dates (YYYY-MM-DD), or a refusal in the caller's words. */
export const dateArg = (raw: string | null | undefined, name: string): string | null => {
  if (raw == null || raw === '') return null;
  const ok = /^\d{4}-\d{2}-\d{2}$/.test(raw) && !Number.isNaN(Date.parse(`${raw}T00:00:00Z`));
  if (!ok || new Date(`${raw}T00:00:00Z`).toISOString().slice(0, 10) !== raw)
    throw gqlError('BAD_USER_INPUT', `${name}: ожидается дата ГГГГ-ММ-ДД`);
  return raw;
};

const SkuCategory = builder
  .objectRef<{ id: number; name: string }>('SkuCategory')
  .implement({ fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }) });

const DmCodeProgram = builder.objectRef<{ id: number; programId: string }>('DmCodeProgram').implement({
  fields: (t) => ({ id: t.exposeID('id'), programId: t.exposeString('programId') }),
});

const DmCode = builder.objectRef<DmCodeRecord>('DmCode').implement({
  description: 'A data-matrix code (part 2 §3): its number, state, arrival, use and programs.',
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeString('number'),
    active: t.exposeBoolean('active'),
    arrivalDate: t.exposeString('arrivalDate', { nullable: true, description: 'YYYY-MM-DD' }),
    sku: t.exposeString('sku', { nullable: true }),
    usedOrderId: t.exposeString('usedOrderId', { nullable: true }),
    usedDate: t.string({ nullable: true, resolve: (c) => c.usedDate?.toISOString() ?? null }),
    programHistory: t.exposeString('programHistory', { nullable: true }),
    programs: t.field({ type: [DmCodeProgram], resolve: (c) => c.programs ?? [] }),
    skuCategory: t.field({ type: SkuCategory, nullable: true, resolve: (c) => c.skuCategory }),
  }),
});

builder.queryFields((t) => ({
  dmCodes: t.connection({
    type: DmCode,
    description:
      'The data-matrix codes (HQ), newest first, paged by id (keyset: page 10,000 costs what page 1 does).',
    args: {
      number_Startswith: t.arg.string({ description: 'The start of the code, case-sensitive.' }),
      active: t.arg.boolean(),
      skuCategory: t.arg.id(),
      arrivalDate_Gte: t.arg.string(),
      arrivalDate_Lte: t.arg.string(),
      id_In: t.arg.idList(),
    },
    resolve: (_root, args, ctx) => {
      authorize(ctx, 'dmCodes.read');
      const filter = {
        numberStartsWith: args.number_Startswith?.trim() || null,
        active: args.active,
        skuCategoryId: args.skuCategory == null ? null : (toId(args.skuCategory) ?? -1),
        arrivalFrom: dateArg(args.arrivalDate_Gte, 'arrivalDate_Gte'),
        arrivalTo: dateArg(args.arrivalDate_Lte, 'arrivalDate_Lte'),
        idIn: ids(args.id_In),
      };
      return keysetConnection(args, {
        sort: keysetSort<DmCodeRecord, 'id'>(null, { id: null }, '-id'),
        id: dmCodes.id,
        idOf: (c) => c.id,
        fetch: dmCodePage(ctx.db, filter),
        count: dmCodeCount(ctx.db, filter),
      });
    },
  }),
  skuCategories: t.field({
    type: [SkuCategory],
    description: 'The SKU categories (the data-matrix list filter).',
    resolve: (_root, _args, ctx) => {
      authorize(ctx, 'dmCodes.read');
      return skuCategoryList(ctx.db);
    },
  }),
}));
