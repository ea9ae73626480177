import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TIMELINE_CONTACTS } from '../../bench/data/contacts';
import { generateBenchData } from '../../bench/data/generate';
import { planStaff, STAFF_SHARES } from '../../bench/data/people';
import { BENCH_COORDINATOR, SESSION_AGENCIES } from '../../bench/data/sessions';
import type { BenchSizes } from '../../bench/data/sizes';
import { SESSION_STATUSES } from '../../domain/constants';
import { buildApp } from '../../server/app';
import { connect, type Database } from '../../server/db';
import { withDatabase } from '../../server/db/embedded';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed';
import {
  AGGREGATE_DIFFERENCES_SQL,
  SESSION_CONTACTS_COLUMNS,
  SESSION_CONTACTS_SQL,
} from '../../server/modules/stats/rebuild';

/** The production-volume generator (npm run bench:data) at a tiny size, into a database of its own. */
const TINY: BenchSizes = {
  users: 3000,
  bigTeam: 40,
  brands: 12,
  formats: 500,
  consultants: 90,
  spots: 30,
  sessions: 5000,
  contacts: 20_000,
};
const SESSION_AGENCY_TITLES = SESSION_AGENCIES.map((a) => a.title);
const name = `bench_${randomBytes(6).toString('hex')}`;
const url = withDatabase(inject('pgAdminUrl'), name);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-data-test-'));
let database: Database;
let app: FastifyInstance;
/** The demo data's own counts, from a clone of the tests' seeded template. */
let baseline: {
  users: number;
  brands: number;
  formats: number;
  sessions: number;
  contacts: number;
  bigTeam: number;
};

const withAdmin = async <T>(work: (admin: pg.Client) => Promise<T>) => {
  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
};

