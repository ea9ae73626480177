import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildDataProvider } from '../../dataProvider';
import { forgetLists } from '../../dataProvider/keysetPages';

/**
 * The composed provider against a fake fetch: what goes over the wire, what comes back.
 */

type Call = { url: string; method: string; headers: Record<string, string>; body: any };

let calls: Call[];
let answers: Array<{ status: number; body?: unknown }>;

beforeEach(() => {
  calls = [];
  answers = [];
  localStorage.setItem('authData', JSON.stringify({ token: 'tok', user: { id: 1, role: 'HQ' } }));
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    const answer = answers.shift() ?? { status: 200, body: {} };
    const text = answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
});

afterEach(() => vi.unstubAllGlobals());

const connection = (nodes: unknown[]) => ({
  totalCount: nodes.length,
  edges: nodes.map((node, i) => ({ cursor: String(i), node })),
  pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
});

describe('reads go to GraphQL', () => {
  it('lists the Devices page: not deleted models, ordered, searched, numeric ids', async () => {
    answers.push({
      status: 200,
      body: {
        data: {
          deviceModels: connection([
            {
              id: '7',
              model: 'Galaxy',
              barcode: null,
              isDeleted: false,
              compatibility: { id: '3', title: 'Смартфон', crmId: null },
              colors: [
                {
                  id: '11',
                  title: 'Чёрный',
                  crmId: 'C',
                  barcode: null,
                  isDeleted: false,
                  compatibility: null,
                },
              ],
            },
          ]),
        },
      },
    });
    const result = await buildDataProvider().getList('devices', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'model', order: 'DESC' },
      filter: { q: 'gal' },
    });
    const [call] = calls;
    expect(call.url).toBe('/api/graphql/');
    expect(call.method).toBe('POST');
    expect(call.headers.Authorization).toBe('JWT tok');
    expect(call.body.query).toContain('deviceModels(');
    expect(call.body.variables).toEqual({
      first: 25,
      orderBy: '-model',
      model_Icontains: 'gal',
      isDeleted: false,
    });
    expect(result.total).toBe(1);
    expect(result.data[0]).toMatchObject({
      id: 7,
      compatibility: { id: 3 },
      colors: [{ id: 11, title: 'Чёрный' }],
    });
    expect(result.data[0]).not.toHaveProperty('__typename');
  });

  it('reaches a page no cursor leads to by walking forward, then pages on from the cursors it saw', async () => {
    forgetLists();
    const page = (from: number, n: number, total?: number) => ({
      status: 200,
      body: {
        data: {
          formats: {
            ...(total === undefined ? {} : { totalCount: total, totalCountKind: 'EXACT' }),
            edges: Array.from({ length: n }, (_, i) => ({
              cursor: `k${from + i}`,
              node: { id: String(from + i + 1), title: `F${from + i + 1}`, minimalretailprice: [] },
            })),
            pageInfo: { hasNextPage: true, hasPreviousPage: from > 0 },
          },
        },
      },
    });
    answers.push(page(0, 20, 100), page(20, 10));
    const params = {
      pagination: { page: 3, perPage: 10 },
      sort: { field: 'sku', order: 'ASC' as const },
      filter: {},
    };
    const third = await buildDataProvider().getList('formats', params);
    expect(calls.map((c) => [c.body.variables.first, c.body.variables.after])).toEqual([
      [20, undefined],
      [10, 'k19'],
    ]);
    expect(third.total).toBe(100);
    expect(third.data.map((f) => f.id)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
    answers.push(page(30, 10));
    await buildDataProvider().getList('formats', { ...params, pagination: { page: 4, perPage: 10 } });
    expect(calls[2].body.variables).toMatchObject({ first: 10, after: 'k29' });
    expect(calls[2].body.query).not.toContain('totalCount');
    answers.push(page(10, 10));
    await buildDataProvider().getList('formats', { ...params, pagination: { page: 2, perPage: 10 } });
    expect(calls[3].body.variables).toMatchObject({ first: 10, after: 'k9' });
    answers.push(page(90, 10));
    await buildDataProvider().getList('formats', { ...params, pagination: { page: 10, perPage: 10 } });
    expect(calls[4].body.variables).toMatchObject({ last: 10 });
    expect(calls[4].body.variables).not.toHaveProperty('before');
  });

  it('reads one device by id and many device types by id_In', async () => {
    answers.push({
      status: 200,
      body: { data: { device: { id: '11', title: 'Чёрный', model: { id: '7', model: 'G' } } } },
    });
    answers.push({
      status: 200,
      body: { data: { deviceTypes: connection([{ id: '3', title: 'Смартфон' }]) } },
    });
    const provider = buildDataProvider();
    const one = await provider.getOne('glocolor', { id: 11 });
    expect(calls[0].body.variables).toEqual({ id: '11' });
    expect(one.data).toMatchObject({ id: 11, model: { id: 7 } });
    const many = await provider.getMany('devicetype', { ids: [3] });
    expect(calls[1].body.variables).toEqual({ id_In: ['3'], first: 1 });
    expect(many.data).toEqual([{ id: 3, title: 'Смартфон' }]);
  });

  it('maps GraphQL error codes to HTTP statuses', async () => {
    const provider = buildDataProvider();
    const failWith = async (code: string, message: string) => {
      answers.push({ status: 200, body: { data: null, errors: [{ message, extensions: { code } }] } });
      return provider.getOne('devicemodel', { id: 1 }).catch((error) => error);
    };
    expect(await failWith('FORBIDDEN', 'no')).toMatchObject({
      status: 403,
      message: 'Извините, у вас нет прав!',
    });
    expect(await failWith('UNAUTHENTICATED', 'Сессия истекла')).toMatchObject({
      status: 401,
      message: 'Сессия истекла',
    });
    expect(await failWith('BAD_USER_INPUT', 'Неверный id')).toMatchObject({
      status: 400,
      message: 'Неверный id',
    });
  });

  it('keeps the status of an HTTP failure of the GraphQL endpoint', async () => {
    answers.push({ status: 401, body: { detail: 'Учётные данные не были предоставлены' } });
    const error = await buildDataProvider()
      .getList('activities', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'title', order: 'ASC' },
        filter: {},
      })
      .catch((e) => e);
    expect(error).toMatchObject({ status: 401, message: 'Учётные данные не были предоставлены' });
  });
});

