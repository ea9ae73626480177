import { describe, expect, it } from 'vitest';
import {
  fromConnection,
  normaliseIds,
  offsetCursor,
  toConnectionVariables,
  toGrapheneFilter,
  toOrderBy,
} from '../../dataProvider/connection';

const decode = (cursor: unknown) => atob(String(cursor));

describe('toConnectionVariables', () => {
  it('asks the first page without a cursor', () => {
    expect(toConnectionVariables({ pagination: { page: 1, perPage: 25 } })).toEqual({ first: 25 });
  });

  it("asks a later page after the previous page's last item (Graphene offset cursors)", () => {
    const variables = toConnectionVariables({ pagination: { page: 3, perPage: 25 } });
    expect(variables.first).toBe(25);
    expect(decode(variables.after)).toBe('arrayconnection:49');
    expect(toConnectionVariables({ pagination: { page: 2, perPage: 10 } }).after).toBe(offsetCursor(9));
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
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'id', order: 'DESC' },
        filter: { q: 'iph', ids: [1, 2], empty: '', none: [], isDeleted: true },
      },
      { filterNames: { q: 'model_Icontains' }, fixedFilter: { isDeleted: false } },
    );
    expect(variables).toEqual({
      first: 5,
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
