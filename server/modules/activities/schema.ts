import { knownTimeZone } from '../../../domain/csv';
import { authorize, builder, toId } from '../../graphql/builder';
import { parseOrderBy, resolveConnection } from '../../graphql/connection';
import { gqlError } from '../../http/errors';
import './actionSchema';
import './choicesSchema';
import { ActivityFull } from './graphqlTypes';
import { countActivities, listActivities, seesActivity } from './queries';
import { activityHistory, activityLive, activityStats } from './stats';
import { readActivity } from './store';

const epoch = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

const Activity = builder
  .objectRef<{
    id: number;
    title: string;
    status: string;
    startDate: Date | null;
    stopDate: Date | null;
    isHoreca: boolean;
  }>('Activity')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      title: t.exposeString('title'),
      status: t.exposeString('status'),
      startDate: t.int({ nullable: true, resolve: (a) => epoch(a.startDate) }),
      stopDate: t.int({ nullable: true, resolve: (a) => epoch(a.stopDate) }),
      isHoreca: t.exposeBoolean('isHoreca'),
    }),
  });

const Stats = builder.objectRef<Awaited<ReturnType<typeof activityStats>>>('ActivityStats').implement({
  description:
    'The Statistics fields of part 1 §3 (server/modules/activities/stats.ts says how each is counted).',
  fields: (t) => ({
    session: t.exposeInt('session'),
    consultants: t.exposeInt('consultants'),
    workTime: t.exposeFloat('workTime'),
    contact: t.exposeInt('contact'),
    effConcatsFact: t.exposeInt('effConcatsFact'),
    ifnConcatsFact: t.exposeInt('ifnConcatsFact'),
    effConcatsPlan: t.exposeInt('effConcatsPlan', { nullable: true }),
    ifnConcatsPlan: t.exposeInt('ifnConcatsPlan', { nullable: true }),
    reg: t.exposeInt('reg'),
    swap: t.exposeInt('swap'),
    compliment: t.exposeInt('compliment'),
  }),
});

type LiveRow = Awaited<ReturnType<typeof activityLive>>['working'][number];
const Working = builder.objectRef<LiveRow>('ActivityWorking').implement({
  fields: (t) => ({
    sessionId: t.exposeID('sessionId'),
    consultantId: t.id({ resolve: (w) => w.id }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    spotTitle: t.exposeString('spotTitle', { nullable: true }),
    startTime: t.int({ nullable: true, resolve: (w) => epoch(w.startTime ? new Date(w.startTime) : null) }),
    contacts: t.exposeInt('contacts'),
  }),
});
const Live = builder.objectRef<Awaited<ReturnType<typeof activityLive>>>('ActivityLive').implement({
  fields: (t) => ({
    today: t.field({ type: Stats, resolve: (l) => l.today }),
    plannedToday: t.exposeInt('plannedToday'),
    working: t.field({ type: [Working], resolve: (l) => l.working }),
  }),
});

type EventRow = Awaited<ReturnType<typeof activityHistory>>[number];
export const ActivityEvent = builder.objectRef<EventRow>('ActivityEvent').implement({
  description:
    'One save of an activity or an action: who, when, what (details JSON: { fields } or { from, to }).',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind'),
    action: t.exposeString('actionTitle', { nullable: true }),
    details: t.string({ resolve: (e) => JSON.stringify(e.details) }),
    createdAt: t.int({ resolve: (e) => epoch(new Date(e.createdAt)) ?? 0 }),
    actor: t.string({
      nullable: true,
      resolve: (e) =>
        e.actorLastName || e.actorFirstName
          ? `${e.actorLastName ?? ''} ${e.actorFirstName ?? ''}`.trim()
          : null,
    }),
  }),
});

