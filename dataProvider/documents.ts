import type { DocumentNode } from '@0no-co/graphql.web';

/**
 * GraphQL documents as the resources declare them (resources/<x>/queries.ts), parsed on first
 * use: the resources are registered with the app shell, but the GraphQL parser (and Apollo) load
 * only with the data provider (dataProvider/lazy.ts), never on the public pages.
 */

type Parse = (source: string) => DocumentNode;
let parser: Parse | null = null;

/** The data provider hands in graphql's parser when it loads (dataProvider/queryRegistry.ts). */
export const setDocumentParser = (parse: Parse) => {
  parser = parse;
};

/**
 * A document that parses its text on first read; to graphql's visitor and printer, and to Apollo,
 * it is the parsed DocumentNode (every read, key listing and property copy goes to it).
 */
const lazyDocument = (source: string): DocumentNode => {
  let parsed: DocumentNode | null = null;
  const document = () => {
    if (parsed) return parsed;
    if (!parser) throw new Error('A GraphQL document was read before the data provider loaded its parser');
    parsed = parser(source);
    return parsed;
  };
  return new Proxy({} as DocumentNode, {
    get: (_target, key) => Reflect.get(document(), key),
    has: (_target, key) => Reflect.has(document(), key),
    ownKeys: () => Reflect.ownKeys(document()),
    // A proxy may not report a property as non-configurable unless its target has it so (graphql's
    // hidden `tokenCount` is): each is reported configurable, which changes nothing for a copy.
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(document(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
};

/** A document from its text; `gql` only so that editors highlight the text. */
export const gql = (literals: TemplateStringsArray, ...values: unknown[]): DocumentNode =>
  lazyDocument(String.raw({ raw: literals }, ...values));

/** The selection of a relay connection around the given node fields. */
export const connectionOf = (nodeFields: string): string =>
  `totalCount edges { cursor node { ${nodeFields} } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }`;