const demoCounts = async () => {
  const demo = `${name}_demo`;
  await withAdmin((admin) => admin.query(`create database ${demo} template ${inject('pgTemplate')}`));
  const client = new pg.Client({ connectionString: withDatabase(url, demo) });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select (select count(*) from users)::int as users, (select count(*) from brands)::int as brands,
        (select count(*) from formats)::int as formats, (select count(*) from sessions)::int as sessions,
        (select count(*) from contact_events)::int as contacts,
        (select count(*) from users where manager_id = (select id from users where email = $1))::int as "bigTeam"`,
      [DEMO_ACCOUNTS.COORDINATOR],
    );
    return rows[0];
  } finally {
    await client.end();
    await withAdmin((admin) => admin.query(`drop database if exists ${demo} with (force)`));
  }
};

const one = async (sql: string, values: unknown[] = []) => (await database.pool.query(sql, values)).rows[0];
const count = async (sql: string, values: unknown[] = []) => Number((await one(sql, values)).count);
/** Issue 9's generated people (every demo account is @demo.kz; the session agencies' staff apart). */
const generated = (alias = 'users') =>
  `${alias}.email not like '%@demo.kz' and ${alias}.agency_id not in (select id from agencies where title = any('{${SESSION_AGENCY_TITLES.join(',')}}'))`;
/** The session agencies' staff (issue 12). */
const fieldStaff = (alias = 'users') =>
  `${alias}.agency_id in (select id from agencies where title = any('{${SESSION_AGENCY_TITLES.join(',')}}'))`;
const login = (email: string, password = DEMO_PASSWORD) =>
  app.inject({ method: 'POST', url: '/api/token/', payload: { email, password } });

beforeAll(async () => {
  baseline = await demoCounts();
  // Foreign keys checked row by row: the generator must only link rows that exist.
  await generateBenchData(url, TINY, { log: () => {}, checkForeignKeys: true });
  database = connect(url, 2);
  app = await buildApp({
    db: database.db,
    pool: database.pool,
    config: {
      jwtSecret: 'test-secret-that-is-long-enough-for-hs256-000',
      tokenTtlSeconds: 3600,
      logLevel: 'silent',
      dataDir,
      publicUrl: 'http://app.test',
    },
    logger: false,
  });
});

afterAll(async () => {
  await app?.close();
  await database?.pool.end();
  await withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run bench:data at a tiny size', () => {
  it('adds the sizes asked for beside the demo data', async () => {
    const staff = await count(`select count(*) from users where ${fieldStaff()}`);
    expect(await count('select count(*) from users')).toBe(baseline.users + TINY.users + staff);
    expect(await count(`select count(*) from users where ${generated()}`)).toBe(TINY.users);
    expect(await count('select count(*) from brands')).toBe(baseline.brands + TINY.brands);
    expect(await count('select count(*) from formats')).toBe(baseline.formats + TINY.formats);
    expect(await count('select count(*) from sessions')).toBe(baseline.sessions + TINY.sessions);
    expect(await count('select count(*) from spots where is_active')).toBe(TINY.spots);
    // The demo's 60 days of contacts stay; the generator adds exactly the size asked for.
    expect(await count('select count(*) from contact_events')).toBe(baseline.contacts + TINY.contacts);
  });

  it("divides the staff as planned: HR's approved list, new, fired, the second agency", async () => {
    const byList = (
      await database.pool.query(
        `select a.title, case when u.is_fired then 'fired' when u.verified_by_agency then 'approved' else 'new' end as list,
        count(*)::int as n
      from users u join agencies a on a.id = u.agency_id where ${generated('u')} group by 1, 2`,
      )
    ).rows;
    const n = (title: string, list: string) =>
      byList.find((r) => r.title === title && r.list === list)?.n ?? 0;
    expect(n('Промо Старт', 'approved')).toBe(Math.round(TINY.users * STAFF_SHARES.promo.approved));
    expect(n('Промо Старт', 'new')).toBe(Math.round(TINY.users * STAFF_SHARES.promo.applicants));
    expect(n('Промо Старт', 'fired')).toBe(Math.round(TINY.users * STAFF_SHARES.promo.fired));
    expect(
      n('Вектор Маркетинг', 'approved') + n('Вектор Маркетинг', 'new') + n('Вектор Маркетинг', 'fired'),
    ).toBeGreaterThan(0);
    // Each role of each list as planned, and every employee in an agency.
    const planned = planStaff(TINY, baseline.bigTeam).reduce((sum, s) => sum + s.count, 0);
    expect(planned).toBe(TINY.users);
    expect(
      await count(`select count(*) from users where ${generated()} and (agency_id is null
      or role not in ('CONSULTANT', 'COORDINATOR', 'AGENCY_MANAGER'))`),
    ).toBe(0);
  });

  it('gives coordinator@demo.kz a team of exactly BENCH_BIG_TEAM, and managers above coordinators', async () => {
    const coordinator = await one('select id from users where email = $1', [DEMO_ACCOUNTS.COORDINATOR]);
    expect(await count('select count(*) from users where manager_id = $1', [coordinator.id])).toBe(
      TINY.bigTeam,
    );
    expect(
      await count(`select count(*) from users where manager_id = $1 and role <> 'CONSULTANT'`, [
        coordinator.id,
      ]),
    ).toBe(0);
    // Other teams: a consultant's coordinator is an approved coordinator of the same agency.
    expect(
      await count(`select count(*) from users u join users m on m.id = u.manager_id
      where u.role = 'CONSULTANT' and ${generated('u')}
        and (m.role <> 'COORDINATOR' or m.agency_id <> u.agency_id)`),
    ).toBe(0);
    expect(
      await count(`select count(*) from users u join users m on m.id = u.manager_id
      where u.role = 'COORDINATOR' and m.role = 'AGENCY_MANAGER' and ${generated('u')}`),
    ).toBeGreaterThan(0);
    // The generated sessions carry their consultant's team (migration 0031_team_scope), loaded
    // though they are with the ordinary triggers off: the coordinators' lists read it.
    expect(
      await count(`select count(*) from sessions s join users u on u.id = s.consultant_id
        where s.manager_id is distinct from u.manager_id`),
    ).toBe(0);
    expect(await count('select count(*) from sessions where manager_id is not null')).toBeGreaterThan(0);
  });

  it('writes unique e-mails, gender-consistent names and the demo password hash', async () => {
    expect(await count(`select count(*) - count(distinct lower(email)) as count from users`)).toBe(0);
    expect(await count(`select count(distinct password_hash) as count from users`)).toBe(1);
    expect(
      await count(`select count(*) from users where ${generated()} and (
      (gender = 1 and mid_name not like '%ич') or (gender = 0 and mid_name not like '%на'))`),
    ).toBe(0);
    expect(
      await count(`select count(*) from users where ${generated()} and last_name !~ '^[А-ЯЁ][а-яё]+$'`),
    ).toBe(0);
  });

  it("lets a generated employee of HR's approved list sign in with the demo password", async () => {
    const employee = await one(`select u.email from users u join agencies a on a.id = u.agency_id
      where ${generated('u')} and a.title = 'Промо Старт' and u.role = 'CONSULTANT'
        and u.verified_by_agency and not u.is_fired limit 1`);
    const res = await login(employee.email);
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toBeTruthy();
    expect((await login(DEMO_ACCOUNTS.AGENCY_HR)).statusCode).toBe(200);
  });

  it("plans sessions of approved consultants at their city's spots, with consistent times", async () => {
    const statuses = (await database.pool.query('select distinct status from sessions')).rows.map(
      (r) => r.status,
    );
    for (const status of statuses) expect(SESSION_STATUSES).toContain(status);
    expect(
      await count(`select count(*) from sessions s join users u on u.id = s.consultant_id
      where not u.verified_by_agency or u.is_fired or u.role <> 'CONSULTANT'`),
    ).toBe(0);
    // The generated sessions are the session agencies' consultants' (the demo's stay the demo's).
    expect(
      await count(`select count(*) from sessions s join users u on u.id = s.consultant_id
      where u.email not like '%@demo.kz' and not ${fieldStaff('u')}`),
    ).toBe(0);
    expect(
      await count(`select count(*) from sessions s join spots p on p.id = s.spot_id
      where p.city_id <> s.city_id`),
    ).toBe(0);
    expect(
      await count(`select count(*) from sessions where planned_end_time <= planned_start_time
      or (status = 'PLANNED' and (planned_start_time < now() or start_time is not null))
      or (status = 'COMPLETED' and (stop_time <= start_time or planned_start_time > now()))`),
    ).toBe(0);
  });

  it('gives the session agencies TINY.consultants consultants in teams under their coordinators', async () => {
    expect(
      await count(`select count(*) from users u where ${fieldStaff('u')} and u.role = 'CONSULTANT'`),
    ).toBe(TINY.consultants);
    expect(
      await count(`select count(*) from users u left join users m on m.id = u.manager_id
      where ${fieldStaff('u')} and u.role = 'CONSULTANT'
        and (m.role is distinct from 'COORDINATOR' or m.agency_id <> u.agency_id or m.city_id <> u.city_id)`),
    ).toBe(0);
    const coordinator = await one('select id from users where email = $1', [BENCH_COORDINATOR]);
    expect(await count('select count(*) from users where manager_id = $1', [coordinator.id])).toBeGreaterThan(
      0,
    );
    expect((await login(BENCH_COORDINATOR)).statusCode).toBe(200);
  });

  it('spreads contact events within their sessions, one session with the timeline of 300', async () => {
    expect(
      await count(`select count(*) from contact_events e join sessions s on s.id = e.session_id
      where s.status not in ('COMPLETED', 'CORRUPTED', 'STARTED') or e.start_time < s.start_time
        or e.stop_time > coalesce(s.stop_time, now())
        or e.stop_time < e.start_time or (e.denial_time is null) <> (e.denial_reason is null)`),
    ).toBe(0);
    const timeline = await one(`select value from bench_progress where step = 'timeline'`);
    expect(await count('select count(*) from contact_events where session_id = $1', [timeline.value])).toBe(
      TIMELINE_CONTACTS,
    );
  });

  it("fills the statistics' aggregates, equal to a recount of the sessions and contacts (issue 24)", async () => {
    expect(await count('select count(*) from stat_days where contacts > 0')).toBeGreaterThan(0);
    expect((await database.pool.query(AGGREGATE_DIFFERENCES_SQL)).rows).toEqual([]);
    // Each session's contact counts with its spot, start, consultant and held (the coverage
    // report's figures, migration 0034_coverage_figures), for every session with contacts.
    const sessionContacts = await database.pool.query(
      `with recount as (${SESSION_CONTACTS_SQL}),
         kept as (select ${SESSION_CONTACTS_COLUMNS} from session_contacts)
       (table kept except table recount) union all (table recount except table kept)`,
    );
    expect(sessionContacts.rows).toEqual([]);
    expect(
      await count('select count(*) from session_contacts where held and spot_id is not null'),
    ).toBeGreaterThan(0);
  });

  it('adds nothing when run again on the same database (BENCH_KEEP=1)', async () => {
    const before = await one(`select (select count(*) from users)::int as users,
      (select count(*) from sessions)::int as sessions, (select count(*) from contact_events)::int as contacts`);
    await generateBenchData(url, TINY, { log: () => {}, checkForeignKeys: true, keep: true });
    const after = await one(`select (select count(*) from users)::int as users,
      (select count(*) from sessions)::int as sessions, (select count(*) from contact_events)::int as contacts`);
    expect(after).toEqual(before);
  });
});
