import { describe, expect, it } from 'vitest';
import { NOT_HQ, nodes, tokensFor } from './catalogSupport';
import { withServer } from './harness';

const h = withServer();
const tokens = tokensFor(h);

const COMPLIMENTS = `{ compliments(isDeleted: false, first: 100) { totalCount edges { node {
  id title sap recommendedPerHour type { id title } } } } }`;
const compliments = async (token = tokens.HQ) => nodes((await h.gql(token, COMPLIMENTS)).data.compliments);
const TYPES = '{ complimentTypes(first: 20) { edges { node { id title } } } }';

describe('compliment kinds', () => {
  it('lists live kinds with id, title, type and recommendedPerHour', async () => {
    const list = await compliments();
    expect(list.map((c) => c.title)).not.toContain('Салфетки для устройства (архив)');
    expect(list.find((c) => c.title === 'Брелок glo')).toMatchObject({
      sap: '100200301',
      recommendedPerHour: 2,
      type: { title: 'Сувенирная продукция' },
    });
  });

  it('creates a kind at two per hour, whatever is sent; edits and deletes it', async () => {
    const types = nodes((await h.gql(tokens.HQ, TYPES)).data.complimentTypes);
    const type = types.find((t) => t.title === 'Аксессуары').id;
    const created = await h.rest('POST', '/api/complimentkind/', tokens.HQ, {
      type,
      title: 'Магнитный держатель',
      sap: '100200499',
      recommendedPerHour: 7,
    });
    expect(created).toMatchObject({
      status: 201,
      body: {
        title: 'Магнитный держатель',
        sap: '100200499',
        recommendedPerHour: 2,
        type: { title: 'Аксессуары' },
      },
    });
    const edited = await h.rest('PATCH', `/api/complimentkind/${created.body.id}/`, tokens.HQ, {
      recommendedPerHour: 3,
    });
    expect(edited.body).toMatchObject({ title: 'Магнитный держатель', recommendedPerHour: 3 });
    expect((await h.rest('DELETE', `/api/complimentkind/${created.body.id}/`, tokens.HQ)).status).toBe(204);
    expect((await compliments()).map((c) => c.title)).not.toContain('Магнитный держатель');
  });

  it('refuses bad input with per-field messages', async () => {
    const res = await h.rest('POST', '/api/complimentkind/', tokens.HQ, { title: '', sap: 'x'.repeat(65) });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      type: ['Это обязательное поле'],
      title: ['Это обязательное поле'],
      sap: ['Не более 64 символов'],
    });
    const unknown = await h.rest('POST', '/api/complimentkind/', tokens.HQ, { title: 'X', type: 999 });
    expect(unknown.body.errors).toEqual({ type: ['Выбранное значение не существует'] });
  });

  it.each(NOT_HQ)('%s may neither read nor write compliment kinds', async (role) => {
    expect((await h.gql(tokens[role], COMPLIMENTS)).errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await h.rest('POST', '/api/complimentkind/', tokens[role], { title: 'X', type: 1 })).status).toBe(
      403,
    );
  });
});
