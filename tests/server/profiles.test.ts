import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../domain/roles';
import { withServer } from './harness';

const h = withServer();
const tokens = {} as Record<Role, string>;
const ids: Record<string, number> = {};
const cityIds: Record<string, number> = {};
const crIds: Record<string, number> = {};

const FULL = `query ($id: ID!) { profile(id: $id) {
  id firstName lastName midName birthDate phone email role isFired firedReason firedTimeStr startWorkTime
  height weight closeSize breastSize waistSize thighSize features
  city { id title }
  agency { id title address email region { title } city { title } }
  manager { id firstName lastName phone email }
  userSet { id role lastName }
  teamTree { id role lastName managerId depth }
  crManager { id name } spotResponsible { id fullName }
  cities { title }
  history { kind details createdAtStr actor { firstName lastName role } }
  lastActiveSession { status } nearestPlannedSession { status }
} }`;
const full = (role: Role, email: string) => h.gql(tokens[role], FULL, { id: ids[email] });
const patch = (role: Role, email: string, body: unknown) =>
  h.rest('PATCH', `/api/users/${ids[email]}/`, tokens[role], body);
const getProfile = (role: Role, email: string) => h.rest('GET', `/api/users/${ids[email]}/`, tokens[role]);
const managerOf = async (email: string) =>
  (await h.pool.query('select manager_id from users where email = $1', [email])).rows[0].manager_id;
const eventsOf = (email: string, kind: string) =>
  h.count(`select count(*) from user_events where kind = '${kind}' and user_id = ${ids[email]}`);

beforeAll(async () => {
  for (const role of ROLES) tokens[role] = await h.login(role);
  for (const row of (await h.pool.query('select id, email from users')).rows) ids[row.email] = row.id;
  for (const row of (await h.pool.query('select id, title from cities')).rows) cityIds[row.title] = row.id;
  for (const row of (await h.pool.query('select id, name from cr_managers')).rows) crIds[row.name] = row.id;
});

describe('profile view rules (part 1 §6), the same through REST and GraphQL', () => {
  const cases: [Role, string, number][] = [
    ['CONSULTANT', 'consultant@demo.kz', 200],
    ['CONSULTANT', 'm.ivanova@demo.kz', 404],
    ['AUDITOR', 'consultant@demo.kz', 404],
    ['COORDINATOR', 'm.ivanova@demo.kz', 200],
    ['COORDINATOR', 'a.kuznetsov@demo.kz', 404],
    ['COORDINATOR', 'coordinator.astana@demo.kz', 404],
    ['AGENCY_HR', 'consultant@demo.kz', 200],
    ['AGENCY_HR', 'a.kuznetsov@demo.kz', 404],
    ['AGENCY_MANAGER', 'coordinator@demo.kz', 200],
    ['AGENCY_MANAGER', 'zh.amanova@demo.kz', 404],
    ['MANAGER_BU', 'consultant@demo.kz', 200],
    ['MANAGER_BU', 'a.kuznetsov@demo.kz', 404],
    ['HQ', 'a.kuznetsov@demo.kz', 200],
    ['HELPDESK', 'a.kuznetsov@demo.kz', 200],
  ];
  it.each(cases)('%s asking for %s: %i', async (role, email, status) => {
    const rest = await getProfile(role, email);
    expect(rest.status).toBe(status);
    const gql = await full(role, email);
    if (status === 200) {
      expect(rest.body.email).toBe(email);
      expect(gql.data.profile.email).toBe(email);
    } else {
      // Out of scope answers as missing: ids cannot be probed.
      expect(rest.body).toEqual({ detail: 'Не найдено' });
      expect(gql).toEqual({ data: { profile: null } });
    }
  });

  it('an unknown id is 404 through REST, and anonymous callers 401', async () => {
    expect((await h.rest('GET', '/api/users/987654/', tokens.HQ)).status).toBe(404);
    expect((await h.rest('GET', `/api/users/${ids['consultant@demo.kz']}/`, null)).status).toBe(401);
  });

  it("a coordinator's scope is the whole team tree, not only direct reports", async () => {
    // A senior consultant leading a small group under the coordinator.
    await h.pool.query('update users set manager_id = $1 where email = $2', [
      ids['m.ivanova@demo.kz'],
      'd.tulegenova@demo.kz',
    ]);
    try {
      expect((await getProfile('COORDINATOR', 'd.tulegenova@demo.kz')).status).toBe(200);
      const tree = (await full('COORDINATOR', 'coordinator@demo.kz')).data.profile.teamTree;
      const tulegenova = tree.find((m: any) => m.lastName === 'Тулегенова');
      expect(tulegenova).toMatchObject({ depth: 2, managerId: String(ids['m.ivanova@demo.kz']) });
    } finally {
      await h.pool.query('update users set manager_id = $1 where email = $2', [
        ids['coordinator@demo.kz'],
        'd.tulegenova@demo.kz',
      ]);
    }
  });
});

