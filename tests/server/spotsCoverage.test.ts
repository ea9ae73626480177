import { PgDialect } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPORT_TIME_ZONE } from '../../server/modules/reports/service';
import { spotsCoverageReport } from '../../server/modules/reports/types/spotsCoverage';
import { SESSION_CONTACTS_COLUMNS, SESSION_CONTACTS_SQL } from '../../server/modules/stats/rebuild';
import { withServer } from './harness';

/**
 * Issue 28 point 3: the coverage report reads its period's sessions and their counts kept in
 * session_contacts, no longer all the contact events. Its rows must stay those the report gave
 * before; REFERENCE is the report's statement as it was (joining the contact events themselves).
 */
const h = withServer();
const dialect = new PgDialect();

interface Filters {
  dateStart: string;
  dateEnd: string;
  agencies: number[] | null;
  cities: number[] | null;
  regions: number[] | null;
}

const REFERENCE = `
  with period as (
    select s.id, s.spot_id, s.consultant_id, s.status, s.planned_start_time, s.start_time,
      coalesce(s.stop_time, least(now(), s.planned_end_time)) as stop_time
    from sessions s join users u on u.id = s.consultant_id
    where s.status <> 'DELETED' and s.spot_id is not null
      and s.planned_start_time >= ($1::date)::timestamp at time zone $6
      and s.planned_start_time < ($2::date + 1)::timestamp at time zone $6
      and ($3::int[] is null or u.agency_id = any($3::int[]))
  ), by_spot as (
    select p.spot_id, count(*)::int as sessions,
      count(*) filter (where p.status in ('STARTED', 'COMPLETED'))::int as held,
      round(coalesce(sum(extract(epoch from (p.stop_time - p.start_time))) filter (
        where p.status in ('STARTED', 'COMPLETED') and p.start_time is not null and p.stop_time > p.start_time), 0)
        / 3600.0, 1)::float8 as hours,
      count(distinct p.consultant_id)::int as consultants,
      string_agg(distinct trim(u.last_name || ' ' || u.first_name), ', ') as names,
      to_char(min(p.planned_start_time) at time zone $6, 'YYYY-MM-DD') as first_day,
      to_char(max(p.planned_start_time) at time zone $6, 'YYYY-MM-DD') as last_day
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
  where sp.removed_at is null
    and ($4::int[] is null or sp.city_id = any($4::int[]))
    and ($5::int[] is null or ci.region_id = any($5::int[]))
  order by r.title nulls last, ci.title nulls last, sp.title, sp.id`;

const reference = async (f: Filters) =>
  (
    await h.pool.query({
      text: REFERENCE,
      values: [f.dateStart, f.dateEnd, f.agencies, f.cities, f.regions, REPORT_TIME_ZONE],
      rowMode: 'array',
    })
  ).rows;

const report = async (f: Filters) => {
  const { sql, params } = dialect.sqlToQuery(
    spotsCoverageReport({ ...f, activities: null }, REPORT_TIME_ZONE).query,
  );
  return (await h.pool.query({ text: sql, values: params, rowMode: 'array' })).rows;
};

const q = async (text: string, values: unknown[] = []) => (await h.pool.query(text, values)).rows;

let filterSets: Filters[] = [];

