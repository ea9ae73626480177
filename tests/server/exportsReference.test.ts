import { parse, print } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { setDocumentParser } from '../../dataProvider/documents';
import type { QueryRegistry } from '../../dataProvider/queryRegistry';
import { CSV_BOM, csvDates, toCsvLine } from '../../domain/csv';
import { LIST_EXPORTS } from '../../domain/exports';
import { brandQueries } from '../../resources/brands/queries';
import { complimentQueries } from '../../resources/compliments/queries';
import { deviceQueries } from '../../resources/devices/queries';
import { stickQueries } from '../../resources/devices/stickQueries';
import { disclaimerQueries } from '../../resources/disclaimers/queries';
import { interviewKitQueries } from '../../resources/interviewKits/queries';
import { mediaQueries } from '../../resources/media/queries';
import { programQueries } from '../../resources/programs/queries';
import { scratchCardQueries } from '../../resources/scratchCards/queries';
import { serialNumberQueries } from '../../resources/serialNumbers/queries';
import { tokensFor } from './catalogSupport';
import { withServer } from './harness';

// The resources' documents parse on first use, with the parser the data provider hands in.
setDocumentParser(parse);

/**
 * POST /api/export/ for the reference lists (brands, compliments, programs, disclaimers, media,
 * interview kits, scratch cards, serial numbers, devices, sticks): with more than 1000 rows each,
 * the file holds every row the list holds, in its order, over every page of the list's field.
 */
const h = withServer();
const tokens = tokensFor(h);
const TIME_ZONE = 'Asia/Almaty';
const N = 1100;

const LISTS: QueryRegistry = {
  ...brandQueries,
  ...complimentQueries,
  ...programQueries,
  ...disclaimerQueries,
  ...mediaQueries,
  ...interviewKitQueries,
  ...scratchCardQueries,
  ...serialNumberQueries,
  ...deviceQueries,
  ...stickQueries,
};

const exportCsv = (token: string, resource: string, variables: Record<string, unknown>) =>
  h.app.inject({
    method: 'POST',
    url: '/api/export/',
    headers: { authorization: `JWT ${token}` },
    payload: { resource, variables, timeZone: TIME_ZONE },
  });

/** Every node of the list, paged as the browser pages it, with its own document and variables. */
const listNodes = async (resource: string, variables: Record<string, unknown>) => {
  const list = LISTS[resource].list!;
  const query = print(list.document);
  const nodes: unknown[] = [];
  let totalCount: number | null = null;
  let after: string | null = null;
  for (;;) {
    const res: any = await h.gql(tokens.HQ, query, { ...variables, first: 1000, after });
    expect(res.errors).toBeUndefined();
    const page = res.data[list.field];
    totalCount ??= page.totalCount;
    nodes.push(...page.edges.map((e: any) => e.node));
    if (!page.pageInfo.hasNextPage) return { nodes, totalCount };
    after = page.pageInfo.endCursor;
  }
};

/** The list's default variables (its fixedFilter and default sort, as the browser sends them), and the live rows in SQL. */
const CASES: { resource: string; variables: Record<string, unknown>; rows: string }[] = [
  {
    resource: 'brands',
    variables: { isDeleted: false, orderBy: 'title' },
    rows: 'select count(*) from brands where not is_deleted',
  },
  {
    // No sort on the page: react-admin's default 'id', which the field does not take (dropped).
    resource: 'compliments',
    variables: { isDeleted: false, orderBy: 'id' },
    rows: 'select count(*) from compliment_kinds where not is_deleted',
  },
  {
    resource: 'programs',
    variables: { isDeleted: false, orderBy: 'title' },
    rows: 'select count(*) from programs where not is_deleted',
  },
  {
    resource: 'disclaimers',
    variables: { orderBy: 'title' },
    rows: 'select count(*) from disclaimers where not is_deleted',
  },
  {
    resource: 'media',
    variables: { orderBy: '-createdAt' },
    rows: 'select count(*) from media where not is_deleted',
  },
  {
    // A row per answer, an open question one row, a kit without questions one row.
    resource: 'interview-kits',
    variables: { orderBy: 'title' },
    rows: `select coalesce(sum(greatest(1, (select count(*) from interview_questions q
             left join interview_answers a on a.question_id = q.id where q.kit_id = k.id))), 0) as count
           from interview_kits k where not k.is_deleted`,
  },
  {
    resource: 'scratch-cards',
    variables: { orderBy: 'title' },
    rows: 'select count(*) from scratch_cards where not is_deleted',
  },
  {
    resource: 'new-devices',
    variables: { orderBy: '-createdAt' },
    rows: 'select count(*) from serial_numbers where not is_deleted',
  },
  {
    // A row per live color, a model without one a row of its own.
    resource: 'devices',
    variables: { isDeleted: false, orderBy: 'model' },
    rows: `select sum(greatest(1, (select count(*) from devices d where d.model_id = m.id and not d.is_deleted)))
           as count from device_models m where not m.is_deleted`,
  },
  {
    // A row per live stick, a brand without one a row of its own.
    resource: 'stickbrand',
    variables: { isDeleted: false, orderBy: 'id' },
    rows: `select sum(greatest(1, (select count(*) from sticks s where s.brand_family_id = b.id and not s.is_deleted)))
           as count from stick_brands b where not b.is_deleted`,
  },
];

