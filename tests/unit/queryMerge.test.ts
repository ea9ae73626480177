import { buildSchema, graphql as execute, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  type Answer,
  MERGE_LIMITS,
  mergeOperations,
  mergingSender,
  type Operation,
} from '../../dataProvider/merge';

/** A small schema to run merged documents against, as the server would. */
const schema = buildSchema(`
  type Person { id: ID!, name: String!, friends(first: Int): [Person!]! }
  type Query { person(id: ID!): Person, people(first: Int): [Person!]!, fail(id: ID!): Person }
  type Mutation { rename(id: ID!, name: String!): Person }
`);
const PEOPLE = [
  { id: '1', name: 'Aigerim' },
  { id: '2', name: 'Bolat' },
  { id: '3', name: 'Dana' },
];
const person = ({ id }: { id: string }) => {
  const found = PEOPLE.find((p) => p.id === id);
  return found && { ...found, friends: ({ first }: { first?: number }) => PEOPLE.slice(0, first ?? 3) };
};
const root = {
  person,
  people: ({ first }: { first?: number }) => PEOPLE.slice(0, first ?? 3).map((p) => person(p)),
  fail: () => {
    throw new Error('Нет доступа');
  },
};
const run = async ({ query, variables }: Operation): Promise<Answer> => {
  const result = await execute({ schema, source: query, rootValue: root, variableValues: variables });
  return JSON.parse(JSON.stringify(result));
};

const PERSON = `query Person($id: ID!) { person(id: $id) { ...Card friends(first: 1) { name } } }
  fragment Card on Person { id name }`;
const PEOPLE_QUERY = `query People($first: Int) { people(first: $first) { ...Card } }
  fragment Card on Person { name }`;

describe('mergeOperations', () => {
  it('merges reads with the same variable and fragment names into one valid query, each answer as if alone', async () => {
    const reads: Operation[] = [
      { query: PERSON, variables: { id: '2' } },
      { query: PEOPLE_QUERY, variables: { first: 2 } },
      { query: '{ person(id: "3") { name } again: person(id: "1") { name } }', variables: {} },
    ];
    const merged = mergeOperations(reads);
    expect(merged).not.toBeNull();
    expect(validate(schema, parse(merged!.query))).toEqual([]);
    const split = merged!.split((await run(merged!)) as Answer<Record<string, unknown>>);
    const alone = await Promise.all(reads.map(run));
    expect(split).toEqual(alone);
    expect(split[1]).toEqual({ data: { people: [{ name: 'Aigerim' }, { name: 'Bolat' }] } });
    expect(split[2]).toEqual({ data: { person: { name: 'Dana' }, again: { name: 'Aigerim' } } });
  });

  it("gives a field's error to the read that asked for it only", async () => {
    const reads: Operation[] = [
      { query: 'query A($id: ID!) { fail(id: $id) { name } }', variables: { id: '1' } },
      { query: 'query B($id: ID!) { person(id: $id) { name } }', variables: { id: '1' } },
    ];
    const merged = mergeOperations(reads)!;
    const [a, b] = merged.split((await run(merged)) as Answer<Record<string, unknown>>);
    expect(a.errors?.map((e) => [e.message, e.path])).toEqual([['Нет доступа', ['fail']]]);
    expect(b).toEqual({ data: { person: { name: 'Aigerim' } } });
  });

  it('does not merge a mutation, several operations or a document that does not parse', () => {
    const ok = { query: '{ people { id } }', variables: {} };
    expect(
      mergeOperations([ok, { query: 'mutation { rename(id: "1", name: "x") { id } }', variables: {} }]),
    ).toBeNull();
    expect(
      mergeOperations([ok, { query: 'query A { people { id } } query B { people { id } }', variables: {} }]),
    ).toBeNull();
    expect(mergeOperations([ok, { query: '{ people {', variables: {} }])).toBeNull();
  });
});

describe('mergingSender', () => {
  const counting = (answer?: (o: Operation) => Promise<Answer>) => {
    const sent: Operation[] = [];
    const send = mergingSender(async (o) => {
      sent.push(o);
      return (answer ?? run)(o);
    });
    return { sent, send };
  };

  it('sends the reads started together as one request, and each caller gets its own answer', async () => {
    const { sent, send } = counting();
    const answers = await Promise.all([
      send({ query: PERSON, variables: { id: '1' }, operationName: 'Person' }),
      send({ query: PEOPLE_QUERY, variables: { first: 1 }, operationName: 'People' }),
      send({ query: 'query One { person(id: "3") { id } }', variables: {} }),
    ]);
    expect(sent).toHaveLength(1);
    expect(sent[0].operationName).toBeUndefined();
    expect(answers.map((a) => a.data)).toEqual([
      { person: { id: '1', name: 'Aigerim', friends: [{ name: 'Aigerim' }] } },
      { people: [{ name: 'Aigerim' }] },
      { person: { id: '3' } },
    ]);
  });

  it('sends a lone read as it is, with its operation name, and a mutation at once', async () => {
    const { sent, send } = counting();
    await send({ query: PERSON, variables: { id: '1' }, operationName: 'Person' });
    await send({ query: 'mutation { rename(id: "1", name: "x") { id } }', variables: {} });
    expect(sent.map((o) => o.operationName ?? null)).toEqual(['Person', null]);
    expect(sent[0].query).toBe(PERSON);
  });

  it('keeps each merged request well inside the server guard: reads that would pass it go in several', async () => {
    // 4 reads of 80 fields: two fit in one request (MERGE_LIMITS.fields 200), so two requests.
    const wide = (id: string) => `{ person(id: "${id}") { ${'id name '.repeat(40)}} }`;
    const { sent, send } = counting(async (o) => {
      const document = parse(o.query);
      expect(validate(schema, document)).toEqual([]);
      return run(o);
    });
    const answers = await Promise.all(
      ['1', '2', '3', '1'].map((id) => send({ query: wide(id), variables: {} })),
    );
    expect(sent).toHaveLength(2);
    expect(MERGE_LIMITS.aliases).toBeLessThan(30);
    expect(answers.map((a) => (a.data as { person: { name: string } }).person.name)).toEqual([
      'Aigerim',
      'Bolat',
      'Dana',
      'Aigerim',
    ]);
  });

  it('sends each read again alone when the merged request is refused as a whole', async () => {
    const { sent, send } = counting(async (o) => {
      if (o.query.includes('Merged')) throw new Error('413');
      return run(o);
    });
    const answers = await Promise.all([
      send({ query: '{ person(id: "1") { name } }', variables: {} }),
      send({ query: '{ person(id: "2") { name } }', variables: {} }),
    ]);
    expect(sent).toHaveLength(3);
    expect(answers.map((a) => a.data)).toEqual([
      { person: { name: 'Aigerim' } },
      { person: { name: 'Bolat' } },
    ]);
  });

  it('sends each read again alone when the server refuses the merged document with an error of no field', async () => {
    const { sent, send } = counting(async (o) =>
      o.query.includes('Merged') ? { errors: [{ message: 'Слишком сложный запрос' }] } : run(o),
    );
    const answers = await Promise.all([
      send({ query: '{ person(id: "1") { name } }', variables: {} }),
      send({ query: '{ person(id: "2") { name } }', variables: {} }),
    ]);
    expect(sent).toHaveLength(3);
    expect(answers[1].data).toEqual({ person: { name: 'Bolat' } });
  });
});
