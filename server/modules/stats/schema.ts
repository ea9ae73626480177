import { GraphQLError } from 'graphql';
import { MESSAGES } from '../../../domain/messages';
import {
  dayStartSeconds,
  isStatField,
  STAT_FIELDS,
  STATS_MAX_DAYS,
  STATS_MESSAGES,
  type StatField,
  type Stats,
  statsDay,
  timeKeySeconds,
} from '../../../domain/stats';
import { authorize, builder, type GraphQLContext, toId } from '../../graphql/builder';
import type { Viewer } from '../users/queries';
import { readActivitiesDay, readSeries, readStats, type StatsFilter, statsPeople } from './queries';

type Errors = Record<string, string[]>;

/** A refused request: 400, the message and each field's messages (extensions.errors). */
const refuse = (errors: Errors) =>
  new GraphQLError(MESSAGES.validationFailed, { extensions: { code: 'BAD_USER_INPUT', errors } });

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day from a YYYY-MM-DD date or a time key (seconds, or 13-digit milliseconds: part 1 §5). */
const dayOf = (raw: string | null | undefined, field: string, errors: Errors): string | null => {
  if (raw == null || String(raw).trim() === '') {
    errors[field] = [STATS_MESSAGES.required];
    return null;
  }
  const text = String(raw).trim();
  const match = DAY.exec(text);
  if (match) {
    const d = new Date(`${text}T00:00:00Z`);
    if (!Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text) return text;
  } else {
    const seconds = timeKeySeconds(text);
    if (seconds != null && seconds <= 253402300799) return statsDay(seconds * 1000);
  }
  errors[field] = [STATS_MESSAGES.badTime];
  return null;
};

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86400000) + 1;

/**
 * The filter of one request: the viewer's people (never widened by the arguments), a period of
 * days, and optionally one activity and one person (the viewer themselves means their whole scope).
 */
const filterOf = (
  viewer: Viewer,
  args: { user?: string | number | null; activity?: string | number | null },
  period: { from: [string | null | undefined, string]; to: [string | null | undefined, string] },
  errors: Errors,
) => {
  const from = dayOf(period.from[0], period.from[1], errors);
  const to = dayOf(period.to[0], period.to[1], errors);
  if (from && to && to < from) errors[period.to[1]] = [STATS_MESSAGES.order];
  else if (from && to && daysBetween(from, to) > STATS_MAX_DAYS)
    errors[period.to[1]] = [STATS_MESSAGES.tooLong];
  const idOf = (raw: string | number | null | undefined, field: string) => {
    if (raw == null || raw === '') return null;
    const id = toId(raw);
    if (id === null) errors[field] = [STATS_MESSAGES.badId];
    return id;
  };
  const user = idOf(args.user, 'user');
  const activity = idOf(args.activity, 'activity');
  if (Object.keys(errors).length) throw refuse(errors);
  return {
    people: statsPeople(viewer),
    consultantId: user === viewer.id ? null : user,
    activityId: activity,
    from: from as string,
    to: to as string,
  } satisfies StatsFilter;
};

/**
 * One request's series by filter: the dashboard's week asks three series of one filter in one
 * query (contacts, effective contacts, hours), each read once (at production volume three reads
 * cost PostgreSQL 20.8 ms a request). The people's condition follows from the viewer, one per
 * request, so the filter's ids and days name it.
 */
const seriesOfRequest = new WeakMap<GraphQLContext, Map<string, ReturnType<typeof readSeries>>>();
const sharedSeries = (ctx: GraphQLContext, filter: StatsFilter & { from: string; to: string }) => {
  const key = JSON.stringify([filter.consultantId, filter.activityId, filter.from, filter.to]);
  let cache = seriesOfRequest.get(ctx);
  if (!cache) {
    cache = new Map();
    seriesOfRequest.set(ctx, cache);
  }
  let series = cache.get(key);
  if (!series) {
    series = readSeries(ctx.db, filter);
    cache.set(key, series);
  }
  return series;
};

const keyOf = (raw: string | null | undefined, errors: Errors): StatField | null => {
  if (raw == null || raw === '') errors.key = [STATS_MESSAGES.required];
  else if (!isStatField(raw)) errors.key = [`${STATS_MESSAGES.unknownField}: ${raw}`];
  else return raw;
  return null;
};

const StatsRef = builder.objectRef<Stats>('Stats').implement({
  description:
    'The Statistics fields of part 1 §3, each defined in domain/stats.ts (docs/statistics.md); a field not asked for in `fields` is null.',
  fields: (t) => ({
    workTime: t.float({ nullable: true, resolve: (s) => s.workTime }),
    ifnConcatsFact: t.int({ nullable: true, resolve: (s) => s.ifnConcatsFact }),
    ifnConcatsPlan: t.int({ nullable: true, resolve: (s) => s.ifnConcatsPlan }),
    effConcatsFact: t.int({ nullable: true, resolve: (s) => s.effConcatsFact }),
    effConcatsPlan: t.int({ nullable: true, resolve: (s) => s.effConcatsPlan }),
    reg: t.int({ nullable: true, resolve: (s) => s.reg }),
    swap: t.int({ nullable: true, resolve: (s) => s.swap }),
    compliment: t.int({ nullable: true, resolve: (s) => s.compliment }),
    session: t.int({ nullable: true, resolve: (s) => s.session }),
    contact: t.int({ nullable: true, resolve: (s) => s.contact }),
  }),
});

