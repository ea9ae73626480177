import { createWorkTable, Params, pick, run, type Sql } from './sql';

/**
 * Sessions at production volume: the approved consultants' sessions over two years (from their
 * start of work to two weeks ahead) at the demo spots of their city, in the demo's active
 * activities. Past ones mostly completed, some missed, corrupted or deleted; future ones planned.
 * The sessions issue extends this module (more spots, contact events).
 */

/** Days from today the planned sessions reach. */
export const DAYS_AHEAD = 14;
/** Statuses of past sessions by cumulative share: COMPLETED, MISSED, CORRUPTED, the rest DELETED. */
export const PAST_STATUS_SHARES = { completed: 0.86, missed: 0.92, corrupted: 0.95 };
/** Of future sessions, deleted before they came; the rest are PLANNED. */
export const DELETED_PLANNED_SHARE = 0.05;
/** Hours: 4 (the default, 80%), 6 or 8; a 4-hour session starts at 16:00 (the default) 40% of the time. */
export const HOUR_COUNTS = [4, 4, 4, 4, 4, 4, 4, 4, 6, 6, 6, 8];
export const CORRUPTED_REASONS = [
  'Сессия начата вдали от точки',
  'Невозможное время начала или окончания',
  'Нет контактов за сессию',
];
/** Sessions' local time: every demo city is in Kazakhstan's single zone. */
const ZONE = 'Asia/Almaty';

/** Numbers the consultants who work sessions (approved, not fired, with a start of work). */
export const createSessionConsultants = async (sql: Sql) => {
  const p = new Params();
  const zone = p.add(ZONE, 'text');
  const daysAhead = p.add(DAYS_AHEAD, 'int');
  return createWorkTable(
    sql,
    'bench_consultants',
    `select row_number() over (order by id)::int as k, id, city_id, start_work_time,
      (start_work_time at time zone ${zone})::date as first_day,
      (now() at time zone ${zone})::date + ${daysAhead} - (start_work_time at time zone ${zone})::date + 1 as days
    from users
    where role = 'CONSULTANT' and agency_id is not null and verified_by_agency and not is_fired
      and start_work_time is not null`,
    p.values,
  );
};

/** The sessions, spread evenly over the consultants and uniformly over each one's working time. */
export const insertSessions = async (sql: Sql, count: number) => {
  const p = new Params();
  const total = p.add(count, 'int');
  const hourCounts = p.add(HOUR_COUNTS, 'int[]');
  const reasons = p.add(CORRUPTED_REASONS, 'text[]');
  const zone = p.add(ZONE, 'text');
  const { completed, missed, corrupted } = PAST_STATUS_SHARES;
  // A pipeline of subqueries, each computing its columns once per row: "offset 0" keeps the
  // planner from merging a stage into the next (which would copy and re-evaluate its
  // expressions), and a subquery with random() in its select list draws once per row.
  return run(
    sql,
    `with places as (
      select (select count(*)::int from bench_consultants) as consultants,
        (select array_agg(id order by id) from activities where status = 'ACTIVE') as activities,
        (select array_agg(id order by id) from spots where is_active) as spots
    ),
    city_spots as (select city_id, array_agg(id order by id) as ids from spots where is_active group by city_id)
    insert into sessions (consultant_id, activity_id, spot_id, city_id, status, planned_start_time,
      planned_end_time, start_time, stop_time, hour_count, corrupted_reason, created_at)
    select consultant_id, activity_id, spot_id, city_id, status, planned_start, planned_end,
      -- started from 10 minutes early to 20 minutes late; stopped within 10 minutes of the hours
      case when status in ('COMPLETED', 'CORRUPTED', 'STARTED')
        then planned_start + (r_late * 30 - 10) * interval '1 minute' end as start_time,
      case when status in ('COMPLETED', 'CORRUPTED')
        then planned_end + (r_late * 30 - 10 + r_drift * 20 - 10) * interval '1 minute' end as stop_time,
      hour_count,
      case when status = 'CORRUPTED' then ${pick(reasons, 'r_reason')} end as corrupted_reason,
      -- planned a day to two weeks before, never before the consultant started
      greatest(start_work_time, planned_start - (1 + r_created * 13) * interval '24 hours') as created_at
    from (
      -- the status: planned ahead, started now, and mostly completed before
      select timed.*,
        case
          when planned_start > now() then
            case when r_status < ${DELETED_PLANNED_SHARE} then 'DELETED' else 'PLANNED' end
          when planned_end > now() then 'STARTED'
          when r_status < ${completed} then 'COMPLETED'
          when r_status < ${missed} then 'MISSED'
          when r_status < ${corrupted} then 'CORRUPTED'
          else 'DELETED'
        end as status
      from (
        select placed.*, planned_start + hour_count * interval '1 hour' as planned_end
        from (
          -- the day: any from the start of work to DAYS_AHEAD ahead; the hour: 16:00 (the
          -- default) or any that ends by 22:00, local time
          select placed.*,
            (first_day + floor(r_day * days)::int
              + make_time(case when hour_count = 4 and r_default < 0.4 then 16
                               else 10 + floor(r_hour * (13 - hour_count))::int end, 0, 0)
            ) at time zone ${zone} as planned_start
          from (
            -- who, where, in which activity and for how long: the consultants in turn
            select drawn.*, c.id as consultant_id, c.city_id, c.start_work_time, c.first_day, c.days,
              ${pick('places.activities', 'r_activity')} as activity_id,
              ${pick('coalesce(s.ids, places.spots)', 'r_spot')} as spot_id,
              ${pick(hourCounts, 'r_hours')} as hour_count
            from (
              select j, random() as r_day, random() as r_hours, random() as r_hour, random() as r_default,
                random() as r_activity, random() as r_spot, random() as r_status, random() as r_late,
                random() as r_drift, random() as r_reason, random() as r_created
              from generate_series(1, ${total}) as j
            ) drawn
            cross join places
            join bench_consultants c on c.k = 1 + drawn.j % places.consultants
            left join city_spots s on s.city_id = c.city_id
            offset 0
          ) placed
          offset 0
        ) placed
        offset 0
      ) timed
      offset 0
    ) planned
    order by planned_start`,
    p.values,
  );
};