describe('the full profile (part 1 §3)', () => {
  it('shows every field that is set, the manager, the agency, the team tree and the sessions', async () => {
    const p = (await full('CONSULTANT', 'consultant@demo.kz')).data.profile;
    expect(p).toMatchObject({
      lastName: 'Садыков',
      midName: 'Ерикович',
      phone: '+7 701 111 22 33',
      height: 181,
      closeSize: 'M',
      city: { title: 'Алматы' },
      agency: { title: 'Промо Старт', address: 'г. Алматы, пр. Абая, 52', city: { title: 'Алматы' } },
      manager: { lastName: 'Нурланова', firstName: 'Асель' },
      crManager: { name: 'Ахметов Серик Болатович' },
      spotResponsible: { fullName: 'Ахметов Серик Болатович' },
      lastActiveSession: { status: 'COMPLETED' },
      nearestPlannedSession: { status: 'PLANNED' },
      isFired: false,
    });
    expect(p.birthDate).toBe(Date.parse('1999-04-17T00:00:00Z') / 1000);
  });

  it("an agency manager's own profile shows the team tree, coordinators then their consultants", async () => {
    const p = (await full('AGENCY_MANAGER', 'agency@demo.kz')).data.profile;
    expect(p.userSet.map((u: any) => u.lastName)).toEqual(['Абдуллаев', 'Нурланова']);
    const byDepth = (d: number) => p.teamTree.filter((m: any) => m.depth === d).map((m: any) => m.lastName);
    expect(byDepth(1)).toEqual(['Абдуллаев', 'Нурланова']);
    // Fired people are not in the team; the agency's consultants are.
    expect(byDepth(2)).toEqual(['Иванова', 'Оспанова', 'Садыков', 'Сапаров', 'Тулегенова']);
  });

  it("a supervisor's cities and the history (who, what, when)", async () => {
    const p = (await full('HQ', 'coordinator.shymkent@demo.kz')).data.profile;
    expect(p.cities.map((c: any) => c.title)).toEqual(['Алматы', 'Шымкент']);
    const history = (await full('CONSULTANT', 'consultant@demo.kz')).data.profile.history;
    expect(history.map((e: any) => e.kind)).toEqual(['SPOT_RESPONSIBLE_SET', 'MANAGER_SET', 'APPROVED']);
    expect(history[1].actor).toMatchObject({ lastName: 'Жумабеков', role: 'AGENCY_MANAGER' });
    expect(JSON.parse(history[1].details).to.name).toBe('Нурланова Асель');
  });

  it('userManager, getUserSpotResponsibles, users by manager and userCities follow the same scope', async () => {
    const q = `query ($id: ID!) { userManager(id: $id) { lastName } getUserSpotResponsibles(id: $id) { fullName }
      userCities(id: $id) { title } }`;
    const own = (await h.gql(tokens.COORDINATOR, q, { id: ids['coordinator@demo.kz'] })).data;
    expect(own).toEqual({
      userManager: { lastName: 'Жумабеков' },
      getUserSpotResponsibles: [{ fullName: 'Ахметов Серик Болатович' }],
      userCities: [{ title: 'Алматы' }],
    });
    const other = await h.gql(tokens.COORDINATOR, q, { id: ids['coordinator.astana@demo.kz'] });
    expect(other.errors).toBeUndefined();

    const team = `query ($m: ID!) { users(manager: $m, isFired: false, first: 7) { totalCount edges { node { lastName } } } }`;
    const mine = (await h.gql(tokens.COORDINATOR, team, { m: ids['coordinator@demo.kz'] })).data.users;
    expect(mine.edges.map((e: any) => e.node.lastName)).toEqual([
      'Иванова',
      'Оспанова',
      'Садыков',
      'Тулегенова',
    ]);
    // Another team's list is empty for the coordinator: scoped in the SQL.
    const theirs = (await h.gql(tokens.COORDINATOR, team, { m: ids['coordinator.astana@demo.kz'] })).data
      .users;
    expect(theirs.totalCount).toBe(0);
  });

  it('CR managers are listed to those who assign them, active ones only; cities to everyone', async () => {
    const cr = await h.gql(tokens.MANAGER_BU, '{ crManagers { name } }');
    expect(cr.data.crManagers.map((c: any) => c.name)).not.toContain('Касымов Ержан Нурланович');
    expect(cr.data.crManagers).toHaveLength(4);
    expect((await h.gql(tokens.COORDINATOR, '{ crManagers { name } }')).errors[0].extensions.code).toBe(
      'FORBIDDEN',
    );
    const cities = await h.gql(tokens.CONSULTANT, '{ cities { title } }');
    expect(cities.data.cities.map((c: any) => c.title)).toEqual(['Алматы', 'Астана', 'Шымкент']);
  });
});