/** A few lists' filters, so that the file follows the list's filter too. */
const FILTERED: { resource: string; variables: Record<string, unknown> }[] = [
  { resource: 'brands', variables: { isDeleted: false, title_Icontains: 'Экспорт 000', orderBy: '-title' } },
  { resource: 'compliments', variables: { isDeleted: false, title_Icontains: 'Комплимент 01' } },
  { resource: 'programs', variables: { isDeleted: false, search: 'EXP1', orderBy: '-title' } },
  { resource: 'disclaimers', variables: { enabled: false, orderBy: 'title' } },
  { resource: 'media', variables: { title_Icontains: 'Медиа 00', orderBy: 'title' } },
  { resource: 'interview-kits', variables: { title_Icontains: 'Опросник 00', orderBy: '-title' } },
  { resource: 'scratch-cards', variables: { search: 'EXP-01', isActive: true, orderBy: 'code' } },
  { resource: 'new-devices', variables: { serialNumber_Icontains: 'EXP01', orderBy: 'serialNumber' } },
  { resource: 'devices', variables: { isDeleted: false, model_Icontains: 'Модель 00', orderBy: '-model' } },
];

/** The file the export must write: the header and the rows of every node the list holds. */
const expectedFile = (resource: string, nodes: readonly unknown[]) => {
  const definition = LIST_EXPORTS[resource];
  const dates = csvDates(TIME_ZONE);
  const rows = nodes.flatMap((node) => definition.rows(node, dates));
  return { rows, text: `${CSV_BOM}${[definition.header, ...rows].map(toCsvLine).join('')}` };
};

