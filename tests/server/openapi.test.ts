import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyObjectSchema } from 'yup';
import { can } from '../../domain/permissions';
import { ROLES, type Role } from '../../domain/roles';
import { loginSchema } from '../../domain/validation/auth';
import { sessionCreateSchema } from '../../domain/validation/sessions';
import { TAGS } from '../../server/http/openapi';
import { validationProbe } from '../../server/http/validate';
import { type JsonSchema, yupToJsonSchema } from '../../server/http/yupJsonSchema';
import { withServer } from './harness';

/**
 * The API's documents (issue 27 point 4): the OpenAPI document at /api/docs/json names every /api/
 * route of Fastify's route table (the SPA's files and pages are not the API), its request bodies are
 * the routes' own yup schemas, the Swagger UI is served under the app's CSP, the GraphQL SDL is HQ's.
 */
const h = withServer();

/** Swagger UI's own page, script and JSON: not API routes, hidden from the document by design. */
const UI_ROUTES = [
  'GET /api/docs',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/docs/static/*',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
];

/**
 * Every method and path of Fastify's router, read from printRoutes (a tree of path segments, four
 * characters of indentation a level): independent of the onRoute hook the document is built from.
 */
const routeTable = (printed: string): string[] => {
  const routes: string[] = [];
  const paths: string[] = [];
  for (const line of printed.split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(\S*)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    paths.length = depth;
    paths.push((paths[depth - 1] ?? '') + match[2]);
    for (const method of match[3]?.split(', ') ?? []) routes.push(`${method} ${paths[depth]}`);
  }
  return routes;
};

/**
 * `/api/session/{id}/` and `/api/session/:id` alike; parameters unnamed, as printRoutes names a node
 * shared by two routes by both their names (`:id|:kind`).
 */
const normal = (route: string) => route.replace(/\{\w+\}|:\w+(\|:\w+)*/g, ':').replace(/(.)\/$/, '$1');

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

let doc: any;
beforeAll(async () => {
  const res = await h.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});

const operation = (method: string, path: string) => doc.paths[path]?.[method];

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3 document', async () => {
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toMatch(/^3\./);
  });

  it('names every /api/ route of the route table, and no other', () => {
    // printRoutes shows a wildcard under its nearest printed node without its own static part
    // (`/api/docs*` for `/api/docs/static/*`): those come from the guard's table, which has every /api route.
    const printed = routeTable(h.app.printRoutes({ commonPrefix: false }))
      .filter((route) => !route.startsWith('HEAD ') && !route.includes('*') && route.includes(' /api/'))
      .map(normal);
    const guarded = h.app.routeAccess
      .filter(({ method }) => method !== 'HEAD')
      .map(({ method, url }) => normal(`${method} ${url}`));
    expect(printed.length).toBeGreaterThan(120);
    expect(printed.filter((route) => !guarded.includes(route))).toEqual([]);
    const table = [...new Set([...printed, ...guarded])];
    // The UI's routes are in the table (the list is exact), and only they are left out.
    expect(table).toEqual(expect.arrayContaining(UI_ROUTES));
    const documented = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item as object)
        .filter((key) => METHODS.includes(key))
        .map((method) => normal(`${method.toUpperCase()} ${path}`)),
    );
    expect(table.filter((route) => !UI_ROUTES.includes(route) && !documented.includes(route))).toEqual([]);
    expect(documented.filter((route) => !table.includes(route) || UI_ROUTES.includes(route))).toEqual([]);
  });

  it('tags each operation with its module, says who may call it, and names its path parameters', () => {
    const names = TAGS.map((t) => t.name);
    expect(doc.tags.map((t: { name: string }) => t.name)).toEqual(names);
    for (const [path, item] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(item as Record<string, any>)) {
        expect(op.tags, `${method} ${path}`).toHaveLength(1);
        expect(names, `${method} ${path}`).toContain(op.tags[0]);
        expect(op.description, `${method} ${path}`).toMatch(/Access: /);
        const params = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
        const declared = (op.parameters ?? []).filter((p: { in: string }) => p.in === 'path');
        expect(declared.map((p: { name: string }) => p.name).sort(), `${method} ${path}`).toEqual(
          params.sort(),
        );
      }
    expect(operation('patch', '/api/session/{id}/').tags).toEqual(['sessions']);
    expect(operation('post', '/api/field/sessions/{id}/start/').tags).toEqual(['field']);
    expect(operation('post', '/api/token/').security).toEqual([]);
    expect(operation('post', '/api/session/').security).toEqual([{ jwt: [] }]);
    expect(operation('post', '/api/session/').description).toContain('`sessions.write`');
  });

  it('documents the request bodies with the yup schemas the routes validate with', () => {
    const login = operation('post', '/api/token/');
    expect(login.summary).toBeTruthy();
    const loginBody = login.requestBody.content['application/json'].schema;
    expect(loginBody.required).toEqual(['email', 'password']);
    expect(loginBody.properties.email).toMatchObject({ type: 'string', format: 'email', maxLength: 254 });
    expect(Object.keys(loginBody.properties)).toEqual(Object.keys(loginSchema.fields));

    const plan = operation('post', '/api/session/').requestBody.content['application/json'].schema;
    const required = Object.entries(sessionCreateSchema.describe().fields)
      .filter(([, field]) => !(field as { optional: boolean }).optional)
      .map(([name]) => name);
    expect(plan.required).toEqual(required);
    expect(plan.required).toEqual(
      expect.arrayContaining(['consultant', 'activity', 'spot', 'plannedStartTime', 'plannedEndTime']),
    );
    expect(plan.properties.region).toMatchObject({ type: 'integer', nullable: true });
    expect(plan.properties.hourCount).toMatchObject({ type: 'integer', minimum: 1, maximum: 24 });

    // One route, several forms: a planned session's edit, a past one's, its deletion.
    const edit = operation('patch', '/api/session/{id}/').requestBody.content['application/json'].schema;
    expect(edit.oneOf).toHaveLength(3);
    // A PATCH merged over the stored record: every field may be left out.
    const model = operation('patch', '/api/devicemodel/{id}/').requestBody.content['application/json'].schema;
    expect(model.required).toBeUndefined();
    expect(Object.keys(model.properties)).toEqual(['model', 'compatibility', 'barcode']);
  });

  it('documents a body for the write routes that validate one', () => {
    const writes = Object.entries(doc.paths).flatMap(([path, item]) =>
      ['post', 'put', 'patch']
        .filter((method) => (item as Record<string, unknown>)[method])
        .map((method) => [`${method.toUpperCase()} ${path}`, (item as Record<string, any>)[method]] as const),
    );
    const withBody = writes.filter(([, op]) => op.requestBody).map(([route]) => route);
    expect(withBody.length).toBeGreaterThan(60);
    // The write routes that read no body (or a file): a new one needs its schema documented or a place here.
    expect(writes.filter(([, op]) => !op.requestBody).map(([route]) => route)).toEqual(NO_BODY);
  });

  it('documents as each route’s body the schema the route validates with', { timeout: 120_000 }, async () => {
    const tokens: Partial<Record<Role, string>> = {};
    const checked: string[] = [];
    const wrong: string[] = [];
    for (const { method, url, access } of h.app.routeAccess) {
      if (!['POST', 'PUT', 'PATCH'].includes(method) || access === null || url === '/api/token/logout/')
        continue;
      // A caller the guard lets through, so that the body reaches the route's validation.
      const role =
        access === 'public'
          ? null
          : access === 'authenticated'
            ? 'HQ'
            : (['HQ', 'AGENCY_HR', 'CONSULTANT', ...ROLES] as const).find((r) => can(r, access));
      if (role) tokens[role] ??= await h.login(role);
      // Every schema the call validated with: a route may check its body in parts (a link, then a password).
      const seen: AnyObjectSchema[] = [];
      validationProbe.seen = (schema) => {
        if (!seen.includes(schema)) seen.push(schema);
      };
      try {
        await h.app.inject({
          method: method as 'POST',
          url: url.replace(/:\w+/g, '1'),
          headers: role ? { authorization: `JWT ${tokens[role]}` } : {},
          payload: {},
        });
      } finally {
        validationProbe.seen = undefined;
      }
      // Refused before its body was read (no record 1, a form's kind unknown): nothing to compare.
      if (!seen.length) continue;
      const parts = seen.map(yupToJsonSchema);
      const expected = {
        properties: Object.assign({}, ...parts.map((part) => part.properties)),
        required: parts.flatMap((part) => (part.required as string[] | undefined) ?? []),
      };
      const body = operation(method.toLowerCase(), url.replace(/:(\w+)/g, '{$1}'))?.requestBody;
      const schema: JsonSchema | undefined = (
        body?.content['application/json'] ?? body?.content['multipart/form-data']
      )?.schema;
      const forms = (schema?.oneOf as JsonSchema[] | undefined) ?? (schema ? [schema] : []);
      const fits = forms.some((form) => {
        const later = CHECKED_LATER[`${method} ${url}`];
        const properties = Object.fromEntries(
          Object.entries(form.properties as Record<string, JsonSchema>).filter(
            ([name, p]) => p.format !== 'binary' && !later?.includes(name),
          ),
        );
        // A merged PATCH documents no required field; any other, the schema's.
        const required =
          form.required === undefined ||
          JSON.stringify((form.required as string[]).filter((name) => !later?.includes(name))) ===
            JSON.stringify(expected.required);
        return JSON.stringify(properties) === JSON.stringify(expected.properties) && required;
      });
      checked.push(`${method} ${url}`);
      if (!fits) wrong.push(`${method} ${url}`);
    }
    expect(wrong).toEqual([]);
    expect(checked.length).toBeGreaterThan(40);
  });

  it('links the field API guide and the GraphQL schema, and serves the guide', async () => {
    expect(doc.info.description).toContain('](/api/docs/field-api.md)');
    expect(doc.info.description).toContain('](/api/docs/schema.graphql)');
    const res = await h.app.inject({ method: 'GET', url: '/api/docs/field-api.md' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/markdown/);
    expect(res.body).toMatch(/^# The field API/);
  });
});

