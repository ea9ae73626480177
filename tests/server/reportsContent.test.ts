import { beforeAll, describe, expect, it } from 'vitest';
import { NOVEMBER, withReports } from './reportsSupport';

const { h, tokens, q, one, finishedFile } = withReports();

let ids: Record<string, number> = {};

beforeAll(async () => {
  // This file's database holds only its own codes (the demo data's would fall in the period too).
  await q('delete from dm_codes');
  // Data-matrix codes: two programs, one in a focus product of an activity.
  const category = (await one(`insert into sku_categories (name) values ('Стики отчёта') returning id`)).id;
  const loyal = (
    await one(`insert into programs (title, program_id) values ('Лояльность', 'RLOYAL:2026') returning id`)
  ).id;
  const other = (
    await one(`insert into programs (title, program_id) values ('Другая', 'ROTHER:1') returning id`)
  ).id;
  const activity = (
    await one(
      `insert into activities (title, start_date, stop_date) values ('DM-акция', '2026-10-01', '2026-12-31') returning id`,
    )
  ).id;
  await q(
    `insert into focus_products (activity_id, position, title, program_id) values ($1, 0, 'Фокус', $2)`,
    [activity, loyal],
  );
  await q(
    `insert into dm_codes (number, active, arrival_date, sku, sku_category_id, used_order_id, used_date, program_history, program_ids) values
      ('DM-0001', true, '2026-11-01', 'SKU1', $1, 'ORD-1', '2026-11-05T10:00:00Z', 'LOYAL', array[$2]::int[]),
      ('DM-0002', false, '2026-11-30', 'SKU2', null, null, null, null, array[$3]::int[]),
      ('DM-0003', true, '2026-11-15', 'SKU1', $1, null, null, null, '{}'),
      ('DM-0004', true, '2026-12-01', 'SKU1', $1, null, null, null, array[$2]::int[])`,
    [category, loyal, other],
  );
  // Trade points: a region with two cities; in the first, a covered spot, an uncovered one and a removed one.
  const region = (await one(`insert into regions (title) values ('Регион отчёта') returning id`)).id;
  const city = (
    await one(`insert into cities (title, region_id) values ('Город А', $1) returning id`, [region])
  ).id;
  const city2 = (
    await one(`insert into cities (title, region_id) values ('Город Б', $1) returning id`, [region])
  ).id;
  const spot = async (title: string, cityId: number, removed = false) =>
    (
      await one(
        `insert into spots (title, address, customer_number, city_id, removed_at) values ($1, 'ул. Абая 1', $2, $3, $4) returning id`,
        [title, `C-${title}`, cityId, removed ? new Date() : null],
      )
    ).id;
  const covered = await spot('Точка 1', city);
  await spot('Точка 2', city);
  await spot('Точка удалённая', city, true);
  await spot('Точка 3', city2);
  const consultant = await one(`select id, agency_id from users where email = 'consultant@demo.kz'`);
  const session = async (status: string, start: string, stop: string | null) =>
    (
      await one(
        `insert into sessions (consultant_id, spot_id, city_id, status, planned_start_time, planned_end_time, start_time, stop_time)
         values ($1, $2, $3, $4, $5, $6, $7, $6) returning id`,
        [consultant.id, covered, city, status, start, stop ?? start, status === 'PLANNED' ? null : start],
      )
    ).id;
  const held = await session('COMPLETED', '2026-11-03T04:00:00Z', '2026-11-03T08:30:00Z');
  await session('PLANNED', '2026-11-20T04:00:00Z', null);
  await session('DELETED', '2026-11-21T04:00:00Z', '2026-11-21T08:00:00Z');
  await session('COMPLETED', '2026-12-05T04:00:00Z', '2026-12-05T08:00:00Z');
  await q(
    `insert into contact_events (session_id, client_id, start_time, registration_time, exchange_time, denial_time) values
      ($1, 'c1', '2026-11-03T05:00:00Z', '2026-11-03T05:05:00Z', null, null),
      ($1, 'c2', '2026-11-03T05:10:00Z', null, '2026-11-03T05:12:00Z', null),
      ($1, 'c3', '2026-11-03T05:20:00Z', null, null, '2026-11-03T05:21:00Z')`,
    [held],
  );
  const otherAgency = (
    await one(`select id from agencies where id <> $1 order by id limit 1`, [consultant.agency_id])
  ).id;
  ids = { category, loyal, activity, region, city, city2, agency: consultant.agency_id, otherAgency };
});

