import { DEMO_ACCOUNTS } from '../../server/db/seed';
import {
  FEMALE_FIRST_NAMES,
  femalePatronymic,
  feminine,
  latin,
  MALE_FIRST_NAMES,
  MOBILE_CODES,
  PATRONYMICS,
  SURNAMES,
} from './names';
import { createWorkTable, Params, pick, run, type Sql } from './sql';

/**
 * Sessions at production volume (issue 12): the field staff who work them (5,000 consultants of
 * three agencies of their own, in teams of about 30 under their coordinators), 300 spots in the
 * demo cities, and their sessions over two years (from their start of work to two weeks ahead)
 * in the demo's active activities. Past ones mostly completed, some missed, corrupted or
 * deleted; future ones planned. Their contact events are bench/data/contacts.ts.
 */

/**
 * The agencies whose staff work the sessions: their own, beside issue 9's two demo agencies (whose
 * lists and counts stay as issue 9 measures them). Each has one agency manager
 * (manager@<domain>) and coordinators coordinator.<k>@<domain>; the benchmark signs in as
 * coordinator.1@sapar-promo.kz and manager@sapar-promo.kz with the demo password.
 */
export const SESSION_AGENCIES = [
  { title: 'Сапар Промо', domain: 'sapar-promo.kz', share: 0.45, city: 'Алматы' },
  { title: 'Дала Маркетинг', domain: 'dala-marketing.kz', share: 0.35, city: 'Астана' },
  { title: 'Шанырак Ивент', domain: 'shanyrak-event.kz', share: 0.2, city: 'Шымкент' },
];
export const BENCH_COORDINATOR = `coordinator.1@${SESSION_AGENCIES[0].domain}`;
export const BENCH_AGENCY_MANAGER = `manager@${SESSION_AGENCIES[0].domain}`;
/** Consultants a coordinator leads on average (each consultant joins one at random: ~20 to ~40). */
export const TEAM_MEAN = 30;
/** Consultants' cities by weight (a team works in its coordinator's city). */
const TEAM_CITIES = ['Алматы', 'Алматы', 'Алматы', 'Астана', 'Астана', 'Шымкент'];
/** The demo cities' centres, around which the generated spots lie. */
const CITY_CENTRES: Record<string, [number, number]> = {
  Алматы: [43.238, 76.889],
  Астана: [51.128, 71.43],
  Шымкент: [42.341, 69.59],
};
const SPOT_CHAINS = [
  'Магнум',
  'Small',
  'Анвар',
  'Galmart',
  'Toimart',
  'Арзан',
  'Skif',
  'Интерфуд',
  'ТД Керемет',
];
const STREETS = [
  'пр. Абая',
  'ул. Толе би',
  'пр. Райымбека',
  'ул. Жибек Жолы',
  'пр. Республики',
  'ул. Байтурсынова',
  'пр. Туран',
  'ул. Кенесары',
  'ул. Момышулы',
];

/** The session agencies, created when missing (by title); answers their ids in SESSION_AGENCIES order. */
const sessionAgencyIds = async (sql: Sql) => {
  const ids: number[] = [];
  for (const agency of SESSION_AGENCIES) {
    const found = await sql.query('select id from agencies where title = $1', [agency.title]);
    if (found.rows[0]) {
      ids.push(found.rows[0].id);
      continue;
    }
    const { rows } = await sql.query(
      `insert into agencies (title, email, city_id, region_id, registration_hash)
      select $1, 'office@' || $2, c.id, c.region_id, 'bench-' || $2 from cities c where c.title = $3
      returning id`,
      [agency.title, agency.domain, agency.city],
    );
    if (!rows[0]) throw new Error(`the demo data has no city «${agency.city}»`);
    ids.push(rows[0].id);
  }
  return ids;
};

/**
 * The session agencies' staff: an agency manager each, coordinators under them, and `consultants`
 * approved consultants (split by the agencies' shares) each in a coordinator's team at random,
 * in that coordinator's city; all started two years ago and sign in with the demo password.
 */
