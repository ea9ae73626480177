import {
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type GraphQLType,
  Kind,
  type OperationDefinitionNode,
  parse,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import { LRUCache } from 'lru-cache';
import { MAX_PAGE_SIZE } from './connection';

/** What one GraphQL request may ask for; checked before validation and execution (ARCHITECTURE.md). */
export const GRAPHQL_LIMITS = {
  /** Request body (POST) in bytes; a larger one answers 413. */
  bodyBytes: 64 * 1024,
  /** Lexical tokens in the document: graphql-js stops parsing past it. */
  tokens: 3000,
  /** Field nodes as written (graphql-js validation is quadratic in repeated fields). */
  fields: 400,
  /** Fields and fragments with fragments expanded (a fragment spread twice on each of many levels). */
  expandedFields: 10_000,
  /** Nesting of selection sets, fragments expanded. */
  depth: 12,
  /** Aliased fields: each alias runs its resolver (and its SQL) again. */
  aliases: 30,
  /** One response name repeated in one selection set, fragments expanded (quadratic validation). */
  repeats: 5,
  /** Cost budget, see `selectionCost`: about one JSON member of the answer per unit. */
  cost: 200_000,
  /**
   * Serialized answer in bytes; a larger one is replaced by a refusal (the cost budget keeps
   * answers well under it; this is the last guard, against long texts).
   */
  responseBytes: 8 * 1024 * 1024,
} as const;

/** Cost model: every field 1, every root field 10 more (it runs SQL); a list multiplies what is under it. */
const ROOT_FIELD_COST = 10;
/** A list without first/last is counted as this many items. */
const ASSUMED_LIST_SIZE = 5;

export class GraphQLLimitError extends Error {}

/** Introspection lists: their real lengths in this schema (not ASSUMED_LIST_SIZE), see `listSizes`. */
interface ListSizes {
  /** Mean length per parent: exact in total when every parent is listed once (`types { fields }`). */
  mean: Map<string, number>;
  /** Longest: a parent reached by a reference (`type`, `ofType`, `interfaces`) may be any one. */
  max: Map<string, number>;
}

/** Lists whose items are each a distinct schema element, listed once per parent listed once. */
const ENUMERATING = new Set(['types', 'directives', 'fields', 'inputFields', 'enumValues', 'args']);

const sizesOf = new WeakMap<GraphQLSchema, ListSizes>();

const listSizes = (schema: GraphQLSchema): ListSizes => {
  const known = sizesOf.get(schema);
  if (known) return known;
  type Any = Record<string, ((this: unknown) => object) | undefined>;
  // Duck-typed for the same reason as isList: the schema may come from another realm of graphql.
  const length = (t: Any, method: string) => Object.keys(t[method]?.call(t) ?? {}).length;
  const types = Object.values(schema.getTypeMap()) as unknown as Any[];
  const objects = types.filter((t) => t.getInterfaces); // object and interface types
  const fields = objects.flatMap((t) => Object.values(t.getFields?.call(t) ?? {})) as { args: unknown[] }[];
  const directives = schema.getDirectives();
  // Per type, 0 where the list is null (`fields` of a scalar): the mean of `fields` & co. is over all types.
  const lengths: Record<string, number[]> = {
    '__Schema.types': [types.length],
    '__Schema.directives': [directives.length],
    '__Type.fields': objects.map((t) => length(t, 'getFields')),
    '__Type.inputFields': types.map((t) => (t.getInterfaces ? 0 : length(t, 'getFields'))),
    '__Type.enumValues': types.map((t) => length(t, 'getValues')),
    '__Type.interfaces': objects.map((t) => length(t, 'getInterfaces')),
    '__Type.possibleTypes': types.map((t) => schema.getPossibleTypes(t as never).length),
    '__Field.args': fields.map((f) => f.args.length),
    '__Directive.args': directives.map((d) => d.args.length),
  };
  const sizes: ListSizes = { mean: new Map(), max: new Map() };
  for (const [key, values] of Object.entries(lengths)) {
    const total = values.reduce((a, b) => a + b, 0);
    const parents = key.startsWith('__Type.') ? types.length : Math.max(values.length, 1);
    sizes.mean.set(key, Math.max(1, Math.ceil(total / parents)));
    sizes.max.set(key, Math.max(1, ...values));
  }
  sizesOf.set(schema, sizes);
  return sizes;
};

/** The meta fields graphql-js answers itself; not among the root type's fields. */
const META_TYPES: Record<string, string> = { __schema: '__Schema', __type: '__Type' };

const tooCostly = (cost: number) =>
  new GraphQLLimitError(`Запрос слишком дорогой: стоимость ${cost} при пределе ${GRAPHQL_LIMITS.cost}`);

/** Parses with the token limit: a huge document is refused before it is even fully read. */
/** The documents parsed lately, by their text: the app sends the same few documents all day. */
const parsed = new LRUCache<string, DocumentNode>({
  max: 500,
  maxSize: 2_000_000,
  sizeCalculation: (_, s) => s.length,
});

export const parseLimited = (source: string): DocumentNode => {
  const known = parsed.get(source);
  if (known) return known;
  try {
    const document = parse(source, { maxTokens: GRAPHQL_LIMITS.tokens, noLocation: true });
    parsed.set(source, document);
    return document;
  } catch (error) {
    if (/more that \d+ tokens/.test((error as Error).message))
      throw new GraphQLLimitError(`Документ запроса длиннее ${GRAPHQL_LIMITS.tokens} лексем`);
    throw error;
  }
};

interface Walk {
  schema: GraphQLSchema;
  sizes: ListSizes;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  maxDepth: number;
  /** Fields visited, fragments expanded: bounds the walk itself (fragments spread twice, nested). */
  visits: number;
}

const intArg = (value: ValueNode | undefined, variables: Record<string, unknown>): number | null => {
  if (!value) return null;
  if (value.kind === Kind.INT) return Number(value.value);
  if (value.kind === Kind.VARIABLE) {
    const v = variables[value.name.value];
    return typeof v === 'number' ? v : null;
  }
  return null;
};

// Duck-typed, not graphql's isListType & co.: under vitest the schema's graphql (CJS, via Pothos)
// and this file's (ESM) are two realms, and their instanceof checks refuse each other's types.
const isList = (type: GraphQLType): boolean => String(type).startsWith('[');

const namedType = (type: GraphQLType): GraphQLNamedType => {
  let t = type as GraphQLType & { ofType?: GraphQLType };
  while (t.ofType) t = t.ofType as typeof t;
  return t as GraphQLNamedType;
};

const fieldsOf = (type: GraphQLNamedType | undefined): Record<string, GraphQLField<unknown, unknown>> =>
  type && 'getFields' in type && typeof type.getFields === 'function'
    ? (type.getFields() as Record<string, GraphQLField<unknown, unknown>>)
    : {};

/**
 * The cost of a selection set: each field costs 1 (root fields 10 more) times the items of the
 * lists around it; a connection's page size (first/last, else the page cap) multiplies its edges,
 * an introspection list its length in the schema. So the cost bounds the members of the answer.
 * `enumerated`: the parent is one of a list that holds each schema element once (see `listSizes`).
 */
const selectionCost = (
  walk: Walk,
  set: SelectionSetNode,
  parent: GraphQLNamedType | undefined,
  depth: number,
  page: number | null,
  seen: Set<string>,
  enumerated = false,
  names: Map<string, number> = new Map(),
): number => {
  if (depth > walk.maxDepth) walk.maxDepth = depth;
  if (depth > GRAPHQL_LIMITS.depth)
    throw new GraphQLLimitError(`Запрос вложен глубже ${GRAPHQL_LIMITS.depth} уровней`);
  // A fragment's fields count as the parent's own: same depth, page and repeated names.
  const spread = (fragmentSet: SelectionSetNode, type: GraphQLNamedType | null | undefined) =>
    selectionCost(walk, fragmentSet, type ?? undefined, depth, page, seen, enumerated, names);
  let cost = 0;
  for (const selection of set.selections) {
    walk.visits += 1;
    if (walk.visits > GRAPHQL_LIMITS.expandedFields)
      throw new GraphQLLimitError(`В запросе с фрагментами больше ${GRAPHQL_LIMITS.expandedFields} полей`);
    if (selection.kind === Kind.FIELD) {
      const key = selection.alias?.value ?? selection.name.value;
      const repeats = (names.get(key) ?? 0) + 1;
      names.set(key, repeats);
      if (repeats > GRAPHQL_LIMITS.repeats && key !== '__typename')
        throw new GraphQLLimitError(`Поле ${key} повторено в запросе больше ${GRAPHQL_LIMITS.repeats} раз`);
      const field = fieldsOf(parent)[selection.name.value];
      cost += depth === 1 ? 1 + ROOT_FIELD_COST : 1;
      if (!selection.selectionSet) continue;
      const args = new Map(selection.arguments?.map((a) => [a.name.value, a.value]));
      const paged = args.has('first') || args.has('last') || field?.args.some((a) => a.name === 'first');
      const size = paged
        ? Math.min(
            intArg(args.get('first'), walk.variables) ??
              intArg(args.get('last'), walk.variables) ??
              MAX_PAGE_SIZE,
            MAX_PAGE_SIZE,
          )
        : null;
      const list = `${parent?.name}.${selection.name.value}`;
      const schemaList = (enumerated ? walk.sizes.mean : walk.sizes.max).get(list);
      const items = field && isList(field.type) ? (page ?? schemaList ?? ASSUMED_LIST_SIZE) : 1;
      const meta = META_TYPES[selection.name.value];
      const child = field ? namedType(field.type) : meta ? walk.schema.getType(meta) : undefined;
      cost +=
        Math.max(items, 0) *
        selectionCost(
          walk,
          selection.selectionSet,
          child ?? undefined,
          depth + 1,
          size ?? (items > 1 ? null : page),
          seen,
          schemaList !== undefined &&
            ENUMERATING.has(selection.name.value) &&
            (enumerated || parent?.name === '__Schema'),
        );
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition
        ? (walk.schema.getType(selection.typeCondition.name.value) ?? parent)
        : parent;
      cost += spread(selection.selectionSet, type);
    } else {
      const name = selection.name.value;
      const fragment = walk.fragments.get(name);
      // A cycle or an unknown fragment: validation refuses the document later.
      if (!fragment || seen.has(name)) continue;
      seen.add(name);
      cost += spread(fragment.selectionSet, walk.schema.getType(fragment.typeCondition.name.value) ?? parent);
      seen.delete(name);
    }
  }
  return cost;
};

/** Counts field nodes and aliases as written; refuses past the limits. */
const countNodes = (document: DocumentNode) => {
  let fields = 0;
  let aliases = 0;
  const visit = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        fields += 1;
        if (selection.alias) aliases += 1;
      }
      if (selection.kind !== Kind.FRAGMENT_SPREAD && selection.selectionSet) visit(selection.selectionSet);
    }
  };
  for (const definition of document.definitions)
    if ('selectionSet' in definition && definition.selectionSet) visit(definition.selectionSet);
  if (fields > GRAPHQL_LIMITS.fields)
    throw new GraphQLLimitError(`В запросе больше ${GRAPHQL_LIMITS.fields} полей`);
  if (aliases > GRAPHQL_LIMITS.aliases)
    throw new GraphQLLimitError(`В запросе больше ${GRAPHQL_LIMITS.aliases} псевдонимов`);
  return { fields, aliases };
};

