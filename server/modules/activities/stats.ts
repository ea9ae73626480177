import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db';

/**
 * An activity's facts from its sessions and their contacts (part 1 §3 "Statistics fields"):
 *   session         sessions held (STARTED or COMPLETED)
 *   workTime        hours worked (start to stop, or to now for a running one)
 *   contact         contacts recorded
 *   effConcatsFact  effective contacts: ended in a registration or an exchange
 *   ifnConcatsFact  informational contacts: neither effective nor denied
 *   reg, swap, compliment   contacts with a registration, an exchange, a compliment
 * Plans: ifnConcatsPlan and effConcatsPlan are the activity's per-hour figures times the hours
 * worked (contactCountPerHour, effectiveContactsPerHour). A KPI's fact is one of these, per hour
 * worked where the KPI is per hour (domain/kpis.ts says which apkId counts what).
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

export const STAT_KEYS = [
  'session',
  'workTime',
  'contact',
  'effConcatsFact',
  'ifnConcatsFact',
  'reg',
  'swap',
  'compliment',
] as const;

const statsWhere = async (db: Db, activityId: number, extra: SQL) => {
  const { rows } = await db.execute(sql`
    with held as (
      select s.id, s.consultant_id, s.start_time, coalesce(s.stop_time, least(now(), s.planned_end_time)) as stop_time
      from sessions s where s.activity_id = ${activityId} and s.status in ('STARTED', 'COMPLETED') and ${extra}
    ), contacts as (
      select c.registration_time, c.exchange_time, c.compliment_time, c.denial_time
      from contact_events c where c.session_id in (select id from held)
    )
    select (select count(*) from held)::int as session,
      (select count(distinct consultant_id) from held)::int as consultants,
      coalesce((select round(sum(extract(epoch from (stop_time - start_time))) / 3600.0, 1) from held
        where start_time is not null and stop_time > start_time), 0)::float8 as "workTime",
      (select count(*) from contacts)::int as contact,
      (select count(*) from contacts where registration_time is not null or exchange_time is not null)::int as "effConcatsFact",
      (select count(*) from contacts where registration_time is null and exchange_time is null and denial_time is null)::int as "ifnConcatsFact",
      (select count(*) from contacts where registration_time is not null)::int as reg,
      (select count(*) from contacts where exchange_time is not null)::int as swap,
      (select count(*) from contacts where compliment_time is not null)::int as compliment,
      (select contact_count_per_hour from activities where id = ${activityId}) as "perHour",
      (select effective_contacts_per_hour from activities where id = ${activityId}) as "effPerHour"`);
  const r = rows[0] as Omit<ActivityStats, 'effConcatsPlan' | 'ifnConcatsPlan'> & {
    perHour: number | null;
    effPerHour: number | null;
  };
  const { perHour, effPerHour, ...facts } = r;
  return {
    ...facts,
    workTime: Number(facts.workTime),
    ifnConcatsPlan: perHour == null ? null : Math.round(perHour * Number(facts.workTime)),
    effConcatsPlan: effPerHour == null ? null : Math.round(effPerHour * Number(facts.workTime)),
  } satisfies ActivityStats;
};

/** Everything recorded so far. */
export const activityStats = (db: Db, activityId: number) => statsWhere(db, activityId, sql`true`);

/**
 * The sessions started within [from, to) only: a public KPI link's period (server/modules/publicLinks),
 * counted as the activity page counts everything.
 */
export const activityStatsBetween = (db: Db, activityId: number, from: Date, to: Date) =>
  statsWhere(db, activityId, sql`s.start_time >= ${from} and s.start_time < ${to}`);

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

/** Today's (the server's day in the given zone) and who is working on it now. */
export const activityLive = async (db: Db, activityId: number, timeZone: string) => {
  const today = sql`(s.planned_start_time at time zone ${timeZone})::date = (now() at time zone ${timeZone})::date`;
  const stats = await statsWhere(db, activityId, today);
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