beforeAll(async () => {
  // Beside the demo history: a running session (hours up to now), a corrupted one with contacts
  // (not held: its contacts are not counted), one without a spot, and two consultants of one name.
  const [spot] = await q('select id, city_id from spots where removed_at is null order by id limit 1');
  const consultants = await q(
    `select id, agency_id from users where role = 'CONSULTANT' order by id limit 2`,
  );
  await q(`update users set last_name = 'Тезка', first_name = 'Один' where id = any($1::int[])`, [
    consultants.map((c) => c.id),
  ]);
  const session = async (consultant: number, spotId: number | null, status: string, hoursAgo: number) =>
    (
      await q(
        `insert into sessions (consultant_id, spot_id, city_id, status, planned_start_time, planned_end_time, start_time, stop_time)
         values ($1, $2, $3, $4::text, now() - make_interval(hours => $5), now() + interval '2 hours',
           now() - make_interval(hours => $5), case when $4::text = 'STARTED' then null else now() - interval '1 hour' end)
         returning id`,
        [consultant, spotId, spot.city_id, status, hoursAgo],
      )
    )[0].id;
  const running = await session(consultants[0].id, spot.id, 'STARTED', 3);
  const corrupted = await session(consultants[1].id, spot.id, 'CORRUPTED', 5);
  const noSpot = await session(consultants[1].id, null, 'COMPLETED', 6);
  for (const [i, id] of [running, corrupted, noSpot].entries())
    await q(
      `insert into contact_events (session_id, client_id, start_time, registration_time, exchange_time)
       select $1, 'cov-' || $2 || '-' || g, now() - interval '1 hour',
         case when g % 3 = 0 then now() end, case when g % 4 = 0 then now() end
       from generate_series(1, 7) g`,
      [id, i],
    );
  const [range] = await q(
    `select to_char(min(planned_start_time) at time zone $1, 'YYYY-MM-DD') as first,
       to_char(max(planned_start_time) at time zone $1, 'YYYY-MM-DD') as last,
       to_char(now() at time zone $1, 'YYYY-MM') as month
     from sessions`,
    [REPORT_TIME_ZONE],
  );
  const [city] = await q('select id, region_id from cities where id = $1', [spot.city_id]);
  const all = { dateStart: range.first, dateEnd: range.last, agencies: null, cities: null, regions: null };
  const month = { ...all, dateStart: `${range.month}-01`, dateEnd: `${range.month}-28` };
  filterSets = [
    all,
    month,
    { ...all, agencies: [consultants[0].agency_id] },
    { ...month, agencies: [consultants[1].agency_id, consultants[0].agency_id] },
    { ...all, cities: [city.id] },
    { ...all, regions: [city.region_id] },
    { ...all, dateStart: '2000-01-01', dateEnd: '2000-01-31' },
  ];
});

