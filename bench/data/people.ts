import { DEMO_ACCOUNTS } from '../../server/db/seed';
import {
  EMAIL_DOMAINS,
  FEMALE_FIRST_NAMES,
  FIRED_REASONS,
  femalePatronymic,
  feminine,
  latin,
  MALE_FIRST_NAMES,
  MOBILE_CODES,
  PATRONYMICS,
  SURNAMES,
} from './names';
import type { BenchSizes } from './sizes';
import { createWorkTable, demoUserId, Params, pick, run, type Sql } from './sql';

/**
 * The agencies' staff at production volume, attached to the demo agencies and people: agency
 * managers, coordinators under them, consultants in their teams (one team of exactly
 * BENCH_BIG_TEAM under coordinator@demo.kz), applicants and fired staff.
 */

/** How BENCH_USERS divides between the agencies and the employee lists (Новые/Одобренные/Уволенные). */
export const STAFF_SHARES = {
  /** «Промо Старт», of all generated: HR's approved list is about 121,000 at the default size. */
  promo: { approved: 0.605, applicants: 0.045, fired: 0.1 },
  /** «Вектор Маркетинг» has the rest: these shares of it approved and new, the others fired. */
  vector: { approved: 0.8, applicants: 0.06 },
};
/** Of an agency's approved staff: agency managers and coordinators; the rest are consultants. */
export const MANAGER_SHARE = 0.002;
export const COORDINATOR_SHARE = 0.025;
/** Of the applicants, those who applied as coordinators. */
export const APPLICANT_COORDINATOR_SHARE = 0.03;
/**
 * Team sizes: a consultant joins the coordinator ranked 1 + floor(n · u^TEAM_SKEW) of the n of the
 * agency in the consultant's city (u uniform): at the default size most teams have 30 to 90
 * people, a few up to about 270 (and coordinator@demo.kz's has BENCH_BIG_TEAM).
 */
export const TEAM_SKEW = 1.3;
export const FEMALE_SHARE = 0.6;
/** Where each agency's staff work: demo cities by weight. */
export const CITY_WEIGHTS: Record<Agency, Record<string, number>> = {
  promo: { Алматы: 6, Шымкент: 3, Астана: 1 },
  vector: { Астана: 7, Алматы: 2, Шымкент: 1 },
};
/** A city's title repeated by its weight, for a uniform random pick. */
const weighted = (weights: Record<string, number>) =>
  Object.entries(weights).flatMap(([title, weight]) => Array<string>(weight).fill(title));
const PROMO = 'Промо Старт';
const VECTOR = 'Вектор Маркетинг';

type Agency = 'promo' | 'vector';
type State = 'approved' | 'applicant' | 'fired';
type EmployeeRole = 'AGENCY_MANAGER' | 'COORDINATOR' | 'CONSULTANT';

/** A run of generated people alike in agency, role and list; `bigTeam` ones join coordinator@demo.kz. */
export interface Segment {
  agency: Agency;
  role: EmployeeRole;
  state: State;
  bigTeam: boolean;
  count: number;
}

/**
 * What to generate: `bigTeamNow` consultants are already in coordinator@demo.kz's team (the demo
 * data), so the team gets `sizes.bigTeam - bigTeamNow` more.
 */
