/**
 * react-admin's page numbers on keyset cursors (ARCHITECTURE.md "Lists"). The server pages by
 * cursor, never by offset; this remembers, per list (resource + filters + sort), the cursor of
 * every row position it has seen, so that a page next to a seen one is one request (`after` the
 * row before it, or `before` the row after it), the last page of an exactly counted list is read
 * from the end, and any other page is reached by walking forward in steps of up to 1000 rows.
 * It also keeps the list's count, so that the server counts once per filter, not on every page.
 */

export type CountKind = 'EXACT' | 'AT_LEAST';

export interface ListState {
  cursors: Map<number, string>;
  total?: { n: number; kind: CountKind };
}

export type PagePlan =
  | { kind: 'read'; offset: number; size: number; variables: Record<string, unknown> }
  | { kind: 'walk'; offset: number; size: number; variables: Record<string, unknown> };

const WALK_STEP = 1000;
const MAX_LISTS = 50;

const states = new Map<string, ListState>();

/** The state of one list; the oldest lists are forgotten past MAX_LISTS. */
export const listState = (key: string): ListState => {
  let state = states.get(key);
  if (state) {
    states.delete(key);
    states.set(key, state);
    return state;
  }
  state = { cursors: new Map() };
  states.set(key, state);
  if (states.size > MAX_LISTS) states.delete(states.keys().next().value as string);
  return state;
};

export const forgetLists = () => states.clear();

/** One list: its resource and everything but the page (filter values and the sort, stably ordered). */
export const listKey = (resource: string, variables: Record<string, unknown>) => {
  const { first: _f, after: _a, last: _l, before: _b, ...rest } = variables;
  return `${resource}|${JSON.stringify(
    Object.keys(rest)
      .sort()
      .map((k) => [k, rest[k]]),
  )}`;
};

/** How to read `size` rows from `offset`: directly when a neighbouring cursor is known, else a walk step. */
export const planPage = (state: ListState, offset: number, size: number, backwards = true): PagePlan => {
  const cursors = state.cursors;
  if (offset === 0) return { kind: 'read', offset, size, variables: { first: size } };
  const before = cursors.get(offset - 1);
  if (before) return { kind: 'read', offset, size, variables: { first: size, after: before } };
  const next = backwards ? cursors.get(offset + size) : undefined;
  if (next) return { kind: 'read', offset, size, variables: { last: size, before: next } };
  const total = state.total;
  if (backwards && total?.kind === 'EXACT' && offset < total.n && offset + size >= total.n)
    return { kind: 'read', offset, size: total.n - offset, variables: { last: total.n - offset } };
  // Walk from the furthest known position before the page.
  let from = -1;
  for (const position of cursors.keys()) if (position < offset && position > from) from = position;
  const step = Math.min(WALK_STEP, offset - (from + 1));
  const variables: Record<string, unknown> =
    from < 0 ? { first: step } : { first: step, after: cursors.get(from) };
  return { kind: 'walk', offset: from + 1, size: step, variables };
};

/** Remembers the cursors of rows read from `offset`, and the count when the answer carried one. */
export const remember = (
  state: ListState,
  offset: number,
  cursors: readonly (string | undefined)[],
  count?: { totalCount?: number | null; totalCountKind?: CountKind | null },
) => {
  cursors.forEach((cursor, i) => {
    if (cursor) state.cursors.set(offset + i, cursor);
  });
  if (typeof count?.totalCount === 'number')
    state.total = { n: count.totalCount, kind: count.totalCountKind ?? 'EXACT' };
};
