import { authorize, builder, findLive } from '../../graphql/builder';
import { resolveConnection } from '../../graphql/connection';
import { byId } from './common';
import * as compliments from './compliments.queries';

/** GraphQL reads (part 2 §7 "Data queries"): compliment kinds and their types ('catalog.read'). */
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

builder.queryFields((t) => ({
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
      return findLive(ctx.db, args.id, compliments.findCompliment);
    },
  }),
}));
