import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  parse,
  print,
  type VariableDefinitionNode,
  visit,
} from '@0no-co/graphql.web';
import type { GraphQLFormattedError } from 'graphql';

/**
 * Query merging: the reads a screen starts together (a dashboard's widgets as they mount) go to
 * the server as ONE GraphQL operation, each read's root fields under its own aliases and its
 * variables under its own names, and the answer is split back to each read. The server sees an
 * ordinary single operation (its guard, limits and rate limits apply unchanged); only the number
 * of requests falls (issue 24: a dashboard's first load makes at most 6).
 */

export interface Operation {
  query: string;
  variables: Record<string, unknown>;
  /** Sent with a read that goes alone; a merged one is the single operation `Merged`. */
  operationName?: string | null;
}

export interface Answer<T = unknown> {
  data?: T | null;
  errors?: GraphQLFormattedError[];
}

export interface Merged {
  query: string;
  variables: Record<string, unknown>;
  /** Each operation's own answer from the merged one (errors go to the read whose field raised them). */
  split: (answer: Answer<Record<string, unknown>>) => Answer[];
}

/** At most this many reads in one request (the server allows 30 aliases and 400 fields). */
export const MERGE_MAX_OPERATIONS = 6;
/**
 * Nor a merged document past these, well inside the server's guard (server/graphql/limits.ts:
 * 3,000 tokens, 400 fields, 30 aliases; a body of 64 KB), so that a merge is never refused where
 * its reads alone would pass.
 */
export const MERGE_LIMITS = { chars: 8_000, tokens: 1_500, fields: 200, aliases: 20 };

/** The document's lexical tokens, about as graphql-js counts them (names, numbers, strings, punctuators). */
const TOKEN =
  /\.\.\.|"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|[_A-Za-z][_0-9A-Za-z]*|[!$&():=@[\]{|}]/g;
