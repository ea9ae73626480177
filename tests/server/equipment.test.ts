import { describe, expect, it } from 'vitest';
import { ROLES } from '../../domain/roles';
import { equipmentHarness } from './equipmentSupport';

const { h, tokens, tablets, stands, inventory, one, userId, patch } = equipmentHarness();
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
    // The Almaty spots coordinator@demo.kz keeps (three, and the dozen shops of the trade points'
    // demo data), never the one HQ keeps in the same city.
    const offered = data.equipmentSpots.map((s: any) => s.title);
    expect(offered).toHaveLength(15);
    expect(offered).toEqual(
      expect.arrayContaining([
        'Dostyk Plaza',
        'ТРЦ MEGA Alma-Ata',
        'Магазин «Арзан» на Абая',
        'ТРЦ Forum Almaty',
      ]),
    );
    expect(offered).not.toContain('Дьюти-фри аэропорта Алматы');
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
    const left = mine.data.equipmentSpots.map((s: any) => s.title);
    expect(left).toHaveLength(13);
    expect(left).toContain('Магазин «Арзан» на Абая');
    expect(left).not.toContain('Dostyk Plaza');
    expect(left).not.toContain('ТРЦ MEGA Alma-Ata');
    await h.pool.query(
      `update spots set removed_at = null, is_active = true where title in ('Dostyk Plaza', 'ТРЦ MEGA Alma-Ata')`,
    );
    expect((await h.gql(tokens.HQ, CHOICES, {})).data.equipmentConsultants).toEqual([]);
  });
});
