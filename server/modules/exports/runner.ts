import { Readable } from 'node:stream';
import { type DocumentNode, Kind, parse } from 'graphql';
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';
import { CSV_BOM, csvDates, toCsvLine } from '../../../domain/csv';
import type { ListExport } from '../../../domain/exports';
import { MESSAGES } from '../../../domain/messages';
import { schema } from '../../graphql';
import type { GraphQLContext } from '../../graphql/builder';
import { MAX_PAGE_SIZE } from '../../graphql/connection';
import { ApiError, badRequest, forbidden, unauthorized } from '../../http/errors';

/**
 * Runs a list's export over the list's own GraphQL field, a keyset page of 1000 at a time, and
 * streams the CSV as it goes: the file holds every row the list holds, in its order and role
 * scope, without the whole list ever being in memory.
 */

const compiled = new Map<string, { query: CompiledQuery; variables: Set<string> }>();

const declaredVariables = (document: DocumentNode) =>
  new Set(
    document.definitions.flatMap((d) =>
      d.kind === Kind.OPERATION_DEFINITION
        ? (d.variableDefinitions ?? []).map((v) => v.variable.name.value)
        : [],
    ),
  );

const compile = (definition: ListExport) => {
  let entry = compiled.get(definition.resource);
  if (!entry) {
    const document = parse(definition.document);
    const query = compileQuery(schema, document);
    if (!isCompiledQuery(query)) throw new Error(`Export of ${definition.resource} does not compile`);
    entry = { query, variables: declaredVariables(document) };
    compiled.set(definition.resource, entry);
  }
  return entry;
};

const PAGING = new Set(['first', 'after', 'last', 'before']);
/** Rows written between two turns of the event loop. */
const CHUNK_ROWS = 200;

/** A GraphQL refusal as the REST answer it stands for. */
const refusal = (errors: readonly { message: string; extensions?: Record<string, unknown> }[]) => {
  const [first] = errors;
  switch (first?.extensions?.code) {
    case 'UNAUTHENTICATED':
      return unauthorized();
    case 'FORBIDDEN':
    case 'PROFILE_INACTIVE':
    case 'PASSWORD_EXPIRED':
      return forbidden();
    case 'BAD_USER_INPUT':
    case undefined:
      return badRequest({ variables: errors.map((e) => e.message) });
    default:
      return new ApiError(500, { detail: MESSAGES.serverError });
  }
};

interface Page {
  edges: { cursor: string; node: unknown }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

export const runExport = async (
  definition: ListExport,
  context: GraphQLContext,
  variables: Record<string, unknown>,
  timeZone: string,
) => {
  const { query, variables: declared } = compile(definition);
  const base = Object.fromEntries(
    Object.entries(variables).filter(([name]) => declared.has(name) && !PAGING.has(name)),
  );
  const read = async (after: string | null): Promise<Page> => {
    const result = await query.query({}, context, { ...base, first: MAX_PAGE_SIZE, after });
    if (result.errors?.length) throw refusal(result.errors);
    return (result.data as Record<string, Page>)[definition.field];
  };
  // The first page is read before answering, so that a refusal is a clean 400/403.
  const first = await read(null);
  const dates = csvDates(timeZone);
  const lines = (edges: Page['edges']) =>
    edges.flatMap((edge) => definition.rows(edge.node, dates).map(toCsvLine)).join('');
  async function* csv() {
    yield `${CSV_BOM}${toCsvLine(definition.header)}`;
    let page = first;
    for (;;) {
      // The next page is read while this one is written: the database and this process overlap.
      const next =
        page.pageInfo.hasNextPage && page.pageInfo.endCursor ? read(page.pageInfo.endCursor) : null;
      next?.catch(() => {}); // awaited below; a client gone meanwhile leaves it unawaited
      for (let i = 0; i < page.edges.length; i += CHUNK_ROWS) {
        yield lines(page.edges.slice(i, i + CHUNK_ROWS));
        // Other requests get their turn between chunks (event-loop delay stays small).
        await new Promise((resolve) => setImmediate(resolve));
      }
      if (!next) return;
      page = await next;
    }
  }
  return Readable.from(csv(), { objectMode: false });
};
