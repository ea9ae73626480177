import { describe, expect, it } from 'vitest';
import { ROLES } from '../../domain/roles';
import { nodes, tokensFor } from './catalogSupport';
import { withServer } from './harness';

const h = withServer();
const tokens = tokensFor(h);

const STICK_BRANDS = `{ stickBrands(isDeleted: false, first: 50) { totalCount edges { node {
  id title sticks { id title crmId brandFamily { id title } compatibility { id title } } } } } }`;
const stickBrands = async (token = tokens.HQ) => nodes((await h.gql(token, STICK_BRANDS)).data.stickBrands);
const brandNamed = async (title: string) => (await stickBrands()).find((b) => b.title === title);
const typeId = async (crmId: string) =>
  Number((await h.pool.query('select id from device_types where crm_id = $1', [crmId])).rows[0].id);

describe('stick brands with their sticks (GraphQL)', () => {
  it.each(['HQ', 'MANAGER_BU'] as const)('%s sees live stick brands and sticks', async (role) => {
    const brands = await stickBrands(tokens[role]);
    expect(brands.map((b) => b.title)).toEqual(['Kent Neostiks', 'neo']);
    const neo = brands.find((b) => b.title === 'neo');
    expect(neo.sticks).toHaveLength(4);
    expect(
      neo.sticks.find((s: any) => s.crmId === 'NEO-DARK').compatibility.map((t: any) => t.title),
    ).toEqual(['glo hyper', 'glo hyper X2']);
  });

  it.each(ROLES.filter((r) => r !== 'HQ' && r !== 'MANAGER_BU'))('%s may not read them', async (role) => {
    expect((await h.gql(tokens[role], STICK_BRANDS)).errors[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('writing stick brands and sticks (REST)', () => {
  it('HQ creates a stick brand and a stick, edits the stick, deletes both', async () => {
    const brand = await h.rest('POST', '/api/stickbrand/', tokens.HQ, { title: 'Vuse Go' });
    expect(brand).toMatchObject({ status: 201, body: { title: 'Vuse Go', sticks: [] } });
    const hyper = await typeId('GLO-HYPER');
    const pro = await typeId('GLO-PRO');
    const stick = await h.rest('POST', '/api/glostick/', tokens.HQ, {
      brandFamily: brand.body.id,
      title: 'Vuse Go Mint',
      crmId: 'VUSE-MINT',
      compatibility: [hyper],
    });
    expect(stick.status).toBe(201);
    expect(stick.body).toMatchObject({
      title: 'Vuse Go Mint',
      crmId: 'VUSE-MINT',
      brandFamily: { id: brand.body.id, title: 'Vuse Go' },
      compatibility: [{ id: hyper, title: 'glo hyper' }],
    });
    const edited = await h.rest('PATCH', `/api/glostick/${stick.body.id}/`, tokens.HQ, {
      title: 'Vuse Go Ice',
      compatibility: [hyper, pro],
    });
    expect(edited.body).toMatchObject({ title: 'Vuse Go Ice', crmId: 'VUSE-MINT' });
    expect(edited.body.compatibility).toHaveLength(2);
    expect((await brandNamed('Vuse Go')).sticks.map((s: any) => s.title)).toEqual(['Vuse Go Ice']);

    expect((await h.rest('DELETE', `/api/glostick/${stick.body.id}/`, tokens.HQ)).status).toBe(204);
    expect((await brandNamed('Vuse Go')).sticks).toEqual([]);
    expect((await h.rest('DELETE', `/api/glostick/${stick.body.id}/`, tokens.HQ)).status).toBe(404);
    expect((await h.rest('DELETE', `/api/stickbrand/${brand.body.id}/`, tokens.HQ)).status).toBe(204);
    expect(await brandNamed('Vuse Go')).toBeUndefined();
  });

  it('a deleted brand takes its sticks off the lists and is no longer offered', async () => {
    const brand = await h.rest('POST', '/api/stickbrand/', tokens.HQ, { title: 'Временный бренд' });
    await h.rest('POST', '/api/glostick/', tokens.HQ, { brandFamily: brand.body.id, title: 'Стик' });
    await h.rest('DELETE', `/api/stickbrand/${brand.body.id}/`, tokens.HQ);
    const stick = await h.rest('POST', '/api/glostick/', tokens.HQ, {
      brandFamily: brand.body.id,
      title: 'Ещё',
    });
    expect(stick).toMatchObject({
      status: 400,
      body: { errors: { brandFamily: ['Выбранное значение не существует'] } },
    });
    expect(await h.count(`select count(*) from sticks where title = 'Стик' and is_deleted`)).toBe(1);
  });

  it('refuses bad input with per-field messages', async () => {
    const res = await h.rest('POST', '/api/glostick/', tokens.HQ, { title: ' ', crmId: 'x'.repeat(65) });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      title: ['Это обязательное поле'],
      brandFamily: ['Это обязательное поле'],
      crmId: ['Не более 64 символов'],
    });
    const neo = await brandNamed('neo');
    const badType = await h.rest('POST', '/api/glostick/', tokens.HQ, {
      brandFamily: neo.id,
      title: 'X',
      compatibility: [99999],
    });
    expect(badType.body.errors).toEqual({ compatibility: ['Выбранное значение не существует'] });
    expect((await h.rest('POST', '/api/stickbrand/', tokens.HQ, {})).body.errors).toEqual({
      title: ['Это обязательное поле'],
    });
  });

  it.each(ROLES.filter((r) => r !== 'HQ'))(
    '%s may not write sticks (MANAGER_BU only reads)',
    async (role) => {
      const before = await h.count('select count(*) from sticks');
      expect((await h.rest('POST', '/api/stickbrand/', tokens[role], { title: 'X' })).status).toBe(403);
      expect(
        (await h.rest('POST', '/api/glostick/', tokens[role], { title: 'X', brandFamily: 1 })).status,
      ).toBe(403);
      expect((await h.rest('PATCH', '/api/glostick/1/', tokens[role], { title: 'X' })).status).toBe(403);
      expect((await h.rest('DELETE', '/api/glostick/1/', tokens[role])).status).toBe(403);
      expect((await h.rest('DELETE', '/api/stickbrand/1/', tokens[role])).status).toBe(403);
      expect(await h.count('select count(*) from sticks')).toBe(before);
    },
  );
});