describe('assigning a coordinator or a manager (PATCH users/{id} manager)', () => {
  it.each(['COORDINATOR', 'CONSULTANT', 'AUDITOR', 'HELPDESK'] as const)(
    '%s is refused and nothing changes',
    async (role) => {
      const res = await patch(role, 'm.ivanova@demo.kz', { manager: ids['coordinator.shymkent@demo.kz'] });
      expect(res.status).toBe(403);
      expect(await managerOf('m.ivanova@demo.kz')).toBe(ids['coordinator@demo.kz']);
    },
  );

  it("an agency outside the user's is refused and nothing changes", async () => {
    const token = await h.rest('POST', '/api/token/', null, {
      email: 'hr.vector@demo.kz',
      password: 'DemoPassword2026',
    });
    const res = await h.rest('PATCH', `/api/users/${ids['m.ivanova@demo.kz']}/`, token.body.token, {
      manager: ids['coordinator.shymkent@demo.kz'],
    });
    expect(res.status).toBe(404);
    expect(await managerOf('m.ivanova@demo.kz')).toBe(ids['coordinator@demo.kz']);
    expect(await eventsOf('m.ivanova@demo.kz', 'MANAGER_SET')).toBe(0);
  });

  it.each(['HQ', 'MANAGER_BU', 'AGENCY_HR', 'AGENCY_MANAGER'] as const)(
    '%s moves a consultant to another coordinator of the agency, recorded in the history',
    async (role) => {
      // The regional manager's region has one coordinator: it moves her back from another region's.
      const bu = role === 'MANAGER_BU';
      if (bu) await patch('HQ', 'm.ivanova@demo.kz', { manager: ids['coordinator.shymkent@demo.kz'] });
      const before = await eventsOf('m.ivanova@demo.kz', 'MANAGER_SET');
      const target = ids[bu ? 'coordinator@demo.kz' : 'coordinator.shymkent@demo.kz'];
      const res = await patch(role, 'm.ivanova@demo.kz', { manager: target });
      expect(res.status).toBe(200);
      expect(res.body.manager).toMatchObject({ id: target, lastName: bu ? 'Нурланова' : 'Абдуллаев' });
      expect(await managerOf('m.ivanova@demo.kz')).toBe(target);
      expect(await eventsOf('m.ivanova@demo.kz', 'MANAGER_SET')).toBe(before + 1);
      const [last] = (await full('HQ', 'm.ivanova@demo.kz')).data.profile.history;
      expect(last.kind).toBe('MANAGER_SET');
      expect(last.actor.role).toBe(role);
      await patch('HQ', 'm.ivanova@demo.kz', { manager: ids['coordinator@demo.kz'] });
    },
  );

  it('a coordinator is given an agency manager; wrong choices answer their own messages', async () => {
    expect(
      (await patch('HQ', 'coordinator.shymkent@demo.kz', { manager: ids['agency@demo.kz'] })).status,
    ).toBe(200);
    const otherAgency = await patch('HQ', 'm.ivanova@demo.kz', {
      manager: ids['coordinator.astana@demo.kz'],
    });
    expect(otherAgency).toEqual({
      status: 400,
      body: expect.objectContaining({ errors: { manager: ['Выберите супервайзера из списка'] } }),
    });
    const outOfRegion = await patch('MANAGER_BU', 'm.ivanova@demo.kz', {
      manager: ids['coordinator.shymkent@demo.kz'],
    });
    expect(outOfRegion.body.errors).toEqual({ manager: ['Выберите супервайзера из списка'] });
    const notAManager = await patch('HQ', 'coordinator@demo.kz', { manager: ids['hr@demo.kz'] });
    expect(notAManager.body.errors).toEqual({ manager: ['Выберите менеджера агентства из списка'] });
    const empty = await patch('HQ', 'm.ivanova@demo.kz', { manager: '' });
    expect(empty.body.errors).toEqual({ manager: ['Это обязательное поле'] });
    const auditor = await patch('HQ', 'auditor@demo.kz', { manager: ids['coordinator@demo.kz'] });
    expect(auditor.body.errors).toEqual({
      manager: ['Руководителя назначают только консультанту или супервайзеру'],
    });
    expect(await managerOf('m.ivanova@demo.kz')).toBe(ids['coordinator@demo.kz']);
  });

  it('the candidates list offers the right role in the agency, the not approved last', async () => {
    const q = 'query ($id: ID!) { managerCandidates(id: $id) { lastName role planBlock } }';
    const res = await h.gql(tokens.AGENCY_HR, q, { id: ids['m.ivanova@demo.kz'] });
    expect(res.data.managerCandidates).toEqual([
      { lastName: 'Абдуллаев', role: 'COORDINATOR', planBlock: null },
      { lastName: 'Нурланова', role: 'COORDINATOR', planBlock: null },
      { lastName: 'Нурпеисов', role: 'COORDINATOR', planBlock: 'NOT_APPROVED' },
    ]);
    expect(
      (await h.gql(tokens.COORDINATOR, q, { id: ids['m.ivanova@demo.kz'] })).errors[0].extensions.code,
    ).toBe('FORBIDDEN');
  });
});

