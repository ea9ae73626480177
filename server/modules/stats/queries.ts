import { type SQL, sql } from 'drizzle-orm';
import { STATS_TIME_ZONE, type StatCounts, type StatPlan, type Stats, statsOf } from '../../../domain/stats';
import type { Db } from '../../db';
import { consultantScope } from '../sessions/scope';
import type { Viewer } from '../users/queries';

/**
 * The statistics read from their aggregates (stat_days, stat_activity_days; migration 0021_stats
 * keeps them in the writing transaction), never from the raw contact events. domain/stats.ts
 * defines each figure; this file only sums the stored counts and adds the running sessions' work.
 */

/**
 * The consultants whose figures a viewer sees, a condition on their users row `u` (part 1 §6 as
 * the session list reads it, server/modules/sessions/scope.ts): a coordinator their team, an agency
 * manager or the agency's HR their agency, a business-unit manager their region; HQ everyone (null).
 */
export const statsPeople = (viewer: Viewer): SQL | null => {
  if (viewer.role === 'HQ') return null;
  if (viewer.role === 'AGENCY_HR') return sql`u.agency_id = ${viewer.agencyId ?? -1}`;
  return consultantScope(viewer);
};

export interface StatsFilter {
  /** Whose figures: a condition on users `u`, or null for everyone. */
  people: SQL | null;
  activityId?: number | null;
  consultantId?: number | null;
  /** Days (YYYY-MM-DD in STATS_TIME_ZONE), both included; null: unbounded. */
  from: string | null;
  to: string | null;
}

export interface StatGroup {
  day: string;
  activityId: number;
  counts: StatCounts;
}

const TZ = sql.raw(`'${STATS_TIME_ZONE}'`);

/** The counts by day and activity, the running sessions' work so far included. */
export const readStatGroups = async (db: Db, f: StatsFilter): Promise<StatGroup[]> => {
  const everyone = f.people === null && f.consultantId == null;
  const table = everyone ? sql.raw('stat_activity_days') : sql.raw('stat_days');
  const join = (alias: string) =>
    f.people ? sql`join users u on u.id = ${sql.raw(alias)}.consultant_id` : sql``;
  const storedWhere = [
    f.from ? sql`d.day >= ${f.from}::date` : null,
    f.to ? sql`d.day <= ${f.to}::date` : null,
    f.activityId != null ? sql`d.activity_id = ${f.activityId}` : null,
    f.consultantId != null ? sql`d.consultant_id = ${f.consultantId}` : null,
    f.people,
  ].filter((w): w is SQL => w !== null);
  const runningWhere = [
    sql`s.status = 'STARTED' and s.stop_time is null and s.start_time is not null`,
    f.from ? sql`s.planned_start_time >= (${f.from}::date::timestamp at time zone ${TZ})` : null,
    f.to ? sql`s.planned_start_time < ((${f.to}::date + 1)::timestamp at time zone ${TZ})` : null,
    f.activityId != null
      ? f.activityId === 0
        ? sql`s.activity_id is null`
        : sql`s.activity_id = ${f.activityId}`
      : null,
    f.consultantId != null ? sql`s.consultant_id = ${f.consultantId}` : null,
    f.people,
  ].filter((w): w is SQL => w !== null);
  const { rows } = await db.execute(sql`
    select t.day::text as day, t.activity_id as "activityId", sum(t.sessions)::int as sessions,
      sum(t.work_seconds)::float8 as "workSeconds", sum(t.contacts)::int as contacts,
      sum(t.effective)::int as effective, sum(t.informational)::int as informational, sum(t.reg)::int as reg,
      sum(t.swap)::int as swap, sum(t.compliment)::int as compliment
    from (
      select d.day, d.activity_id, d.sessions, d.work_seconds, d.contacts, d.effective, d.informational,
        d.reg, d.swap, d.compliment
      from ${table} d ${join('d')} where ${sql.join(storedWhere, sql` and `)}
      union all
      select (s.planned_start_time at time zone ${TZ})::date, coalesce(s.activity_id, 0), 0,
        greatest(0, floor(extract(epoch from least(now(), coalesce(s.planned_end_time, now())) - s.start_time)))::bigint,
        0, 0, 0, 0, 0, 0
      from sessions s ${join('s')} where ${sql.join(runningWhere, sql` and `)}
    ) t group by 1, 2 order by 1, 2`);
  return (rows as Record<string, unknown>[]).map(({ day, activityId, ...counts }) => ({
    day: day as string,
    activityId: Number(activityId),
    counts: counts as unknown as StatCounts,
  }));
};

