import { describe, expect, it } from 'vitest';
import { equipmentHarness } from './equipmentSupport';

const { h, tokens, PNG, JPEG, photos, tablets, inventory, one, userId, patch } = equipmentHarness();

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
    expect(await photos()).toHaveLength(1);
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
    expect(await photos()).toHaveLength(1);
    const listed = (await tablets(tokens.COORDINATOR, { search: 'TAB-ALA-002' })).edges[0].node;
    expect(listed.photo).toBe(second.body.photo);
  });

  it('refuses a file that is not a picture, and changes nothing', async () => {
    const before = await one('tablets', 'TAB-ALA-003');
    const files = await photos();
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
    expect(await photos()).toEqual(files);
    const huge = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const large = await patch('tablet', before.id, tokens.COORDINATOR, {}, { name: 'big.png', data: huge });
    expect(large.status).toBe(400);
    expect(large.body.errors).toEqual({ photo: ['Фото больше 5 МБ'] });
    expect(await one('tablets', 'TAB-ALA-003')).toEqual(before);
    expect(await photos()).toEqual(files);
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
      coordinator: ['Нельзя передать оборудование другому супервайзеру'],
      consultant: ['Выберите подтверждённого и не уволенного консультанта супервайзера'],
      tabletModel: ['Выберите модель планшета из списка'],
    });
    const fired = await userId('e.li@demo.kz');
    const firedRes = await patch('tablet', tablet.id, tokens.COORDINATOR, { consultant: String(fired) });
    expect(firedRes.body.errors).toEqual({
      consultant: ['Выберите подтверждённого и не уволенного консультанта супервайзера'],
    });
    const stand = await one('stands', 'STD-ALA-001');
    const astanaSpot = (await h.pool.query(`select id from spots where coordinator_id = $1 limit 1`, [other]))
      .rows[0].id;
    const spot = await patch('stend', stand.id, tokens.COORDINATOR, { spot: String(astanaSpot) });
    expect(spot.body.errors).toEqual({ spot: ['Выберите активную точку супервайзера'] });
    const notCoordinator = await patch('tablet', tablet.id, tokens.HQ, { coordinator: String(kuznetsov) });
    expect(notCoordinator.body.errors).toEqual({ coordinator: ['Выберите супервайзера из списка'] });
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
    const files = (await photos()).length;
    expect((await h.rest('DELETE', `/api/equipment/stend/${stand.id}/`, tokens.COORDINATOR)).status).toBe(
      204,
    );
    expect(await one('stands', 'STD-ALA-002')).toBeUndefined();
    expect(await photos()).toHaveLength(files - 1);
    expect((await h.rest('DELETE', `/api/equipment/stend/${stand.id}/`, tokens.COORDINATOR)).status).toBe(
      404,
    );
    const tablet = await one('tablets', 'TAB-ALA-003');
    expect((await h.rest('DELETE', `/api/equipment/tablet/${tablet.id}/`, tokens.HQ)).status).toBe(204);
    expect((await tablets(tokens.COORDINATOR, { search: 'TAB-ALA-003' })).totalCount).toBe(0);
  });
});
