import { sql } from 'drizzle-orm';
import { knownTimeZone } from '../../../domain/csv';
import type { Db } from '../../db';
import { authorize, builder } from '../../graphql/builder';
import type { Viewer } from '../users/queries';
import { consultantScope } from './scope';
import { localParts, nextDay, zonedMoment } from './zone';

/** How many late and corrupted sessions the widget names (the counts are of all). */
const NAMED = 20;

type TodaySession = {
  id: number;
  status: string;
  planned_start_time: Date;
  planned_end_time: Date | null;
  start_time: Date | null;
  corrupted_reason: string | null;
  consultant_id: number;
  first_name: string;
  last_name: string;
  spot_id: number | null;
  spot_title: string | null;
};

interface SessionsTodayRecord {
  day: string;
  timeZone: string;
  counts: Record<string, number>;
  lateCount: number;
  late: TodaySession[];
  corrupted: TodaySession[];
}

/**
 * Today's sessions in the viewer's scope (issue 24 point 2, the dashboard's `sessionsToday`):
 * today is the viewer's local day (the browser's time zone, Asia/Almaty by default, as the session
 * lists decide it), a session is today's by its planned start. Counts per status, and the late
 * (PLANNED, past their planned start) and CORRUPTED ones named, at most NAMED each.
 */
export const sessionsToday = async (db: Db, viewer: Viewer, zone: unknown): Promise<SessionsTodayRecord> => {
  const timeZone = knownTimeZone(zone);
  const day = localParts(new Date(), timeZone).date;
  const from = zonedMoment(day, '00:00', timeZone);
  const to = zonedMoment(nextDay(day), '00:00', timeZone);
  const today = sql`s.status <> 'DELETED' and s.planned_start_time >= ${from.toISOString()}::timestamptz
    and s.planned_start_time < ${to.toISOString()}::timestamptz and (${consultantScope(viewer)})`;
  const [counts, named] = await Promise.all([
    db.execute<{ status: string; n: number; late: number }>(sql`
      select s.status, count(*)::int as n, (count(*) filter (where s.planned_start_time < now()))::int as late
      from sessions s join users u on u.id = s.consultant_id
      where ${today} group by s.status`),
    db.execute<TodaySession & { late: boolean }>(sql`
      (select s.id, s.status, s.planned_start_time, s.planned_end_time, s.start_time, s.corrupted_reason,
         u.id as consultant_id, u.first_name, u.last_name, sp.id as spot_id, sp.title as spot_title, true as late
       from sessions s join users u on u.id = s.consultant_id left join spots sp on sp.id = s.spot_id
       where ${today} and s.status = 'PLANNED' and s.planned_start_time < now()
       order by s.planned_start_time, s.id limit ${NAMED})
      union all
      (select s.id, s.status, s.planned_start_time, s.planned_end_time, s.start_time, s.corrupted_reason,
         u.id, u.first_name, u.last_name, sp.id, sp.title, false
       from sessions s join users u on u.id = s.consultant_id left join spots sp on sp.id = s.spot_id
       where ${today} and s.status = 'CORRUPTED'
       order by s.planned_start_time, s.id limit ${NAMED})`),
  ]);
  return {
    day,
    timeZone,
    counts: Object.fromEntries(counts.rows.map((r) => [r.status, r.n])),
    lateCount: counts.rows.find((r) => r.status === 'PLANNED')?.late ?? 0,
    late: named.rows.filter((r) => r.late),
    corrupted: named.rows.filter((r) => !r.late),
  };
};

const seconds = (d: Date | null) => (d ? Math.floor(new Date(d).getTime() / 1000) : null);

const TodaySessionRef = builder.objectRef<TodaySession>('TodaySession').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.exposeString('status'),
    plannedStartTime: t.int({ resolve: (s) => seconds(s.planned_start_time)! }),
    plannedEndTime: t.int({ nullable: true, resolve: (s) => seconds(s.planned_end_time) }),
    startTime: t.int({ nullable: true, resolve: (s) => seconds(s.start_time) }),
    corruptedReason: t.string({ nullable: true, resolve: (s) => s.corrupted_reason }),
    consultantId: t.id({ resolve: (s) => s.consultant_id }),
    consultantName: t.string({ resolve: (s) => `${s.last_name} ${s.first_name}`.trim() }),
    spotId: t.id({ nullable: true, resolve: (s) => s.spot_id }),
    spotTitle: t.string({ nullable: true, resolve: (s) => s.spot_title }),
  }),
});

const count = (status: string) => (r: SessionsTodayRecord) => r.counts[status] ?? 0;

const SessionsTodayRef = builder.objectRef<SessionsTodayRecord>('SessionsToday').implement({
  fields: (t) => ({
    day: t.exposeString('day', { description: 'Today, YYYY-MM-DD, in timeZone.' }),
    timeZone: t.exposeString('timeZone'),
    planned: t.int({ resolve: count('PLANNED') }),
    started: t.int({ resolve: count('STARTED') }),
    completed: t.int({ resolve: count('COMPLETED') }),
    missed: t.int({ resolve: count('MISSED') }),
    corrupted: t.int({ resolve: count('CORRUPTED') }),
    late: t.field({
      type: [TodaySessionRef],
      description: 'PLANNED sessions past their planned start (at most 20, earliest first).',
      resolve: (r) => r.late,
    }),
    lateCount: t.exposeInt('lateCount', { description: 'Every late one, named or not.' }),
    corruptedSessions: t.field({
      type: [TodaySessionRef],
      description: 'CORRUPTED sessions of today (at most 20), with their reason.',
      resolve: (r) => r.corrupted,
    }),
  }),
});

builder.queryFields((t) => ({
  /** The dashboard's today's sessions (issue 24 point 2), in the viewer's scope. */
  sessionsToday: t.field({
    type: SessionsTodayRef,
    args: { timeZone: t.arg.string() },
    resolve: (_root, args, ctx) => sessionsToday(ctx.db, authorize(ctx, 'sessions.read'), args.timeZone),
  }),
}));