/** The per-hour plans of these activities (none for activity 0, the sessions without one). */
export const readPlans = async (db: Db, ids: readonly number[]): Promise<Map<number, StatPlan>> => {
  const plans = new Map<number, StatPlan>();
  const wanted = [...new Set(ids)].filter((id) => id > 0);
  if (!wanted.length) return plans;
  const { rows } = await db.execute(sql`
    select id, contact_count_per_hour as "contactCountPerHour", effective_contacts_per_hour as "effectiveContactsPerHour"
    from activities where id = any(${`{${wanted.join(',')}}`}::int[])`);
  for (const r of rows as unknown as (StatPlan & { id: number })[])
    plans.set(Number(r.id), {
      contactCountPerHour: r.contactCountPerHour == null ? null : Number(r.contactCountPerHour),
      effectiveContactsPerHour:
        r.effectiveContactsPerHour == null ? null : Number(r.effectiveContactsPerHour),
    });
  return plans;
};

const NO_PLAN: StatPlan = { contactCountPerHour: null, effectiveContactsPerHour: null };
const ZERO: StatCounts = {
  sessions: 0,
  workSeconds: 0,
  contacts: 0,
  effective: 0,
  informational: 0,
  reg: 0,
  swap: 0,
  compliment: 0,
};

const addCounts = (a: StatCounts, b: StatCounts): StatCounts => {
  const out = { ...a };
  for (const key of Object.keys(out) as (keyof StatCounts)[]) out[key] += Number(b[key]);
  return out;
};

/** Groups summed by activity, then the figures (each activity's plan from its own hours). */
const figuresOf = (groups: readonly StatGroup[], plans: Map<number, StatPlan>): Stats => {
  const byActivity = new Map<number, StatCounts>();
  for (const g of groups)
    byActivity.set(g.activityId, addCounts(byActivity.get(g.activityId) ?? ZERO, g.counts));
  return statsOf([...byActivity].map(([id, counts]) => ({ counts, plan: plans.get(id) ?? NO_PLAN })));
};

/** The figures over the filter's days. */
export const readStats = async (db: Db, f: StatsFilter): Promise<Stats> => {
  const groups = await readStatGroups(db, f);
  return figuresOf(
    groups,
    await readPlans(
      db,
      groups.map((g) => g.activityId),
    ),
  );
};

/** The figures day by day, every day of from..to present (zeros where nothing was held). */
export const readSeries = async (db: Db, f: StatsFilter & { from: string; to: string }) => {
  const groups = await readStatGroups(db, f);
  const plans = await readPlans(
    db,
    groups.map((g) => g.activityId),
  );
  const days: { day: string; stats: Stats }[] = [];
  for (let day = f.from; day <= f.to; day = nextDay(day))
    days.push({
      day,
      stats: figuresOf(
        groups.filter((g) => g.day === day),
        plans,
      ),
    });
  return days;
};

/** Today's figures by activity: the ACTIVE activities in which the people held a session today. */
export const readActivitiesDay = async (db: Db, f: StatsFilter & { from: string; to: string }) => {
  const groups = await readStatGroups(db, f);
  const ids = [...new Set(groups.map((g) => g.activityId))].filter((id) => id > 0);
  if (!ids.length) return [];
  const { rows } = await db.execute(sql`
    select id, title, contact_count_per_hour as "contactCountPerHour",
      effective_contacts_per_hour as "effectiveContactsPerHour", hour_plan as "hourPlan"
    from activities where id = any(${`{${ids.join(',')}}`}::int[]) and status = 'ACTIVE' order by title, id`);
  return (rows as unknown as ({ id: number; title: string; hourPlan: number | null } & StatPlan)[]).map(
    (a) => {
      const plan = {
        contactCountPerHour: a.contactCountPerHour == null ? null : Number(a.contactCountPerHour),
        effectiveContactsPerHour:
          a.effectiveContactsPerHour == null ? null : Number(a.effectiveContactsPerHour),
      };
      return {
        id: Number(a.id),
        title: a.title,
        ...plan,
        hourPlan: a.hourPlan == null ? null : Number(a.hourPlan),
        stats: figuresOf(
          groups.filter((g) => g.activityId === Number(a.id)),
          new Map([[Number(a.id), plan]]),
        ),
      };
    },
  );
};

/** How many consultants held a session of the activity (the activity page's consultantPlan fact). */
export const readConsultants = async (db: Db, activityId: number, from: string | null, to: string | null) => {
  const { rows } = await db.execute(sql`
    select count(distinct consultant_id)::int as n from stat_days
    where activity_id = ${activityId} and sessions > 0
      ${from ? sql`and day >= ${from}::date` : sql``} ${to ? sql`and day <= ${to}::date` : sql``}`);
  return (rows[0] as { n: number }).n;
};

/** The next day of a YYYY-MM-DD day. */
export const nextDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};
