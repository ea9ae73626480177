import { describe, expect, it } from 'vitest';
import { NOT_HQ, nodes, tokensFor } from './catalogSupport';
import { withServer } from './harness';

const h = withServer();
const tokens = tokensFor(h);

const BRANDS = `{ brands(isDeleted: false, first: 100) { totalCount edges { node {
  id title isBat segment { id title } formats { id title sku } } } } }`;
const brands = async (token = tokens.HQ) => nodes((await h.gql(token, BRANDS)).data.brands);
const segmentId = async (title: string) =>
  Number((await h.pool.query('select id from brand_segments where title = $1', [title])).rows[0].id);

describe('brands', () => {
  it('lists brands with segment and formats', async () => {
    const list = await brands();
    expect(list).toHaveLength(9);
    const kent = list.find((b) => b.title === 'Kent');
    expect(kent).toMatchObject({ isBat: true, segment: { title: 'Премиум' } });
    // The deleted Kent format is not among them.
    expect(kent.formats).toHaveLength(5);
    expect(list.find((b) => b.title === 'Marlboro').isBat).toBe(false);
  });

  it('HQ creates, edits and deletes a brand; a deleted brand is not listed nor offered', async () => {
    const created = await h.rest('POST', '/api/brand/', tokens.HQ, {
      title: 'Lucky Strike',
      segment: await segmentId('Средний'),
      is_bat: true,
    });
    expect(created).toMatchObject({
      status: 201,
      body: { title: 'Lucky Strike', isBat: true, segment: { title: 'Средний' }, formats: [] },
    });
    const edited = await h.rest('PATCH', `/api/brand/${created.body.id}/`, tokens.HQ, {
      segment: await segmentId('Эконом'),
    });
    expect(edited.body).toMatchObject({ title: 'Lucky Strike', segment: { title: 'Эконом' } });
    expect((await brands()).map((b) => b.title)).toContain('Lucky Strike');
    await h.rest('POST', '/api/format/', tokens.HQ, { title: 'Lucky Strike Red', brand: created.body.id });
    expect((await h.rest('DELETE', `/api/brand/${created.body.id}/`, tokens.HQ)).status).toBe(204);
    expect((await brands()).map((b) => b.title)).not.toContain('Lucky Strike');
    expect(
      await h.count(`select count(*) from formats where title = 'Lucky Strike Red' and is_deleted`),
    ).toBe(1);
    const format = await h.rest('POST', '/api/format/', tokens.HQ, { title: 'X', brand: created.body.id });
    expect(format.body.errors).toEqual({ brand: ['Выбранное значение не существует'] });
  });

  it('refuses bad input with per-field messages', async () => {
    const res = await h.rest('POST', '/api/brand/', tokens.HQ, { title: '', is_bat: 'может быть' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      title: ['Это обязательное поле'],
      segment: ['Это обязательное поле'],
      is_bat: ['Должно быть да или нет'],
    });
    const unknown = await h.rest('POST', '/api/brand/', tokens.HQ, { title: 'X', segment: 9999 });
    expect(unknown.body.errors).toEqual({ segment: ['Выбранное значение не существует'] });
  });

  it.each(NOT_HQ)('%s may neither read nor write brands', async (role) => {
    expect((await h.gql(tokens[role], BRANDS)).errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await h.rest('POST', '/api/brand/', tokens[role], { title: 'X', segment: 1 })).status).toBe(403);
  });
});