/** The activity, if the viewer sees it (scope.ts); otherwise it does not exist for them. */
const visible = async (ctx: Parameters<typeof authorize>[0], raw: string | number) => {
  const viewer = authorize(ctx, 'activities.read');
  const id = toId(raw);
  if (id === null || !(await seesActivity(ctx.db, viewer, id))) return null;
  return id;
};

const dateArg = (value: string | null | undefined, name: string) => {
  if (value == null || value === '') return null;
  const date = new Date(/^\d+$/.test(value) ? Number(value) * 1000 : value);
  if (Number.isNaN(date.getTime())) throw gqlError('BAD_USER_INPUT', `${name}: not a date`);
  return date;
};

builder.queryFields((t) => ({
  activities: t.connection({
    type: Activity,
    description:
      'Activities (campaigns) as the Projects menu lists them, scoped to the viewer (part 1 §7 "activities by user").',
    args: {
      status_In: t.arg.stringList(),
      title_Icontains: t.arg.string(),
      orderBy: t.arg.string(),
      user: t.arg.id({
        description: 'The viewer (the Projects menu sends its own id); another user is refused.',
      }),
      isHoreca: t.arg.boolean(),
      plannable: t.arg.boolean({
        description: 'Only those the viewer may plan from today on: ACTIVE, not ended, concerning them.',
      }),
      timeZone: t.arg.string({ description: "Today's time zone (Asia/Almaty when absent)." }),
    },
    resolve: (_root, args, ctx) => {
      const viewer = authorize(ctx, 'activities.list');
      if (args.user != null && toId(args.user) !== viewer.id && viewer.role !== 'HQ')
        throw gqlError('FORBIDDEN');
      const filter = {
        statusIn: args.status_In,
        titleContains: args.title_Icontains,
        isHoreca: args.isHoreca,
        plannable: args.plannable,
        timeZone: args.timeZone,
      };
      const order = parseOrderBy(args.orderBy, ['title', 'id'] as const, 'title');
      return resolveConnection(
        args,
        () => countActivities(ctx.db, viewer, filter),
        (page) => listActivities(ctx.db, viewer, filter, order, page),
      );
    },
  }),
  activitiesAndBu: t.field({
    type: [Activity],
    description: "MANAGER_BU's Projects: ACTIVE and CONSTRUCTION activities running in the window, scoped.",
    args: { user: t.arg.id(), startDate_Lte: t.arg.string(), stopDate_Gte: t.arg.string() },
    resolve: (_root, args, ctx) => {
      const viewer = authorize(ctx, 'activities.list');
      if (args.user != null && toId(args.user) !== viewer.id && viewer.role !== 'HQ')
        throw gqlError('FORBIDDEN');
      return listActivities(
        ctx.db,
        viewer,
        {
          statusIn: ['ACTIVE', 'CONSTRUCTION'],
          startsBy: dateArg(args.startDate_Lte, 'startDate_Lte'),
          stopsFrom: dateArg(args.stopDate_Gte, 'stopDate_Gte'),
        },
        { field: 'title', descending: false },
        { offset: 0, limit: 500 },
      );
    },
  }),
  activity: t.field({
    type: ActivityFull,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const id = await visible(ctx, args.id);
      return id === null ? null : readActivity(ctx.db, id);
    },
  }),
  activityStats: t.field({
    type: Stats,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const id = await visible(ctx, args.id);
      return id === null ? null : activityStats(ctx.db, id);
    },
  }),
  activityLive: t.field({
    type: Live,
    nullable: true,
    description: 'Who works on the activity now and today’s counts (HQ, the live page).',
    args: { id: t.arg.id({ required: true }), timeZone: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      authorize(ctx, 'activities.write');
      const id = await visible(ctx, args.id);
      return id === null ? null : activityLive(ctx.db, id, knownTimeZone(args.timeZone));
    },
  }),
  activityHistory: t.field({
    type: [ActivityEvent],
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const id = await visible(ctx, args.id);
      return id === null ? [] : activityHistory(ctx.db, id);
    },
  }),
}));
