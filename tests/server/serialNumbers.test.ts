import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../domain/roles';
import { withServer } from './harness';

const h = withServer();
const tokens = {} as Record<Role, string>;

const LIST = `query ($q: String, $status: String, $model: ID) {
  serialNumbers(first: 100, serialNumber_Icontains: $q, status: $status, model: $model) {
    totalCount edges { node { id serialNumber status note device { id title } model { id model } } }
  }
}`;
const list = async (variables: Record<string, unknown> = {}) =>
  (await h.gql(tokens.HQ, LIST, variables)).data.serialNumbers;

beforeAll(async () => {
  for (const role of ROLES) tokens[role] = await h.login(role);
});

describe('serial numbers', () => {
  it('lists the register with model and color; filters by number, status and model', async () => {
    const all = await list();
    expect(all.totalCount).toBe(18);
    expect(all.edges[0].node.model.model).toBeTruthy();
    expect((await list({ status: 'DEFECTIVE' })).totalCount).toBe(3);
    expect((await list({ q: '240001' })).edges.map((e: any) => e.node.serialNumber)).toEqual([
      'GLO0240001KZ',
    ]);
    const byModel = await list({ model: '1' });
    expect(byModel.edges.every((e: any) => e.node.model.id === '1')).toBe(true);
  });

  it('HQ registers, edits and deletes a serial number; a deleted one is not listed', async () => {
    const created = await h.rest('POST', '/api/newdevice/', tokens.HQ, {
      serialNumber: 'abc-123',
      device: 2,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ serialNumber: 'ABC-123', status: 'IN_STOCK', device: { id: 2 } });
    const id = created.body.id;
    const edited = await h.rest('PATCH', `/api/newdevice/${id}/`, tokens.HQ, { status: 'SOLD' });
    expect(edited.body).toMatchObject({ serialNumber: 'ABC-123', status: 'SOLD' });
    expect((await h.rest('DELETE', `/api/newdevice/${id}/`, tokens.HQ)).status).toBe(204);
    expect((await list({ q: 'ABC-123' })).totalCount).toBe(0);
    expect((await h.rest('PATCH', `/api/newdevice/${id}/`, tokens.HQ, { status: 'SOLD' })).status).toBe(404);
  });

  it('answers 400 per field: format, status, a device that does not exist, a number taken', async () => {
    const res = await h.rest('POST', '/api/newdevice/', tokens.HQ, {
      serialNumber: 'номер 1',
      device: 'x',
      status: 'LOST',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      serialNumber: ['Только латинские буквы, цифры и дефис'],
      device: ['Должно быть числом'],
      status: ['Выберите статус из списка'],
    });
    const missing = await h.rest('POST', '/api/newdevice/', tokens.HQ, {
      serialNumber: 'NEW1',
      device: 99999,
    });
    expect(missing.body.errors).toEqual({ device: ['Выбранное значение не существует'] });
    await h.pool.query('update devices set is_deleted = true where id = 3');
    const deleted = await h.rest('POST', '/api/newdevice/', tokens.HQ, { serialNumber: 'NEW2', device: 3 });
    expect(deleted.body.errors).toEqual({ device: ['Выбранное значение не существует'] });
    const taken = await h.rest('POST', '/api/newdevice/', tokens.HQ, {
      serialNumber: 'glo0240001kz',
      device: 1,
    });
    expect(taken.body.errors).toEqual({ serialNumber: ['Такой серийный номер уже есть'] });
  });

  it.each(ROLES.filter((r) => r !== 'HQ'))('%s may neither read nor write the register', async (role) => {
    expect((await h.gql(tokens[role], LIST)).errors[0].extensions.code).toBe('FORBIDDEN');
    expect(
      (await h.rest('POST', '/api/newdevice/', tokens[role], { serialNumber: 'X1', device: 1 })).status,
    ).toBe(403);
  });
});
