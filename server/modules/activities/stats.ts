import { sql } from 'drizzle-orm';
import { statsDay } from '../../../domain/stats';
import type { Db } from '../../db';
import { readConsultants, readStats } from '../stats/queries';

/**
 * An activity's facts from its sessions and their contacts (part 1 §3 "Statistics fields"): the
 * figures of domain/stats.ts, read from the statistics' aggregates (server/modules/stats), over all
 * the activity's people (the page itself is scoped: activities/scope.ts), plus how many
 * consultants held a session. A KPI's fact is one of these, per hour worked where the KPI is per
 * hour (domain/kpis.ts says which apkId counts what).
 */
export interface ActivityStats {
  session: number;
  workTime: number;
  contact: number;
  effConcatsFact: number;
  ifnConcatsFact: number;
  effConcatsPlan: number | null;
  ifnConcatsPlan: number | null;
  reg: number;
  swap: number;
  compliment: number;
  consultants: number;
}

const statsBetween = async (
  db: Db,
  activityId: number,
  from: string | null,
  to: string | null,
): Promise<ActivityStats> => {
  const stats = await readStats(db, { people: null, activityId, from, to });
  return {
    session: stats.session ?? 0,
    workTime: stats.workTime ?? 0,
    contact: stats.contact ?? 0,
    effConcatsFact: stats.effConcatsFact ?? 0,
    ifnConcatsFact: stats.ifnConcatsFact ?? 0,
    effConcatsPlan: stats.effConcatsPlan,
    ifnConcatsPlan: stats.ifnConcatsPlan,
    reg: stats.reg ?? 0,
    swap: stats.swap ?? 0,
    compliment: stats.compliment ?? 0,
    consultants: await readConsultants(db, activityId, from, to),
  };
};

/** Everything recorded so far. */
export const activityStats = (db: Db, activityId: number) => statsBetween(db, activityId, null, null);

/**
 * The statistics' days from `from` to `to` (YYYY-MM-DD, both included; a session's day is its
 * planned start's, domain/stats.ts): a public KPI link's period (server/modules/publicLinks),
 * counted as the activity page counts everything.
 */
export const activityStatsBetween = (db: Db, activityId: number, from: string, to: string) =>
  statsBetween(db, activityId, from, to);

/** What the KPI tables set the facts against: the title, the plan figures and the KPIs; null when gone. */
export const activityPlan = async (db: Db, activityId: number) => {
  const { rows } = await db.execute(sql`
    select a.title, a.contact_count_per_hour as "contactCountPerHour",
      a.effective_contacts_per_hour as "effectiveContactsPerHour", a.total_contact as "totalContact",
      a.total_effective_contacts as "totalEffectiveContacts", a.consultant_plan as "consultantPlan",
      a.hour_plan as "hourPlan",
      coalesce((select json_agg(json_build_object('id', k.id, 'title', k.title, 'planMin', k.plan_min,
        'planMax', k.plan_max, 'order', k.position, 'apkId', k.apk_id) order by k.position)
        from activity_kpis k where k.activity_id = a.id), '[]') as kpis
    from activities a where a.id = ${activityId}`);
  return (rows[0] ?? null) as {
    title: string;
    contactCountPerHour: number | null;
    effectiveContactsPerHour: number | null;
    totalContact: number | null;
    totalEffectiveContacts: number | null;
    consultantPlan: number | null;
    hourPlan: number | null;
    kpis: {
      id: number;
      title: string;
      planMin: number | null;
      planMax: number | null;
      order: number;
      apkId: string | null;
    }[];
  } | null;
};

/** Today's (the statistics' day, domain/stats.ts) and who is working on it now. */
export const activityLive = async (db: Db, activityId: number, timeZone: string) => {
  const day = statsDay();
  const stats = await statsBetween(db, activityId, day, day);
  const today = sql`(s.planned_start_time at time zone ${timeZone})::date = (now() at time zone ${timeZone})::date`;
  const { rows } = await db.execute(sql`
    select s.id as "sessionId", s.start_time as "startTime", u.id, u.first_name as "firstName",
      u.last_name as "lastName", sp.title as "spotTitle",
      (select count(*) from contact_events c where c.session_id = s.id)::int as contacts
    from sessions s join users u on u.id = s.consultant_id left join spots sp on sp.id = s.spot_id
    where s.activity_id = ${activityId} and s.status = 'STARTED' and s.stop_time is null
    order by s.start_time desc limit 200`);
  const { rows: planned } = await db.execute(sql`
    select count(*)::int as n from sessions s
    where s.activity_id = ${activityId} and s.status <> 'DELETED' and ${today}`);
  return {
    today: stats,
    plannedToday: (planned[0] as { n: number }).n,
    working: rows as {
      sessionId: number;
      startTime: Date | null;
      id: number;
      firstName: string;
      lastName: string;
      spotTitle: string | null;
      contacts: number;
    }[],
  };
};

export interface ActivityEventRow {
  id: number;
  kind: string;
  details: Record<string, unknown>;
  createdAt: Date;
  actorFirstName: string | null;
  actorLastName: string | null;
  /** The action saved, for an action's event. */
  actionTitle: string | null;
}

/** Who saved the activity, or one of the actions it runs, when and what; newest first. */
export const activityHistory = async (db: Db, activityId: number) => {
  const where = sql`(e.activity_id = ${activityId}
    or e.action_id in (select action_id from activity_actions where activity_id = ${activityId}))`;
  const { rows } = await db.execute(sql`
    select e.id, e.kind, e.details, x.title as "actionTitle", e.created_at as "createdAt", u.first_name as "actorFirstName",
      u.last_name as "actorLastName"
    from activity_events e left join users u on u.id = e.actor_id left join actions x on x.id = e.action_id
    where ${where} order by e.created_at desc, e.id desc limit 200`);
  return rows as unknown as ActivityEventRow[];
};