describe('dm_codes_report', () => {
  it('writes the codes that arrived in the period to an XLSX named after the report and its dates', async () => {
    const { status, res, rows } = await finishedFile({ report: 'dm_codes_report', ...NOVEMBER });
    expect(status.filename).toBe('dm_codes_report_2026_11_01_2026_11_30.xlsx');
    expect(res.headers['content-disposition']).toContain(
      'filename="dm_codes_report_2026_11_01_2026_11_30.xlsx"',
    );
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(rows[0]).toEqual([
      'Номер',
      'Активен',
      'Дата поступления',
      'SKU',
      'Категория SKU',
      'Номер заказа',
      'Дата использования',
      'История программ',
      'Программы',
    ]);
    expect(rows.slice(1)).toEqual([
      ['DM-0001', 'да', '2026-11-01', 'SKU1', 'Стики отчёта', 'ORD-1', '2026-11-05 15:00', 'LOYAL', 'RLOYAL'],
      ['DM-0002', 'нет', '2026-11-30', 'SKU2', undefined, undefined, undefined, undefined, 'ROTHER'],
      ['DM-0003', 'да', '2026-11-15', 'SKU1', 'Стики отчёта'],
    ]);
    const stored = await one(`select row_count, file_path from reports where id = $1`, [status.id]);
    expect(stored.row_count).toBe(3);
  });

  it("narrows to the codes of the chosen activities' focus-product programs", async () => {
    const { rows } = await finishedFile({
      report: 'dm_codes_report',
      ...NOVEMBER,
      params: { activities: [ids.activity] },
    });
    expect(rows.slice(1).map((r) => r[0])).toEqual(['DM-0001']);
  });

  it('offers the activities running in a date range', async () => {
    const query = `query ($s: String!, $e: String!) { reportActivities(first: 100, dateStart: $s, dateEnd: $e) { edges { node { id title } } } }`;
    const titles = async (s: string, e: string) =>
      (await h.gql(tokens.HQ, query, { s, e })).data.reportActivities.edges.map((x: any) => x.node.title);
    expect(await titles('2026-11-01', '2026-11-30')).toContain('DM-акция');
    expect(await titles('2027-02-01', '2027-02-28')).not.toContain('DM-акция');
    expect(
      (await h.gql(tokens.COORDINATOR, query, { s: '2026-11-01', e: '2026-11-30' })).errors[0].extensions
        .code,
    ).toBe('FORBIDDEN');
  });
});

describe('spots_coverage_report', () => {
  const HEADERS = [
    'Точка',
    'Номер клиента',
    'Адрес',
    'Город',
    'Регион',
    'Сессий',
    'Проведено сессий',
    'Отработано часов',
    'Консультантов',
    'Консультанты',
    'Контактов',
    'Эффективных контактов',
    'Первая сессия',
    'Последняя сессия',
    'Покрыта',
  ];

  it('lists every live spot of the chosen cities with its sessions and contacts in the period, covered or not', async () => {
    const { rows } = await finishedFile({ report: 'spots_coverage_report', ...NOVEMBER, units: [ids.city] });
    expect(rows[0]).toEqual(HEADERS);
    const [first, second, ...rest] = rows.slice(1);
    expect(rest).toEqual([]);
    expect(first.slice(0, 9)).toEqual([
      'Точка 1',
      'C-Точка 1',
      'ул. Абая 1',
      'Город А',
      'Регион отчёта',
      2,
      1,
      4.5,
      1,
    ]);
    expect(first[9]).toEqual(expect.any(String));
    expect(first.slice(10)).toEqual([3, 2, '2026-11-03', '2026-11-20', 'да']);
    expect(second).toEqual([
      'Точка 2',
      'C-Точка 2',
      'ул. Абая 1',
      'Город А',
      'Регион отчёта',
      0,
      0,
      0,
      0,
      undefined,
      0,
      0,
      undefined,
      undefined,
      'нет',
    ]);
  });

  it('takes a region for all its cities, and only sessions of the chosen agencies', async () => {
    const byRegion = await finishedFile({
      report: 'spots_coverage_report',
      ...NOVEMBER,
      params: { regions: [ids.region] },
    });
    expect(byRegion.rows.slice(1).map((r) => [r[0], r[14]])).toEqual([
      ['Точка 1', 'да'],
      ['Точка 2', 'нет'],
      ['Точка 3', 'нет'],
    ]);
    const otherAgency = await finishedFile({
      report: 'spots_coverage_report',
      ...NOVEMBER,
      agencies: [ids.otherAgency],
      params: { regions: [ids.region] },
    });
    expect(otherAgency.rows.slice(1).map((r) => r[14])).toEqual(['нет', 'нет', 'нет']);
    const ownAgency = await finishedFile({
      report: 'spots_coverage_report',
      ...NOVEMBER,
      agencies: [ids.agency],
      units: [ids.city],
    });
    expect(ownAgency.rows[1][14]).toBe('да');
  });
});
