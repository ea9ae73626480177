import { type SQL, sql } from 'drizzle-orm';
import { intArray } from '../../../db/arrays';
import type { ReportFilters } from '../queries';
import type { ReportSheet } from '../writer';

/**
 * spots_coverage_report: every trade point (not removed) of the chosen cities and regions, with
 * its sessions in the period (planned to start on a day from date_start to date_end in the
 * report's time zone, not DELETED; with agencies chosen, only sessions of those agencies'
 * consultants) and their contacts. Spots without a session are listed too: «Покрыта» нет.
 * Hours and contacts count held sessions as the activity statistics do (modules/activities/stats.ts):
 * hours from start to stop, effective contacts those ending in a registration or an exchange.
 *
 * It reads only its period (issue 28 point 3; at production volume a year is 890,000 sessions and
 * 9 million of the 20 million contact events), each of the period's sessions once, with no probe a
 * session, and no step holds more than one spot's rows, so nothing spills to disk however long the
 * period:
 *  - `people`: the names of everyone whose sessions count (users.has_sessions, kept by the sessions
 *    triggers, and of the chosen agencies; users_session_people_names_idx alone), as one jsonb
 *    object by id: looked up by each spot's consultants without a join, so that no per-spot step
 *    scans the whole list of names (5,000 names 300 times was most of a month's time);
 *  - `by_spot_contacts`: the period's held sessions' contact counts summed by spot (300 groups)
 *    from session_contacts' copy of each session's spot, start, consultant and held
 *    (session_contacts_planned_idx, migration 0034_coverage_figures), not a probe a session;
 *  - per spot, in the listing's order (so that the wide rows, a year's names are 40 kB a spot, are
 *    never sorted or kept): its sessions of the period from sessions_spot_planned_idx alone (it
 *    includes the consultant, status and times), summed by consultant, then over the consultants
 *    with their names.
 */
export const spotsCoverageReport = (filters: ReportFilters, timeZone: string): ReportSheet => {
  const from = sql`(${filters.dateStart}::date)::timestamp at time zone ${timeZone}`;
  const to = sql`(${filters.dateEnd}::date + 1)::timestamp at time zone ${timeZone}`;
  // Whose sessions count: everyone's, or only the chosen agencies' people's: `people` then holds
  // only theirs. The contacts join `chosen` (the same people as rows) rather than test `people`,
  // so that the planner sees a fair share of the rows kept and sums them in a hash (testing the
  // jsonb, it expected a handful, sorted 360,000 rows and spilled).
  const ofAgencies = filters.agencies ? sql`and u.agency_id = any(${intArray(filters.agencies)})` : sql``;
  const agencyJoin = (consultant: SQL) =>
    filters.agencies ? sql`join chosen ch on ch.id = ${consultant}` : sql``;
  const counted = (consultant: SQL) =>
    filters.agencies ? sql`and (select p.names from people p) ? ${consultant}::text` : sql``;
  const inPeriod = sql`s.status <> 'DELETED' and s.planned_start_time >= ${from} and s.planned_start_time < ${to}`;
  // A held session's end: its stop, or while it runs, now (at most its planned end). Its work is
  // summed as intervals (exact, like the sum of its seconds, without a numeric a session).
  const stop = sql`coalesce(s.stop_time, least(now(), s.planned_end_time))`;
  const cities = filters.cities ? sql`and sp.city_id = any(${intArray(filters.cities)})` : sql``;
  const regions = filters.regions ? sql`and ci.region_id = any(${intArray(filters.regions)})` : sql``;
  return {
    sheet: 'Покрытие точек',
    columns: [
      { header: 'Точка', width: 36 },
      { header: 'Номер клиента', width: 16 },
      { header: 'Адрес', width: 40 },
      { header: 'Город', width: 18 },
      { header: 'Регион', width: 18 },
      { header: 'Сессий', width: 10 },
      { header: 'Проведено сессий', width: 12 },
      { header: 'Отработано часов', width: 12 },
      { header: 'Консультантов', width: 12 },
      { header: 'Консультанты', width: 40 },
      { header: 'Контактов', width: 12 },
      { header: 'Эффективных контактов', width: 14 },
      { header: 'Первая сессия', width: 14 },
      { header: 'Последняя сессия', width: 14 },
      { header: 'Покрыта', width: 10 },
    ],
    query: sql`
      with people as materialized (
        select coalesce(jsonb_object_agg(u.id, trim(u.last_name || ' ' || u.first_name)), '{}') as names
        from users u where u.has_sessions ${ofAgencies}
      )${filters.agencies ? sql`, chosen as materialized (select u.id from users u where u.has_sessions ${ofAgencies})` : sql``},
      by_spot_contacts as (
        select k.spot_id, sum(k.contacts)::int as contacts, sum(k.effective)::int as effective
        from session_contacts k ${agencyJoin(sql`k.consultant_id`)}
        where k.held and k.planned_start_time >= ${from} and k.planned_start_time < ${to} and k.spot_id is not null
        group by k.spot_id
      ), listed as (
        select sp.id, sp.title, sp.customer_number, sp.address, ci.title as city, r.title as region,
          c.contacts, c.effective
        from spots sp
          left join cities ci on ci.id = sp.city_id
          left join regions r on r.id = ci.region_id
          left join by_spot_contacts c on c.spot_id = sp.id
        where sp.removed_at is null ${cities} ${regions}
      )
      select l.title, l.customer_number, l.address, l.city, l.region,
        coalesce(b.sessions, 0), coalesce(b.held, 0), round(coalesce(extract(epoch from b.work), 0) / 3600.0, 1)::float8,
        b.consultants, b.names, coalesce(l.contacts, 0), coalesce(l.effective, 0),
        to_char(b.first_start at time zone ${timeZone}, 'YYYY-MM-DD'),
        to_char(b.last_start at time zone ${timeZone}, 'YYYY-MM-DD'),
        case when b.sessions > 0 then 'да' else 'нет' end
      from (select * from listed order by region nulls last, city nulls last, title, id) l
        cross join lateral (
          select sum(c.sessions)::int as sessions, sum(c.held)::int as held, sum(c.work) as work,
            count(*)::int as consultants,
            string_agg(distinct (select p.names from people p) ->> c.consultant_id::text, ', ') as names,
            min(c.first_start) as first_start, max(c.last_start) as last_start
          from (
            select s.consultant_id, count(*) as sessions,
              count(*) filter (where s.status in ('STARTED', 'COMPLETED')) as held,
              sum(${stop} - s.start_time) filter (
                where s.status in ('STARTED', 'COMPLETED') and s.start_time is not null and ${stop} > s.start_time) as work,
              min(s.planned_start_time) as first_start, max(s.planned_start_time) as last_start
            from sessions s
            where s.spot_id = l.id and ${inPeriod} ${counted(sql`s.consultant_id`)}
            group by s.consultant_id
          ) c
        ) b
      order by l.region nulls last, l.city nulls last, l.title, l.id`,
  };
};
