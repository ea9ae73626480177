import { describe, expect, it } from 'vitest';
import {
  fromConnection,
  normaliseIds,
  pageOf,
  toConnectionVariables,
  toGrapheneFilter,
  toOrderBy,
} from '../../dataProvider/connection';

describe('toConnectionVariables', () => {
  it('leaves the page out (keysetPages.ts turns it into cursors)', () => {
    expect(toConnectionVariables({ sort: { field: 'id', order: 'ASC' } })).toEqual({ orderBy: 'id' });
  });

  it("gives a page's first row and size", () => {
    expect(pageOf({ pagination: { page: 3, perPage: 25 } })).toEqual({ offset: 50, size: 25 });
    expect(pageOf({ pagination: { page: 0, perPage: 10 } })).toEqual({ offset: 0, size: 10 });
    expect(pageOf({})).toBeNull();
  });

  it('orders Graphene-style: "-" for descending, "__" for nested fields', () => {
    expect(toOrderBy({ field: 'model', order: 'ASC' })).toBe('model');
    expect(toOrderBy({ field: 'model', order: 'DESC' })).toBe('-model');
    expect(toOrderBy({ field: 'compatibility.title', order: 'DESC' })).toBe('-compatibility__title');
    expect(toOrderBy(undefined)).toBeUndefined();
  });

  it('renames filters, drops cleared ones, and lets fixed filters win', () => {
    const variables = toConnectionVariables(
      {
        sort: { field: 'id', order: 'DESC' },
        filter: { q: 'iph', ids: [1, 2], empty: '', none: [], isDeleted: true },
      },
      { filterNames: { q: 'model_Icontains' }, fixedFilter: { isDeleted: false } },
    );
    expect(variables).toEqual({
      orderBy: '-id',
      model_Icontains: 'iph',
      id_In: [1, 2],
      isDeleted: false,
    });
  });

  it('keeps filter names it does not know as they are', () => {
    expect(toGrapheneFilter({ status_In: ['ACTIVE'] })).toEqual({ status_In: ['ACTIVE'] });
  });
});

describe('fromConnection', () => {
  it('maps edges to numeric-id records with the total', () => {
    const result = fromConnection({
      totalCount: 2,
      edges: [
        {
          cursor: 'a',
          node: {
            __typename: 'DeviceModel',
            id: '7',
            model: 'X',
            compatibility: { id: '3', title: 'T', __typename: 'DeviceType' },
            colors: [{ id: '11', title: 'Red' }],
          },
        },
        { cursor: 'b', node: { id: '8', model: 'Y', compatibility: null, colors: [] } },
        null,
      ],
      pageInfo: { hasNextPage: true, hasPreviousPage: false, startCursor: 'a', endCursor: 'b' },
    });
    expect(result).toEqual({
      data: [
        { id: 7, model: 'X', compatibility: { id: 3, title: 'T' }, colors: [{ id: 11, title: 'Red' }] },
        { id: 8, model: 'Y', compatibility: null, colors: [] },
      ],
      total: 2,
      pageInfo: { hasNextPage: true, hasPreviousPage: false },
    });
  });

  it('answers an empty list for a missing connection', () => {
    expect(fromConnection(null)).toEqual({
      data: [],
      pageInfo: { hasNextPage: false, hasPreviousPage: false },
    });
  });

  it('leaves non-numeric ids and other strings alone', () => {
    expect(normaliseIds({ id: 'abc', crmId: '42', list: [{ id: '5' }] })).toEqual({
      id: 'abc',
      crmId: '42',
      list: [{ id: 5 }],
    });
  });
});
