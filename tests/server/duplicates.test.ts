import { describe, expect, it } from 'vitest';
import { tokensFor } from './catalogSupport';
import { withServer } from './harness';

/**
 * Issue 11 point 6: a reference row whose natural key is already live is refused with a 400 on
 * that field (trimmed, case-insensitive), never a 500; a deleted row's key is free again.
 */
const h = withServer();
const tokens = tokensFor(h);

const idOf = async (sql: string) => Number((await h.pool.query(sql)).rows[0].id);

type Method = 'PATCH' | 'PUT';
interface Table {
  name: string;
  /** POST path and the body of a row whose natural key is `key`. */
  post: string;
  body: (key: string) => Promise<Record<string, unknown>> | Record<string, unknown>;
  /** How an existing row's key is changed (PATCH merges, PUT replaces). */
  update: [Method, (id: number) => string];
  remove: (id: number) => string;
  field: string;
  message: string;
  /** A key and the same key as a person might type it again. */
  key: string;
  again: string;
}

const kit = (title: string) => ({
  title,
  questions: [{ text: 'Откуда вы узнали о нас?', isOpen: true, answers: [] }],
});

const TABLES: Table[] = [
  {
    name: 'stick brands',
    post: '/api/stickbrand/',
    body: (title) => ({ title }),
    update: ['PATCH', (id) => `/api/stickbrand/${id}/`],
    remove: (id) => `/api/stickbrand/${id}/`,
    field: 'title',
    message: 'Бренд стиков с таким названием уже есть',
    key: 'Нео Стикс',
    again: '  нео стикс ',
  },
  {
    name: 'sticks',
    post: '/api/glostick/',
    body: async (title) => ({
      title,
      brandFamily: await idOf('select id from stick_brands order by id limit 1'),
    }),
    update: ['PATCH', (id) => `/api/glostick/${id}/`],
    remove: (id) => `/api/glostick/${id}/`,
    field: 'title',
    message: 'У этого бренда уже есть стик с таким названием',
    key: 'Neo Ягодный',
    again: 'NEO ЯГОДНЫЙ',
  },
  {
    name: 'brands',
    post: '/api/brand/',
    body: async (title) => ({
      title,
      segment: await idOf('select id from brand_segments order by id limit 1'),
    }),
    update: ['PATCH', (id) => `/api/brand/${id}/`],
    remove: (id) => `/api/brand/${id}/`,
    field: 'title',
    message: 'Бренд с таким названием уже есть',
    key: 'Алтын Тест',
    again: ' алтын тест',
  },
  {
    name: 'formats',
    post: '/api/format/',
    body: async (sku) => ({
      title: `Формат ${sku.trim()}`,
      sku,
      brand: await idOf('select id from brands where not is_deleted order by id limit 1'),
    }),
    update: ['PATCH', (id) => `/api/format/${id}/`],
    remove: (id) => `/api/format/${id}/`,
    field: 'sku',
    message: 'Формат с таким SKU уже есть',
    key: 'SKU-Dup-1',
    again: ' sku-dup-1 ',
  },
  {
    name: 'compliment kinds',
    post: '/api/complimentkind/',
    body: async (title) => ({
      title,
      type: await idOf('select id from compliment_types order by id limit 1'),
    }),
    update: ['PATCH', (id) => `/api/complimentkind/${id}/`],
    remove: (id) => `/api/complimentkind/${id}/`,
    field: 'title',
    message: 'Комплимент с таким названием уже есть',
    key: 'Зажигалка glo',
    again: 'ЗАЖИГАЛКА GLO',
  },
  {
    name: 'programs',
    post: '/api/program/',
    body: (code) => ({ title: `Программа ${code.trim()}`, id: code, limits: [] }),
    update: ['PATCH', (id) => `/api/program/${id}/`],
    remove: (id) => `/api/program/${id}/`,
    field: 'programId',
    message: 'Программа с таким ID уже существует',
    key: 'Осень:2026',
    again: 'осень:2026',
  },
  {
    name: 'device models',
    post: '/api/devicemodel/',
    body: (model) => ({ model, compatibility: 1 }),
    update: ['PATCH', (id) => `/api/devicemodel/${id}/`],
    remove: (id) => `/api/devicemodel/${id}/`,
    field: 'model',
    message: 'Модель с таким названием уже есть',
    key: 'glo Тест',
    again: 'GLO тест ',
  },
  {
    name: 'device colors (of one model)',
    post: '/api/glocolor/',
    body: (title) => ({ title, model: 2 }),
    update: ['PATCH', (id) => `/api/glocolor/${id}/`],
    remove: (id) => `/api/glocolor/${id}/`,
    field: 'title',
    message: 'У этой модели уже есть такой цвет',
    key: 'Лазурный',
    again: 'лазурный',
  },
  {
    name: 'disclaimers',
    post: '/api/disclaimer/',
    body: (title) => ({ title, displayName: 'Экран', buttonTitle: 'Согласен', content: '<p>Текст</p>' }),
    update: ['PUT', (id) => `/api/disclaimer/${id}/`],
    remove: (id) => `/api/disclaimer/${id}/`,
    field: 'title',
    message: 'Дисклеймер с таким названием уже есть',
    key: 'Согласие на звонок',
    again: 'согласие на ЗВОНОК',
  },
  {
    name: 'media',
    post: '/api/mediabylink/',
    body: (title) => ({ title, link: 'https://video.example.kz/dup' }),
    update: ['PATCH', (id) => `/api/media/${id}/`],
    remove: (id) => `/api/media/${id}/`,
    field: 'title',
    message: 'Медиа с таким названием уже есть',
    key: 'Ролик о стиках',
    again: 'ролик о стиках',
  },
  {
    name: 'interview kits',
    post: '/api/interviewkit/',
    body: kit,
    update: ['PUT', (id) => `/api/interviewkit/${id}/`],
    remove: (id) => `/api/interviewkit/${id}/`,
    field: 'title',
    message: 'Опросник с таким названием уже есть',
    key: 'Опрос на выходе',
    again: ' ОПРОС на выходе',
  },
  {
    name: 'scratch cards (title)',
    post: '/api/scratchcard/',
    body: (title) => ({ title }),
    update: ['PATCH', (id) => `/api/scratchcard/${id}/`],
    remove: (id) => `/api/scratchcard/${id}/`,
    field: 'title',
    message: 'Скретч-карта с таким названием уже есть',
    key: 'Зимний розыгрыш',
    again: 'зимний РОЗЫГРЫШ',
  },
  {
    name: 'scratch cards (code)',
    post: '/api/scratchcard/',
    body: (code) => ({ title: `Карта ${code.trim()} ${Math.random()}`, code }),
    update: ['PATCH', (id) => `/api/scratchcard/${id}/`],
    remove: (id) => `/api/scratchcard/${id}/`,
    field: 'code',
    message: 'Такой код уже есть',
    key: 'SC-DUP',
    again: 'sc-dup',
  },
  {
    name: 'serial numbers',
    post: '/api/newdevice/',
    body: (serialNumber) => ({ serialNumber, device: 2 }),
    update: ['PATCH', (id) => `/api/newdevice/${id}/`],
    remove: (id) => `/api/newdevice/${id}/`,
    field: 'serialNumber',
    message: 'Такой серийный номер уже есть',
    key: 'DUP-0001',
    again: 'dup-0001',
  },
];