const tokensOf = (text: string) => text.replace(/#[^\n]*/g, '').match(TOKEN)?.length ?? 0;

/** Fields and aliases as written (fragments not expanded: the guard counts them so too). */
const fieldsOf = (document: DocumentNode) => {
  let fields = 0;
  let aliases = 0;
  visit(document, {
    Field: (node) => {
      fields += 1;
      if (node.alias) aliases += 1;
    },
  });
  return { fields, aliases };
};

const withinLimits = (query: string) => {
  if (query.length > MERGE_LIMITS.chars || tokensOf(query) > MERGE_LIMITS.tokens) return false;
  const { fields, aliases } = fieldsOf(parse(query));
  return fields <= MERGE_LIMITS.fields && aliases <= MERGE_LIMITS.aliases;
};

const prefixOf = (index: number) => `m${index}_`;

/**
 * The single query operation of a document and its fragments, or null for what is not merged as
 * is: a mutation, several operations, operation directives, fragments at the root.
 */
const mergeable = (document: DocumentNode) => {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const fragments = document.definitions.filter(
    (d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION,
  );
  if (operations.length !== 1 || operations.length + fragments.length !== document.definitions.length)
    return null;
  const [operation] = operations;
  if (operation.operation !== 'query' || operation.directives?.length) return null;
  if (operation.selectionSet.selections.some((s) => s.kind !== Kind.FIELD)) return null;
  return { operation, fragments };
};

/** The document with its variables and fragments renamed under the prefix. */
const renamed = (document: DocumentNode, prefix: string): DocumentNode =>
  visit(document, {
    Variable: (node) => ({ ...node, name: { ...node.name, value: prefix + node.name.value } }),
    FragmentSpread: (node) => ({ ...node, name: { ...node.name, value: prefix + node.name.value } }),
    FragmentDefinition: (node) => ({ ...node, name: { ...node.name, value: prefix + node.name.value } }),
  }) as DocumentNode;

/** A root field under the prefixed name of its answer. */
const aliased = (field: FieldNode, prefix: string): FieldNode => ({
  ...field,
  alias: { kind: Kind.NAME, value: prefix + (field.alias?.value ?? field.name.value) },
});

/**
 * One query for the given reads, or null when any of them cannot be merged (it is then sent on
 * its own). Answers with `split`, which gives each read the answer it would have had alone.
 */
export const mergeOperations = (operations: readonly Operation[]): Merged | null => {
  const parsed = operations.map((o) => {
    try {
      return mergeable(parse(o.query));
    } catch {
      return null;
    }
  });
  if (parsed.some((p) => p === null)) return null;
  const definitions: VariableDefinitionNode[] = [];
  const selections: FieldNode[] = [];
  const fragments: FragmentDefinitionNode[] = [];
  const variables: Record<string, unknown> = {};
  const responses: { prefix: string; names: string[] }[] = [];
  operations.forEach((o, index) => {
    const prefix = prefixOf(index);
    const document = renamed(parse(o.query), prefix);
    const { operation, fragments: own } = mergeable(document)!;
    const roots = (operation.selectionSet.selections as FieldNode[]).map((field) => aliased(field, prefix));
    definitions.push(...(operation.variableDefinitions ?? []));
    selections.push(...roots);
    fragments.push(...own);
    for (const [name, value] of Object.entries(o.variables)) variables[prefix + name] = value;
    responses.push({ prefix, names: roots.map((f) => f.alias!.value) });
  });
  const merged: DocumentNode = {
    kind: Kind.DOCUMENT,
    definitions: [
      {
        kind: Kind.OPERATION_DEFINITION,
        operation: 'query' as OperationDefinitionNode['operation'],
        name: { kind: Kind.NAME, value: 'Merged' },
        variableDefinitions: definitions,
        selectionSet: { kind: Kind.SELECTION_SET, selections },
      } as OperationDefinitionNode,
      ...fragments,
    ],
  };
  const query = print(merged);
  if (!withinLimits(query)) return null;
  const split = (answer: Answer<Record<string, unknown>>): Answer[] =>
    responses.map(({ prefix, names }) => {
      const errors = (answer.errors ?? [])
        .filter((e) => typeof e.path?.[0] === 'string' && (e.path[0] as string).startsWith(prefix))
        .map((e) => ({ ...e, path: [(e.path![0] as string).slice(prefix.length), ...e.path!.slice(1)] }));
      const data =
        answer.data == null
          ? null
          : Object.fromEntries(
              names.map((alias) => [alias.slice(prefix.length), answer.data![alias] ?? null]),
            );
      return errors.length ? { data, errors } : { data };
    });
  return { query, variables, split };
};

interface Waiting {
  operation: Operation;
  resolve: (answer: Answer) => void;
  reject: (error: unknown) => void;
}

let merging = true;

/**
 * Turns merging off or on. The view tests (tests/ui/setup.ts) stub the network one read at a time,
 * so they turn it off; the merging itself is tested in tests/unit/queryMerge.test.ts and, against
 * the real server, by the end-to-end suite.
 */
export const setQueryMerging = (on: boolean) => {
  merging = on;
};

/** How long the first read of a burst waits for the others (reads started in one render pass). */
export const MERGE_WINDOW_MS = 8;

/**
 * A sender that merges the reads made within MERGE_WINDOW_MS of each other. `send` posts one
 * operation and answers its `{ data, errors }` (throwing on an HTTP failure). When a merged request
 * fails as a whole, or answers errors that name no read (a refusal of the document), each read is
 * sent again on its own, so that each gets its own answer or error.
 */
export const mergingSender = (send: (operation: Operation) => Promise<Answer>) => {
  let waiting: Waiting[] = [];
  let scheduled = false;

  const alone = (w: Waiting) => send(w.operation).then(w.resolve, w.reject);

  const flushGroup = async (group: Waiting[]) => {
    if (group.length === 1) return alone(group[0]);
    const merged = mergeOperations(group.map((w) => w.operation));
    if (!merged) return Promise.all(group.map(alone));
    let answer: Answer<Record<string, unknown>>;
    try {
      answer = (await send({ query: merged.query, variables: merged.variables })) as Answer<
        Record<string, unknown>
      >;
    } catch {
      return Promise.all(group.map(alone));
    }
    if (answer.data == null || (answer.errors ?? []).some((e) => !e.path?.length))
      return Promise.all(group.map(alone));
    merged.split(answer).forEach((own, index) => {
      group[index].resolve(own);
    });
  };

  const flush = () => {
    scheduled = false;
    const all = waiting;
    waiting = [];
    // Greedily: each group as many reads as merge within the limits, in the order they came.
    let group: Waiting[] = [];
    for (const next of all) {
      const candidate = [...group, next];
      if (
        group.length &&
        (candidate.length > MERGE_MAX_OPERATIONS || !mergeOperations(candidate.map((w) => w.operation)))
      ) {
        void flushGroup(group);
        group = [next];
      } else group = candidate;
    }
    if (group.length) void flushGroup(group);
  };

  return (operation: Operation): Promise<Answer> => {
    if (!merging || !/^\s*(query\b|\{)/.test(operation.query)) return send(operation);
    return new Promise<Answer>((resolve, reject) => {
      waiting.push({ operation, resolve, reject });
      if (scheduled) return;
      scheduled = true;
      setTimeout(flush, MERGE_WINDOW_MS);
    });
  };
};