export const planStaff = (sizes: Pick<BenchSizes, 'users' | 'bigTeam'>, bigTeamNow: number): Segment[] => {
  const { promo, vector } = STAFF_SHARES;
  const promoApproved = Math.round(sizes.users * promo.approved);
  const promoApplicants = Math.round(sizes.users * promo.applicants);
  const promoFired = Math.round(sizes.users * promo.fired);
  const vectorAll = sizes.users - promoApproved - promoApplicants - promoFired;
  const vectorApproved = Math.round(vectorAll * vector.approved);
  const vectorApplicants = Math.round(vectorAll * vector.applicants);
  const bigTeam = Math.max(0, sizes.bigTeam - bigTeamNow);

  const agency = (name: Agency, approved: number, applicants: number, fired: number, team: number) => {
    const managers = Math.max(1, Math.round(approved * MANAGER_SHARE));
    const coordinators = Math.max(1, Math.round(approved * COORDINATOR_SHARE));
    const consultants = approved - managers - coordinators - team;
    if (consultants < 0)
      throw new Error(
        `BENCH_USERS=${sizes.users} is too few for ${name}'s managers, coordinators and a team of ${sizes.bigTeam}`,
      );
    const applicantCoordinators = Math.round(applicants * APPLICANT_COORDINATOR_SHARE);
    const segment = (role: EmployeeRole, state: State, count: number, bigTeam = false): Segment => ({
      agency: name,
      role,
      state,
      bigTeam,
      count,
    });
    return [
      segment('AGENCY_MANAGER', 'approved', managers),
      segment('COORDINATOR', 'approved', coordinators),
      segment('CONSULTANT', 'approved', team, true),
      segment('CONSULTANT', 'approved', consultants),
      segment('COORDINATOR', 'applicant', applicantCoordinators),
      segment('CONSULTANT', 'applicant', applicants - applicantCoordinators),
      segment('CONSULTANT', 'fired', fired),
    ];
  };
  return [
    ...agency('promo', promoApproved, promoApplicants, promoFired, bigTeam),
    ...agency('vector', vectorApproved, vectorApplicants, vectorAll - vectorApproved - vectorApplicants, 0),
  ].filter((segment) => segment.count > 0);
};

/** The consultants now in a coordinator's team (the demo data has a few). */
export const teamSize = async (sql: Sql, coordinatorEmail: string) => {
  const coordinator = await demoUserId(sql, coordinatorEmail);
  const { rows } = await sql.query('select count(*)::int as n from users where manager_id = $1', [
    coordinator,
  ]);
  return rows[0].n as number;
};

const idsByTitle = async (sql: Sql, table: 'agencies' | 'cities', titles: string[]) => {
  const { rows } = await sql.query(`select id, title from ${table} where title = any($1)`, [titles]);
  return titles.map((title) => {
    const row = rows.find((r) => r.title === title);
    if (!row) throw new Error(`the demo data has no ${table} «${title}»`);
    return row.id as number;
  });
};

/** The user columns every generated person has, in bench_plan and in users alike. */
const PERSON_COLUMNS = `email, role, first_name, last_name, mid_name, gender, phone, birth_date, iin,
  agency_id, city_id, region_id, verified_by_agency, is_fired, fired_reason, fired_time,
  start_work_time, verified_until, email_verified_at, last_login, created_at`;

/** Every generated user signs in with the demo password: the demo accounts' hash, copied. */
const DEMO_PASSWORD_HASH = `(select password_hash from users where email = '${DEMO_ACCOUNTS.HQ}')`;

/**
 * bench_plan: one row per generated person, everything but the manager: names (gender-consistent),
 * a unique e-mail, a phone, birth date and IIN, agency, city, and the list they are on with its
 * dates (created over two years; an approval's term null, ahead or lapsed; a firing after the
 * start). Applicants applied within the last two months.
 */