describe('spots_coverage_report at volume (issue 28 point 3)', () => {
  it('gives the rows the report gave before, for the whole period, a month, agencies, cities and regions', async () => {
    const [{ contacts }] = await q('select count(*)::int as contacts from contact_events');
    expect(contacts).toBeGreaterThan(100);
    for (const filters of filterSets) {
      const expected = await reference(filters);
      expect(expected.length).toBeGreaterThan(0);
      expect(await report(filters), JSON.stringify(filters)).toEqual(expected);
    }
    // The demo history is covered: spots with sessions, contacts and consultants' names.
    const whole = await report(filterSets[0]);
    expect(whole.some((r) => r[10] > 0 && r[9] && r[14] === 'да')).toBe(true);
  });

  it("keeps each session's contact counts as contacts are posted, changed, moved and deleted", async () => {
    const [a, b] = await q(
      `select id from sessions where status = 'COMPLETED' and spot_id is not null order by id desc limit 2`,
    );
    const recount = async () =>
      q(
        `select s.id, coalesce(k.contacts, 0) as kept, coalesce(k.effective, 0) as kept_effective,
           (select count(*)::int from contact_events e where e.session_id = s.id) as contacts,
           (select count(*)::int from contact_events e where e.session_id = s.id
              and (e.registration_time is not null or e.exchange_time is not null)) as effective
         from sessions s left join session_contacts k on k.session_id = s.id where s.id = any($1::int[])`,
        [[a.id, b.id]],
      );
    const agree = async () => {
      for (const r of await recount()) {
        expect(r.kept).toBe(r.contacts);
        expect(r.kept_effective).toBe(r.effective);
      }
      for (const filters of filterSets.slice(0, 3))
        expect(await report(filters)).toEqual(await reference(filters));
    };
    await q(
      `insert into contact_events (session_id, client_id, start_time) select $1, 'keep-' || g, now() from generate_series(1, 4) g`,
      [a.id],
    );
    await agree();
    await q(`update contact_events set registration_time = now() where client_id in ('keep-1', 'keep-2')`);
    await agree();
    await q(`update contact_events set exchange_time = now() where client_id = 'keep-1'`);
    await agree();
    await q(`update contact_events set session_id = $1 where client_id in ('keep-2', 'keep-3')`, [b.id]);
    await agree();
    await q(`update contact_events set registration_time = null where client_id = 'keep-2'`);
    await agree();
    await q(`delete from contact_events where client_id like 'keep-%'`);
    await agree();
    const [before] = await recount();
    expect(before.kept).toBe(before.contacts);
  });

  it("shows a contact added to a held session in its spot's row at once", async () => {
    const rows = async () => (await report(filterSets[0])).map((r) => [r[0], r[10]]);
    const before = await rows();
    const [held] = await q(
      `select s.id from sessions s where s.status = 'COMPLETED' and s.spot_id is not null order by s.id desc limit 1`,
    );
    await q(
      `insert into contact_events (session_id, client_id, start_time, exchange_time) values ($1, 'field-1', now(), now())`,
      [held.id],
    );
    const after = await rows();
    expect(after).not.toEqual(before);
    expect(after).toEqual((await reference(filterSets[0])).map((r) => [r[0], r[10]]));
  });
  it('follows a session with contacts moved to another spot, start, consultant or status (migration 0032)', async () => {
    // The report sums contacts by session_contacts' copy of each session's spot, start, consultant
    // and held; after every change the copy equals a full recount and the report the reference.
    const [moved] = await q(
      `select s.id, s.spot_id, s.consultant_id, s.planned_start_time from sessions s
       where s.status = 'COMPLETED' and s.spot_id is not null
         and exists (select 1 from contact_events e where e.session_id = s.id)
       order by s.id desc limit 1`,
    );
    const [otherSpot] = await q(
      'select id from spots where removed_at is null and id <> $1 order by id desc limit 1',
      [moved.spot_id],
    );
    const [otherConsultant] = await q(
      `select u.id from users u join users c on c.id = $1
       where u.role = 'CONSULTANT' and u.agency_id is distinct from c.agency_id and u.has_sessions limit 1`,
      [moved.consultant_id],
    );
    expect(otherConsultant).toBeDefined();
    const differences = async () =>
      q(
        `with recount as (${SESSION_CONTACTS_SQL}),
           kept as (select ${SESSION_CONTACTS_COLUMNS} from session_contacts where (contacts, effective) <> (0, 0))
         (table kept except table recount) union all (table recount except table kept)`,
      );
    const rowOf = async () =>
      (
        await q('select spot_id, consultant_id, held from session_contacts where session_id = $1', [moved.id])
      )[0];
    const agree = async () => {
      expect(await differences()).toEqual([]);
      for (const filters of filterSets)
        expect(await report(filters), JSON.stringify(filters)).toEqual(await reference(filters));
    };
    await agree();
    await q('update sessions set spot_id = $2 where id = $1', [moved.id, otherSpot.id]);
    expect((await rowOf()).spot_id).toBe(otherSpot.id);
    await agree();
    await q('update sessions set consultant_id = $2 where id = $1', [moved.id, otherConsultant.id]);
    expect((await rowOf()).consultant_id).toBe(otherConsultant.id);
    await agree();
    await q(`update sessions set status = 'CORRUPTED' where id = $1`, [moved.id]);
    expect((await rowOf()).held).toBe(false);
    await agree();
    await q(`update sessions set status = 'COMPLETED' where id = $1`, [moved.id]);
    expect((await rowOf()).held).toBe(true);
    await q(
      `update sessions set planned_start_time = planned_start_time - interval '40 days' where id = $1`,
      [moved.id],
    );
    await agree();
    // A session's first contact writes its row with the session's figures, the next ones add.
    const [fresh] = await q(
      `insert into sessions (consultant_id, spot_id, city_id, status, planned_start_time, planned_end_time, start_time)
       select s.consultant_id, s.spot_id, s.city_id, 'STARTED', now() - interval '1 hour', now() + interval '3 hours',
         now() - interval '1 hour'
       from sessions s where s.id = $1 returning id, spot_id, consultant_id`,
      [moved.id],
    );
    for (const [i, registered] of [true, false].entries())
      await q(
        `insert into contact_events (session_id, client_id, start_time, registration_time)
         values ($1, 'first-' || $2::text, now(), case when $3::boolean then now() end)`,
        [fresh.id, i, registered],
      );
    expect(
      (
        await q(
          'select spot_id, consultant_id, held, contacts, effective from session_contacts where session_id = $1',
          [fresh.id],
        )
      )[0],
    ).toEqual({
      spot_id: fresh.spot_id,
      consultant_id: fresh.consultant_id,
      held: true,
      contacts: 2,
      effective: 1,
    });
    await agree();
  });
});