describe('assigning a spot responsible (PATCH users/{id} spotResponsible)', () => {
  const responsibleOf = async (email: string) =>
    (
      await h.pool.query(
        'select c.name from spot_responsibles s join cr_managers c on c.id = s.cr_manager_id where s.user_id = $1',
        [ids[email]],
      )
    ).rows[0]?.name ?? null;

  it.each(['AGENCY_HR', 'AGENCY_MANAGER', 'COORDINATOR', 'CONSULTANT', 'AUDITOR', 'HELPDESK'] as const)(
    '%s is refused and nothing changes',
    async (role) => {
      const res = await patch(role, 'm.ivanova@demo.kz', {
        spotResponsible: crIds['Дмитриев Олег Петрович'],
      });
      expect(res.status).toBe(403);
      expect(await responsibleOf('m.ivanova@demo.kz')).toBeNull();
    },
  );

  it.each(['HQ', 'MANAGER_BU'] as const)('%s assigns one from the CR list, recorded', async (role) => {
    const name = role === 'HQ' ? 'Дмитриев Олег Петрович' : 'Ли Виктория Сергеевна';
    const res = await patch(role, 'm.ivanova@demo.kz', { spotResponsible: crIds[name] });
    expect(res.body).toEqual({
      id: ids['m.ivanova@demo.kz'],
      spotResponsible: { id: crIds[name], fullName: name },
    });
    expect(await responsibleOf('m.ivanova@demo.kz')).toBe(name);
    const [last] = (await full('HQ', 'm.ivanova@demo.kz')).data.profile.history;
    expect(last.kind).toBe('SPOT_RESPONSIBLE_SET');
    expect(JSON.parse(last.details).to.name).toBe(name);
  });

  it('refuses an inactive CR, a user outside the region, and roles that do not work at spots', async () => {
    const inactive = await patch('HQ', 'm.ivanova@demo.kz', {
      spotResponsible: crIds['Касымов Ержан Нурланович'],
    });
    expect(inactive.body.errors).toEqual({ spotResponsible: ['Выбранное значение не существует'] });
    const outside = await patch('MANAGER_BU', 'a.kuznetsov@demo.kz', {
      spotResponsible: crIds['Ли Виктория Сергеевна'],
    });
    expect(outside.status).toBe(404);
    const hr = await patch('HQ', 'hr@demo.kz', { spotResponsible: crIds['Ли Виктория Сергеевна'] });
    expect(hr.body.errors.spotResponsible).toEqual([
      'Ответственного за точки назначают только консультанту или супервайзеру',
    ]);
  });
});

