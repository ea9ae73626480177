import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../domain/roles';
import { withServer } from './harness';

const h = withServer();
const ALLOWED: Role[] = ['HQ', 'MANAGER_BU'];
const REFUSED = ROLES.filter((r) => !ALLOWED.includes(r));
const tokens = {} as Record<Role, string>;

const MODELS = `query ($first: Int, $after: String, $last: Int, $before: String) {
  deviceModels(isDeleted: false, first: $first, after: $after, last: $last, before: $before, orderBy: "model") {
    totalCount
    edges { cursor node { id model barcode compatibility { id title } colors { id title crmId compatibility { id } } } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;
const listModels = async (token = tokens.HQ) =>
  (await h.gql(token, MODELS, { first: 100 })).data.deviceModels;
const modelNamed = async (name: string) =>
  (await listModels()).edges.map((e: any) => e.node).find((n: any) => n.model === name);

beforeAll(async () => {
  for (const role of ROLES) tokens[role] = await h.login(role);
});

describe('reading devices (GraphQL)', () => {
  it.each(ALLOWED)('%s sees device models with their colors', async (role) => {
    const list = await listModels(tokens[role]);
    expect(list.totalCount).toBe(3);
    const uniq = list.edges.find((e: any) => e.node.model === 'glo hyper+ UNIQ').node;
    expect(uniq.compatibility.title).toBe('glo hyper');
    expect(uniq.colors.map((c: any) => c.title).sort()).toEqual(['Белый', 'Бордовый', 'Синий', 'Чёрный']);
  });

  it.each(REFUSED)('%s is refused', async (role) => {
    const res = await h.gql(tokens[role], MODELS, { first: 10 });
    expect(res.data?.deviceModels ?? null).toBeNull();
    expect(res.errors[0]).toMatchObject({
      message: 'Извините, у вас нет прав!',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('an anonymous caller is refused as unauthenticated', async () => {
    const res = await h.gql(null, '{ device(id: 1) { id } }');
    expect(res.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('pages forwards and backwards with cursors and totalCount', async () => {
    const first = (await h.gql(tokens.HQ, MODELS, { first: 2 })).data.deviceModels;
    expect(first.edges).toHaveLength(2);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const next = (await h.gql(tokens.HQ, MODELS, { first: 2, after: first.pageInfo.endCursor })).data
      .deviceModels;
    expect(next.edges).toHaveLength(1);
    expect(next.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const back = (await h.gql(tokens.HQ, MODELS, { last: 2, before: next.pageInfo.startCursor })).data
      .deviceModels;
    expect(back.edges.map((e: any) => e.node.id)).toEqual(first.edges.map((e: any) => e.node.id));
    expect(back.totalCount).toBe(3);
  });

  it('reads one device by id with its model and type', async () => {
    const res = await h.gql(
      tokens.MANAGER_BU,
      '{ device(id: 1) { id title model { id model } compatibility { title } } }',
    );
    expect(res.data.device).toEqual({
      id: '1',
      title: 'Чёрный',
      model: { id: '1', model: 'glo hyper+ UNIQ' },
      compatibility: { title: 'glo hyper' },
    });
  });

  it('lists the device types to choose from', async () => {
    const res = await h.gql(
      tokens.HQ,
      '{ deviceTypes(isDeleted: false) { totalCount edges { node { title } } } }',
    );
    expect(res.data.deviceTypes.totalCount).toBe(3);
  });
});

describe('device models (REST)', () => {
  it.each(ALLOWED)('%s creates a model, which is then listed', async (role) => {
    const res = await h.rest('POST', '/api/devicemodel/', tokens[role], {
      model: `Модель ${role}`,
      compatibility: 1,
      barcode: '123',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      model: `Модель ${role}`,
      barcode: '123',
      compatibility: { id: 1 },
      colors: [],
    });
    expect(await modelNamed(`Модель ${role}`)).toBeTruthy();
  });

  it.each(REFUSED)('%s may not create, edit or delete one, and nothing is written', async (role) => {
    const before = await h.count('select count(*) from device_models');
    expect(
      (await h.rest('POST', '/api/devicemodel/', tokens[role], { model: 'Чужая', compatibility: 1 })).status,
    ).toBe(403);
    const patch = await h.rest('PATCH', '/api/devicemodel/1/', tokens[role], { model: 'Взлом' });
    expect(patch).toEqual({ status: 403, body: { detail: 'Извините, у вас нет прав!' } });
    expect((await h.rest('DELETE', '/api/devicemodel/1/', tokens[role])).status).toBe(403);
    expect(await h.count('select count(*) from device_models')).toBe(before);
    expect(
      await h.count(
        `select count(*) from device_models where id = 1 and model = 'glo hyper+ UNIQ' and not is_deleted`,
      ),
    ).toBe(1);
  });

  it('refuses an anonymous write with 401', async () => {
    expect((await h.rest('POST', '/api/devicemodel/', null, { model: 'X', compatibility: 1 })).status).toBe(
      401,
    );
  });

  it('answers 400 per field for missing fields, wrong types and unknown references, writing nothing', async () => {
    const before = await h.count('select count(*) from device_models');
    const missing = await h.rest('POST', '/api/devicemodel/', tokens.HQ, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({
      model: ['Это обязательное поле'],
      compatibility: ['Это обязательное поле'],
    });
    const wrongType = await h.rest('POST', '/api/devicemodel/', tokens.HQ, {
      model: 'Тест',
      compatibility: 'abc',
    });
    expect(wrongType.body.errors).toEqual({ compatibility: ['Должно быть числом'] });
    const unknown = await h.rest('POST', '/api/devicemodel/', tokens.HQ, {
      model: 'Тест',
      compatibility: 9999,
    });
    expect(unknown).toMatchObject({
      status: 400,
      body: { errors: { compatibility: ['Выбранное значение не существует'] } },
    });
    const tooLong = await h.rest('POST', '/api/devicemodel/', tokens.HQ, {
      model: 'М'.repeat(256),
      compatibility: 1,
    });
    expect(tooLong.body.errors).toEqual({ model: ['Не более 255 символов'] });
    const notObject = await h.rest('POST', '/api/devicemodel/', tokens.HQ, ['model']);
    expect(notObject.status).toBe(400);
    expect(await h.count('select count(*) from device_models')).toBe(before);
  });

  it('edits a model; a bad edit changes nothing; an unknown id is 404', async () => {
    const created = (
      await h.rest('POST', '/api/devicemodel/', tokens.HQ, { model: 'До правки', compatibility: 1 })
    ).body;
    const edited = await h.rest('PATCH', `/api/devicemodel/${created.id}/`, tokens.HQ, {
      model: 'После правки',
      compatibility: 2,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: created.id, model: 'После правки', compatibility: { id: 2 } });
    const bad = await h.rest('PATCH', `/api/devicemodel/${created.id}/`, tokens.HQ, { model: '  ' });
    expect(bad).toMatchObject({ status: 400, body: { errors: { model: ['Это обязательное поле'] } } });
    expect((await modelNamed('После правки')).compatibility.id).toBe('2');
    expect((await h.rest('PATCH', '/api/devicemodel/99999/', tokens.HQ, { model: 'X' })).status).toBe(404);
    expect((await h.rest('PATCH', '/api/devicemodel/abc/', tokens.HQ, { model: 'X' })).status).toBe(404);
  });

  it('deletes a model and its colors: neither is listed again, and a second delete is 404', async () => {
    const model = (
      await h.rest('POST', '/api/devicemodel/', tokens.HQ, { model: 'На удаление', compatibility: 1 })
    ).body;
    const color = (await h.rest('POST', '/api/glocolor/', tokens.HQ, { title: 'Серый', model: model.id }))
      .body;
    expect((await h.rest('DELETE', `/api/devicemodel/${model.id}/`, tokens.HQ)).status).toBe(204);
    expect(await modelNamed('На удаление')).toBeUndefined();
    expect((await h.gql(tokens.HQ, `{ device(id: ${color.id}) { isDeleted } }`)).data.device.isDeleted).toBe(
      true,
    );
    expect((await h.rest('DELETE', `/api/devicemodel/${model.id}/`, tokens.HQ)).status).toBe(404);
    expect(
      (await h.rest('POST', '/api/glocolor/', tokens.HQ, { title: 'Новый', model: model.id })).body.errors,
    ).toEqual({
      model: ['Выбранное значение не существует'],
    });
  });
});

describe('devices, the colors of a model (REST glocolor)', () => {
  it('creates a color that takes its model type by default and is listed under its model', async () => {
    const res = await h.rest('POST', '/api/glocolor/', tokens.MANAGER_BU, {
      title: 'Мятный',
      model: 2,
      crmId: 'X2-MINT',
      barcode: '4600',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Мятный',
      crmId: 'X2-MINT',
      model: { id: 2 },
      compatibility: { id: 3 },
      isDeleted: false,
    });
    const colors = (await modelNamed('glo hyper X2')).colors.map((c: any) => c.title);
    expect(colors).toContain('Мятный');
  });

  it.each(REFUSED)('%s may not write colors', async (role) => {
    const before = await h.count('select count(*) from devices');
    expect((await h.rest('POST', '/api/glocolor/', tokens[role], { title: 'Х', model: 1 })).status).toBe(403);
    expect((await h.rest('PATCH', '/api/glocolor/1/', tokens[role], { title: 'Х' })).status).toBe(403);
    expect((await h.rest('DELETE', '/api/glocolor/1/', tokens[role])).status).toBe(403);
    expect(await h.count('select count(*) from devices')).toBe(before);
  });

  it('answers 400 per field for bad input and writes nothing', async () => {
    const before = await h.count('select count(*) from devices');
    expect((await h.rest('POST', '/api/glocolor/', tokens.HQ, {})).body.errors).toEqual({
      title: ['Это обязательное поле'],
      model: ['Это обязательное поле'],
    });
    expect(
      (await h.rest('POST', '/api/glocolor/', tokens.HQ, { title: 'Х', model: 'один' })).body.errors,
    ).toEqual({ model: ['Должно быть числом'] });
    expect(
      (await h.rest('POST', '/api/glocolor/', tokens.HQ, { title: 'Х', model: 4242 })).body.errors,
    ).toEqual({ model: ['Выбранное значение не существует'] });
    expect(
      (await h.rest('POST', '/api/glocolor/', tokens.HQ, { title: 'Х', model: 1, compatibility: 4242 })).body
        .errors,
    ).toEqual({
      compatibility: ['Выбранное значение не существует'],
    });
    expect(await h.count('select count(*) from devices')).toBe(before);
  });

  it('edits a color, keeping the fields not sent', async () => {
    const res = await h.rest('PATCH', '/api/glocolor/2/', tokens.HQ, { title: 'Белый перламутр' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 2, title: 'Белый перламутр', model: { id: 1 }, crmId: '1-002' });
    expect((await h.rest('PATCH', '/api/glocolor/2/', tokens.HQ, { title: '' })).status).toBe(400);
    expect((await h.rest('PATCH', '/api/glocolor/77777/', tokens.HQ, { title: 'Х' })).status).toBe(404);
  });

  it('deletes a color: it is no longer listed, and a second delete is 404', async () => {
    expect((await h.rest('DELETE', '/api/glocolor/4/', tokens.HQ)).status).toBe(204);
    const colors = (await modelNamed('glo hyper+ UNIQ')).colors.map((c: any) => c.id);
    expect(colors).not.toContain('4');
    expect((await h.rest('DELETE', '/api/glocolor/4/', tokens.HQ)).status).toBe(404);
    expect((await h.rest('PATCH', '/api/glocolor/4/', tokens.HQ, { title: 'Х' })).status).toBe(404);
  });
});
