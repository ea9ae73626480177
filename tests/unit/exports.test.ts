import { type DocumentNode, Kind, type OperationDefinitionNode, parse } from 'graphql';
import type { Exporter, RaRecord } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fromConnection } from '../../dataProvider/connection';
import type { QueryRegistry } from '../../dataProvider/queryRegistry';
import { CSV_BOM, csvDates, toCsvLine } from '../../domain/csv';
import { LIST_EXPORTS, type ListExport } from '../../domain/exports';
import { describeLimit } from '../../domain/exports/programs';
import { BRAND_CSV_HEADER, exportBrands } from '../../resources/brands/exporter';
import { brandQueries } from '../../resources/brands/queries';
import { cigaretteQueries } from '../../resources/cigarettes/queries';
import { COMPLIMENT_CSV_HEADER, exportCompliments } from '../../resources/compliments/exporter';
import { complimentQueries } from '../../resources/compliments/queries';
import { dmCodeQueries } from '../../resources/dataMatrixes/queries';
import { DEVICE_CSV_HEADER, exportDevices } from '../../resources/devices/exporter';
import { deviceQueries } from '../../resources/devices/queries';
import { readDeviceModel } from '../../resources/devices/serializer';
import { exportSticks, STICK_CSV_HEADER } from '../../resources/devices/stickExporter';
import { stickQueries } from '../../resources/devices/stickQueries';
import { readStickBrand } from '../../resources/devices/stickSerializer';
import { exportDisclaimers } from '../../resources/disclaimers/DisclaimerList';
import { disclaimerQueries } from '../../resources/disclaimers/queries';
import { employeeQueries } from '../../resources/employees/queries';
import { equipmentQueries } from '../../resources/equipment/queries';
import { exportFormats, FORMAT_CSV_HEADER } from '../../resources/formats/exporter';
import { formatQueries } from '../../resources/formats/queries';
import { exportInterviewKits } from '../../resources/interviewKits/InterviewKitList';
import { interviewKitQueries } from '../../resources/interviewKits/queries';
import { exportMedia } from '../../resources/media/MediaList';
import { mediaQueries } from '../../resources/media/queries';
import {
  describeLimit as browserDescribeLimit,
  exportPrograms,
  PROGRAM_CSV_HEADER,
} from '../../resources/programs/exporter';
import { programQueries } from '../../resources/programs/queries';
import { scratchCardQueries } from '../../resources/scratchCards/queries';
import { exportScratchCards } from '../../resources/scratchCards/ScratchCardList';
import { serialNumberQueries } from '../../resources/serialNumbers/queries';
import { exportSerialNumbers } from '../../resources/serialNumbers/SerialNumberList';
import { sessionQueries } from '../../resources/sessions/queries';

/**
 * The server's list exports (domain/exports) write the very files the browser's exporters wrote
 * from the records they had fetched: each browser exporter runs on fixture nodes as the data
 * provider hands them over (ids normalised, afterRead applied), and its file is compared, byte
 * for byte, with the server's file of the same raw GraphQL nodes.
 */

const downloads = vi.hoisted(() => [] as { csv: string; fileName: string }[]);
vi.mock('react-admin', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react-admin')>()),
  downloadCSV: (csv: string, fileName: string) => {
    downloads.push({ csv, fileName });
  },
}));

beforeEach(() => {
  downloads.length = 0;
});

