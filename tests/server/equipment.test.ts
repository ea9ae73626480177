import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../domain/roles';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { multipartBody } from '../support/zip';
import { withServer } from './harness';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'equipment-test-'));
const h = withServer({ config: () => ({ dataDir }) });
const tokens = {} as Record<Role | 'OTHER', string>;

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 3)]);
const photos = () => {
  try {
    return readdirSync(path.join(dataDir, 'equipment-photos'));
  } catch {
    return [];
  }
};

const PEOPLE = 'agency { id title } coordinator { id name } consultant { id name } photo';
const TABLETS = `query ($first: Int, $after: String, $last: Int, $before: String, $search: String) {
  tablets(first: $first, after: $after, last: $last, before: $before, search: $search) {
    totalCount edges { node { id inventoryNumber serialNumber tabletModel { id name } ${PEOPLE} } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;
const STANDS = `query ($search: String) {
  stands(first: 10, search: $search) { totalCount edges { node { id inventoryNumber standModel spot { id title } ${PEOPLE} } } }
}`;
const tablets = async (token: string, variables: Record<string, unknown> = {}) => {
  const res = await h.gql(token, TABLETS, { first: 10, ...variables });
  return res.errors ? res : res.data.tablets;
};
const stands = async (token: string, search?: string) => (await h.gql(token, STANDS, { search })).data.stands;
const inventory = (page: any) => page.edges.map((e: any) => e.node.inventoryNumber);
const one = async (table: 'tablets' | 'stands', inventoryNumber: string) =>
  (await h.pool.query(`select * from ${table} where inventory_number = $1`, [inventoryNumber])).rows[0];
const userId = async (email: string) =>
  (await h.pool.query('select id from users where email = $1', [email])).rows[0].id as number;

const patch = async (
  kind: 'tablet' | 'stend',
  id: number | string,
  token: string,
  fields: Record<string, string>,
  photo?: { name: string; data: Buffer; type?: string },
) => {
  const { payload, contentType } = multipartBody(fields, photo && { field: 'photo', ...photo });
  const res = await h.app.inject({
    method: 'PATCH',
    url: `/api/equipment/${kind}/${id}/`,
    headers: { authorization: `JWT ${token}`, 'content-type': contentType },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
};

beforeAll(async () => {
  for (const role of ROLES) tokens[role] = await h.login(role);
  const res = await h.rest('POST', '/api/token/', null, {
    email: 'coordinator.astana@demo.kz',
    password: DEMO_PASSWORD,
  });
  tokens.OTHER = res.body.token;
});

describe('equipment lists', () => {
  it('HQ sees every tablet, a coordinator only the ones they keep', async () => {
    const all = await tablets(tokens.HQ);
    expect(all.totalCount).toBe(6);
    const own = await tablets(tokens.COORDINATOR);
    expect(inventory(own).sort()).toEqual(['TAB-ALA-001', 'TAB-ALA-002', 'TAB-ALA-003', 'TAB-ALA-099']);
    expect(own.edges.every((e: any) => e.node.coordinator.name === 'Нурланова Асель')).toBe(true);
    expect(own.edges[0].node).toMatchObject({
      agency: { title: 'Промо Старт' },
      tabletModel: { name: expect.any(String) },
      serialNumber: expect.any(String),
      photo: null,
    });
    expect(inventory(await tablets(tokens.OTHER)).sort()).toEqual(['TAB-AST-001', 'TAB-AST-002']);
  });

  it('searches number, model and people, still within the scope', async () => {
    expect(inventory(await tablets(tokens.COORDINATOR, { search: 'иванова' }))).toHaveLength(1);
    expect((await tablets(tokens.COORDINATOR, { search: 'AST' })).totalCount).toBe(0);
    expect((await tablets(tokens.HQ, { search: 'AST' })).totalCount).toBe(2);
    expect((await tablets(tokens.HQ, { search: 'lenovo' })).totalCount).toBe(3);
  });

  it('pages tablets by cursor forwards and back', async () => {
    const ids = (await h.pool.query('select inventory_number from tablets order by id desc')).rows.map(
      (r) => r.inventory_number,
    );
    const first = await tablets(tokens.HQ, { first: 4 });
    const second = await tablets(tokens.HQ, { first: 4, after: first.pageInfo.endCursor });
    expect([...inventory(first), ...inventory(second)]).toEqual(ids);
    expect(second.pageInfo.hasNextPage).toBe(false);
    const back = await tablets(tokens.HQ, { first: undefined, last: 4, before: second.pageInfo.startCursor });
    expect(inventory(back)).toEqual(ids.slice(0, 4));
  });

  it('lists stands with their spot, scoped the same way', async () => {
    expect((await stands(tokens.HQ)).totalCount).toBe(5);
    const own = await stands(tokens.COORDINATOR);
    expect(inventory(own).sort()).toEqual(['STD-ALA-001', 'STD-ALA-002', 'STD-ALA-003']);
    expect(own.edges.every((e: any) => e.node.spot?.title && e.node.standModel)).toBe(true);
    expect((await stands(tokens.COORDINATOR, 'Dostyk')).totalCount).toBe(1);
  });

  it('is for HQ and coordinators only', async () => {
    for (const role of ROLES.filter((r) => r !== 'HQ' && r !== 'COORDINATOR')) {
      expect((await tablets(tokens[role])).errors?.[0]?.extensions?.code, role).toBe('FORBIDDEN');
      const tablet = (await one('tablets', 'TAB-ALA-001')).id;
      expect((await patch('tablet', tablet, tokens[role], { serialNumber: 'X' })).status, role).toBe(403);
    }
  });
});

describe('the edit forms’ choices', () => {
  const CHOICES = `query ($c: ID) { equipmentConsultants(coordinator: $c) { id name } equipmentSpots(coordinator: $c) { id title }
    tabletModels { id name } equipmentCoordinators { id name } }`;
  it('a coordinator: their verified, not fired consultants and their active spots, whatever they ask', async () => {
    const other = await userId('coordinator.astana@demo.kz');
    const { data } = await h.gql(tokens.COORDINATOR, CHOICES, { c: String(other) });
    expect(data.equipmentConsultants.map((c: any) => c.name)).toEqual([
      'Иванова Мария',
      'Садыков Арман',
      'Тулегенова Дана',
    ]);
    expect(data.equipmentSpots.map((s: any) => s.title).sort()).toEqual(
      ['Dostyk Plaza', 'ТРЦ MEGA Alma-Ata', 'Магазин «Арзан» на Абая'].sort(),
    );
    expect(data.tabletModels.map((m: any) => m.name)).toEqual([
      'Lenovo Tab M10',
      'Samsung Galaxy Tab A8',
      'Samsung Galaxy Tab A9+',
    ]);
    expect(data.equipmentCoordinators.map((c: any) => c.name)).toEqual(['Нурланова Асель']);
  });

  it('HQ: the people and spots of the row’s coordinator; removed and inactive spots are not offered', async () => {
    const other = await userId('coordinator.astana@demo.kz');
    const { data } = await h.gql(tokens.HQ, CHOICES, { c: String(other) });
    expect(data.equipmentConsultants.map((c: any) => c.name)).toEqual(['Аманова Жанар', 'Кузнецов Алексей']);
    expect(data.equipmentSpots).toHaveLength(2);
    expect(data.equipmentCoordinators.length).toBeGreaterThanOrEqual(3);
    await h.pool.query(`update spots set removed_at = now() where title = 'Dostyk Plaza'`);
    await h.pool.query(`update spots set is_active = false where title = 'ТРЦ MEGA Alma-Ata'`);
    const mine = await h.gql(tokens.COORDINATOR, CHOICES, {});
    expect(mine.data.equipmentSpots.map((s: any) => s.title)).toEqual(['Магазин «Арзан» на Абая']);
    await h.pool.query(
      `update spots set removed_at = null, is_active = true where title in ('Dostyk Plaza', 'ТРЦ MEGA Alma-Ata')`,
    );
    expect((await h.gql(tokens.HQ, CHOICES, {})).data.equipmentConsultants).toEqual([]);
  });
});

describe('PATCH and DELETE /api/equipment/', () => {
  it('a coordinator changes the consultant and serial number of their tablet (form data, no photo)', async () => {
    const tablet = await one('tablets', 'TAB-ALA-001');
    const ivanova = await userId('m.ivanova@demo.kz');
    const res = await patch('tablet', tablet.id, tokens.COORDINATOR, {
      consultant: String(ivanova),
      serialNumber: 'SN-NEW-001',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: tablet.id,
      inventoryNumber: 'TAB-ALA-001',
      serialNumber: 'SN-NEW-001',
      consultant: { id: ivanova, name: 'Иванова Мария' },
      coordinator: { name: 'Нурланова Асель' },
    });
    const row = await one('tablets', 'TAB-ALA-001');
    expect(row).toMatchObject({
      consultant_id: ivanova,
      serial_number: 'SN-NEW-001',
      tablet_model_id: tablet.tablet_model_id,
    });
    expect(inventory(await tablets(tokens.COORDINATOR, { search: 'SN-NEW' }))).toEqual(['TAB-ALA-001']);
  });

  it('stores a photo judged by its bytes, serves it back to its scope only, and replaces it', async () => {
    const tablet = await one('tablets', 'TAB-ALA-002');
    const first = await patch(
      'tablet',
      tablet.id,
      tokens.COORDINATOR,
      {},
      { name: 'tab.png', data: PNG, type: 'image/png' },
    );
    expect(first.status).toBe(200);
    expect(first.body.photo).toMatch(
      new RegExp(`^/api/equipment/tablet/${tablet.id}/photo/\\?v=[0-9a-f-]{36}\\.png$`),
    );
    expect(photos()).toHaveLength(1);
    const served = await h.app.inject({
      method: 'GET',
      url: first.body.photo,
      headers: { authorization: `JWT ${tokens.COORDINATOR}` },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const foreign = await h.app.inject({
      method: 'GET',
      url: first.body.photo,
      headers: { authorization: `JWT ${tokens.OTHER}` },
    });
    expect(foreign.statusCode).toBe(404);
    // A photo named .png that is a JPEG is kept as what it is.
    const second = await patch('tablet', tablet.id, tokens.HQ, {}, { name: 'photo.png', data: JPEG });
    expect(second.body.photo).toMatch(/\.jpg$/);
    expect(photos()).toHaveLength(1);
    const listed = (await tablets(tokens.COORDINATOR, { search: 'TAB-ALA-002' })).edges[0].node;
    expect(listed.photo).toBe(second.body.photo);
  });

  it('refuses a file that is not a picture, and changes nothing', async () => {
    const before = await one('tablets', 'TAB-ALA-003');
    const files = photos();
    const res = await patch(
      'tablet',
      before.id,
      tokens.COORDINATOR,
      { serialNumber: 'CHANGED' },
      { name: 'virus.jpg', data: Buffer.from('MZ this is not an image'), type: 'image/jpeg' },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ photo: ['Фото должно быть в формате JPEG или PNG'] });
    expect(await one('tablets', 'TAB-ALA-003')).toEqual(before);
    expect(photos()).toEqual(files);
    const huge = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const large = await patch('tablet', before.id, tokens.COORDINATOR, {}, { name: 'big.png', data: huge });
    expect(large.status).toBe(400);
    expect(large.body.errors).toEqual({ photo: ['Фото больше 5 МБ'] });
    expect(await one('tablets', 'TAB-ALA-003')).toEqual(before);
    expect(photos()).toEqual(files);
  });

  it('answers every field’s message at once in Russian', async () => {
    const tablet = await one('tablets', 'TAB-ALA-003');
    const res = await patch('tablet', tablet.id, tokens.COORDINATOR, {
      inventoryNumber: '',
      serialNumber: 'x'.repeat(65),
      tabletModel: 'abc',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      inventoryNumber: ['Это обязательное поле'],
      serialNumber: ['Не более 64 символов'],
      tabletModel: ['Должно быть числом'],
    });
    const kuznetsov = await userId('a.kuznetsov@demo.kz');
    const other = await userId('coordinator.astana@demo.kz');
    const refs = await patch('tablet', tablet.id, tokens.COORDINATOR, {
      inventoryNumber: 'TAB-AST-001',
      consultant: String(kuznetsov),
      coordinator: String(other),
      tabletModel: '99999',
    });
    expect(refs.body.errors).toEqual({
      inventoryNumber: ['Оборудование с таким инвентарным номером уже есть'],
      coordinator: ['Нельзя передать оборудование другому координатору'],
      consultant: ['Выберите подтверждённого и не уволенного консультанта координатора'],
      tabletModel: ['Выберите модель планшета из списка'],
    });
    const fired = await userId('e.li@demo.kz');
    const firedRes = await patch('tablet', tablet.id, tokens.COORDINATOR, { consultant: String(fired) });
    expect(firedRes.body.errors).toEqual({
      consultant: ['Выберите подтверждённого и не уволенного консультанта координатора'],
    });
    const stand = await one('stands', 'STD-ALA-001');
    const astanaSpot = (await h.pool.query(`select id from spots where coordinator_id = $1 limit 1`, [other]))
      .rows[0].id;
    const spot = await patch('stend', stand.id, tokens.COORDINATOR, { spot: String(astanaSpot) });
    expect(spot.body.errors).toEqual({ spot: ['Выберите активную точку координатора'] });
    const notCoordinator = await patch('tablet', tablet.id, tokens.HQ, { coordinator: String(kuznetsov) });
    expect(notCoordinator.body.errors).toEqual({ coordinator: ['Выберите координатора из списка'] });
    expect(await one('tablets', 'TAB-ALA-003')).toEqual(tablet);
  });

  it('another coordinator’s row is not found for a coordinator, to edit or to remove', async () => {
    const theirs = await one('tablets', 'TAB-AST-001');
    expect((await patch('tablet', theirs.id, tokens.COORDINATOR, { serialNumber: 'MINE' })).status).toBe(404);
    expect((await h.rest('DELETE', `/api/equipment/tablet/${theirs.id}/`, tokens.COORDINATOR)).status).toBe(
      404,
    );
    const stand = await one('stands', 'STD-AST-001');
    expect((await h.rest('DELETE', `/api/equipment/stend/${stand.id}/`, tokens.COORDINATOR)).status).toBe(
      404,
    );
    expect(await one('tablets', 'TAB-AST-001')).toEqual(theirs);
    expect((await patch('tablet', 'abc', tokens.HQ, {})).status).toBe(404);
  });

  it('HQ hands a tablet to another coordinator: the row takes their agency and consultant', async () => {
    const tablet = await one('tablets', 'TAB-ALA-099');
    const other = await userId('coordinator.astana@demo.kz');
    const amanova = await userId('zh.amanova@demo.kz');
    const res = await patch('tablet', tablet.id, tokens.HQ, {
      coordinator: String(other),
      consultant: String(amanova),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      agency: { title: 'Вектор Маркетинг' },
      coordinator: { id: other },
      consultant: { id: amanova },
    });
    expect(inventory(await tablets(tokens.OTHER))).toContain('TAB-ALA-099');
    expect(inventory(await tablets(tokens.COORDINATOR))).not.toContain('TAB-ALA-099');
  });

  it('a coordinator edits a stand (spot, model) and removes it with its photo', async () => {
    const stand = await one('stands', 'STD-ALA-002');
    const spot = (await h.pool.query(`select id from spots where title = 'ТРЦ MEGA Alma-Ata'`)).rows[0].id;
    const res = await patch(
      'stend',
      stand.id,
      tokens.COORDINATOR,
      { spot: String(spot), standModel: 'Новый стенд' },
      { name: 's.png', data: PNG },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      spot: { id: spot, title: 'ТРЦ MEGA Alma-Ata' },
      standModel: 'Новый стенд',
    });
    const files = photos().length;
    expect((await h.rest('DELETE', `/api/equipment/stend/${stand.id}/`, tokens.COORDINATOR)).status).toBe(
      204,
    );
    expect(await one('stands', 'STD-ALA-002')).toBeUndefined();
    expect(photos()).toHaveLength(files - 1);
    expect((await h.rest('DELETE', `/api/equipment/stend/${stand.id}/`, tokens.COORDINATOR)).status).toBe(
      404,
    );
    const tablet = await one('tablets', 'TAB-ALA-003');
    expect((await h.rest('DELETE', `/api/equipment/tablet/${tablet.id}/`, tokens.HQ)).status).toBe(204);
    expect((await tablets(tokens.COORDINATOR, { search: 'TAB-ALA-003' })).totalCount).toBe(0);
  });
});
