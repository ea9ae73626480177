import { gqlError } from '../http/errors';
import type { ListCount } from './count';

/** Graphene's cursor format, so that clients written for it page the same way. */
const PREFIX = 'arrayconnection:';
export const offsetToCursor = (offset: number) => Buffer.from(`${PREFIX}${offset}`).toString('base64');
export const cursorToOffset = (cursor: string): number => {
  const text = Buffer.from(cursor, 'base64').toString('utf8');
  const offset = Number(text.slice(PREFIX.length));
  if (!text.startsWith(PREFIX) || !Number.isInteger(offset) || offset < 0)
    throw gqlError('BAD_USER_INPUT', 'Invalid cursor');
  return offset;
};

export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

// react-admin exports a list by asking for up to 1000 records at once.
export const MAX_PAGE_SIZE = 1000;

/**
 * A relay connection over an ordered, countable query: first/after pages forwards, last/before
 * backwards, with totalCount. `count` and `fetch` run the same scoped, filtered query.
 */
export const resolveConnection = async <T>(
  args: ConnectionArgs,
  count: () => Promise<number>,
  fetch: (page: { offset: number; limit: number }) => Promise<T[]>,
) => {
  for (const n of [args.first, args.last])
    if (n != null && (n < 0 || n > MAX_PAGE_SIZE))
      throw gqlError('BAD_USER_INPUT', `first/last must be from 0 to ${MAX_PAGE_SIZE}`);
  const totalCount = await count();
  let start = args.after ? cursorToOffset(args.after) + 1 : 0;
  let end = args.before ? Math.min(cursorToOffset(args.before), totalCount) : totalCount;
  if (args.first != null) end = Math.min(end, start + args.first);
  if (args.last != null) start = Math.max(start, end - args.last);
  if (args.first == null && args.last == null) end = Math.min(end, start + MAX_PAGE_SIZE);
  const rows = end > start ? await fetch({ offset: start, limit: end - start }) : [];
  const edges = rows.map((node, i) => ({ node, cursor: offsetToCursor(start + i) }));
  return {
    totalCount,
    edges,
    pageInfo: {
      hasNextPage: start + rows.length < totalCount,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
};

/** Graphene-style orderBy ('model', '-model') checked against the fields a query allows. */
export const parseOrderBy = <K extends string>(
  orderBy: string | null | undefined,
  allowed: readonly K[],
  fallback: K,
): { field: K; descending: boolean } => {
  const raw = orderBy?.trim() || fallback;
  const descending = raw.startsWith('-');
  const field = raw.replace(/^-/, '') as K;
  if (!allowed.includes(field))
    throw gqlError('BAD_USER_INPUT', `orderBy must be one of: ${allowed.join(', ')}`);
  return { field, descending };
};

/**
 * resolveConnection's forward pages (first/after) without a count: `limit + 1` rows are read to
 * know whether a next page follows, and totalCount is the lazy `count` (server/graphql/count.ts),
 * run only when the client asks for it.
 */
export const forwardConnection = async <T>(
  args: ConnectionArgs,
  count: ListCount,
  fetch: (page: { offset: number; limit: number }) => Promise<T[]>,
) => {
  if (args.first != null && (args.first < 0 || args.first > MAX_PAGE_SIZE))
    throw gqlError('BAD_USER_INPUT', `first/last must be from 0 to ${MAX_PAGE_SIZE}`);
  const start = args.after ? cursorToOffset(args.after) + 1 : 0;
  const size = args.first ?? MAX_PAGE_SIZE;
  const rows = size > 0 ? await fetch({ offset: start, limit: size + 1 }) : [];
  const page = rows.slice(0, size);
  const edges = page.map((node, i) => ({ node, cursor: offsetToCursor(start + i) }));
  return {
    totalCount: count as number | ListCount,
    edges,
    pageInfo: {
      hasNextPage: rows.length > size,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
};
