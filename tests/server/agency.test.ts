import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../domain/roles';
import { DEMO_PASSWORD, DEMO_REGISTRATION_HASH } from '../../server/db/seed';
import { withServer } from './harness';

const h = withServer();
const tokens = {} as Record<Role, string>;
const AGENCY_ROLES: Role[] = ['AGENCY_HR', 'AGENCY_MANAGER'];
const OTHERS = ROLES.filter((r) => ![...AGENCY_ROLES, 'HQ'].includes(r));

const AGENCY = `query ($id: ID!) { agency(id: $id) { id title logo phone address email latitude longitude
  isRegOpened registrationHash region { id title } city { id title } } }`;
const agencyId = async (title: string) =>
  Number((await h.pool.query('select id from agencies where title = $1', [title])).rows[0].id);

let promo: number;
let vector: number;
beforeAll(async () => {
  for (const role of ROLES) tokens[role] = await h.login(role);
  promo = await agencyId('Промо Старт');
  vector = await agencyId('Вектор Маркетинг');
});

describe('the agency page: agency(id)', () => {
  it.each(AGENCY_ROLES)('%s reads its own agency with the registration link', async (role) => {
    const res = await h.gql(tokens[role], AGENCY, { id: promo });
    expect(res.data.agency).toMatchObject({
      title: 'Промо Старт',
      phone: '+7 727 355 10 20',
      email: 'office@promostart.kz',
      isRegOpened: true,
      registrationHash: DEMO_REGISTRATION_HASH,
      region: { title: 'Алматинский регион' },
      city: { title: 'Алматы' },
      latitude: 43.2389,
    });
  });

  it.each(AGENCY_ROLES)("%s may not read another agency's", async (role) => {
    const res = await h.gql(tokens[role], AGENCY, { id: vector });
    expect(res.data.agency).toBeNull();
    expect(res.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it.each(OTHERS)('%s is refused', async (role) => {
    const res = await h.gql(tokens[role], AGENCY, { id: promo });
    expect(res.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('editing the agency: PATCH /api/agencies/{id}/', () => {
  it('AGENCY_MANAGER edits its agency: phone, address, coordinates, city', async () => {
    const res = await h.rest('PATCH', `/api/agencies/${promo}/`, tokens.AGENCY_MANAGER, {
      phone: '+7 727 000 00 00',
      address: 'г. Алматы, ул. Сатпаева, 1',
      latitude: 43.25,
      longitude: 76.95,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ phone: '+7 727 000 00 00', latitude: 43.25, title: 'Промо Старт' });
    const read = await h.gql(tokens.AGENCY_HR, AGENCY, { id: promo });
    expect(read.data.agency.address).toBe('г. Алматы, ул. Сатпаева, 1');
  });

  it('answers 400 per field and stores nothing', async () => {
    const res = await h.rest('PATCH', `/api/agencies/${promo}/`, tokens.AGENCY_HR, {
      title: '',
      email: 'not-an-email',
      latitude: 200,
      phone: '+7 111',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      title: ['Это обязательное поле'],
      email: ['Укажите валидный Email.'],
      latitude: ['Широта: число от -90 до 90'],
    });
    const read = await h.gql(tokens.AGENCY_HR, AGENCY, { id: promo });
    expect(read.data.agency.phone).toBe('+7 727 000 00 00');
  });

  it("refuses another agency's page and other roles, changing nothing", async () => {
    // Another agency's page answers as no page: ids cannot be probed.
    expect((await h.rest('PATCH', `/api/agencies/${vector}/`, tokens.AGENCY_HR, { phone: '1' })).status).toBe(
      404,
    );
    for (const role of OTHERS)
      expect((await h.rest('PATCH', `/api/agencies/${promo}/`, tokens[role], { phone: '1' })).status).toBe(
        403,
      );
    const read = await h.gql(tokens.HQ, AGENCY, { id: vector });
    expect(read.data.agency.phone).toBe('+7 7172 55 44 33');
    expect((await h.rest('PATCH', '/api/agencies/9999/', tokens.HQ, { phone: '1' })).status).toBe(404);
  });
});

describe('the registration link', () => {
  it('HR closes and opens self-registration', async () => {
    const closed = await h.rest('PATCH', `/api/agencies/${promo}/`, tokens.AGENCY_HR, { isRegOpened: false });
    expect(closed.body.isRegOpened).toBe(false);
    const page = await h.gql(
      null,
      `{ agencies(registrationHash: "${DEMO_REGISTRATION_HASH}") { edges { node { isRegOpened } } } }`,
    );
    expect(page.data.agencies.edges[0].node.isRegOpened).toBe(false);
    const opened = await h.rest('PATCH', `/api/agencies/${promo}/`, tokens.AGENCY_HR, { isRegOpened: true });
    expect(opened.body.isRegOpened).toBe(true);
  });

  it('a new hash replaces the link: the old one stops working', async () => {
    const res = await h.rest('POST', `/api/agencies/${promo}/registration-hash/`, tokens.AGENCY_HR);
    expect(res.status).toBe(200);
    const hash = res.body.registrationHash;
    expect(hash).toMatch(/^[\w-]{20,}$/);
    expect(hash).not.toBe(DEMO_REGISTRATION_HASH);
    const old = await h.gql(
      null,
      `{ agencies(registrationHash: "${DEMO_REGISTRATION_HASH}") { totalCount } }`,
    );
    expect(old.data.agencies.totalCount).toBe(0);
    const fresh = await h.gql(null, `{ agencies(registrationHash: "${hash}") { edges { node { title } } } }`);
    expect(fresh.data.agencies.edges[0].node.title).toBe('Промо Старт');
    const signUp = await h.rest('POST', '/api/users/register/', null, {
      registrationHash: DEMO_REGISTRATION_HASH,
      email: 'late@gmail.com',
      password: DEMO_PASSWORD,
    });
    expect(signUp.status).toBe(400);
    expect(signUp.body.errors.registrationHash).toEqual(['Регистрация сейчас закрыта']);
  });

  it("refuses a new hash for another agency's link", async () => {
    expect(
      (await h.rest('POST', `/api/agencies/${vector}/registration-hash/`, tokens.AGENCY_MANAGER)).status,
    ).toBe(404);
    expect(
      (await h.rest('POST', `/api/agencies/${promo}/registration-hash/`, tokens.COORDINATOR)).status,
    ).toBe(403);
  });
});