const StatPoint = builder.objectRef<{ day: string; value: number | null }>('StatPoint').implement({
  fields: (t) => ({
    day: t.exposeString('day', { description: 'YYYY-MM-DD, in the statistics time zone (Asia/Almaty).' }),
    time: t.int({
      description: "The day's start, epoch seconds.",
      resolve: (p) => dayStartSeconds(p.day),
    }),
    value: t.float({ nullable: true, resolve: (p) => p.value }),
  }),
});

type ActivityDay = Awaited<ReturnType<typeof readActivitiesDay>>[number];
const ActivityDayRef = builder.objectRef<ActivityDay>('StatsActivity').implement({
  fields: (t) => ({
    id: t.id({ resolve: (a) => a.id }),
    title: t.exposeString('title'),
    contactCountPerHour: t.float({ nullable: true, resolve: (a) => a.contactCountPerHour }),
    effectiveContactsPerHour: t.float({ nullable: true, resolve: (a) => a.effectiveContactsPerHour }),
    hourPlan: t.float({ nullable: true, resolve: (a) => a.hourPlan }),
    stats: t.field({ type: StatsRef, resolve: (a) => a.stats }),
  }),
});

const scopeArgs = (t: Parameters<Parameters<typeof builder.queryFields>[0]>[0]) => ({
  user: t.arg.id({
    description: 'One person (the viewer themselves: their whole scope); never beyond the scope.',
  }),
  activity: t.arg.id({ description: 'One activity.' }),
});

builder.queryFields((t) => ({
  stats: t.field({
    type: StatsRef,
    description:
      "The Statistics fields (part 1 §3, §7 `stats`) over dateFrom..dateTo (days, both included: YYYY-MM-DD or a time key, 13 digits divided by 1000), within the viewer's scope.",
    args: {
      ...scopeArgs(t),
      dateFrom: t.arg.string(),
      dateTo: t.arg.string(),
      fields: t.arg.stringList({
        description: `Which to count (all when absent): ${STAT_FIELDS.join(', ')}.`,
      }),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = authorize(ctx, 'stats.read');
      const errors: Errors = {};
      const unknown = (args.fields ?? []).filter((f) => !isStatField(f));
      if (unknown.length) errors.fields = unknown.map((f) => `${STATS_MESSAGES.unknownField}: ${f}`);
      const filter = filterOf(
        viewer,
        args,
        { from: [args.dateFrom, 'dateFrom'], to: [args.dateTo, 'dateTo'] },
        errors,
      );
      const stats = await readStats(ctx.db, filter);
      if (!args.fields?.length) return stats;
      const wanted = new Set(args.fields);
      return Object.fromEntries(STAT_FIELDS.map((f) => [f, wanted.has(f) ? stats[f] : null])) as Stats;
    },
  }),
  stat: t.float({
    nullable: true,
    description:
      'One Statistics field (key) from the day of start to the day of stop (time keys: seconds, or 13 digits divided by 1000; part 1 §5).',
    args: { ...scopeArgs(t), key: t.arg.string(), start: t.arg.string(), stop: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      const viewer = authorize(ctx, 'stats.read');
      const errors: Errors = {};
      const key = keyOf(args.key, errors);
      const filter = filterOf(viewer, args, { from: [args.start, 'start'], to: [args.stop, 'stop'] }, errors);
      return (await readStats(ctx.db, filter))[key as StatField];
    },
  }),
  statSeries: t.field({
    type: [StatPoint],
    description: 'One Statistics field (key) day by day, from the day of start to the day of stop.',
    args: { ...scopeArgs(t), key: t.arg.string(), start: t.arg.string(), stop: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      const viewer = authorize(ctx, 'stats.read');
      const errors: Errors = {};
      const key = keyOf(args.key, errors) as StatField;
      const filter = filterOf(viewer, args, { from: [args.start, 'start'], to: [args.stop, 'stop'] }, errors);
      return (await sharedSeries(ctx, filter)).map(({ day, stats }) => ({ day, value: stats[key] }));
    },
  }),
  statsByActivity: t.field({
    type: [ActivityDayRef],
    description:
      "The ACTIVE activities in which the viewer's people held a session in dateFrom..dateTo, each with its per-hour plan and its figures (the dashboard's contacts against plan).",
    args: { dateFrom: t.arg.string(), dateTo: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      const viewer = authorize(ctx, 'stats.read');
      const filter = filterOf(
        viewer,
        {},
        { from: [args.dateFrom, 'dateFrom'], to: [args.dateTo, 'dateTo'] },
        {},
      );
      return readActivitiesDay(ctx.db, filter);
    },
  }),
}));