describe('writes go to REST through the serializers', () => {
  it('PATCHes a model of the Devices page to /api/devicemodel/{id}/ with ids only', async () => {
    answers.push({
      status: 200,
      body: { id: 7, model: 'Galaxy S', compatibility: { id: 3, title: 'T' }, colors: [] },
    });
    const result = await buildDataProvider().update('devices', {
      id: 7,
      data: {
        id: 7,
        model: 'Galaxy S',
        compatibility: { id: 3, title: 'T' },
        barcode: '1',
        colors: [],
        isDeleted: false,
      },
      previousData: { id: 7 },
    });
    expect(calls[0]).toMatchObject({
      url: '/api/devicemodel/7/',
      method: 'PATCH',
      body: { model: 'Galaxy S', compatibility: 3, barcode: '1' },
    });
    expect(result.data).toMatchObject({ id: 7, colors: [] });
  });

  it('POSTs a color to /api/glocolor/', async () => {
    answers.push({ status: 201, body: { id: 12, title: 'Белый' } });
    await buildDataProvider().create('glocolor', { data: { title: 'Белый', model: 7, compatibility: null } });
    expect(calls[0]).toMatchObject({
      url: '/api/glocolor/',
      method: 'POST',
      body: { title: 'Белый', model: 7, compatibility: null },
    });
  });

  it('answers a 204 DELETE with the deleted record', async () => {
    answers.push({ status: 204 });
    const previousData = { id: 12, title: 'Белый' };
    const result = await buildDataProvider().delete('glocolor', { id: 12, previousData });
    expect(calls[0]).toMatchObject({ url: '/api/glocolor/12/', method: 'DELETE' });
    expect(result.data).toEqual(previousData);
  });

  it('rejects a 400 with field errors for the form and the general message', async () => {
    answers.push({
      status: 400,
      body: { message: 'Проверьте введённые данные', errors: { model: ['Уже есть', 'Слишком длинно'] } },
    });
    const error = await buildDataProvider()
      .create('devicemodel', { data: { model: 'x', compatibility: 3 } })
      .catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(400);
    expect(error.body.errors).toEqual({
      model: 'Уже есть Слишком длинно',
      root: { serverError: 'Проверьте введённые данные' },
    });
  });

  it('shows a 403 as the general error of the form', async () => {
    answers.push({ status: 403, body: { detail: 'Извините, у вас нет прав!' } });
    const error = await buildDataProvider()
      .update('glocolor', { id: 1, data: { title: 'x' }, previousData: { id: 1 } })
      .catch((e) => e);
    expect(error.status).toBe(403);
    expect(error.body.errors).toEqual({ root: { serverError: 'Извините, у вас нет прав!' } });
  });
});