export const createStaffPlan = async (sql: Sql, segments: Segment[]) => {
  const [promo, vector] = await idsByTitle(sql, 'agencies', [PROMO, VECTOR]);
  const p = new Params();
  const cities = (titles: string[]) => idsByTitle(sql, 'cities', titles);
  const promoCities = p.add(await cities(weighted(CITY_WEIGHTS.promo)), 'int[]');
  const vectorCities = p.add(await cities(weighted(CITY_WEIGHTS.vector)), 'int[]');
  const [almaty] = await cities(['Алматы']);
  const maleFirst = p.add(MALE_FIRST_NAMES, 'text[]');
  const maleFirstLatin = p.add(MALE_FIRST_NAMES.map(latin), 'text[]');
  const femaleFirst = p.add(FEMALE_FIRST_NAMES, 'text[]');
  const femaleFirstLatin = p.add(FEMALE_FIRST_NAMES.map(latin), 'text[]');
  const maleSurname = p.add(SURNAMES, 'text[]');
  const femaleSurname = p.add(SURNAMES.map(feminine), 'text[]');
  const maleSurnameLatin = p.add(SURNAMES.map(latin), 'text[]');
  const femaleSurnameLatin = p.add(
    SURNAMES.map((s) => latin(feminine(s))),
    'text[]',
  );
  const malePatronymic = p.add(PATRONYMICS, 'text[]');
  const femalePatronymics = p.add(PATRONYMICS.map(femalePatronymic), 'text[]');
  const domains = p.add(EMAIL_DOMAINS, 'text[]');
  const mobileCodes = p.add(MOBILE_CODES, 'text[]');
  const firedReasons = p.add(FIRED_REASONS, 'text[]');
  const femaleShare = p.add(FEMALE_SHARE, 'float8');
  // The segments as parallel arrays: each one's first and last person number, agency, role...
  const firsts = segments.map((_, i) => 1 + segments.slice(0, i).reduce((sum, s) => sum + s.count, 0));
  const column = (type: string, value: (segment: Segment, i: number) => unknown) =>
    p.add(segments.map(value), type);
  const segFirst = column('int[]', (_, i) => firsts[i]);
  const segLast = column('int[]', (s, i) => firsts[i] + s.count - 1);
  const segAgency = column('int[]', (s) => (s.agency === 'promo' ? promo : vector));
  const segRole = column('text[]', (s) => s.role);
  const segState = column('text[]', (s) => s.state);
  const segBigTeam = column('bool[]', (s) => s.bigTeam);
  const promoId = p.add(promo, 'int');
  const almatyId = p.add(almaty, 'int');

  return createWorkTable(
    sql,
    'bench_plan',
    `with drawn as materialized (
      select n, seg.agency_id, seg.role, seg.state, seg.big_team,
        random() >= ${femaleShare} as male,
        random() as r_first, random() as r_last, random() as r_mid, random() as r_domain,
        random() as r_phone, random() as r_birth, random() as r_iin, random() as r_city,
        random() as r_created, random() as r_start, random() as r_until, random() as r_fired,
        random() as r_login, random() as r_digits
      from unnest(${segFirst}, ${segLast}, ${segAgency}, ${segRole}, ${segState}, ${segBigTeam})
        as seg(first_n, last_n, agency_id, role, state, big_team)
      cross join generate_series(seg.first_n, seg.last_n) as n
    ),
    named as (
      select d.*,
        case when male then ${pick(maleFirst, 'r_first')} else ${pick(femaleFirst, 'r_first')} end as first_name,
        case when male then ${pick(maleFirstLatin, 'r_first')} else ${pick(femaleFirstLatin, 'r_first')} end
          as first_latin,
        case when male then ${pick(maleSurname, 'r_last')} else ${pick(femaleSurname, 'r_last')} end as last_name,
        case when male then ${pick(maleSurnameLatin, 'r_last')} else ${pick(femaleSurnameLatin, 'r_last')} end
          as last_latin,
        case when male then ${pick(malePatronymic, 'r_mid')} else ${pick(femalePatronymics, 'r_mid')} end as mid_name,
        current_date - (18 * 365 + floor(r_birth * 27 * 365))::int as birth_date,
        case
          when big_team then ${almatyId}
          when agency_id = ${promoId} then ${pick(promoCities, 'r_city')}
          else ${pick(vectorCities, 'r_city')}
        end as city_id,
        now() - (case when state = 'applicant' then 60 else 730 end) * r_created * interval '24 hours' as created_at
      from drawn d
    ),
    dated as (
      select n.*,
        case when state <> 'applicant' then least(now(), created_at + r_start * interval '336 hours') end
          as start_work_time
      from named n
    )
    select d.n, d.big_team, d.role, d.state,
      lower(first_latin || '.' || last_latin || d.n || '@' || ${pick(domains, 'r_domain')}) as email,
      first_name, last_name, mid_name,
      case when male then 1 else 0 end::smallint as gender,
      '+7 ' || ${pick(mobileCodes, 'r_phone')} || ' ' || to_char(floor(r_digits * 1e7)::int, 'FM000 00 00') as phone,
      birth_date,
      to_char(birth_date, 'YYMMDD')
        || case when birth_date >= date '2000-01-01' then (case when male then '5' else '6' end)
                else (case when male then '3' else '4' end) end
        || lpad(floor(r_iin * 1e5)::text, 5, '0') as iin,
      d.agency_id, d.city_id, c.region_id,
      case state when 'approved' then true when 'fired' then false end as verified_by_agency,
      state = 'fired' as is_fired,
      case when state = 'fired' then ${pick(firedReasons, 'r_fired')} end as fired_reason,
      case when state = 'fired' then start_work_time + r_fired * (now() - start_work_time) end as fired_time,
      start_work_time,
      case
        when state <> 'approved' or r_until < 0.2 then null
        when r_until < 0.8 then now() + (1 + (r_until - 0.2) * 300) * interval '24 hours'
        else now() - (1 + (r_until - 0.8) * 450) * interval '24 hours'
      end as verified_until,
      created_at + interval '10 minutes' as email_verified_at,
      case when state = 'approved' and r_login < 0.7 then now() - r_login * interval '720 hours' end as last_login,
      created_at
    from dated d
    join cities c on c.id = d.city_id`,
    p.values,
  );
};

