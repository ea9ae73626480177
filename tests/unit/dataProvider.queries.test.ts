import { createRequire } from 'node:module';
import { print } from '@0no-co/graphql.web';
import { buildSchema, type DocumentNode, Kind, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { forgetLists } from '../../dataProvider/keysetPages';
import { buildQuery, pickDeclaredVariables, type QueryRegistry } from '../../dataProvider/queryRegistry';
import { activityQueries } from '../../resources/activities/queries';
import { deviceQueries } from '../../resources/devices/queries';
import { profileQueries } from '../../resources/profile/queries';
import { SESSION_CHOICE_RESOURCES, sessionQueries } from '../../resources/sessions/queries';
import { schema as serverSchema } from '../../server/graphql';

// The server's Pothos schema is built with graphql's CommonJS build; validate with one instance.
const schema = buildSchema(createRequire(import.meta.url)('graphql').printSchema(serverSchema));

const registry: QueryRegistry = { ...deviceQueries, ...activityQueries, ...profileQueries };
const build = buildQuery(registry);

const declared = (document: DocumentNode) =>
  document.definitions.flatMap((d) =>
    d.kind === Kind.OPERATION_DEFINITION
      ? (d.variableDefinitions ?? []).map((v) => v.variable.name.value)
      : [],
  );

describe('each resource document', () => {
  for (const [resource, { list, one }] of Object.entries(registry)) {
    for (const query of [list, one].filter((q) => q !== undefined)) {
      it(`${resource}: ${query.field} validates against the server's schema`, () => {
        expect(validate(schema, query.document).map((e) => e.message)).toEqual([]);
      });
    }
    if (list) {
      it(`${resource}: declares the variables its filters map to`, () => {
        const names = declared(list.document);
        for (const name of [
          'first',
          'after',
          ...Object.values(list.filterNames ?? {}),
          ...Object.keys(list.fixedFilter ?? {}),
        ]) {
          expect(names).toContain(name);
        }
      });
    }
  }
});

describe('buildQuery', () => {
  const listParams = {
    pagination: { page: 2, perPage: 10 },
    sort: { field: 'model', order: 'ASC' },
    filter: { q: 'gal', unknownFilter: 1 },
  };

  const page1 = { ...listParams, pagination: { page: 1, perPage: 10 } };
  const edges = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      cursor: `c${i}`,
      node: { id: String(i + 1), model: 'A', colors: [] },
    }));

  it('asks the Devices page for not deleted models, ordered and searched, then the next page after its last row', () => {
    forgetLists();
    const query = build('GET_LIST', 'devices', page1);
    expect(query.variables).toEqual({
      first: 10,
      orderBy: 'model',
      model_Icontains: 'gal',
      isDeleted: false,
    });
    const parsed = query.parseResponse({
      data: { deviceModels: { totalCount: 11, edges: edges(10) } },
    } as never);
    expect(parsed).toMatchObject({ total: 11, meta: { totalCountKind: 'EXACT' } });
    expect((parsed as { data: unknown[] }).data[0]).toEqual({ id: 1, model: 'A', colors: [] });
    const next = build('GET_LIST', 'devices', listParams);
    expect(next.variables).toMatchObject({ first: 10, after: 'c9' });
    // The count is known: later pages do not ask for it again, and still report it.
    expect(print(next.query)).not.toContain('totalCount');
    expect(next.parseResponse({ data: { deviceModels: { edges: edges(1) } } } as never)).toMatchObject({
      total: 11,
    });
  });

  it('drops what the document does not declare (device types take no orderBy)', () => {
    forgetLists();
    const query = build('GET_LIST', 'devicetype', { ...page1, sort: { field: 'title', order: 'ASC' } });
    expect(query.variables).toEqual({ first: 10, isDeleted: false });
  });

  it('reads many by id_In, deleted ones included', () => {
    expect(build('GET_MANY', 'devicemodel', { ids: [3, 4] }).variables).toEqual({
      id_In: ['3', '4'],
      first: 2,
    });
  });

  it('reads many with the list fixed filter (a session choice list needs its kind)', () => {
    const registry: QueryRegistry = { ...sessionQueries };
    const query = buildQuery(registry)('GET_MANY', SESSION_CHOICE_RESOURCES.spot, { ids: [7] });
    expect(query.variables).toEqual({ kind: 'spot', id_In: ['7'], first: 1 });
  });

  it('reads many by reference through the list filter', () => {
    const query = build('GET_MANY_REFERENCE', 'activities', {
      target: 'status_In',
      id: 'ACTIVE',
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'title', order: 'DESC' },
      filter: {},
    });
    expect(query.variables).toEqual({ first: 5, orderBy: '-title', status_In: 'ACTIVE' });
  });

  it('reads one by a string ID and fails with 404 when the server answers null', () => {
    const query = build('GET_ONE', 'glocolor', { id: 11 });
    expect(query.variables).toEqual({ id: '11' });
    expect(query.parseResponse({ data: { device: { id: '11', model: { id: '7' } } } } as never)).toEqual({
      data: { id: 11, model: { id: 7 } },
    });
    expect(() => query.parseResponse({ data: { device: null } } as never)).toThrow(
      expect.objectContaining({ status: 404 }),
    );
  });

  it('refuses what a resource does not read through GraphQL', () => {
    expect(() => build('GET_LIST', 'glocolor', listParams)).toThrow(/glocolor/);
    expect(() => build('GET_ONE', 'nothing', { id: 1 })).toThrow(/nothing/);
    expect(() => build('CREATE', 'devices', { data: {} })).toThrow(/devices/);
  });

  it('keeps only declared variables', () => {
    const document = deviceQueries.devicetype.list!.document;
    expect(pickDeclaredVariables(document, { first: 1, orderBy: 'x', isDeleted: false })).toEqual({
      first: 1,
      isDeleted: false,
    });
  });
});
