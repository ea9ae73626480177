import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { drizzle } from 'drizzle-orm/node-postgres';
import { type DocumentNode, Kind, parse } from 'graphql';
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';
import pg from 'pg';
import { CSV_BOM, csvDates, toCsvLine } from '../../../domain/csv';
import type { ListExport } from '../../../domain/exports';
import { MESSAGES } from '../../../domain/messages';
import { type Db, poolOf } from '../../db';
import { schema } from '../../graphql';
import type { GraphQLContext } from '../../graphql/builder';
import { readAhead, readingAhead } from '../../graphql/keyset';
import { ApiError, badRequest, forbidden, unauthorized } from '../../http/errors';
import { type ExportBounds, takeExportSlot } from './slots';

/**
 * Runs a list's export over the list's own GraphQL field, a keyset page of PAGE_ROWS at a time, and
 * streams the CSV as it goes: the file holds every row the list holds, in its order and role
 * scope, without the whole list ever being in memory.
 *
 * Every page is read on the export's own connection, in one read-only repeatable-read
 * transaction: the file is one snapshot of the list (a session changed meanwhile is neither
 * repeated nor skipped), the list's prepared page statement is parsed once, and the export's
 * slot (slots.ts) is held by that transaction. Its pages run without parallel workers: EXPLAIN
 * ANALYZE at production volume (an agency manager's 854,971 sessions, a page of 1,000 after row
 * 500,000) spent 30 of the page's 61 ms starting the Gather's two workers, each page again; alone
 * the page costs 23 ms, and the export leaves the machine's other cores to other requests.
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
/**
 * Rows a page: a page is resolved (GraphQL) in one stretch of the event loop, so its size is the
 * longest wait it makes other requests bear. An agency manager's sessions at production volume,
 * on the shared 2-core machine under load: pages of 1,000 held the event loop's p99 at 137-202 ms,
 * of 250 at 45-56 ms, at no cost in rows a second (the next page read ahead hides the round trip)
 * and less CPU a row (34-44 against 41-53 µs).
 */
const PAGE_ROWS = 250;
/**
 * Rows formatted between two turns of the event loop: a page's rows are formatted a chunk at a
 * time, other requests (and the other exports) taking their turns between, and the page is sent
 * whole (one write of its ~60 KB, not one a chunk).
 */
const CHUNK_ROWS = 50;
/**
 * A client that reads nothing of its file for this long loses the answer: the export's slot,
 * its connection and its snapshot (which holds back vacuum) are not held for a stalled reader.
 * PostgreSQL ends the transaction itself after twice as long idle (a process that hangs).
 */
const STALL_MS = 60_000;

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
  edges: { node: unknown }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

export const runExport = async (
  definition: ListExport,
  context: GraphQLContext,
  variables: Record<string, unknown>,
  timeZone: string,
  bounds?: ExportBounds,
) => {
  const { query, variables: declared } = compile(definition);
  const base = Object.fromEntries(
    Object.entries(variables).filter(([name]) => declared.has(name) && !PAGING.has(name)),
  );
  // Its own connection, not one of the pool's: an export holds it for as long as the file streams.
  const client = new pg.Client(poolOf(context.db).options);
  client.on('error', () => undefined); // a lost connection fails the read under way
  let open = true;
  const end = async (commit: boolean) => {
    if (!open) return;
    open = false;
    await client.query(commit ? 'commit' : 'rollback').catch(() => undefined);
    await client.end().catch(() => undefined);
  };
  let first: Page;
  let read: (after: string | null) => Promise<Page>;
  try {
    await client.connect();
    await client.query('begin transaction isolation level repeatable read read only');
    await client.query('set local max_parallel_workers_per_gather = 0');
    await client.query(`set local idle_in_transaction_session_timeout = ${2 * STALL_MS}`);
    if (context.viewer) await takeExportSlot(client, context.viewer.id, bounds);
    // Without the schema's relational map (no list reads through db.query): built with it, a
    // Db cost 2-16 ms of the event loop at each export's start.
    const own: GraphQLContext = { ...context, db: drizzle(client) as unknown as Db, bulk: true };
    // A keyset list's next page is read while this one is resolved and written (keyset.ts).
    const ahead = readAhead();
    read = async (after) => {
      const result = await readingAhead(ahead, async () =>
        query.query({}, own, { ...base, first: PAGE_ROWS, after }),
      );
      if (result.errors?.length) throw refusal(result.errors);
      return (result.data as Record<string, Page>)[definition.field];
    };
    // The first page is read before answering, so that a refusal is a clean 400/403.
    first = await read(null);
  } catch (error) {
    await end(false);
    throw error;
  }
  const dates = csvDates(timeZone);
  /** The CSV lines of edges [from, to): a string built as it goes (no array a row). */
  const lines = (edges: Page['edges'], from: number, to: number) => {
    let text = '';
    for (let i = from; i < to; i++)
      for (const row of definition.rows(edges[i].node, dates)) text += toCsvLine(row);
    return text;
  };
  /** Since when the file waits for its client to read more (null: it does not). */
  let waiting: number | null = null;
  async function* csv() {
    let whole = false;
    try {
      yield `${CSV_BOM}${toCsvLine(definition.header)}`;
      let page = first;
      for (;;) {
        // The next page is read while this one is written: the database and this process overlap.
        const next =
          page.pageInfo.hasNextPage && page.pageInfo.endCursor ? read(page.pageInfo.endCursor) : null;
        next?.catch(() => {}); // awaited below; a client gone meanwhile leaves it unawaited
        // Other requests get their turn between the page's reading (its rows resolved, in the
        // turn its last bytes came) and each chunk of its formatting: event-loop delay stays small.
        let text = '';
        for (let i = 0; i < page.edges.length; i += CHUNK_ROWS) {
          await nextTurn();
          text += lines(page.edges, i, Math.min(i + CHUNK_ROWS, page.edges.length));
        }
        // Yielded only when the answer's stream asks for more: a slow client slows the export
        // (backpressure), it never piles the file up here.
        if (text) {
          waiting = Date.now();
          yield text;
          waiting = null;
        }
        if (!next) break;
        page = await next;
      }
      whole = true;
    } finally {
      // Also when the client goes (the stream destroyed): the transaction, its slot and the
      // connection end with it.
      clearInterval(stalled);
      await end(whole);
    }
  }
  const file = Readable.from(csv(), { objectMode: false, highWaterMark: 64 * 1024 });
  const stalled = setInterval(() => {
    if (waiting !== null && Date.now() - waiting > STALL_MS) file.destroy(new Error('export stalled'));
  }, STALL_MS / 4);
  stalled.unref();
  // Destroyed before its first read, the generator never runs its `finally`: ended here too.
  file.once('close', () => {
    clearInterval(stalled);
    void end(false);
  });
  return file;
};
