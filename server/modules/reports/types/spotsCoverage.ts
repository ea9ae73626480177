import { sql } from 'drizzle-orm';
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
 * It reads only its period (issue 28 point 3; at production volume a year is 840,000 sessions and
 * 9 million of the 20 million contact events), and no step holds more than one spot's rows, so
 * nothing spills to disk however long the period:
 *  - `names`: the period's consultants (thousands) with their names and whether they count, once;
 *  - `by_spot`: the period's sessions in one pass, summed by spot (300 groups), each held session's
 *    contacts read from its one row of session_contacts (kept by the contact_events trigger,
 *    migration 0030_session_contacts) instead of its contact events;
 *  - per spot, in the listing's order (so that the wide rows are never sorted): its distinct
 *    consultants of the period from sessions_spot_planned_idx alone (it includes consultant_id and
 *    status), matched with `names`.
 */
export const spotsCoverageReport = (filters: ReportFilters, timeZone: string): ReportSheet => {
  const from = sql`(${filters.dateStart}::date)::timestamp at time zone ${timeZone}`;
  const to = sql`(${filters.dateEnd}::date + 1)::timestamp at time zone ${timeZone}`;
  // Whether a consultant's sessions count: all, or those of the chosen agencies' people. Read from
  // `names` (below) so that the planner sees a fair share of the sessions kept: joining users by
  // agency, it expected 1% of a year's sessions (all of them are the agencies' few consultants),
  // sorted 378,000 rows for 9,260 and spilled.
  const chosen = filters.agencies ? sql`u.agency_id = any(${intArray(filters.agencies)})` : sql`true`;
  const agencyJoin = filters.agencies ? sql`join names n on n.id = s.consultant_id and n.chosen` : sql``;
  const inPeriod = sql`s.status <> 'DELETED' and s.planned_start_time >= ${from} and s.planned_start_time < ${to}`;
  // A held session's end: its stop, or while it runs, now (at most its planned end).
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
      with names as materialized (
        select u.id, trim(u.last_name || ' ' || u.first_name) as name, ${chosen} as chosen
        from users u
        where u.id in (select s.consultant_id from sessions s where ${inPeriod} and s.spot_id is not null)
      ), by_spot as (
        select s.spot_id, count(*)::int as sessions,
          count(*) filter (where s.status in ('STARTED', 'COMPLETED'))::int as held,
          round(coalesce(sum(extract(epoch from (${stop} - s.start_time))) filter (
            where s.status in ('STARTED', 'COMPLETED') and s.start_time is not null and ${stop} > s.start_time), 0)
            / 3600.0, 1)::float8 as hours,
          sum(c.contacts)::int as contacts, sum(c.effective)::int as effective,
          to_char(min(s.planned_start_time) at time zone ${timeZone}, 'YYYY-MM-DD') as first_day,
          to_char(max(s.planned_start_time) at time zone ${timeZone}, 'YYYY-MM-DD') as last_day
        from sessions s ${agencyJoin}
          cross join lateral (
            select coalesce(sum(k.contacts), 0) as contacts, coalesce(sum(k.effective), 0) as effective
            from session_contacts k where k.session_id = s.id and s.status in ('STARTED', 'COMPLETED')
          ) c
        where ${inPeriod} and s.spot_id is not null
        group by s.spot_id
      ), listed as (
        select sp.id, sp.title, sp.customer_number, sp.address, ci.title as city, r.title as region,
          b.sessions, b.held, b.hours, b.contacts, b.effective, b.first_day, b.last_day
        from spots sp
          left join cities ci on ci.id = sp.city_id
          left join regions r on r.id = ci.region_id
          left join by_spot b on b.spot_id = sp.id
        where sp.removed_at is null ${cities} ${regions}
      )
      select l.title, l.customer_number, l.address, l.city, l.region,
        coalesce(l.sessions, 0), coalesce(l.held, 0), coalesce(l.hours, 0), n.consultants, n.names,
        coalesce(l.contacts, 0), coalesce(l.effective, 0), l.first_day, l.last_day,
        case when l.sessions > 0 then 'да' else 'нет' end
      from (select * from listed order by region nulls last, city nulls last, title, id) l
        cross join lateral (
          select count(*)::int as consultants, string_agg(distinct n.name, ', ') as names
          from (select distinct s.consultant_id from sessions s where s.spot_id = l.id and ${inPeriod}) s
            join names n on n.id = s.consultant_id and n.chosen
        ) n
      order by l.region nulls last, l.city nulls last, l.title, l.id`,
  };
};