export const insertSessionStaff = async (sql: Sql, consultants: number) => {
  const agencyIds = await sessionAgencyIds(sql);
  const p = new Params();
  const counts = SESSION_AGENCIES.map((a, i) =>
    i === SESSION_AGENCIES.length - 1
      ? consultants -
        SESSION_AGENCIES.slice(0, -1).reduce((sum, b) => sum + Math.round(consultants * b.share), 0)
      : Math.round(consultants * a.share),
  );
  const agencyId = p.add(agencyIds, 'int[]');
  const domain = p.add(
    SESSION_AGENCIES.map((a) => a.domain),
    'text[]',
  );
  const consultantCount = p.add(counts, 'int[]');
  const coordinatorCount = p.add(
    counts.map((n) => Math.max(1, Math.round(n / TEAM_MEAN))),
    'int[]',
  );
  const maleFirst = p.add(MALE_FIRST_NAMES, 'text[]');
  const femaleFirst = p.add(FEMALE_FIRST_NAMES, 'text[]');
  const maleFirstLatin = p.add(MALE_FIRST_NAMES.map(latin), 'text[]');
  const femaleFirstLatin = p.add(FEMALE_FIRST_NAMES.map(latin), 'text[]');
  const maleSurname = p.add(SURNAMES, 'text[]');
  const femaleSurname = p.add(SURNAMES.map(feminine), 'text[]');
  const maleMid = p.add(PATRONYMICS, 'text[]');
  const femaleMid = p.add(PATRONYMICS.map(femalePatronymic), 'text[]');
  const surnameLatin = p.add(SURNAMES.map(latin), 'text[]');
  const mobileCodes = p.add(MOBILE_CODES, 'text[]');
  // One statement: the people (numbered within their agency and role), then each inserted with
  // its manager: the agency's manager for a coordinator, a coordinator at random for a consultant.
  await run(sql, 'drop table if exists bench_staff');
  await run(
    sql,
    `create temporary table bench_staff as
    with agencies as (
      select * from unnest(${agencyId}, ${domain}, ${consultantCount}, ${coordinatorCount})
        as a(agency_id, domain, consultants, coordinators)
    ),
    people as (
      select a.agency_id, a.domain, 'AGENCY_MANAGER'::text as role, 1 as k, a.coordinators from agencies a
      union all
      select a.agency_id, a.domain, 'COORDINATOR', k, a.coordinators from agencies a, generate_series(1, a.coordinators) k
      union all
      select a.agency_id, a.domain, 'CONSULTANT', k, a.coordinators from agencies a, generate_series(1, a.consultants) k
    ),
    drawn as materialized (
      select p.*, random() < 0.6 as female, random() as r_first, random() as r_last, random() as r_mid,
        random() as r_phone, random() as r_digits, random() as r_start,
        -- a consultant's coordinator; a coordinator's city
        1 + floor(random() * p.coordinators)::int as team, random() as r_city
      from people p
    )
    select d.*,
      case when female then ${pick(femaleFirst, 'r_first')} else ${pick(maleFirst, 'r_first')} end as first_name,
      case when female then ${pick(femaleSurname, 'r_last')} else ${pick(maleSurname, 'r_last')} end as last_name,
      case when female then ${pick(femaleMid, 'r_mid')} else ${pick(maleMid, 'r_mid')} end as mid_name,
      case when female then ${pick(femaleFirstLatin, 'r_first')} else ${pick(maleFirstLatin, 'r_first')} end
        as first_latin,
      ${pick(surnameLatin, 'r_last')} as last_latin,
      '+7 ' || ${pick(mobileCodes, 'r_phone')} || ' ' || to_char(floor(r_digits * 1e7)::int, 'FM000 00 00') as phone,
      now() - (735 + r_start * 60) * interval '24 hours' as start_work_time
    from drawn d`,
    p.values,
  );
  const hash = `(select password_hash from users where email = $1)`;
  const columns = `email, password_hash, role, first_name, last_name, mid_name, gender, phone, agency_id,
    city_id, region_id, verified_by_agency, is_fired, start_work_time, email_verified_at, created_at, manager_id`;
  const values = (email: string, city: string, manager: string) => `${email}, ${hash}, s.role, s.first_name,
    s.last_name, s.mid_name, case when s.female then 0 else 1 end::smallint, s.phone, s.agency_id,
    ${city}, (select region_id from cities where id = ${city}), true, false, s.start_work_time,
    s.start_work_time - interval '5 days', s.start_work_time - interval '5 days', ${manager}`;
  let rows = await run(
    sql,
    `insert into users (${columns})
    select ${values(`'manager@' || s.domain`, '(select city_id from agencies where id = s.agency_id)', 'null')}
    from bench_staff s where s.role = 'AGENCY_MANAGER'`,
    [DEMO_ACCOUNTS.HQ],
  );
  await run(sql, 'drop table if exists bench_teams');
  await run(sql, 'create temporary table bench_teams (agency_id int, k int, id int, city_id int)');
  rows += await run(
    sql,
    `with city_ids as (select array_agg(c.id order by t.n) as ids
      from unnest($2::text[]) with ordinality t(title, n) join cities c on c.title = t.title),
    inserted as (
      insert into users (${columns})
      select ${values(
        `'coordinator.' || s.k || '@' || s.domain`,
        pick('(select ids from city_ids)', 's.r_city'),
        `(select id from users m where m.email = 'manager@' || s.domain)`,
      )}
      from bench_staff s where s.role = 'COORDINATOR' order by s.agency_id, s.k
      returning id, agency_id, email, city_id
    )
    insert into bench_teams select agency_id, split_part(split_part(email, '@', 1), '.', 2)::int, id, city_id
    from inserted`,
    [DEMO_ACCOUNTS.HQ, TEAM_CITIES],
  );
  rows += await run(
    sql,
    `insert into users (${columns})
    select ${values(
      `lower(s.first_latin || '.' || s.last_latin || '.' || s.k || '@' || s.domain)`,
      't.city_id',
      't.id',
    )}
    from bench_staff s join bench_teams t on t.agency_id = s.agency_id and t.k = s.team
    where s.role = 'CONSULTANT' order by s.start_work_time`,
    [DEMO_ACCOUNTS.HQ],
  );
  return rows;
};

