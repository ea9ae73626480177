import { authorize, builder, findLive } from '../../graphql/builder';
import { parseOrderBy, resolveConnection } from '../../graphql/connection';
import { ContentAuthor, ids } from '../referenceData/common';
import { countDisclaimers, type DisclaimerRecord, findDisclaimer, listDisclaimers } from './queries';

export const Disclaimer = builder.objectRef<DisclaimerRecord>('Disclaimer').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    displayName: t.exposeString('displayName'),
    buttonTitle: t.exposeString('buttonTitle'),
    content: t.exposeString('content', { description: 'Sanitised HTML.' }),
    enabled: t.exposeBoolean('enabled'),
    isDeleted: t.exposeBoolean('isDeleted'),
    updatedAt: t.string({ resolve: (d) => d.updatedAt.toISOString() }),
    user: t.field({ type: ContentAuthor, nullable: true, resolve: (d) => d.user }),
  }),
});

builder.queryFields((t) => ({
  disclaimers: t.connection({
    type: Disclaimer,
    description: 'Disclaimers that are not deleted; the activity editor asks for enabled: true.',
    args: {
      enabled: t.arg.boolean(),
      title_Icontains: t.arg.string(),
      id_In: t.arg.idList(),
      orderBy: t.arg.string(),
    },
    resolve: (_root, args, ctx) => {
      authorize(ctx, 'content.read');
      const filter = { enabled: args.enabled, titleContains: args.title_Icontains, idIn: ids(args.id_In) };
      const order = parseOrderBy(args.orderBy, ['title', 'id'] as const, 'title');
      return resolveConnection(
        args,
        () => countDisclaimers(ctx.db, filter),
        (page) => listDisclaimers(ctx.db, filter, order, page),
      );
    },
  }),
  disclaimer: t.field({
    type: Disclaimer,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => {
      authorize(ctx, 'content.read');
      return findLive(ctx.db, args.id, findDisclaimer);
    },
  }),
}));
