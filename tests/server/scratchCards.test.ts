import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../domain/roles';
import { withServer } from './harness';

const h = withServer();
const tokens = {} as Record<Role, string>;

const LIST = `query ($search: String, $isActive: Boolean) {
  scratchCards(first: 100, search: $search, isActive: $isActive) { totalCount edges { node { id title code description isActive } } }
}`;
const list = async (variables: Record<string, unknown> = {}) =>
  (await h.gql(tokens.HQ, LIST, variables)).data.scratchCards.edges.map((e: any) => e.node);

beforeAll(async () => {
  for (const role of ROLES) tokens[role] = await h.login(role);
});

describe('scratch cards', () => {
  it('lists the seeded kinds; searches by title or code; filters the active ones', async () => {
    expect(await list()).toHaveLength(4);
    expect((await list({ search: 'disc20' })).map((c: any) => c.title)).toEqual(['Скидка 20% на устройство']);
    expect((await list({ search: 'приз' })).map((c: any) => c.code)).toEqual(['SC-INSTANT']);
    expect(await list({ isActive: true })).toHaveLength(3);
  });

  it('HQ creates, edits (PATCH merges) and deletes a kind; a deleted one is not listed', async () => {
    const created = await h.rest('POST', '/api/scratchcard/', tokens.HQ, {
      title: 'Летний розыгрыш',
      code: 'SC-SUMMER',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: 'Летний розыгрыш', code: 'SC-SUMMER', isActive: true });
    const id = created.body.id;
    const edited = await h.rest('PATCH', `/api/scratchcard/${id}/`, tokens.HQ, { isActive: false });
    expect(edited.body).toMatchObject({ title: 'Летний розыгрыш', code: 'SC-SUMMER', isActive: false });
    expect((await h.rest('DELETE', `/api/scratchcard/${id}/`, tokens.HQ)).status).toBe(204);
    expect((await list()).map((c: any) => c.title)).not.toContain('Летний розыгрыш');
    expect((await h.gql(tokens.HQ, `{ scratchCard(id: ${id}) { id } }`)).data.scratchCard).toBeNull();
    // The code of a deleted kind is free again.
    expect(
      (await h.rest('POST', '/api/scratchcard/', tokens.HQ, { title: 'Снова', code: 'sc-summer' })).status,
    ).toBe(201);
  });

  it('answers 400 per field: required title, lengths, a code already taken', async () => {
    const res = await h.rest('POST', '/api/scratchcard/', tokens.HQ, {
      title: '  ',
      code: 'x'.repeat(65),
      description: 'x'.repeat(1001),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      title: ['Это обязательное поле'],
      code: ['Не более 64 символов'],
      description: ['Не более 1000 символов'],
    });
    const taken = await h.rest('POST', '/api/scratchcard/', tokens.HQ, {
      title: 'Дубль',
      code: 'sc-instant',
    });
    expect(taken.body.errors).toEqual({ code: ['Такой код уже есть'] });
  });

  it.each(ROLES.filter((r) => r !== 'HQ'))('%s may neither read nor write scratch cards', async (role) => {
    expect((await h.gql(tokens[role], LIST)).errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await h.rest('POST', '/api/scratchcard/', tokens[role], { title: 'x' })).status).toBe(403);
    expect((await h.rest('DELETE', '/api/scratchcard/1/', tokens[role])).status).toBe(403);
  });
});
