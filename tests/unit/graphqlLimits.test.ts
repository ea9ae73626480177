import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../../server/graphql';
import { GRAPHQL_LIMITS, measureDocument, parseLimited } from '../../server/graphql/limits';

// Every document the browser sends (resources/*/queries.ts), exported at the page cap of 1000.
const documents = async () => {
  const found: [string, string][] = [];
  const files = readdirSync('resources', { recursive: true })
    .map(String)
    .filter((f) => /[qQ]ueries\.ts$/.test(f));
  for (const file of files) {
    const module = (await import(`../../resources/${file}`)) as Record<string, unknown>;
    for (const [name, registry] of Object.entries(module))
      if (name.endsWith('Queries'))
        for (const [resource, queries] of Object.entries(registry as Record<string, object>))
          for (const [kind, query] of Object.entries(queries))
            if (query && typeof query === 'object' && 'document' in query)
              found.push([`${resource}.${kind}`, print(query.document as never)]);
  }
  return found;
};

describe('GraphQL limits', () => {
  it("let every document of the app through, at the export's page size", { timeout: 60_000 }, async () => {
    const all = await documents();
    expect(all.length).toBeGreaterThan(20);
    for (const [name, source] of all) {
      const measure = measureDocument(schema, parseLimited(source), { first: 1000, last: 1000 });
      expect(measure.cost, name).toBeLessThanOrEqual(GRAPHQL_LIMITS.cost * 0.6);
      expect(measure.depth, name).toBeLessThanOrEqual(GRAPHQL_LIMITS.depth - 4);
      expect(measure.introspection, name).toBe(false);
    }
  });

  it('bound the walk itself: fragments spread twice at each of 30 levels are refused, not walked', () => {
    const levels = Array.from(
      { length: 30 },
      (_, i) => `fragment F${i} on Query { ${i === 29 ? '__typename' : `...F${i + 1} ...F${i + 1}`} }`,
    );
    const source = `{ ...F0 } ${levels.join(' ')}`;
    const started = performance.now();
    expect(() => measureDocument(schema, parseLimited(source))).toThrow(/фрагментами/);
    // Generous: the machine is shared; unbounded, this walk would take 2^30 steps.
    expect(performance.now() - started).toBeLessThan(500);
  });

  it("cost introspection by the schema's real list lengths, so that the cost bounds the answer", () => {
    // graphql's getIntrospectionQuery() nests type references deeper than GRAPHQL_LIMITS.depth; this is it, shallower.
    const typeRef = 'kind name ofType { kind name ofType { kind name ofType { kind name } } }';
    const source = `{ __schema { queryType { name } mutationType { name } types { kind name description
      fields(includeDeprecated: true) { name description args { name description type { ${typeRef} } defaultValue }
        type { ${typeRef} } isDeprecated deprecationReason }
      inputFields { name description type { ${typeRef} } defaultValue }
      interfaces { ${typeRef} } enumValues(includeDeprecated: true) { name description isDeprecated deprecationReason }
      possibleTypes { ${typeRef} } }
    directives { name description locations args { name description type { ${typeRef} } defaultValue } } } }`;
    const { cost } = measureDocument(schema, parseLimited(source));
    // A whole introspection stays well within the budget (under a third of it as the schema grows: 27% with
    // payroll, photo check and audit)...
    expect(cost).toBeLessThanOrEqual(GRAPHQL_LIMITS.cost / 3);
    // ...and its cost is not below the members of its answer (each field of the answer costs at least 1).
    // The schema is built by Pothos's graphql (CommonJS): executing it needs that realm's execute.
    const { execute } = createRequire(import.meta.url)('graphql') as typeof import('graphql');
    const answer = execute({ schema, document: parseLimited(source) }) as { data: unknown };
    let members = 0;
    JSON.stringify(answer.data, (_key, value) => {
      members += 1;
      return value;
    });
    expect(cost).toBeGreaterThanOrEqual(members);
    expect(JSON.stringify(answer.data).length / cost).toBeLessThan(
      GRAPHQL_LIMITS.responseBytes / GRAPHQL_LIMITS.cost,
    );
  });
});
