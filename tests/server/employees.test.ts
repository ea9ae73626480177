import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../domain/roles';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { withServer } from './harness';

const h = withServer();
const tokens = {} as Record<Role, string>;
const DECIDERS: Role[] = ['HQ', 'AGENCY_HR'];
const NOT_DECIDERS = ROLES.filter((r) => !DECIDERS.includes(r));
const READERS: Role[] = ['HQ', 'AGENCY_HR', 'AGENCY_MANAGER'];
const NOT_READERS = ROLES.filter((r) => !READERS.includes(r));

const LIST = `query ($q: String, $isnull: Boolean, $verified: Boolean, $fired: Boolean, $first: Int, $after: String, $orderBy: String) {
  agencyEmployees(searchString_Icontains: $q, verifiedByAgency_Isnull: $isnull, verifiedByAgency: $verified,
    isFired: $fired, role_In: ["COORDINATOR", "CONSULTANT", "AGENCY_MANAGER"], first: $first, after: $after, orderBy: $orderBy) {
    totalCount
    edges { node { id lastName firstName email role verifiedByAgency isFired firedReason firedTimeStr
      startWorkTime verifiedUntil approvalExpired agency { id title } } }
    pageInfo { hasNextPage endCursor }
  }
}`;
const list = async (token: string, vars: Record<string, unknown>) => {
  const res = await h.gql(token, LIST, { first: 100, ...vars });
  if (res.errors) return res;
  return res.data.agencyEmployees;
};
const nodes = (conn: any) => conn.edges.map((e: any) => e.node);
const idOf = async (email: string) =>
  Number((await h.pool.query('select id from users where email = $1', [email])).rows[0].id);
const userRow = async (id: number) =>
  (
    await h.pool.query(
      `select verified_by_agency, is_fired, fired_reason, fired_time, start_work_time, verified_until
       from users where id = $1`,
      [id],
    )
  ).rows[0];
const events = async (id: number) =>
  (await h.pool.query('select kind, actor_id, details from user_events where user_id = $1 order by id', [id]))
    .rows;
const loginAs = (email: string) => h.rest('POST', '/api/token/', null, { email, password: DEMO_PASSWORD });
const now = () => Math.floor(Date.now() / 1000);
const DAY = 86400;

let hrId: number;
let vectorHr: string;
let vectorHrId: number;

beforeAll(async () => {
  for (const role of ROLES) tokens[role] = await h.login(role);
  hrId = await idOf('hr@demo.kz');
  vectorHr = (await loginAs('hr.vector@demo.kz')).body.token;
  vectorHrId = await idOf('hr.vector@demo.kz');
});

