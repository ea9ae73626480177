import { type DocumentNode, print, visit } from '@0no-co/graphql.web';
import type { SortPayload } from 'react-admin';
import { toHttpError } from './client';
import { toConnectionVariables } from './connection';
import { apiUrl, request } from './http';
import { type CountKind, listKey, listState } from './keysetPages';
import { type ListQuery, pickDeclaredVariables, type QueryRegistry } from './queryRegistry';

/** The list's document asking only for its count (no rows: `first: 0`). */
const countOnly = new WeakMap<DocumentNode, DocumentNode>();
const countDocument = (document: DocumentNode) => {
  let counted = countOnly.get(document);
  if (!counted) {
    let depth = 0;
    counted = visit(document, {
      Field: {
        enter: (node) => {
          depth += 1;
          // The root field keeps its arguments; under it only the count's two fields stay.
          if (depth === 2 && !['totalCount', 'totalCountKind'].includes(node.name.value)) {
            depth -= 1;
            return null;
          }
          return undefined;
        },
        leave: () => {
          depth -= 1;
        },
      },
    });
    countOnly.set(document, counted);
  }
  return counted;
};

/** The count's request body: the list's document with only its count, its filters, `first: 0`. */
export const countRequest = (list: ListQuery, base: Record<string, unknown>) => {
  const document = countDocument(list.document);
  return { query: print(document), variables: pickDeclaredVariables(document, { ...base, first: 0 }) };
};

export interface ListCount {
  n: number;
  kind: CountKind;
}

/**
 * A list's count apart from its pages (lists declared `countApart`): asked once per filter by the
 * pagination, so a page is never slowed by counting. Remembered for the page planner's last page.
 */
export const countList =
  (registry: QueryRegistry) =>
  async (
    resource: string,
    { filter, sort }: { filter: Record<string, unknown>; sort?: SortPayload },
  ): Promise<ListCount | null> => {
    const list = registry[resource]?.list;
    if (!list) return null;
    const base = toConnectionVariables({ filter, sort }, list);
    const result = await request(apiUrl('graphql'), {
      method: 'POST',
      body: countRequest(list, base),
    });
    if (result?.errors?.length) throw toHttpError(result.errors);
    const connection = result?.data?.[list.field];
    if (typeof connection?.totalCount !== 'number') return null;
    const count = { n: connection.totalCount, kind: (connection.totalCountKind ?? 'EXACT') as CountKind };
    listState(listKey(resource, base)).total = count;
    return count;
  };
