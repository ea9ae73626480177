import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { GraphQLSchema, printSchema } from 'graphql';
import { PERMISSIONS, type Permission } from '../../domain/permissions';
import packageJson from '../../package.json';
import type { Access } from '../auth/guard';
import { schema as graphqlSchema } from '../graphql';
import { notFound } from './errors';
import { documented, type RouteDocs } from './routeDocs';
import { type JsonSchema, yupToJsonSchema } from './yupJsonSchema';

/** The API's documents: the UI here, the OpenAPI JSON at `${DOCS_PATH}json` (and `yaml`). */
export const DOCS_PATH = '/api/docs/';
export const GRAPHQL_SDL_PATH = `${DOCS_PATH}schema.graphql`;
export const FIELD_API_PATH = `${DOCS_PATH}field-api.md`;

/**
 * The document's tag of each route, by its address: one per server module (server/modules/<name>),
 * first match wins. A route no rule names gets its address's first segment, which the OpenAPI test
 * refuses until it is listed here.
 */
const TAG_RULES: [RegExp, string][] = [
  [/^\/api\/health\//, 'operations'],
  [/^\/api\/ready\//, 'operations'],
  [/^\/api\/docs\//, 'docs'],
  [/^\/api\/settings\//, 'settings'],
  [/^\/api\/token\//, 'auth'],
  [
    /^\/api\/users\/(register|email|add|password|otp|:id\/restore)(\/|$)|^\/api\/users\/password\//,
    'accounts',
  ],
  [/^\/api\/users\/(:id\/verify|prolongate)\//, 'employees'],
  [/^\/api\/(user-photos\/|users\/:id\/photo\/)/, 'profiles'],
  [/^\/api\/users\/:id\/$/, 'users'],
  [/^\/api\/(devicemodel|glocolor)\//, 'devices'],
  [/^\/api\/(stickbrand|glostick|brand|format|complimentkind|program)\//, 'catalog'],
  [/^\/api\/agencies\//, 'agencies'],
  [/^\/api\/disclaimer\//, 'disclaimers'],
  [/^\/api\/(media|mediabylink)\//, 'media'],
  [/^\/api\/interviewkit\//, 'interviewKits'],
  [/^\/api\/scratchcard\//, 'scratchCards'],
  [/^\/api\/newdevice\//, 'serialNumbers'],
  [/^\/api\/(session|sessions|contact-photo)\//, 'sessions'],
  [/^\/api\/alerts\//, 'alerts'],
  [/^\/api\/(activities|actions)\//, 'activities'],
  [/^\/api\/public-links\//, 'publicLinks'],
  [/^\/api\/field\//, 'field'],
  [/^\/api\/export\//, 'exports'],
  [/^\/api\/spots\//, 'spots'],
  [/^\/api\/reports\//, 'reports'],
  [/^\/api\/photos\//, 'photoCheck'],
  [/^\/api\/(audit|audit-files)\//, 'audit'],
  [/^\/api\/calculationtask\//, 'payroll'],
  [/^\/api\/equipment\//, 'equipment'],
  [/^\/api\/upload\//, 'uploads'],
  [/^\/api\/graphql\//, 'graphql'],
];

/** The tags, in the UI's order, with what each module is. */
export const TAGS: { name: string; description: string }[] = [
  { name: 'auth', description: 'Logging in and out: the JWT every other call sends' },
  {
    name: 'accounts',
    description: 'Sign-up, e-mail verification, password recovery and change, one-time codes',
  },
  { name: 'users', description: "A user's profile changes (one route, several forms)" },
  { name: 'profiles', description: 'Profile photos' },
  { name: 'employees', description: "An agency's staff: approval and its prolongation" },
  { name: 'agencies', description: 'Agencies and their sign-up links' },
  { name: 'activities', description: 'Activities (projects) and their actions' },
  { name: 'sessions', description: 'Planned and past work sessions, contact photos' },
  { name: 'field', description: "The consultants' mobile app (see the field API guide)" },
  { name: 'alerts', description: 'Alerts and their acknowledgement' },
  { name: 'spots', description: 'Trade points' },
  { name: 'catalog', description: 'Brands, sticks, formats, compliment kinds, programs' },
  { name: 'devices', description: 'Device models and colors' },
  { name: 'serialNumbers', description: 'Serial numbers of new devices' },
  { name: 'equipment', description: 'Tablets and stands' },
  { name: 'disclaimers', description: 'Disclaimers' },
  { name: 'media', description: 'Media files and links' },
  { name: 'interviewKits', description: 'Interview kits' },
  { name: 'scratchCards', description: 'Scratch cards' },
  { name: 'publicLinks', description: 'Public KPI links' },
  { name: 'uploads', description: 'Spreadsheet uploads: preview, confirm, cancel' },
  { name: 'exports', description: 'List exports' },
  { name: 'reports', description: 'Reports built as jobs, and their files' },
  { name: 'photoCheck', description: 'Photo check: contact photos, their zip and report' },
  { name: 'audit', description: 'Audit quizzes, questions, results and files' },
  { name: 'payroll', description: 'Payroll calculations and their files' },
  { name: 'settings', description: "The server's settings for the browser" },
  { name: 'graphql', description: 'The GraphQL endpoint (its schema: see the description above)' },
  { name: 'docs', description: 'These documents' },
  { name: 'operations', description: 'Health and readiness' },
];

export const tagOf = (url: string): string =>
  TAG_RULES.find(([rule]) => rule.test(url))?.[1] ?? url.replace(/^\/(api\/)?/, '').split('/')[0];

const rolesOf = (access: Access) =>
  access === 'public' || access === 'authenticated' ? null : PERMISSIONS[access as Permission].join(', ');

const accessText = (access: Access | undefined) => {
  if (access === undefined) return 'Access: every field checks the caller itself (a token is optional).';
  if (access === 'public') return 'Access: public (no token).';
  if (access === 'authenticated') return 'Access: any signed-in user.';
  return `Access: permission \`${access}\` (roles ${rolesOf(access)}).`;
};

/** A body's JSON Schema; a merged PATCH's fields are all optional; a form's files are binary. */
const bodyOf = (docs: RouteDocs): JsonSchema => {
  const files = Object.fromEntries(
    (docs.files ?? []).map((name) => [name, { type: 'string', format: 'binary' }]),
  );
  const forms = [docs.body ?? []].flat().map((s) => {
    const { required, properties, ...json } = yupToJsonSchema(s);
    return {
      ...json,
      properties: { ...(properties as object), ...files },
      ...(docs.partial || !required ? {} : { required }),
    };
  });
  if (!forms.length) return { type: 'object', properties: files };
  return forms.length === 1 ? forms[0] : { oneOf: forms };
};

const DESCRIPTION = `The back office's REST API, generated from its routes: the request bodies are the yup schemas
the server validates them with (\`domain/validation/\`), so the document and the checks cannot drift.

**Logging in.** \`POST /api/token/\` with \`{ "email", "password" }\` answers \`{ "token" }\`; send it as
\`Authorization: JWT <token>\` (the button *Authorize* above takes \`JWT <token>\`). Each operation says
which permission of \`domain/permissions.ts\` it needs; a missing or bad token answers 401, a role without
the permission 403.

**Errors.** A refused body answers 400 with \`{ "errors": { "<field>": ["<message>"] } }\` (every field at
once; messages in Russian, as the forms show them); other refusals \`{ "detail": "<message>" }\`. Numbers may
be sent as JSON numbers or text; any other type mismatch is refused.

**Also:**
- [The field API guide](${FIELD_API_PATH}): the consultants' mobile app, step by step (\`docs/field-api.md\`).
- [The GraphQL schema as SDL](${GRAPHQL_SDL_PATH}): for signed-in HQ only (send the token); the endpoint is
  \`POST /api/graphql/\`, where lists and records are read.
- This document as [JSON](${DOCS_PATH}json) or [YAML](${DOCS_PATH}yaml).`;

/**
 * The schema's SDL, printed by the copy of graphql that built it: Pothos and Mercurius load its
 * CommonJS build, which ESM code (vitest) may see apart from the ES module build.
 */
const sdlOf = (schema: GraphQLSchema): string =>
  schema instanceof GraphQLSchema
    ? printSchema(schema)
    : (createRequire(import.meta.url)('graphql') as typeof import('graphql')).printSchema(schema);

/**
 * The API's documentation (issue 27 point 4), registered before every route so that
 * @fastify/swagger's onRoute hook sees them all (a route registered earlier would be missing, which
 * tests/server/openapi.test.ts catches):
 * - OpenAPI 3 at /api/docs/json, the Swagger UI at /api/docs/: public, as the routes' shapes are no
 *   secret (the browser bundle holds them all) and integrators read them before they have an account;
 *   every route still checks its caller. The UI (scripts and styles of its own, no inline script)
 *   works under the app's CSP unchanged.
 * - The GraphQL schema as SDL for HQ only (GraphQL's introspection is HQ's in production, too).
 * - docs/field-api.md, public like the rest of the documents.
 */
export const registerApiDocs = async (app: FastifyInstance) => {
  await app.register(swagger, {
    mode: 'dynamic',
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Back office API', version: packageJson.version, description: DESCRIPTION },
      tags: TAGS,
      components: {
        securitySchemes: {
          jwt: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'JWT <token>, the token of POST /api/token/',
          },
        },
      },
    },
    transform: ({ schema, url, route }) => {
      const { access, docs } = (route.config ?? {}) as { access?: Access; docs?: RouteDocs };
      const own = (schema ?? {}) as Record<string, unknown>;
      // The REST API only: not the SPA's files and pages, nor an operator's endpoint beside it.
      if (!url.startsWith('/api/')) return { schema: { ...own, hide: true }, url };
      const documentedSchema: Record<string, unknown> = {
        ...own,
        tags: own.tags ?? [tagOf(url)],
        description: [docs?.description, accessText(access)].filter(Boolean).join('\n\n'),
        // Public routes take no token; GraphQL's fields check it when one is sent.
        security: access === 'public' ? [] : access === undefined ? [{ jwt: [] }, {}] : [{ jwt: [] }],
      };
      if (docs?.summary) documentedSchema.summary = docs.summary;
      if (docs?.body || docs?.files) documentedSchema.body = bodyOf(docs);
      if (docs?.query) documentedSchema.querystring = yupToJsonSchema(docs.query);
      if (docs?.consumes) documentedSchema.consumes = docs.consumes;
      return { schema: documentedSchema, url };
    },
  });

  // The UI's own routes (its page, script and JSON) are public; they declare no access of their own.
  await app.register(async (docs) => {
    const route = docs.route;
    docs.route = function (this: FastifyInstance, options: RouteOptions) {
      return route.call(this, { ...options, config: { ...options.config, access: 'public' } });
    } as typeof route;
    await docs.register(swaggerUi, {
      routePrefix: DOCS_PATH.replace(/\/$/, ''),
      // No calls to validator.swagger.io (the CSP allows none, and the document is tested here).
      validatorUrl: false,
      uiConfig: { docExpansion: 'none', deepLinking: true, persistAuthorization: false },
    });
  });

  const sdl = sdlOf(graphqlSchema);
  app.get(
    GRAPHQL_SDL_PATH,
    documented(
      { config: { access: 'docs.graphqlSchema' as const } },
      { summary: 'The GraphQL schema as SDL (signed-in HQ only)' },
    ),
    async (_request, reply) => reply.type('text/plain; charset=utf-8').send(sdl),
  );

  app.get(
    FIELD_API_PATH,
    documented({ config: { access: 'public' as const } }, { summary: 'The field API guide (Markdown)' }),
    async (_request, reply) => {
      // From the installation's docs/ (the working directory, as DATA_DIR's default is).
      const text = await readFile(path.resolve('docs', 'field-api.md'), 'utf8').catch(() => null);
      if (text === null) throw notFound();
      return reply.type('text/markdown; charset=utf-8').send(text);
    },
  );
};