export interface DocumentMeasure {
  fields: number;
  aliases: number;
  depth: number;
  cost: number;
  introspection: boolean;
}

/**
 * Measures a parsed document against GRAPHQL_LIMITS: every operation in it, whichever one the
 * request names (each is validated, and one named document can hide heavy siblings); costs add up.
 */
export const measureDocument = (
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
): DocumentMeasure => {
  const { fields, aliases } = countNodes(document);
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations: OperationDefinitionNode[] = [];
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    if (definition.kind === Kind.OPERATION_DEFINITION) operations.push(definition);
  }
  const walk: Walk = { schema, sizes: listSizes(schema), fragments, variables, maxDepth: 0, visits: 0 };
  let cost = 0;
  for (const operation of operations) {
    const root =
      operation.operation === 'query'
        ? schema.getQueryType()
        : operation.operation === 'mutation'
          ? schema.getMutationType()
          : schema.getSubscriptionType();
    cost += selectionCost(walk, operation.selectionSet, root ?? undefined, 1, null, new Set());
  }
  if (cost > GRAPHQL_LIMITS.cost) throw tooCostly(cost);
  return { fields, aliases, depth: walk.maxDepth, cost, introspection: usesIntrospection(document) };
};

/** Whether any field asks for the schema (`__schema`, `__type`); `__typename` is not introspection. */
export const usesIntrospection = (document: DocumentNode): boolean => {
  const visit = (set: SelectionSetNode): boolean =>
    set.selections.some((s) =>
      s.kind === Kind.FIELD
        ? s.name.value === '__schema' ||
          s.name.value === '__type' ||
          (!!s.selectionSet && visit(s.selectionSet))
        : s.kind === Kind.INLINE_FRAGMENT
          ? visit(s.selectionSet)
          : false,
    );
  return document.definitions.some((d) => 'selectionSet' in d && !!d.selectionSet && visit(d.selectionSet));
};