describe('reference list exports', () => {
  beforeAll(async () => {
    const q = (sql: string) => h.pool.query(sql);
    const series = `generate_series(1, ${N}) g`;
    const pad = `lpad(g::text, 5, '0')`;
    await q(`insert into brands (title, segment_id, is_bat)
      select 'Экспорт ' || ${pad}, case when g % 3 = 0 then null else (select min(id) from brand_segments) end,
        g % 2 = 0 from ${series}`);
    await q(`insert into formats (title, brand_id, sku)
      select 'Формат ' || b.title || ' ' || n, b.id, 'EXP-' || b.id || '-' || n
      from brands b cross join generate_series(1, 2) n where b.title like 'Экспорт 000%'`);
    await q(`insert into compliment_kinds (type_id, title, sap_code, recommended_per_hour)
      select (select min(id) from compliment_types), 'Комплимент ' || ${pad}, 'SAP;' || g, g % 5 from ${series}`);
    await q(`insert into programs (title, program_id, description, category_id, not_for_bat_brand)
      select 'Программа ' || ${pad}, 'EXP' || g || ':2026', '=описание ' || g,
        case when g % 2 = 0 then (select min(id) from program_categories) end, g % 2 = 1 from ${series}`);
    await q(`insert into program_limits (program_id, limits_inside, limits_inside_period, consultant_limits)
      select id, 2, 'WEEK', 30 from programs where program_id like 'EXP1%'`);
    await q(`insert into disclaimers (title, display_name, button_title, content, enabled)
      select 'Дисклеймер ' || ${pad}, 'Показ ' || g, 'OK', '<p>Текст; ' || g || '</p>', g % 4 <> 0 from ${series}`);
    // Whole milliseconds: the keyset cursors keep dates to the millisecond (see the known failure below).
    // Ties on the sort key (seven days for 1100 rows) are paged by id.
    const now = `date_trunc('milliseconds', now())`;
    await q(`insert into media (title, link, created_at)
      select 'Медиа ' || ${pad}, 'https://example.com/' || g, ${now} - (g % 7) * interval '1 day' from ${series}`);
    await q(`insert into interview_kits (title, external_title)
      select 'Опросник ' || ${pad}, case when g % 2 = 0 then 'Внешний ' || g end from ${series}`);
    await q(`insert into interview_questions (kit_id, position, text, is_open)
      select k.id, n, 'Вопрос ' || n, n = 2 from interview_kits k cross join generate_series(1, 2) n
      where k.title like 'Опросник 00%'`);
    await q(`insert into interview_answers (question_id, position, text, value)
      select q.id, n, 'Ответ ' || n, n from interview_questions q cross join generate_series(0, 1) n
      where not q.is_open and q.text = 'Вопрос 1'`);
    await q(`insert into scratch_cards (title, code, description, is_active)
      select 'Карта ' || ${pad}, 'EXP-' || ${pad}, 'Описание ' || g, g % 3 <> 0 from ${series}`);
    await q(`insert into device_models (model, barcode, compatibility_id)
      select 'Модель ' || ${pad}, '46' || ${pad}, (select min(id) from device_types) from ${series}`);
    await q(`insert into devices (title, model_id, crm_id, is_deleted, compatibility_id)
      select 'Цвет ' || n, m.id, 'CRM-' || m.id || '-' || n, n = 3, (select max(id) from device_types) from device_models m
      cross join generate_series(1, 3) n where m.model like 'Модель 00%'`);
    await q(`insert into serial_numbers (serial_number, device_id, status, note, created_at)
      select 'EXP' || ${pad}, (select min(id) from devices where not is_deleted),
        (array['IN_STOCK', 'ISSUED', 'SOLD'])[g % 3 + 1], 'примечание ' || g, ${now} - g * interval '1 hour'
      from ${series}`);
    await q(`insert into stick_brands (title) select 'Стики ' || ${pad} from ${series}`);
    await q(`insert into sticks (title, brand_family_id, crm_id, is_deleted)
      select 'Стик ' || n, b.id, 'S-' || b.id || '-' || n, n = 2 from stick_brands b
      cross join generate_series(1, 2) n where b.title like 'Стики 00%'`);
    await q(`insert into stick_compatibility (stick_id, device_type_id)
      select s.id, t.id from sticks s cross join device_types t where s.title = 'Стик 1' and not t.is_deleted`);
  });

  it.each(CASES.map((c) => [c.resource, c] as const))(
    '%s: HQ gets every row of the list, in its order, over more than 1000',
    async (resource, { variables, rows: rowsSql }) => {
      const res = await exportCsv(tokens.HQ, resource, variables);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.headers['content-disposition']).toContain(`${LIST_EXPORTS[resource].fileName}.csv`);
      expect(res.body.startsWith(`${CSV_BOM}${toCsvLine(LIST_EXPORTS[resource].header)}`)).toBe(true);

      const { nodes, totalCount } = await listNodes(resource, variables);
      expect(nodes).toHaveLength(totalCount!);
      expect(totalCount).toBeGreaterThan(1000);
      const expected = expectedFile(resource, nodes);
      expect(expected.rows).toHaveLength(await h.count(rowsSql));
      expect(res.body).toBe(expected.text);
      if (resource !== 'devices' && resource !== 'stickbrand' && resource !== 'interview-kits')
        expect(expected.rows).toHaveLength(totalCount!);
    },
  );

  it.each(FILTERED.map((c) => [c.resource, c.variables] as const))(
    '%s: the file follows the list’s filters and order (%o)',
    async (resource, variables) => {
      const res = await exportCsv(tokens.HQ, resource, variables);
      expect(res.statusCode).toBe(200);
      const { nodes } = await listNodes(resource, variables);
      expect(nodes.length).toBeGreaterThan(0);
      expect(res.body).toBe(expectedFile(resource, nodes).text);
    },
  );

  it.each(CASES.map((c) => [c.resource, c.variables] as const))(
    '%s: a coordinator is refused (403)',
    async (resource, variables) => {
      expect((await exportCsv(tokens.COORDINATOR, resource, variables)).statusCode).toBe(403);
    },
  );

  // Two faults these exports found: date cursors cut to milliseconds, a color without a type.

  it('media by createdAt ascending, microsecond timestamps: every row exactly once', async () => {
    // A keyset cursor keeps a date to the millisecond (JS Date); PostgreSQL keeps microseconds, so
    // the row a page ends on is read again at the top of the next page (and, descending, rows
    // within the same millisecond as the page's last row are skipped).
    await h.pool.query(`insert into media (title, link, created_at)
      select 'Микро ' || g, 'https://example.com/m' || g, now() - g * interval '1 second'
      from generate_series(1, ${N}) g`);
    const res = await exportCsv(tokens.HQ, 'media', { title_Icontains: 'Микро', orderBy: 'createdAt' });
    expect(res.statusCode).toBe(200);
    const ids = res.body
      .slice(1)
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(';')[0]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(N);
  });

  it('devices: a color without a device type (allowed by its form) is listed and exported', async () => {
    // The colors' left join yields a null type object and typeOf(null) throws: the Devices list
    // itself answers an error, so the export answers 400.
    await h.pool.query(`insert into devices (title, model_id)
      select 'Без типа', min(id) from device_models where model like 'Модель 00%'`);
    const list = await h.gql(tokens.HQ, print(LISTS.devices.list!.document), { isDeleted: false, first: 10 });
    expect(list.errors).toBeUndefined();
    expect((await exportCsv(tokens.HQ, 'devices', { isDeleted: false, orderBy: 'model' })).statusCode).toBe(
      200,
    );
  });
});
