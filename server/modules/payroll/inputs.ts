import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { BonusRow, BonusValue } from '../../../domain/validation/payroll';
import type { AttendanceFacts, SalaryFacts, SalaryPlan } from './formulas';

/**
 * What the calculations read (issue 25 point 4): per person aggregates over the stored sessions
 * and contact events of the period, computed by PostgreSQL (one row per person, never one per
 * contact in memory). The period is [from, to): the first day's start to the day after the last
 * one's start, on the product's wall clock (PAYROLL_TIME_ZONE). Sessions belong to a period by
 * their planned start; contacts by their own moments. Run inside one repeatable-read snapshot
 * (calculate.ts), so a calculation reads one consistent state.
 */

export const PAYROLL_TIME_ZONE = 'Asia/Almaty';

type Client = Pick<pg.PoolClient, 'query'>;
const dialect = new PgDialect();

/** Runs a drizzle `sql` query on the calculation's own client (its snapshot). */
const run = async <T = Record<string, unknown>>(client: Client, query: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return (await client.query(text, params)).rows as T[];
};

export interface Person {
  id: number;
  lastName: string;
  firstName: string;
  agency: string | null;
}

/** The period's instants: from the first day's start to the day after the last one's start. */
export const periodOf = async (client: Client, dateFrom: string, dateTo: string) =>
  (
    await run<{ from: Date; to: Date }>(
      client,
      sql`select (${dateFrom}::date::timestamp at time zone ${PAYROLL_TIME_ZONE}) as "from",
        ((${dateTo}::date + 1)::timestamp at time zone ${PAYROLL_TIME_ZONE}) as "to"`,
    )
  )[0];

const PERSON = sql`u.id, u.last_name as "lastName", u.first_name as "firstName", a.title as agency`;
const PERSON_JOIN = sql`join users u on u.id = x.consultant_id left join agencies a on a.id = u.agency_id`;
const PERSON_ORDER = sql`order by u.last_name, u.first_name, u.id`;
const personOf = (r: Record<string, unknown>): Person => ({
  id: Number(r.id),
  lastName: String(r.lastName),
  firstName: String(r.firstName),
  agency: r.agency == null ? null : String(r.agency),
});

const num = (v: unknown) => (v == null ? 0 : Number(v));

/** A worked session's hours: stop − start, at most its planned hour count. */
const WORKED_HOURS = sql`least(extract(epoch from (s.stop_time - s.start_time)) / 3600.0, s.hour_count)`;
const IS_WORKED = sql`s.start_time is not null and s.stop_time is not null and s.stop_time > s.start_time
  and s.status not in ('DELETED', 'CORRUPTED')`;

const SUB_EVENT: Record<BonusValue, SQL> = {
  registration: sql`e.registration_time is not null`,
  exchange: sql`e.exchange_time is not null`,
  compliment: sql`e.compliment_time is not null`,
  review: sql`e.review_time is not null`,
};

const ids = (list: number[]) => sql`${`{${list.join(',')}}`}::int[]`;

export const activityPlanOf = async (client: Client, activityId: number) =>
  (
    await run<SalaryPlan & { title: string; departmentId: number | null }>(
      client,
      sql`select title, contact_count_per_hour as "contactCountPerHour",
        effective_contacts_per_hour as "effectiveContactsPerHour", department_id as "departmentId"
      from activities where id = ${activityId}`,
    )
  )[0] ?? null;

/** Each consultant with sessions of the activity planned in the period, and their salary facts. */
export const salaryFacts = async (
  client: Client,
  activityId: number,
  from: Date,
  to: Date,
  bonusValues: BonusValue[],
) => {
  const bonus = bonusValues.length
    ? sql.join(
        bonusValues.map((v) => SUB_EVENT[v]),
        sql` or `,
      )
    : sql`false`;
  const rows = await run(
    client,
    sql`with s as (
      select s.* from sessions s
      where s.activity_id = ${activityId} and s.status <> 'DELETED'
        and s.planned_start_time >= ${from} and s.planned_start_time < ${to}
    ),
    x as (
      select s.consultant_id, sum(s.hour_count) as planned_hours,
        coalesce(sum(${WORKED_HOURS}) filter (where ${IS_WORKED}), 0) as worked_hours
      from s group by s.consultant_id
    ),
    c as (
      select s.consultant_id, count(*) as contacts,
        count(*) filter (where e.registration_time is not null or e.exchange_time is not null) as effective,
        count(*) filter (where ${bonus}) as bonus_count
      from s join contact_events e on e.session_id = s.id
      where ${IS_WORKED}
      group by s.consultant_id
    )
    select ${PERSON}, x.planned_hours, x.worked_hours, coalesce(c.contacts, 0) as contacts,
      coalesce(c.effective, 0) as effective, coalesce(c.bonus_count, 0) as bonus_count,
      (select min(f.start_time) from sessions f where f.consultant_id = x.consultant_id
         and f.activity_id = ${activityId} and f.start_time is not null
         and f.status not in ('DELETED', 'CORRUPTED')) as first_worked
    from x left join c on c.consultant_id = x.consultant_id ${PERSON_JOIN}
    ${PERSON_ORDER}`,
  );
  return rows.map((r) => ({
    person: personOf(r),
    facts: {
      plannedHours: num(r.planned_hours),
      workedHours: num(r.worked_hours),
      contacts: num(r.contacts),
      effectiveContacts: num(r.effective),
      bonusCount: num(r.bonus_count),
      firstWorkedAt: r.first_worked ? new Date(String(r.first_worked)).getTime() : null,
    } satisfies SalaryFacts,
  }));
};