describe("assigning a supervisor's cities (PATCH users/{id} cities[])", () => {
  const citiesOf = async (email: string) =>
    (
      await h.pool.query(
        'select c.title from supervisor_cities s join cities c on c.id = s.city_id where s.user_id = $1 order by 1',
        [ids[email]],
      )
    ).rows.map((r) => r.title);

  it.each(['AGENCY_HR', 'AGENCY_MANAGER', 'COORDINATOR', 'CONSULTANT', 'AUDITOR', 'HELPDESK'] as const)(
    '%s is refused and nothing changes',
    async (role) => {
      const res = await patch(role, 'coordinator@demo.kz', { cities: [cityIds.Шымкент] });
      expect(res.status).toBe(403);
      expect(await citiesOf('coordinator@demo.kz')).toEqual(['Алматы']);
    },
  );

  it('HQ replaces the list, recorded with the titles before and after', async () => {
    const res = await patch('HQ', 'coordinator@demo.kz', { cities: [cityIds.Шымкент, cityIds.Алматы] });
    expect(res.status).toBe(200);
    expect(res.body.cities.map((c: any) => c.title)).toEqual(['Алматы', 'Шымкент']);
    expect(await citiesOf('coordinator@demo.kz')).toEqual(['Алматы', 'Шымкент']);
    const [last] = (await full('HQ', 'coordinator@demo.kz')).data.profile.history;
    expect(last).toMatchObject({ kind: 'CITIES_SET', actor: { role: 'HQ' } });
    expect(JSON.parse(last.details)).toEqual({ from: ['Алматы'], to: ['Алматы', 'Шымкент'] });
  });

  it('needs a supervisor and at least one active city; a regional manager gives their region only', async () => {
    const none = await patch('HQ', 'coordinator@demo.kz', { cities: [] });
    expect(none.body.errors).toEqual({ cities: ['Выберите хотя бы один город'] });
    const consultant = await patch('HQ', 'consultant@demo.kz', { cities: [cityIds.Алматы] });
    expect(consultant.body.errors).toEqual({ non_field_errors: ['Города назначаются только супервайзеру'] });
    const inactive = await patch('HQ', 'coordinator@demo.kz', { cities: [cityIds.Караганда] });
    expect(inactive.body.errors).toEqual({ cities: ['Выбранное значение не существует'] });
    const otherRegion = await patch('MANAGER_BU', 'coordinator@demo.kz', { cities: [cityIds.Астана] });
    expect(otherRegion.body.errors).toEqual({ cities: ['Выбранное значение не существует'] });
    expect(await citiesOf('coordinator@demo.kz')).toEqual(['Алматы', 'Шымкент']);
    const own = await patch('MANAGER_BU', 'coordinator@demo.kz', { cities: [cityIds.Алматы] });
    expect(own.status).toBe(200);
    expect(await citiesOf('coordinator@demo.kz')).toEqual(['Алматы']);
  });
});

describe('editing one’s own profile (profile/{id}/edit)', () => {
  it('saves the changed fields and leaves the rest', async () => {
    const res = await patch('CONSULTANT', 'consultant@demo.kz', {
      phone: '+7 702 555 66 77',
      height: '183',
      features: 'Знает казахский, английский и турецкий',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      phone: '+7 702 555 66 77',
      height: 183,
      weight: 74,
      features: 'Знает казахский, английский и турецкий',
      lastName: 'Садыков',
    });
  });

  it('answers per-field messages and stores nothing on failure', async () => {
    const res = await patch('CONSULTANT', 'consultant@demo.kz', {
      lastName: 'Sadykov',
      height: 20,
      phone: 'звоните',
      city: '',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      lastName: ['Поле должно содержать только кирилицу'],
      height: ['Укажите число от 100 до 250'],
      phone: ['Укажите телефон цифрами, например +7 701 123 45 67'],
      city: ['Это обязательное поле'],
    });
    expect((await getProfile('CONSULTANT', 'consultant@demo.kz')).body).toMatchObject({
      lastName: 'Садыков',
      height: 183,
    });
  });

  it.each(['HQ', 'AGENCY_HR', 'COORDINATOR'] as const)(
    "%s cannot edit someone else's profile",
    async (role) => {
      const res = await patch(role, 'consultant@demo.kz', { phone: '+7 700 000 00 00' });
      expect(res.status).toBe(403);
      expect((await getProfile('HQ', 'consultant@demo.kz')).body.phone).toBe('+7 702 555 66 77');
    },
  );
});
