import { beforeAll, describe, expect, it } from 'vitest';
import { withServer } from './harness';

// The choices of the session dialogs and the team calendar (issue 12 points 3 and 4):
// coordinators(search, first), planningSpots(city), planningCities, each scoped by role.
const h = withServer();

const ids: Record<string, string> = {};
const one = async (sql: string) => String((await h.pool.query(sql)).rows[0].id);

beforeAll(async () => {
  ids.almatyTeam = await one("select id from users where email = 'coordinator@demo.kz'");
  ids.astanaTeam = await one("select id from users where email = 'coordinator.astana@demo.kz'");
  ids.shymkentTeam = await one("select id from users where email = 'coordinator.shymkent@demo.kz'");
  ids.almaty = await one("select id from cities where title = 'Алматы'");
  ids.astana = await one("select id from cities where title = 'Астана'");
  ids.mega = await one("select id from spots where title = 'ТРЦ MEGA Alma-Ata'");
});

const COORDINATORS =
  'query ($search: String, $first: Int) { coordinators(search: $search, first: $first) { id lastName } }';
const coordinatorsOf = async (
  role: Parameters<typeof h.login>[0],
  variables: Record<string, unknown> = {},
) => {
  const res = await h.gql(await h.login(role), COORDINATORS, variables);
  return res.data?.coordinators?.map((c: { id: string }) => c.id) ?? res.errors;
};

describe('coordinators(search, first)', () => {
  it('lists the teams of the viewer’s scope only: HQ all, an agency manager the agency’s, a coordinator self', async () => {
    const all = await coordinatorsOf('HQ');
    expect(all).toEqual(expect.arrayContaining([ids.almatyTeam, ids.astanaTeam, ids.shymkentTeam]));
    const agency = await coordinatorsOf('AGENCY_MANAGER');
    expect(agency).toEqual(expect.arrayContaining([ids.almatyTeam, ids.shymkentTeam]));
    expect(agency).not.toContain(ids.astanaTeam);
    expect(await coordinatorsOf('COORDINATOR')).toEqual([ids.almatyTeam]);
    const region = await coordinatorsOf('MANAGER_BU');
    const { rows } = await h.pool.query(
      `select c.id::text from users c, users bu where bu.email = 'bu@demo.kz' and c.role = 'COORDINATOR'
         and not c.is_fired and c.region_id = bu.region_id order by c.id`,
    );
    expect([...region].sort()).toEqual(rows.map((r) => r.id).sort());
    expect(region).not.toContain(ids.astanaTeam);
  });

  it('finds by name, leaves out the fired and caps the page', async () => {
    expect(await coordinatorsOf('HQ', { search: 'бекова' })).toEqual([ids.astanaTeam]);
    expect(await coordinatorsOf('HQ', { search: '%' })).toEqual([]);
    await h.pool.query(`update users set is_fired = true where id = ${ids.shymkentTeam}`);
    try {
      expect(await coordinatorsOf('HQ')).not.toContain(ids.shymkentTeam);
    } finally {
      await h.pool.query(`update users set is_fired = false where id = ${ids.shymkentTeam}`);
    }
    const tooMany = await h.gql(await h.login('HQ'), COORDINATORS, { first: 100_000 });
    expect(tooMany.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('is refused to the roles without sessions', async () => {
    for (const role of ['CONSULTANT', 'AGENCY_HR', 'AUDITOR', 'HELPDESK'] as const) {
      const res = await h.gql(await h.login(role), COORDINATORS);
      expect(res.errors[0].extensions.code).toBe('FORBIDDEN');
    }
    expect((await h.gql(null, COORDINATORS)).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('planningSpots(city) and planningCities', () => {
  const SPOTS =
    'query ($city: ID!, $search: String) { planningSpots(city: $city, search: $search) { id title } }';

  it('lists the live spots of the chosen city only, searchable', async () => {
    const token = await h.login('COORDINATOR');
    const almaty = (await h.gql(token, SPOTS, { city: ids.almaty })).data.planningSpots;
    expect(almaty.map((s: { title: string }) => s.title)).toContain('ТРЦ MEGA Alma-Ata');
    expect(almaty.map((s: { title: string }) => s.title)).not.toContain('ТРЦ Keruen');
    const found = (await h.gql(token, SPOTS, { city: ids.almaty, search: 'mega' })).data.planningSpots;
    expect(found.map((s: { id: string }) => s.id)).toEqual([ids.mega]);
    await h.pool.query(`update spots set is_active = false where id = ${ids.mega}`);
    try {
      const left = (await h.gql(token, SPOTS, { city: ids.almaty })).data.planningSpots;
      expect(left.map((s: { id: string }) => s.id)).not.toContain(ids.mega);
    } finally {
      await h.pool.query(`update spots set is_active = true where id = ${ids.mega}`);
    }
    expect(
      (await h.gql(await h.login('AUDITOR'), SPOTS, { city: ids.almaty })).errors[0].extensions.code,
    ).toBe('FORBIDDEN');
  });

  it('lists the active cities with their region', async () => {
    const token = await h.login('HQ');
    const q = '{ planningCities { id title region { id title } } }';
    const list = (await h.gql(token, q)).data.planningCities;
    const almaty = list.find((c: { id: string }) => c.id === ids.almaty);
    expect(almaty.region?.title).toBeTruthy();
    await h.pool.query(`update cities set is_active = false where id = ${ids.astana}`);
    try {
      const after = (await h.gql(token, q)).data.planningCities;
      expect(after.map((c: { id: string }) => c.id)).not.toContain(ids.astana);
    } finally {
      await h.pool.query(`update cities set is_active = true where id = ${ids.astana}`);
    }
  });
});