/**
 * Each consultant with sessions planned in the period, and per bonus row their new customers:
 * registrations within the period, in sessions neither deleted nor corrupted, matching the row's
 * activities, focus products (their activity), colours (devices) and models; an empty list
 * matches any. One pass over the period's sessions for every row at once.
 */
export const bonusFacts = async (client: Client, rows: BonusRow[], from: Date, to: Date) => {
  const counts = rows.map((row, i) => {
    const where = [
      sql`e.registration_time >= ${from}`,
      sql`e.registration_time < ${to}`,
      sql`s.status <> 'CORRUPTED'`,
      row.activities.length ? sql`s.activity_id = any(${ids(row.activities)})` : null,
      row.focusProducts.length
        ? sql`s.activity_id in (select fp.activity_id from focus_products fp where fp.id = any(${ids(row.focusProducts)}))`
        : null,
      row.devices.length ? sql`e.device_id = any(${ids(row.devices)})` : null,
      row.models.length ? sql`d.model_id = any(${ids(row.models)})` : null,
    ].filter((part): part is SQL => part !== null);
    return sql`, count(e.id) filter (where ${sql.join(where, sql` and `)}) as ${sql.identifier(`r${i}`)}`;
  });
  const any = rows.map((_, i) => sql` or x.${sql.identifier(`r${i}`)} > 0`);
  // A registration of the period's first day may belong to a session planned the evening before.
  const found = await run(
    client,
    sql`with x as (
      select s.consultant_id, count(distinct s.id) filter (where s.planned_start_time >= ${from}) as sessions
        ${sql.join(counts, sql``)}
      from sessions s
      left join contact_events e on e.session_id = s.id and e.registration_time is not null
      left join devices d on d.id = e.device_id
      where s.status <> 'DELETED' and s.planned_start_time >= ${from}::timestamptz - interval '1 day'
        and s.planned_start_time < ${to}
      group by s.consultant_id
    )
    select ${PERSON}, x.* from x ${PERSON_JOIN}
    where x.sessions > 0 ${sql.join(any, sql``)}
    ${PERSON_ORDER}`,
  );
  return found.map((r) => ({
    person: personOf(r),
    registrations: rows.map((_, i) => num(r[`r${i}`])),
  }));
};

/** Each consultant with sessions planned in the period (of the people or departments given) and their attendance. */
export const attendanceFacts = async (
  client: Client,
  from: Date,
  to: Date,
  filter: { users: number[]; departments: number[]; lateMinutes: number },
) => {
  const who = [
    filter.users.length ? sql`s.consultant_id = any(${ids(filter.users)})` : null,
    filter.departments.length
      ? sql`exists (select 1 from user_departments ud where ud.user_id = s.consultant_id
          and ud.department_id = any(${ids(filter.departments)}))`
      : null,
  ].filter((part): part is SQL => part !== null);
  const rows = await run(
    client,
    sql`with x as (
      select s.consultant_id, count(*) as planned,
        count(*) filter (where s.start_time is not null and s.status <> 'CORRUPTED') as worked,
        count(*) filter (where s.start_time is not null and s.status <> 'CORRUPTED'
          and s.start_time > s.planned_start_time + make_interval(mins => ${filter.lateMinutes}::int)) as late,
        count(*) filter (where s.status = 'MISSED') as missed,
        count(*) filter (where s.status = 'CORRUPTED') as corrupted,
        sum(s.hour_count) as planned_hours,
        coalesce(sum(${WORKED_HOURS}) filter (where ${IS_WORKED}), 0) as worked_hours
      from sessions s
      where s.status <> 'DELETED' and s.planned_start_time >= ${from} and s.planned_start_time < ${to}
        ${who.length ? sql`and (${sql.join(who, sql` or `)})` : sql``}
      group by s.consultant_id
    )
    select ${PERSON}, x.* from x ${PERSON_JOIN} ${PERSON_ORDER}`,
  );
  return rows.map((r) => ({
    person: personOf(r),
    facts: {
      planned: num(r.planned),
      worked: num(r.worked),
      late: num(r.late),
      missed: num(r.missed),
      corrupted: num(r.corrupted),
      plannedHours: num(r.planned_hours),
      workedHours: num(r.worked_hours),
    } satisfies AttendanceFacts,
  }));
};
