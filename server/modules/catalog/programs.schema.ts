import { authorize, builder, findLive } from '../../graphql/builder';
import { parseOrderBy, resolveConnection } from '../../graphql/connection';
import { byId } from './common';
import * as programs from './programs.queries';

/** GraphQL reads (part 2 §7 "Data queries"): programs with categories and limits ('catalog.read'). */
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

builder.queryFields((t) => ({
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
      return findLive(ctx.db, args.id, programs.findProgram);
    },
  }),
}));