/** The time zone toLocaleDateString uses here: the browser sends its own to the server. */
const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The file the server writes for these nodes (runner.ts: BOM, header, each node's rows). */
const serverFile = (definition: ListExport, nodes: readonly unknown[]) => {
  const dates = csvDates(TIME_ZONE);
  return `${CSV_BOM}${toCsvLine(definition.header)}${nodes
    .flatMap((node) => definition.rows(node, dates))
    .map(toCsvLine)
    .join('')}`;
};

/** The file the browser's exporter writes, given the records as the data provider reads the nodes. */
const browserFile = (
  exporter: (records: any[]) => unknown,
  nodes: readonly unknown[],
  afterRead: (record: RaRecord) => RaRecord = (r) => r,
) => {
  const { data } = fromConnection({ edges: nodes.map((node) => ({ node })) });
  exporter(data.map(afterRead));
  expect(downloads).toHaveLength(1);
  return downloads[0];
};

const run = (exporter: Exporter<any>) => (records: any[]) =>
  (exporter as (...args: unknown[]) => unknown)(records, undefined, undefined, undefined);

const expectSameFile = (
  resource: string,
  exporter: (records: any[]) => unknown,
  nodes: readonly unknown[],
  afterRead?: (record: RaRecord) => RaRecord,
) => {
  const definition = LIST_EXPORTS[resource];
  expect(definition).toBeDefined();
  const browser = browserFile(exporter, nodes, afterRead);
  expect(serverFile(definition, nodes)).toBe(browser.csv);
  expect(definition.fileName).toBe(browser.fileName);
  return browser.csv;
};

const author = { id: '3', firstName: 'Мария', lastName: 'Иванова' };

describe('server exports write the browser exporters’ files', () => {
  it('brands: every format, segment, BAT', () => {
    expect(LIST_EXPORTS.brands.header).toEqual(BRAND_CSV_HEADER);
    const csv = expectSameFile('brands', run(exportBrands), [
      {
        id: '1',
        title: 'Kent; Nanotek',
        isBat: true,
        segment: { id: '2', title: 'Премиум' },
        formats: [
          { id: '10', title: 'Kent Nano', sku: 'K1' },
          { id: '11', title: '=Kent "Blue"', sku: null },
        ],
      },
      { id: '2', title: 'Без сегмента', isBat: false, segment: null, formats: [] },
    ]);
    // Only a cell's start can make a formula: the second format's '=' stays as it is.
    expect(csv.split('\r\n')[1]).toBe('1;"Kent; Nanotek";Премиум;Да;"Kent Nano, =Kent ""Blue"""');
  });

  it('compliments', () => {
    expect(LIST_EXPORTS.compliments.header).toEqual(COMPLIMENT_CSV_HEADER);
    expectSameFile('compliments', run(exportCompliments), [
      {
        id: '4',
        title: 'Зажигалка',
        sap: 'SAP-1',
        recommendedPerHour: 2,
        type: { id: '1', title: 'Подарок' },
      },
      { id: '5', title: '+скидка', sap: null, recommendedPerHour: 0, type: { id: '2', title: 'Сувенир' } },
    ]);
  });

  it('programs: displayed id, flags, limits in words', () => {
    expect(LIST_EXPORTS.programs.header).toEqual(PROGRAM_CSV_HEADER);
    const limit = (over: object) => ({
      id: '1',
      limitsInside: null,
      limitsInsidePeriod: null,
      consultantLimits: null,
      limitsOutside: [],
      ...over,
    });
    const limits = [
      limit({
        limitsInside: 2,
        limitsInsidePeriod: 'ALL_PERIOD',
        consultantLimits: 30,
        limitsOutside: [
          { id: '7', programId: 'LOYAL:2026' },
          { id: '8', programId: 'NEW' },
        ],
      }),
      limit({ limitsInsidePeriod: 'WEEK' }),
      limit({ limitsInside: 0, limitsInsidePeriod: 'SOMETIME' }),
      limit({ limitsInsidePeriod: 'SOMETIME' }),
      limit({ consultantLimits: 0 }),
      limit({}),
    ];
    for (const l of limits) expect(describeLimit(l)).toBe(browserDescribeLimit(l as any));
    expectSameFile('programs', run(exportPrograms), [
      {
        id: '1',
        title: 'Лояльность',
        description: 'Первая строка\nвторая',
        programId: 'LOYAL:2026',
        notForBatBrand: true,
        isRepeatCustomerCheck: false,
        isWithBatyr: true,
        category: { id: '1', name: 'Акции' },
        limits,
      },
      {
        id: '2',
        title: 'Без категории',
        description: null,
        programId: 'PLAIN',
        notForBatBrand: false,
        isRepeatCustomerCheck: true,
        isWithBatyr: false,
        category: null,
        limits: [],
      },
    ]);
  });

  it('disclaimers: the content as text, the author', () => {
    expectSameFile('disclaimers', run(exportDisclaimers), [
      {
        id: '1',
        title: 'Согласие',
        displayName: 'Согласие на обработку',
        buttonTitle: 'Согласен',
        content: '<p>Я&nbsp;согласен; <b>"полностью"</b></p>',
        enabled: true,
        isDeleted: false,
        updatedAt: '2026-03-01T10:00:00.000Z',
        user: author,
      },
      {
        id: '2',
        title: 'Пустой',
        displayName: 'Пустой',
        buttonTitle: 'OK',
        content: '<p></p>',
        enabled: false,
        isDeleted: false,
        updatedAt: '2026-03-01T10:00:00.000Z',
        user: null,
      },
    ]);
  });

  it('media: kind, size, author, the date added in the reader’s time zone', () => {
    expectSameFile('media', run(exportMedia), [
      {
        id: '1',
        title: 'Обучение',
        kind: 'ZIP',
        zipFile: '/api/media/1/zip/',
        fileName: 'training.zip',
        fileSize: 1048576,
        entryCount: 12,
        link: null,
        createdAt: '2026-03-01T20:30:00.000Z',
        user: author,
      },
      {
        id: '2',
        title: 'Видео',
        kind: 'LINK',
        zipFile: null,
        fileName: null,
        fileSize: null,
        entryCount: null,
        link: 'https://example.com/v?a=1;b=2',
        createdAt: '2026-01-01T00:00:00.000Z',
        user: null,
      },
    ]);
  });

  it('interview kits: a row per answer, an open question and an empty kit a row each', () => {
    expectSameFile('interview-kits', run(exportInterviewKits), [
      {
        id: '1',
        title: 'Анкета',
        isDeleted: false,
        externalVisibility: true,
        externalTitle: 'Опрос',
        questions: [
          {
            id: '1',
            text: 'Вкус?',
            isOpen: false,
            answers: [
              { id: '1', text: 'Табачный', value: 0 },
              { id: '2', text: '-Мята', value: 1 },
            ],
          },
          { id: '2', text: 'Почему?', isOpen: true, answers: [] },
        ],
      },
      {
        id: '2',
        title: 'Пустой',
        isDeleted: false,
        externalVisibility: false,
        externalTitle: null,
        questions: [],
      },
    ]);
  });

  it('scratch cards', () => {
    expectSameFile('scratch-cards', run(exportScratchCards), [
      {
        id: '1',
        title: 'Мгновенный приз',
        code: 'SC-1',
        description: 'Скидка 20%; на устройство',
        isActive: true,
      },
      { id: '2', title: 'Старая', code: null, description: null, isActive: false, isDeleted: false },
    ]);
  });

  it('serial numbers: model, color, status label, the date added in the reader’s time zone', () => {
    expectSameFile('new-devices', run(exportSerialNumbers), [
      {
        id: '1',
        serialNumber: 'SN-0001',
        status: 'IN_STOCK',
        note: 'на складе',
        createdAt: '2026-03-01T20:30:00.000Z',
        device: { id: '5', title: 'Чёрный' },
        model: { id: '2', model: 'glo hyper' },
      },
      {
        id: '2',
        serialNumber: 'SN-0002',
        status: 'LOST',
        note: null,
        createdAt: '2025-12-31T23:59:59.000Z',
        device: { id: '6', title: 'Белый' },
        model: { id: '2', model: 'glo hyper' },
      },
    ]);
  });

  it('devices: a row per live color, a model without colors a row with empty color cells', () => {
    expect(LIST_EXPORTS.devices.header).toEqual(DEVICE_CSV_HEADER);
    const type = (id: string, title: string) => ({ id, title, crmId: null });
    const color = (id: string, title: string, over: object = {}) => ({
      id,
      title,
      crmId: `CRM-${id}`,
      barcode: null,
      isDeleted: false,
      compatibility: type('1', 'glo'),
      ...over,
    });
    const csv = expectSameFile(
      'devices',
      run(exportDevices),
      [
        {
          id: '1',
          model: 'glo hyper X2',
          barcode: '4600000000001',
          isDeleted: false,
          compatibility: type('1', 'glo'),
          colors: [
            color('10', 'Чёрный', { barcode: '0001' }),
            color('11', 'Удалённый', { isDeleted: true }),
            color('12', 'Белый', { compatibility: null }),
          ],
        },
        { id: '2', model: 'glo pro', barcode: null, isDeleted: false, compatibility: null, colors: [] },
        {
          id: '3',
          model: 'Только удалённые',
          barcode: null,
          isDeleted: false,
          compatibility: type('2', 'neo'),
          colors: [color('13', 'Удалённый', { isDeleted: true })],
        },
      ],
      readDeviceModel,
    );
    expect(csv.split('\r\n')).toHaveLength(1 + 2 + 1 + 1 + 1);
  });

  it('sticks: a row per live stick, a brand without sticks a row of its own', () => {
    expect(LIST_EXPORTS.stickbrand.header).toEqual(STICK_CSV_HEADER);
    const stick = (id: string, title: string, over: object = {}) => ({
      id,
      title,
      crmId: null,
      isDeleted: false,
      brandFamily: { id: '1', title: 'neo' },
      compatibility: [
        { id: '1', title: 'glo' },
        { id: '2', title: 'glo hyper' },
      ],
      ...over,
    });
    const csv = expectSameFile(
      'stickbrand',
      run(exportSticks as Exporter<any>),
      [
        {
          id: '1',
          title: 'neo',
          isDeleted: false,
          sticks: [stick('1', 'neo Gold', { crmId: 'C-1' }), stick('2', 'Удалённый', { isDeleted: true })],
        },
        { id: '2', title: 'Без стиков', isDeleted: false, sticks: [] },
        {
          id: '3',
          title: 'kent',
          isDeleted: false,
          sticks: [stick('3', 'kent Blue', { compatibility: [] })],
        },
      ],
      readStickBrand,
    );
    expect(csv.split('\r\n')).toHaveLength(1 + 3 + 1);
  });

  it('formats', () => {
    expect(LIST_EXPORTS.formats.header).toEqual(FORMAT_CSV_HEADER);
    expectSameFile('formats', run(exportFormats), [
      {
        id: '1',
        sku: 'SKU-1',
        title: 'Kent Nano',
        isDeleted: false,
        externalVisibility: true,
        externalTitle: null,
        brand: { id: '1', title: 'Kent', isBat: true },
        minimalretailprice: [
          { id: '1', price: 650 },
          { id: '2', price: 700.5 },
        ],
      },
    ]);
  });
});

/** The list documents the browser pages with, by resource. */
const LISTS: QueryRegistry = {
  ...employeeQueries,
  ...formatQueries,
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
  ...sessionQueries,
  ...dmCodeQueries,
  ...cigaretteQueries,
  ...equipmentQueries,
};

const operation = (document: DocumentNode) =>
  document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
const variablesOf = (document: DocumentNode) =>
  new Set((operation(document).variableDefinitions ?? []).map((v) => v.variable.name.value));
const rootField = (document: DocumentNode) => {
  const [selection] = operation(document).selectionSet.selections;
  return selection.kind === Kind.FIELD ? selection.name.value : null;
};

describe('every list export', () => {
  it('covers every list the browser exports', () => {
    expect(Object.keys(LIST_EXPORTS).sort()).toEqual(
      [
        'agencyEmployees',
        'brands',
        'cigarettes',
        'data-matrixes',
        'stands',
        'tablets',
        'compliments',
        'devices',
        'disclaimers',
        'formats',
        'interview-kits',
        'media',
        'new-devices',
        'programs',
        'scratch-cards',
        'sessions',
        'stickbrand',
      ].sort(),
    );
  });

  it.each(Object.values(LIST_EXPORTS).map((e) => [e.resource, e] as const))(
    '%s: its document parses, declares $first and $after, and runs the list’s field with the list’s variables',
    (resource, definition) => {
      const document = parse(definition.document);
      const variables = variablesOf(document);
      expect(variables.has('first')).toBe(true);
      expect(variables.has('after')).toBe(true);
      expect(rootField(document)).toBe(definition.field);
      const list = LISTS[resource]?.list;
      expect(list).toBeDefined();
      expect(definition.field).toBe(list!.field);
      // The browser sends the list's variables as they are: the export declares the same ones
      // (backward paging aside: the runner pages forward and drops last/before).
      const listVariables = [...variablesOf(list!.document)].filter((v) => v !== 'last' && v !== 'before');
      expect([...variables].sort()).toEqual(listVariables.sort());
    },
  );
});
