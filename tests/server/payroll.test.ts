import { describe, expect, it } from 'vitest';
import { calculationDownloadUrl, calculationFileName } from '../../domain/payroll';
import { PAYROLL_MESSAGES } from '../../domain/validation/payroll';
import { MARCH, withPayroll } from './payrollSupport';

const { h, tokens, q, one } = withPayroll();

const MISSING = PAYROLL_MESSAGES.missing;
const row = (over: object = {}) => ({
  group: 'Группа 1',
  title: 'Новые клиенты',
  volume: 10,
  sumNewCustomer: 500,
  focusProducts: [],
  activities: [],
  devices: [],
  models: [],
  ...over,
});
const bonusBody = (rows: object[] = [row()], dates: object = MARCH) => ({
  ...dates,
  params: { type: 'bonus', bonuses: rows },
});
const post = (body: unknown, token: string | null = tokens.HQ) =>
  h.rest('POST', '/api/calculationtask/', token, body);

const LIST = `query L($first: Int, $after: String) { calculationTasks(first: $first, after: $after) {
  edges { node { id type status dateFrom dateTo user { firstName lastName } } }
  pageInfo { hasNextPage endCursor } } }`;

describe('POST /calculationtask', () => {
  it('is HQ’s only: every other role is refused, and anonymous callers too', async () => {
    for (const role of ['MANAGER_BU', 'COORDINATOR', 'CONSULTANT', 'AGENCY_HR'] as const)
      expect((await post(bonusBody(), tokens[role])).status).toBe(403);
    expect((await post(bonusBody(), null)).status).toBe(401);
    expect(await h.count('select count(*) from calculation_tasks')).toBe(0);
    const ok = await post(bonusBody());
    expect(ok.status).toBe(201);
    expect(ok.body).toEqual({ id: expect.any(Number), status: 'queued' });
  });

  it('applies the bonus form’s rules: zero counts as empty, a negative becomes 0 (so empty), integers, both dates', async () => {
    const res = await post(
      bonusBody([row({ volume: 0 }), row({ sumNewCustomer: -5, group: '' }), row({ volume: 2.5 })], {
        date_from: '',
        date_to: '2031-03-31',
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      date_from: [MISSING],
      'params.bonuses[0].volume': [MISSING],
      'params.bonuses[1].sumNewCustomer': [MISSING],
      'params.bonuses[1].group': [MISSING],
      'params.bonuses[2].volume': ['Должно быть целым числом'],
    });
    const noRows = await post(bonusBody([]));
    expect(noRows.body.errors).toEqual({ 'params.bonuses': [MISSING] });
    expect(
      await h.count(
        // Whatever its status by now (its job may already have run): one task, from the valid form.
        `select count(*) from calculation_tasks where date_from = '2031-03-01' and params->>'type' = 'bonus'`,
      ),
    ).toBe(1);
  });

  it('bounds the dates by each other, and names an unknown type or reference', async () => {
    const order = await post(bonusBody([row()], { date_from: '2031-03-31', date_to: '2031-03-01' }));
    expect(order.body.errors).toEqual({
      date_from: ['Дата начала не может быть позже даты окончания'],
      date_to: ['Дата окончания не может быть раньше даты начала'],
    });
    const format = await post(bonusBody([row()], { date_from: '01.03.2031', date_to: '2031-02-30' }));
    expect(format.body.errors).toEqual({
      date_from: ['Укажите дату в формате ГГГГ-ММ-ДД'],
      date_to: ['Укажите дату в формате ГГГГ-ММ-ДД'],
    });
    expect((await post({ ...MARCH, params: { type: 'pension' } })).body.errors).toEqual({
      'params.type': ['Неизвестный тип расчёта'],
    });
    expect((await post({ ...MARCH })).body.errors).toEqual({ params: ['Это обязательное поле'] });
    const unknown = await post(bonusBody([row({ activities: [999999], devices: [999998] })]));
    expect(unknown.body.errors).toEqual({
      'params.bonuses[0].activities': ['Выбранное значение не существует'],
      'params.bonuses[0].devices': ['Выбранное значение не существует'],
    });
    const salary = await post({
      ...MARCH,
      params: {
        type: 'salary',
        activity: 999999,
        params: 1000,
        conversion: 0,
        percent: 30,
        tier1: 90,
        tier2: 80,
        trial: 0,
        bonusValues: [],
        bonus: 0,
        bonusTarget: 0,
      },
    });
    expect(salary.body.errors).toEqual({ 'params.tier2': ['Второй порог не может быть меньше первого'] });
    const activity = await post({
      ...MARCH,
      params: {
        type: 'salary',
        activity: 999999,
        params: 1000,
        conversion: 0,
        percent: 30,
        tier1: 80,
        tier2: 100,
        trial: 0,
        bonusValues: [],
        bonus: 0,
        bonusTarget: 0,
      },
    });
    expect(activity.body.errors).toEqual({ 'params.activity': ['Такой активности нет'] });
  });
});

describe('the calculations list', () => {
  it('pages newest first by keyset, with the user’s names, for HQ only', async () => {
    const hq = await one(`select id from users where email = 'hq@demo.kz'`);
    await q(
      `insert into calculation_tasks (type, status, user_id, date_from, date_to)
       select 'attendance', 'failed', $1, '2031-01-01', '2031-01-31' from generate_series(1, 25)`,
      [hq?.id ?? (await one(`select id from users where role = 'HQ' limit 1`)).id],
    );
    const first = (await h.gql(tokens.HQ, LIST, { first: 10 })).data.calculationTasks;
    const ids = first.edges.map((e: any) => Number(e.node.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(first.edges[0].node.user.lastName).toBeTruthy();
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await h.gql(tokens.HQ, LIST, { first: 10, after: first.pageInfo.endCursor })).data
      .calculationTasks;
    expect(Number(second.edges[0].node.id)).toBe(ids[9] - 1);
    for (const role of ['MANAGER_BU', 'COORDINATOR', 'CONSULTANT'] as const)
      expect((await h.gql(tokens[role], LIST, { first: 10 })).errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('names files by the rule: letters, digits and dots, a trailing slash on the address', () => {
    expect(calculationFileName('bonus', '2031-03-01', '2031-03-31', 7)).toBe(
      'bonus_2031_03_01_2031_03_31_7.xlsx',
    );
    expect(calculationDownloadUrl('/api/calculationtask/7/file/', 'Зарплата март-2031 (итог).xlsx')).toBe(
      '/api/calculationtask/7/file/Зарплата_март_2031__итог_.xlsx/',
    );
  });
});
