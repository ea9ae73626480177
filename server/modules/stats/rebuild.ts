/**
 * The statistics' aggregates counted afresh from the sessions and contact events, as the triggers
 * of migration 0021_stats keep them (domain/stats.ts defines each figure). The bench data's bulk
 * step fills the aggregates with it after its COPY; the tests compare the kept rows with it.
 */
const SESSION_FIGURES = `coalesce(s.activity_id, 0) as activity_id,
    (s.planned_start_time at time zone 'Asia/Almaty')::date as day, s.consultant_id, count(*)::int as sessions,
    sum(case when s.start_time is not null and s.stop_time > s.start_time
      then floor(extract(epoch from s.stop_time - s.start_time))::bigint else 0 end)::bigint as work_seconds,
    coalesce(sum(c.contacts), 0)::int as contacts, coalesce(sum(c.effective), 0)::int as effective,
    coalesce(sum(c.informational), 0)::int as informational, coalesce(sum(c.reg), 0)::int as reg,
    coalesce(sum(c.swap), 0)::int as swap, coalesce(sum(c.compliment), 0)::int as compliment`;
const CONTACT_FIGURES = `count(*) as contacts,
    count(*) filter (where e.registration_time is not null or e.exchange_time is not null) as effective,
    count(*) filter (where e.registration_time is null and e.exchange_time is null and e.denial_time is null) as informational,
    count(e.registration_time) as reg, count(e.exchange_time) as swap, count(e.compliment_time) as compliment`;

/** Every held session's figures by activity, day and consultant (one pass over the contacts). */
export const RECOUNT_SQL = `
  select ${SESSION_FIGURES}
  from sessions s left join (
    select e.session_id, ${CONTACT_FIGURES} from contact_events e group by e.session_id
  ) c on c.session_id = s.id
  where s.status in ('STARTED', 'COMPLETED')
  group by 1, 2, 3`;

/** The same for the sessions a condition on `s` picks (each session's contacts by its index). */
export const recountWhereSql = (where: string) => `
  select ${SESSION_FIGURES}
  from sessions s cross join lateral (
    select ${CONTACT_FIGURES} from contact_events e where e.session_id = s.id
  ) c
  where s.status in ('STARTED', 'COMPLETED') and ${where}
  group by 1, 2, 3`;

export const STAT_COLUMNS =
  'sessions, work_seconds, contacts, effective, informational, reg, swap, compliment';
const COLUMNS = STAT_COLUMNS;
const SUMS = COLUMNS.split(', ')
  .map((c) => `sum(${c})`)
  .join(', ');

/**
 * Each session's contacts and effective ones, with its spot, planned start, consultant and whether
 * it is held, as the contact_events and sessions triggers keep session_contacts (migrations
 * 0030_session_contacts and 0034_coverage_figures).
 */
export const SESSION_CONTACTS_COLUMNS =
  'session_id, contacts, effective, spot_id, planned_start_time, consultant_id, held';
export const SESSION_CONTACTS_SQL = `
  select c.session_id, c.contacts, c.effective, s.spot_id, s.planned_start_time, s.consultant_id,
    coalesce(s.status in ('STARTED', 'COMPLETED'), false) as held
  from (
    select session_id, count(*)::int as contacts,
      count(*) filter (where registration_time is not null or exchange_time is not null)::int as effective
    from contact_events group by session_id
  ) c left join sessions s on s.id = c.session_id`;

/** The statements that replace the aggregates with a full recount (one transaction is the caller's). */
export const REBUILD_STATEMENTS = [
  'truncate stat_days, stat_activity_days, session_contacts',
  // Each session's contact counts (migration 0030_session_contacts; the coverage report reads them).
  `insert into session_contacts (${SESSION_CONTACTS_COLUMNS}) ${SESSION_CONTACTS_SQL}`,
  `insert into stat_days (activity_id, day, consultant_id, ${COLUMNS}) ${RECOUNT_SQL}`,
  `insert into stat_activity_days (activity_id, day, shard, ${COLUMNS})
    select activity_id, day, consultant_id % 16, ${SUMS} from stat_days group by 1, 2, 3`,
];

/** Rows of the kept aggregates that differ from a recount (none when they agree). */
export const AGGREGATE_DIFFERENCES_SQL = `
  with kept as (
    select activity_id, day, consultant_id, ${COLUMNS} from stat_days
    where (${COLUMNS.split(', ').join(', ')}) <> (0, 0, 0, 0, 0, 0, 0, 0)
  ), recount as (${RECOUNT_SQL}),
  shards as (
    select activity_id, day, shard, ${COLUMNS} from stat_activity_days
    where (${COLUMNS}) <> (0, 0, 0, 0, 0, 0, 0, 0)
  ), shard_recount as (
    select activity_id, day, consultant_id % 16 as shard, ${SUMS} from recount group by 1, 2, 3
  )
  select 'stat_days' as tbl, * from ((table kept except table recount) union all (table recount except table kept)) d
  union all
  select 'stat_activity_days', * from ((table shards except table shard_recount) union all (table shard_recount except table shards)) d`;
