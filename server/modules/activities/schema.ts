import { authorize, builder } from '../../graphql/builder';
import { parseOrderBy, resolveConnection } from '../../graphql/connection';
import { countActivities, listActivities } from './queries';

const Activity = builder.objectRef<{ id: number; title: string; status: string }>('Activity').implement({
  fields: (t) => ({ id: t.exposeID('id'), title: t.exposeString('title'), status: t.exposeString('status') }),
});

builder.queryFields((t) => ({
  activities: t.connection({
    type: Activity,
    description: 'Activities (campaigns) as the Projects menu lists them.',
    args: { status_In: t.arg.stringList(), title_Icontains: t.arg.string(), orderBy: t.arg.string() },
    resolve: (_root, args, ctx) => {
      authorize(ctx, 'activities.list');
      const filter = { statusIn: args.status_In, titleContains: args.title_Icontains };
      const order = parseOrderBy(args.orderBy, ['title', 'id'] as const, 'title');
      return resolveConnection(
        args,
        () => countActivities(ctx.db, filter),
        (page) => listActivities(ctx.db, filter, order, page),
      );
    },
  }),
}));
