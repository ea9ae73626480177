import { gqlError } from '../http/errors';

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