describe('the GraphQL schema as SDL', () => {
  it('is served to HQ and refused to other roles and to anonymous callers', async () => {
    const sdl = (token: string | null) =>
      h.app.inject({
        method: 'GET',
        url: '/api/docs/schema.graphql',
        headers: token ? { authorization: `JWT ${token}` } : {},
      });
    const hq = await sdl(await h.login('HQ'));
    expect(hq.statusCode).toBe(200);
    expect(hq.headers['content-type']).toMatch(/^text\/plain/);
    expect(hq.body).toMatch(/^type Query \{$/m);
    expect(hq.body).toContain('sessions(');
    for (const role of ['COORDINATOR', 'AGENCY_HR', 'CONSULTANT'] as const) {
      const res = await sdl(await h.login(role));
      expect(res.statusCode, role).toBe(403);
      expect(res.body).not.toContain('type Query');
    }
    expect((await sdl(null)).statusCode).toBe(401);
  });
});

describe('the Swagger UI', () => {
  it('is served at /api/docs/ with its scripts, under the app’s own CSP', async () => {
    const page = await h.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<div id="swagger-ui"></div>');
    // No inline script: the page loads its scripts from the app's origin.
    const scripts = [...page.body.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/src="\.\/static\//);
      expect(body.trim()).toBe('');
    }
    for (const file of ['swagger-ui-bundle.js', 'swagger-initializer.js', 'swagger-ui.css']) {
      const res = await h.app.inject({ method: 'GET', url: `/api/docs/static/${file}` });
      expect(res.statusCode, file).toBe(200);
    }
    // The same CSP as every other answer: script-src 'self', nothing loosened for the docs.
    const api = await h.app.inject({ method: 'GET', url: '/api/health/' });
    expect(page.headers['content-security-policy']).toBe(api.headers['content-security-policy']);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self';/);
  });
});

/** Fields a route validates only once its first part passed (an empty body never reaches them). */
const CHECKED_LATER: Record<string, string[]> = {
  'POST /api/users/password/recovery/set/': ['password'],
};

/** POST/PUT/PATCH routes that validate no JSON body of their own (files, actions named by the path). */
const NO_BODY = [
  'POST /api/token/logout/',
  'POST /api/users/{id}/restore/',
  'POST /api/users/otp/setup/',
  'POST /api/agencies/{id}/registration-hash/',
  'POST /api/alerts/{id}/acknowledge/',
  'POST /api/public-links/{id}/revoke/',
  // Its photo_ids are checked by hand (photoCheck/routes.ts photoIdsOf), not by a yup schema; its description says them.
  'POST /api/photos/download/',
  'POST /api/upload/{id}/confirm/',
  'POST /api/upload/{id}/cancel/',
];