describe('the employee lists (agencyEmployees)', () => {
  it('AGENCY_HR sees only its agency, in three lists, ordered by last name', async () => {
    const fresh = await list(tokens.AGENCY_HR, { isnull: true, fired: false });
    const approved = await list(tokens.AGENCY_HR, { verified: true, fired: false });
    const fired = await list(tokens.AGENCY_HR, { fired: true });
    for (const conn of [fresh, approved, fired])
      for (const n of nodes(conn)) expect(n.agency.title).toBe('Промо Старт');
    expect(nodes(fresh).every((n: any) => n.verifiedByAgency === null && !n.isFired)).toBe(true);
    expect(nodes(fresh).map((n: any) => n.email)).toContain('k.ospanova@demo.kz');
    expect(nodes(approved).every((n: any) => n.verifiedByAgency === true && n.verifiedUntil > now())).toBe(
      true,
    );
    expect(nodes(fired).map((n: any) => n.lastName)).toEqual(['Ли', 'Токарев']);
    const names = nodes(approved).map((n: any) => n.lastName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ru')));
    // Only the roles the lists show: the agency's HR is not its own employee.
    expect(nodes(approved).map((n: any) => n.role)).not.toContain('AGENCY_HR');
  });

  it('pages seven at a time with totalCount and cursors', async () => {
    const first = await list(tokens.AGENCY_HR, { isnull: true, first: 7 });
    expect(first.edges).toHaveLength(7);
    expect(first.totalCount).toBeGreaterThan(7);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const next = await list(tokens.AGENCY_HR, { isnull: true, first: 7, after: first.pageInfo.endCursor });
    expect(next.edges).toHaveLength(first.totalCount - 7);
  });

  it('searches by name', async () => {
    const found = await list(tokens.AGENCY_MANAGER, { q: 'иванова мар' });
    expect(nodes(found).map((n: any) => n.email)).toEqual(['m.ivanova@demo.kz']);
    expect((await list(tokens.AGENCY_MANAGER, { q: 'Кузнецов' })).totalCount).toBe(0); // another agency's
  });

  // A searched page walks the list's order reading only the name index's columns (issue 23
  // point 10, migration 0033_employee_walk), then reads its own rows: every page of every sort
  // must hold exactly the holders the plain query orders, for HQ and for an agency.
  it.each([
    ['HQ', 'ова'],
    ['HQ', 'а'],
    ['AGENCY_HR', 'ов'],
    ['AGENCY_HR', 'demo.kz'],
  ] as const)('%s pages a search for «%s» in every sort as the plain query orders it', async (role, q) => {
    const viewer = await idOf(role === 'HQ' ? 'hq@demo.kz' : 'hr@demo.kz');
    const agency = (await h.pool.query('select agency_id from users where id = $1', [viewer])).rows[0]
      .agency_id;
    const sorts = {
      lastName: 'last_name collate "ru-x-icu", id',
      '-lastName': 'last_name collate "ru-x-icu" desc, id desc',
      firstName: 'first_name collate "ru-x-icu", id',
      '-createdAt': 'created_at desc, id desc',
      startWorkTime: 'start_work_time nulls last, id',
    };
    for (const [orderBy, order] of Object.entries(sorts)) {
      const expected = (
        await h.pool.query(
          `select id from users where role in ('COORDINATOR', 'CONSULTANT', 'AGENCY_MANAGER')
             and agency_id is not null ${role === 'HQ' ? '' : `and agency_id = ${Number(agency)}`}
             and search_text like $1 order by ${order}`,
          [`%${q.toLowerCase()}%`],
        )
      ).rows.map((r) => String(r.id));
      expect(expected.length).toBeGreaterThan(3);
      const seen: string[] = [];
      let after: string | null = null;
      do {
        const page: any = await list(tokens[role], { q, first: 3, after, orderBy });
        expect(page.errors).toBeUndefined();
        seen.push(...nodes(page).map((n: any) => n.id));
        after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      } while (after);
      expect(seen, `${role} «${q}» by ${orderBy}`).toEqual(expected);
    }
  });

  it('HQ sees every agency', async () => {
    const all = await list(tokens.HQ, { isnull: true });
    const agencies = new Set(nodes(all).map((n: any) => n.agency.title));
    expect(agencies).toEqual(new Set(['Промо Старт', 'Вектор Маркетинг']));
  });

  it.each(NOT_READERS)('%s is refused', async (role) => {
    const res = await h.gql(tokens[role], LIST, { first: 7 });
    expect(res.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('approve: POST /api/users/{id}/verify/', () => {
  it('HR approves a new employee with a start work time and a term; history is recorded', async () => {
    const id = await idOf('k.ospanova@demo.kz');
    const start = now() - DAY;
    const res = await h.rest('POST', `/api/users/${id}/verify/`, tokens.AGENCY_HR, {
      startWorkTime: start,
      period: 3,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, verifiedByAgency: true, startWorkTime: start });
    const row = await userRow(id);
    expect(row.verified_by_agency).toBe(true);
    expect(row.verified_until.getTime() / 1000).toBeGreaterThan(now() + 85 * DAY);
    expect(row.verified_until.getTime() / 1000).toBeLessThan(now() + 93 * DAY);
    const [event] = await events(id);
    expect(event).toMatchObject({ kind: 'APPROVED', actor_id: hrId, details: { period: 3 } });
    // The approved employee can now log in and work.
    const login = await loginAs('k.ospanova@demo.kz');
    expect(login.body.user.verifiedByAgency).toBe(true);
    const profile = await h.gql(login.body.token, `{ profile(id: ${id}) { id verifiedByAgency } }`);
    expect(profile.data.profile.verifiedByAgency).toBe(true);
  });

  it('answers 400 per field for a missing or bad start time and period, changing nothing', async () => {
    const id = await idOf('n.belov@demo.kz');
    const res = await h.rest('POST', `/api/users/${id}/verify/`, tokens.AGENCY_HR, { period: 5 });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ startWorkTime: ['Это обязательное поле'], period: ['Выберите срок'] });
    expect((await userRow(id)).verified_by_agency).toBeNull();
  });

  it.each(NOT_DECIDERS)('%s is refused', async (role) => {
    const id = await idOf('n.belov@demo.kz');
    const res = await h.rest('POST', `/api/users/${id}/verify/`, tokens[role], { startWorkTime: now() });
    expect(res.status).toBe(403);
    expect((await userRow(id)).verified_by_agency).toBeNull();
  });

  it("another agency's HR is refused and nothing changes", async () => {
    const id = await idOf('n.belov@demo.kz');
    const res = await h.rest('POST', `/api/users/${id}/verify/`, vectorHr, { startWorkTime: now() });
    expect(res).toEqual({ status: 404, body: { detail: 'Не найдено' } });
    expect((await userRow(id)).verified_by_agency).toBeNull();
    expect(await events(id)).toEqual([]);
  });

  it('HQ approves in any agency; an unknown id is 404; HR is not an employee to approve', async () => {
    const id = await idOf('g.serikova@demo.kz');
    expect(
      (await h.rest('POST', `/api/users/${id}/verify/`, tokens.HQ, { startWorkTime: now() })).status,
    ).toBe(200);
    expect(
      (await h.rest('POST', '/api/users/999999/verify/', tokens.HQ, { startWorkTime: now() })).status,
    ).toBe(404);
    const hr = await h.rest('POST', `/api/users/${vectorHrId}/verify/`, tokens.HQ, { startWorkTime: now() });
    expect(hr.status).toBe(403);
  });
});

describe('fire: PATCH /api/users/{id}/ and DELETE /api/users/{id}/verify/', () => {
  it('HR fires with a reason and time: the user is logged out at once and cannot log in', async () => {
    const id = await idOf('d.tulegenova@demo.kz');
    const session = (await loginAs('d.tulegenova@demo.kz')).body.token;
    expect((await h.gql(session, `{ profile(id: ${id}) { id } }`)).data.profile.id).toBe(String(id));
    const firedTimeStr = new Date(Date.now() - 3600_000).toISOString();
    const res = await h.rest('PATCH', `/api/users/${id}/`, tokens.AGENCY_HR, {
      firedReason: 'Переезд в другой город',
      firedTimeStr,
      isFired: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isFired: true, firedReason: 'Переезд в другой город', firedTimeStr });
    const row = await userRow(id);
    expect(row).toMatchObject({
      verified_by_agency: false,
      is_fired: true,
      fired_reason: 'Переезд в другой город',
    });
    expect((await h.gql(session, `{ profile(id: ${id}) { id } }`)).errors[0].extensions.code).toBe(
      'UNAUTHENTICATED',
    );
    expect(
      await h.count(`select count(*) from auth_tokens where user_id = ${id} and revoked_at is null`),
    ).toBe(0);
    expect((await loginAs('d.tulegenova@demo.kz')).status).toBe(400);
    expect((await events(id)).at(-1)).toMatchObject({
      kind: 'FIRED',
      actor_id: hrId,
      details: { reason: 'Переезд в другой город' },
    });
    const fired = await list(tokens.AGENCY_HR, { fired: true });
    expect(nodes(fired).map((n: any) => n.email)).toContain('d.tulegenova@demo.kz');
  });

  it('needs a reason and a time not in the future (400 per field, nothing changed)', async () => {
    const id = await idOf('m.ivanova@demo.kz');
    const res = await h.rest('PATCH', `/api/users/${id}/`, tokens.AGENCY_HR, {
      firedReason: ' ',
      firedTimeStr: new Date(Date.now() + 3 * DAY * 1000).toISOString(),
      isFired: true,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      firedReason: ['Это обязательное поле'],
      firedTimeStr: ['Дата увольнения не может быть в будущем'],
    });
    expect((await userRow(id)).is_fired).toBe(false);
  });

  it.each(NOT_DECIDERS)('%s may not fire', async (role) => {
    const id = await idOf('m.ivanova@demo.kz');
    const body = { firedReason: 'x', firedTimeStr: new Date().toISOString(), isFired: true };
    expect((await h.rest('PATCH', `/api/users/${id}/`, tokens[role], body)).status).toBe(403);
    expect((await h.rest('DELETE', `/api/users/${id}/verify/`, tokens[role])).status).toBe(403);
    expect((await userRow(id)).is_fired).toBe(false);
  });

  it("another agency's HR may not fire and nothing changes", async () => {
    const id = await idOf('m.ivanova@demo.kz');
    const body = { firedReason: 'x', firedTimeStr: new Date().toISOString(), isFired: true };
    expect((await h.rest('PATCH', `/api/users/${id}/`, vectorHr, body)).status).toBe(404);
    expect((await h.rest('DELETE', `/api/users/${id}/verify/`, vectorHr)).status).toBe(404);
    expect(await userRow(id)).toMatchObject({ is_fired: false, verified_by_agency: true });
    expect((await events(id)).map((e: any) => e.kind)).toEqual(['APPROVED']);
  });

  it('DELETE /verify/ removes the verification of a new applicant (to the fired list)', async () => {
    const id = await idOf('t.pak@demo.kz');
    const res = await h.rest('DELETE', `/api/users/${id}/verify/`, tokens.AGENCY_HR);
    expect(res.status).toBe(200);
    expect(await userRow(id)).toMatchObject({ verified_by_agency: false, is_fired: true });
    expect((await events(id))[0]).toMatchObject({ kind: 'UNAPPROVED', actor_id: hrId });
    expect((await h.rest('DELETE', `/api/users/${id}/verify/`, tokens.AGENCY_HR)).status).toBe(400);
  });

  it('a fired employee can be taken back by approving again', async () => {
    const id = await idOf('t.pak@demo.kz');
    const res = await h.rest('POST', `/api/users/${id}/verify/`, tokens.AGENCY_HR, { startWorkTime: now() });
    expect(res.status).toBe(200);
    expect(await userRow(id)).toMatchObject({
      verified_by_agency: true,
      is_fired: false,
      fired_reason: null,
    });
    expect((await events(id)).at(-1)).toMatchObject({ kind: 'APPROVED', details: { rehired: true } });
    expect((await loginAs('t.pak@demo.kz')).status).toBe(200);
  });
});

describe('prolong: POST /api/users/prolongate/', () => {
  const ids = async () => [await idOf('consultant@demo.kz'), await idOf('b.saparov@demo.kz')];

  it('HR prolongs several approved employees by a term, from the end of the current one', async () => {
    const [a, b] = await ids();
    const before = [(await userRow(a)).verified_until, (await userRow(b)).verified_until];
    const res = await h.rest('POST', '/api/users/prolongate/', tokens.AGENCY_HR, {
      users_ids: [a, b],
      period: 1,
    });
    expect(res.status).toBe(200);
    for (const [i, id] of [a, b].entries()) {
      const until = (await userRow(id)).verified_until as Date;
      const days = (until.getTime() - before[i].getTime()) / (DAY * 1000);
      expect(days).toBeGreaterThanOrEqual(28);
      expect(days).toBeLessThanOrEqual(31);
      expect((await events(id)).at(-1)).toMatchObject({
        kind: 'PROLONGED',
        actor_id: hrId,
        details: { period: 1 },
      });
    }
    expect(res.body.users).toHaveLength(2);
  });

  it('an expired approval makes the profile inactive; prolonging restores it from today', async () => {
    const id = await idOf('consultant@demo.kz');
    await h.pool.query(`update users set verified_until = now() - interval '1 day' where id = $1`, [id]);
    const login = await loginAs('consultant@demo.kz');
    const own = `{ profile(id: ${id}) { id } }`;
    expect((await h.gql(login.body.token, own)).errors[0].extensions.code).toBe('PROFILE_INACTIVE');
    const res = await h.rest('POST', '/api/users/prolongate/', tokens.AGENCY_HR, {
      users_ids: [id],
      period: 1,
    });
    expect(res.status).toBe(200);
    expect(res.body.users[0].verifiedUntil).toBeGreaterThan(now() + 27 * DAY);
    expect((await h.gql(login.body.token, own)).data.profile.id).toBe(String(id));
  });

  it('is all or nothing: one employee of another agency refuses the whole request', async () => {
    const [a] = await ids();
    const foreign = await idOf('a.kuznetsov@demo.kz');
    const before = (await userRow(a)).verified_until;
    const res = await h.rest('POST', '/api/users/prolongate/', tokens.AGENCY_HR, {
      users_ids: [a, foreign],
      period: 3,
    });
    expect(res.status).toBe(404);
    expect((await userRow(a)).verified_until).toEqual(before);
    expect((await userRow(foreign)).verified_until).not.toBeNull();
  });

  it('refuses new or fired employees and bad input with per-field messages', async () => {
    const [a] = await ids();
    const fresh = await idOf('i.volkova@demo.kz');
    const res = await h.rest('POST', '/api/users/prolongate/', tokens.AGENCY_HR, {
      users_ids: [a, fresh],
      period: 3,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.users_ids).toEqual([
      'Продлить можно только одобренных и не уволенных сотрудников',
    ]);
    const empty = await h.rest('POST', '/api/users/prolongate/', tokens.AGENCY_HR, {
      users_ids: [],
      period: 2,
    });
    expect(empty.body.errors).toEqual({ users_ids: ['Выберите сотрудников'], period: ['Выберите срок'] });
  });

  it.each(NOT_DECIDERS)('%s may not prolong', async (role) => {
    const [a] = await ids();
    const res = await h.rest('POST', '/api/users/prolongate/', tokens[role], { users_ids: [a], period: 1 });
    expect(res.status).toBe(403);
  });

  it('HQ prolongs in any agency', async () => {
    const foreign = await idOf('a.kuznetsov@demo.kz');
    const res = await h.rest('POST', '/api/users/prolongate/', tokens.HQ, {
      users_ids: [foreign],
      period: 12,
    });
    expect(res.status).toBe(200);
  });
});
