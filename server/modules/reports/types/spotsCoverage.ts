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
 */
export const spotsCoverageReport = (filters: ReportFilters, timeZone: string): ReportSheet => {
  const from = sql`(${filters.dateStart}::date)::timestamp at time zone ${timeZone}`;
  const to = sql`(${filters.dateEnd}::date + 1)::timestamp at time zone ${timeZone}`;
  const agencies = filters.agencies ? sql`and u.agency_id = any(${intArray(filters.agencies)})` : sql``;
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
      with period as (
        select s.id, s.spot_id, s.consultant_id, s.status, s.planned_start_time, s.start_time,
          coalesce(s.stop_time, least(now(), s.planned_end_time)) as stop_time
        from sessions s join users u on u.id = s.consultant_id
        where s.status <> 'DELETED' and s.spot_id is not null
          and s.planned_start_time >= ${from} and s.planned_start_time < ${to} ${agencies}
      ), by_spot as (
        select p.spot_id, count(*)::int as sessions,
          count(*) filter (where p.status in ('STARTED', 'COMPLETED'))::int as held,
          round(coalesce(sum(extract(epoch from (p.stop_time - p.start_time))) filter (
            where p.status in ('STARTED', 'COMPLETED') and p.start_time is not null and p.stop_time > p.start_time), 0)
            / 3600.0, 1)::float8 as hours,
          count(distinct p.consultant_id)::int as consultants,
          string_agg(distinct trim(u.last_name || ' ' || u.first_name), ', ') as names,
          to_char(min(p.planned_start_time) at time zone ${timeZone}, 'YYYY-MM-DD') as first_day,
          to_char(max(p.planned_start_time) at time zone ${timeZone}, 'YYYY-MM-DD') as last_day
        from period p join users u on u.id = p.consultant_id
        group by p.spot_id
      ), contacts as (
        select p.spot_id, count(*)::int as contacts,
          count(*) filter (where c.registration_time is not null or c.exchange_time is not null)::int as effective
        from contact_events c join period p on p.id = c.session_id
        where p.status in ('STARTED', 'COMPLETED')
        group by p.spot_id
      )
      select sp.title, sp.customer_number, sp.address, ci.title, r.title,
        coalesce(b.sessions, 0), coalesce(b.held, 0), coalesce(b.hours, 0), coalesce(b.consultants, 0), b.names,
        coalesce(c.contacts, 0), coalesce(c.effective, 0), b.first_day, b.last_day,
        case when b.sessions > 0 then 'да' else 'нет' end
      from spots sp
        left join cities ci on ci.id = sp.city_id
        left join regions r on r.id = ci.region_id
        left join by_spot b on b.spot_id = sp.id
        left join contacts c on c.spot_id = sp.id
      where sp.removed_at is null ${cities} ${regions}
      order by r.title nulls last, ci.title nulls last, sp.title, sp.id`,
  };
};