/** Adds active spots in the demo cities until there are `count` (the demo's included). */
export const topUpSpots = async (sql: Sql, count: number) => {
  const { rows } = await sql.query('select count(*)::int as n from spots where is_active');
  const missing = count - rows[0].n;
  if (missing <= 0) return 0;
  const p = new Params();
  const n = p.add(missing, 'int');
  const cities = p.add(TEAM_CITIES, 'text[]');
  const chains = p.add(SPOT_CHAINS, 'text[]');
  const streets = p.add(STREETS, 'text[]');
  const lat = p.add(
    TEAM_CITIES.map((c) => CITY_CENTRES[c][0]),
    'float8[]',
  );
  const lon = p.add(
    TEAM_CITIES.map((c) => CITY_CENTRES[c][1]),
    'float8[]',
  );
  return run(
    sql,
    `insert into spots (title, legal_name, address, customer_number, city_id, latitude, longitude)
    select d.chain || ' №' || (100 + d.j), 'ТОО «' || d.chain || '»', d.street || ', ' || (1 + floor(d.r_house * 250)::int),
      (300000 + d.j)::text, c.id, (${lat})[d.ci] + (d.r_lat - 0.5) * 0.12, (${lon})[d.ci] + (d.r_lon - 0.5) * 0.16
    from (
      select j, 1 + floor(random() * cardinality(${cities}))::int as ci, random() as r_house,
        random() as r_lat, random() as r_lon, ${pick(chains, 'random()')} as chain, ${pick(streets, 'random()')} as street
      from generate_series(1, ${n}) j
      offset 0
    ) d
    join cities c on c.title = (${cities})[d.ci]`,
    p.values,
  );
};

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

/**
 * Numbers the consultants who work sessions: the session agencies' approved consultants (not
 * fired, with a start of work).
 */
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
    where role = 'CONSULTANT' and verified_by_agency and not is_fired and start_work_time is not null
      and agency_id in (select id from agencies where title = any(${p.add(
        SESSION_AGENCIES.map((a) => a.title),
        'text[]',
      )}))`,
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
