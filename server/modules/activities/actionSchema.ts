import { asc, count, eq, ilike } from 'drizzle-orm';
import { russian } from '../../db/collation';
import { containsPattern } from '../../db/like';
import { actions, activities, activityActions, departments } from '../../db/schema';
import { authorize, builder, toId } from '../../graphql/builder';
import { resolveConnection } from '../../graphql/connection';
import { ActivityRef, Department } from './graphqlTypes';

type ActionRow = typeof actions.$inferSelect;
type ActionList = { filterType: string; items: { id: number; count: number | null }[] };

const ActionItem = builder.objectRef<ActionList['items'][number]>('ActionItem').implement({
  fields: (t) => ({ id: t.exposeID('id'), count: t.exposeInt('count', { nullable: true }) }),
});
const ActionListType = builder.objectRef<ActionList>('ActionList').implement({
  description: 'A list of an action with its filter type (NONE, EVERY_IN_LIST, ANY_IN_LIST, NOT_IN_LIST).',
  fields: (t) => ({
    filterType: t.exposeString('filterType'),
    items: t.field({ type: [ActionItem], resolve: (l) => l.items }),
  }),
});
const EMPTY: ActionList = { filterType: 'NONE', items: [] };
const list = (name: string) => (a: ActionRow) => (a.lists[name] as ActionList | undefined) ?? EMPTY;
const epoch = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

const Action = builder.objectRef<ActionRow>('Action').implement({
  description: 'A promotion rule (part 1 §3 "Action").',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    dateStart: t.int({ nullable: true, resolve: (a) => epoch(a.dateStart) }),
    dateEnd: t.int({ nullable: true, resolve: (a) => epoch(a.dateEnd) }),
    hasRegister: t.exposeBoolean('hasRegister'),
    hasDevice: t.exposeBoolean('hasDevice'),
    hasActiveRent: t.exposeBoolean('hasActiveRent'),
    mustHaveDevicesList: t.field({ type: ActionListType, resolve: list('mustHaveDevicesList') }),
    mustHaveSticksList: t.field({ type: ActionListType, resolve: list('mustHaveSticksList') }),
    grantSticksList: t.field({ type: ActionListType, resolve: list('grantSticksList') }),
    grantComplimentsList: t.field({ type: ActionListType, resolve: list('grantComplimentsList') }),
    grantDevicesList: t.field({ type: ActionListType, resolve: list('grantDevicesList') }),
    activities: t.field({
      type: [ActivityRef],
      description: 'The projects (activities) the action is one of, by title: the editor links back to them.',
      resolve: async (a, _args, ctx) =>
        await ctx.db
          .select({ id: activities.id, title: activities.title })
          .from(activityActions)
          .innerJoin(activities, eq(activities.id, activityActions.activityId))
          .where(eq(activityActions.actionId, a.id))
          .orderBy(asc(russian(activities.title)), asc(activities.id)),
    }),
  }),
});

builder.queryFields((t) => ({
  actions: t.connection({
    type: Action,
    description: 'The actions list (part 1 §7: edges with node id and title) the activity editor picks from.',
    args: { title_Icontains: t.arg.string() },
    resolve: (_root, args, ctx) => {
      authorize(ctx, 'activities.write');
      const where = args.title_Icontains
        ? ilike(actions.title, containsPattern(args.title_Icontains))
        : undefined;
      return resolveConnection(
        args,
        async () => (await ctx.db.select({ n: count() }).from(actions).where(where))[0].n,
        (page) =>
          ctx.db
            .select()
            .from(actions)
            .where(where)
            .orderBy(asc(russian(actions.title)), asc(actions.id))
            .offset(page.offset)
            .limit(page.limit),
      );
    },
  }),
  action: t.field({
    type: Action,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      authorize(ctx, 'activities.write');
      const id = toId(args.id);
      if (id === null) return null;
      return (await ctx.db.select().from(actions).where(eq(actions.id, id)))[0] ?? null;
    },
  }),
  departments: t.field({
    type: [Department],
    description: 'The departments an activity may belong to.',
    resolve: (_root, _args, ctx) => {
      authorize(ctx, 'activities.write');
      return ctx.db.select().from(departments).orderBy(asc(departments.title));
    },
  }),
}));
