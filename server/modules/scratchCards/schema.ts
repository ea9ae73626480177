import { authorize, builder, findLive } from '../../graphql/builder';
import { parseOrderBy, resolveConnection } from '../../graphql/connection';
import { ids } from '../referenceData/common';
import { countScratchCards, findScratchCard, listScratchCards, type ScratchCardRecord } from './queries';

export const ScratchCard = builder.objectRef<ScratchCardRecord>('ScratchCard').implement({
  description: 'A scratch card kind that focus products refer to.',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    code: t.exposeString('code', { nullable: true }),
    description: t.exposeString('description', { nullable: true }),
    isActive: t.exposeBoolean('isActive'),
    isDeleted: t.exposeBoolean('isDeleted'),
  }),
});

builder.queryFields((t) => ({
  scratchCards: t.connection({
    type: ScratchCard,
    args: {
      search: t.arg.string(),
      isActive: t.arg.boolean(),
      id_In: t.arg.idList(),
      orderBy: t.arg.string(),
    },
    resolve: (_root, args, ctx) => {
      authorize(ctx, 'content.read');
      const filter = { search: args.search, isActive: args.isActive, idIn: ids(args.id_In) };
      const order = parseOrderBy(args.orderBy, ['title', 'code', 'id'] as const, 'title');
      return resolveConnection(
        args,
        () => countScratchCards(ctx.db, filter),
        (page) => listScratchCards(ctx.db, filter, order, page),
      );
    },
  }),
  scratchCard: t.field({
    type: ScratchCard,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => {
      authorize(ctx, 'content.read');
      return findLive(ctx.db, args.id, findScratchCard);
    },
  }),
}));