/** The body of an update that changes only the key, for PATCH; PUT carries the whole record. */
const updateBody = async (table: Table, key: string) =>
  table.update[0] === 'PUT' ? table.body(key) : { [table.field === 'programId' ? 'id' : table.field]: key };

describe('duplicates of a live natural key', () => {
  it.each(TABLES)('$name: refused on the field, allowed again once the first is deleted', async (table) => {
    const first = await h.rest('POST', table.post, tokens.HQ, await table.body(table.key));
    expect(first.status).toBe(201);

    const duplicate = await h.rest('POST', table.post, tokens.HQ, await table.body(table.again));
    expect(duplicate).toMatchObject({ status: 400, body: { errors: { [table.field]: [table.message] } } });

    // Renaming another row onto the key is refused the same way, and changes nothing.
    const other = await h.rest('POST', table.post, tokens.HQ, await table.body(`${table.key}-2`));
    expect(other.status).toBe(201);
    const [method, path] = table.update;
    const renamed = await h.rest(
      method,
      path(other.body.id),
      tokens.HQ,
      await updateBody(table, table.again),
    );
    expect(renamed).toMatchObject({ status: 400, body: { errors: { [table.field]: [table.message] } } });
    // Saving a row with its own key is no duplicate.
    const same = await h.rest(method, path(first.body.id), tokens.HQ, await updateBody(table, table.key));
    expect(same.status).toBe(200);

    expect((await h.rest('DELETE', table.remove(first.body.id), tokens.HQ)).status).toBe(204);
    const again = await h.rest('POST', table.post, tokens.HQ, await table.body(table.again));
    expect(again.status).toBe(201);
  });

  it('two requests racing for one key: one is created, the other refused on the field', async () => {
    const body = { title: 'Гонка', segment: await idOf('select id from brand_segments order by id limit 1') };
    const answers = await Promise.all([
      h.rest('POST', '/api/brand/', tokens.HQ, body),
      h.rest('POST', '/api/brand/', tokens.HQ, body),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    expect(answers.find((a) => a.status === 400)!.body.errors).toEqual({
      title: ['Бренд с таким названием уже есть'],
    });
  });

  it('keys are scoped as said: formats without SKU, one color on two models, one stick in two brands', async () => {
    const brand = await idOf('select id from brands where not is_deleted order by id limit 1');
    for (const title of ['Без SKU 1', 'Без SKU 2'])
      expect((await h.rest('POST', '/api/format/', tokens.HQ, { title, brand })).status).toBe(201);
    for (const model of [1, 2])
      expect((await h.rest('POST', '/api/glocolor/', tokens.HQ, { title: 'Пурпурный', model })).status).toBe(
        201,
      );
    const { rows } = await h.pool.query(
      'select id from stick_brands where not is_deleted order by id limit 2',
    );
    expect(rows).toHaveLength(2);
    for (const { id } of rows)
      expect(
        (await h.rest('POST', '/api/glostick/', tokens.HQ, { title: 'Общий', brandFamily: id })).status,
      ).toBe(201);
  });
});
