import { describe, expect, it } from 'vitest';
import { NOT_HQ, nodes, tokensFor } from './catalogSupport';
import { withServer } from './harness';

const h = withServer();
const tokens = tokensFor(h);

const PROGRAM_FIELDS = `id title description programId notForBatBrand isRepeatCustomerCheck isWithBatyr
  category { id name } limits { id limitsInside limitsInsidePeriod consultantLimits limitsOutside { id programId } }`;
const PROGRAMS = `{ programs(isDeleted: false, first: 100) { totalCount edges { node { ${PROGRAM_FIELDS} } } } }`;
const programs = async (token = tokens.HQ) => nodes((await h.gql(token, PROGRAMS)).data.programs);
const byCode = async (code: string) => (await programs()).find((p) => p.programId === code);
const categoryId = async (name: string) =>
  Number((await h.pool.query('select id from program_categories where name = $1', [name])).rows[0].id);

describe('programs', () => {
  it('lists live programs with category and limits', async () => {
    const list = await programs();
    expect(list.map((p) => p.programId)).not.toContain('WINTER:2025');
    const switching = list.find((p) => p.programId === 'SWITCH:2026-Q1');
    expect(switching).toMatchObject({
      title: 'Переход на glo',
      notForBatBrand: true,
      category: { name: 'Переключение' },
      limits: [
        {
          limitsInside: 1,
          limitsInsidePeriod: 'ALL_PERIOD',
          consultantLimits: 30,
          limitsOutside: [{ programId: 'LOYAL:2026' }],
        },
      ],
    });
    const categories = await h.gql(tokens.HQ, '{ programCategories(first: 10) { totalCount } }');
    expect(categories.data.programCategories.totalCount).toBe(3);
  });

  it('creates a program from the spec payload (id is the program code) and answers its id', async () => {
    const loyal = await byCode('LOYAL:2026');
    const res = await h.rest('POST', '/api/program/', tokens.HQ, {
      title: 'Весенняя акция',
      id: 'SPRING:2026',
      category: await categoryId('Лояльность'),
      description: 'Подарок за покупку',
      not_for_bat_brand: false,
      is_repeat_customer_check: true,
      is_with_batyr: false,
      limits: [
        { limitsInside: 2, limitsOutside: [loyal.id], limitsInsidePeriod: 'WEEK', consultant_limits: 10 },
      ],
    });
    expect(res.status).toBe(201);
    expect(typeof res.body.id).toBe('number');
    const stored = await byCode('SPRING:2026');
    expect(stored).toMatchObject({
      id: String(res.body.id),
      title: 'Весенняя акция',
      isRepeatCustomerCheck: true,
      category: { name: 'Лояльность' },
      limits: [
        {
          limitsInside: 2,
          limitsInsidePeriod: 'WEEK',
          consultantLimits: 10,
          limitsOutside: [{ id: loyal.id }],
        },
      ],
    });
  });

  it('creates a program without category and limits', async () => {
    const res = await h.rest('POST', '/api/program/', tokens.HQ, {
      title: 'Без лимитов',
      id: 'FREE',
      limits: [],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ programId: 'FREE', category: null, limits: [] });
  });

  it('edits a program: the same payload, limits replaced as a whole, an empty list clears them', async () => {
    const trial = await byCode('TRIAL');
    const edited = await h.rest('PATCH', `/api/program/${trial.id}/`, tokens.HQ, {
      title: 'Пробный набор neo 2026',
      id: 'TRIAL:2026',
      limits: [{ limitsInside: null, limitsOutside: [], limitsInsidePeriod: null, consultant_limits: 5 }],
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      title: 'Пробный набор neo 2026',
      programId: 'TRIAL:2026',
      category: { name: 'Пробные наборы' },
      limits: [{ limitsInside: null, limitsInsidePeriod: null, consultantLimits: 5, limitsOutside: [] }],
    });
    const cleared = await h.rest('PATCH', `/api/program/${trial.id}/`, tokens.HQ, { limits: [] });
    expect(cleared.body).toMatchObject({ programId: 'TRIAL:2026', limits: [] });
  });

  it('refuses a program without a title or programId, with per-field messages, and stores nothing', async () => {
    const before = await h.count('select count(*) from programs');
    const res = await h.rest('POST', '/api/program/', tokens.HQ, {
      title: '',
      limits: [{ limitsInside: -1, limitsInsidePeriod: 'CENTURY', consultant_limits: 'много' }],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      title: ['Это обязательное поле'],
      programId: ['Это обязательное поле'],
      'limits[0].limitsInside': ['Не может быть отрицательным'],
      'limits[0].limitsInsidePeriod': ['Выберите период из списка'],
      'limits[0].consultant_limits': ['Должно быть числом'],
    });
    const taken = await h.rest('POST', '/api/program/', tokens.HQ, { title: 'Дубль', id: 'LOYAL:2026' });
    expect(taken.body.errors).toEqual({ programId: ['Программа с таким ID уже существует'] });
    const badRef = await h.rest('POST', '/api/program/', tokens.HQ, {
      title: 'X',
      id: 'X',
      category: 999,
    });
    expect(badRef.body.errors).toEqual({ category: ['Выбранное значение не существует'] });
    expect(await h.count('select count(*) from programs')).toBe(before);
  });

  it('a program cannot limit itself nor a deleted program', async () => {
    const loyal = await byCode('LOYAL:2026');
    const self = await h.rest('PATCH', `/api/program/${loyal.id}/`, tokens.HQ, {
      limits: [{ limitsOutside: [loyal.id] }],
    });
    expect(self.body.errors).toEqual({
      'limits[0].limitsOutside': ['Программа не может ограничивать сама себя'],
    });
    const winter = Number(
      (await h.pool.query(`select id from programs where program_id = 'WINTER:2025'`)).rows[0].id,
    );
    const deleted = await h.rest('PATCH', `/api/program/${loyal.id}/`, tokens.HQ, {
      limits: [{ limitsOutside: [winter] }],
    });
    expect(deleted.body.errors).toEqual({ 'limits[0].limitsOutside': ['Выбранное значение не существует'] });
  });

  it('deletes a program: no longer listed, nor read by id', async () => {
    const created = await h.rest('POST', '/api/program/', tokens.HQ, { title: 'На удаление', id: 'DEL:1' });
    expect((await h.rest('DELETE', `/api/program/${created.body.id}/`, tokens.HQ)).status).toBe(204);
    expect(await byCode('DEL:1')).toBeUndefined();
    const one = await h.gql(tokens.HQ, `{ program(id: ${created.body.id}) { id } }`);
    expect(one.data.program).toBeNull();
    // Its code is free again.
    expect((await h.rest('POST', '/api/program/', tokens.HQ, { title: 'Снова', id: 'DEL:1' })).status).toBe(
      201,
    );
  });

  it.each(NOT_HQ)('%s may neither read nor write programs', async (role) => {
    expect((await h.gql(tokens[role], PROGRAMS)).errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await h.rest('POST', '/api/program/', tokens[role], { title: 'X', id: 'X' })).status).toBe(403);
    expect((await h.rest('DELETE', '/api/program/1/', tokens[role])).status).toBe(403);
  });
});