/** The agency managers, numbered within their agency in bench_managers. */
export const insertManagers = async (sql: Sql) => {
  await run(sql, 'drop table if exists bench_managers');
  await run(sql, 'create temporary table bench_managers (agency_id int, k int, id int)');
  const rows = await run(
    sql,
    `with inserted as (
      insert into users (${PERSON_COLUMNS}, password_hash)
      select ${PERSON_COLUMNS}, ${DEMO_PASSWORD_HASH}
      from bench_plan where role = 'AGENCY_MANAGER'
      order by created_at
      returning id, agency_id
    )
    insert into bench_managers
    select agency_id, row_number() over (partition by agency_id order by id), id from inserted`,
  );
  await run(sql, 'analyze bench_managers');
  return rows;
};

/**
 * The approved coordinators, each under one of their agency's managers in turn; numbered within
 * their agency and city in bench_coordinators, where their teams are drawn from.
 */
export const insertCoordinators = async (sql: Sql) => {
  await run(sql, 'drop table if exists bench_coordinators');
  await run(sql, 'create temporary table bench_coordinators (agency_id int, city_id int, k int, id int)');
  const rows = await run(
    sql,
    `with managers as (
      select agency_id, count(*) as n from bench_managers group by agency_id
    ),
    inserted as (
      insert into users (${PERSON_COLUMNS}, password_hash, manager_id)
      select ${PERSON_COLUMNS}, ${DEMO_PASSWORD_HASH},
        (select id from bench_managers m where m.agency_id = p.agency_id and m.k = 1 + p.n % managers.n)
      from bench_plan p join managers using (agency_id)
      where role = 'COORDINATOR' and state = 'approved'
      order by created_at
      returning id, agency_id, city_id
    )
    insert into bench_coordinators
    select agency_id, city_id, row_number() over (partition by agency_id, city_id order by id), id from inserted`,
  );
  await run(sql, 'analyze bench_coordinators');
  return rows;
};

/**
 * Everyone else: consultants in their coordinator's team (the big team under coordinator@demo.kz),
 * half of the applicants not yet in a team, fired staff in the team they left, and applicant
 * coordinators without a manager.
 */
export const insertTeams = async (sql: Sql, bigTeamCoordinatorEmail: string) => {
  const p = new Params();
  const bigTeamCoordinator = p.add(await demoUserId(sql, bigTeamCoordinatorEmail), 'int');
  const skew = p.add(TEAM_SKEW, 'float8');
  return run(
    sql,
    `insert into users (${PERSON_COLUMNS}, password_hash, manager_id)
    select ${PERSON_COLUMNS}, ${DEMO_PASSWORD_HASH},
      case
        when big_team then ${bigTeamCoordinator}
        when role <> 'CONSULTANT' or (state = 'applicant' and random() < 0.5) then null
        else c.coordinator_id
      end
    from (
      select p.*, 1 + floor(teams.n * power(random(), ${skew}))::int as k
      from bench_plan p
      left join (select agency_id, city_id, count(*) as n from bench_coordinators group by 1, 2) teams
        using (agency_id, city_id)
      where not (state = 'approved' and role in ('AGENCY_MANAGER', 'COORDINATOR'))
    ) p
    left join (select agency_id as c_agency, city_id as c_city, k as c_k, id as coordinator_id from bench_coordinators) c
      on (c_agency, c_city, c_k) = (p.agency_id, p.city_id, p.k)
    order by created_at`,
    p.values,
  );
};
