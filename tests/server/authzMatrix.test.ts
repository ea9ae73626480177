import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { can, type Permission } from '../../domain/permissions';
import { ROLES, type Role } from '../../domain/roles';
import { schema } from '../../server/graphql';
import { withServer } from './harness';

/**
 * The authorization matrix, generated: every REST route of Fastify's route table (with the access
 * it declared, server/auth/guard.ts) and every root GraphQL field, × anonymous and the 8 roles,
 * checked against domain/permissions.ts. A route or field a later issue adds is covered here.
 */
const h = withServer();

/** The only REST routes open to anonymous callers, each for a reason. */
const PUBLIC_ROUTES: Record<string, string> = {
  'GET /api/health/': 'load balancers and monitoring probe it',
  'GET /api/ready/': 'load balancers take a process in or out of rotation by it (issue 27)',
  'POST /api/token/': 'logging in',
  'POST /api/token/verify/': 'checks a stored token; the token is the credential',
  'POST /api/token/otp/': 'second login step; the signed ticket is the credential',
  'GET /api/users/register/options/': 'the sign-up page by an agency link',
  'POST /api/users/register/': 'self sign-up by an agency link',
  'POST /api/users/email/verify/': 'the mailed verification link is the credential',
  'POST /api/users/password/recovery/': 'asking for a recovery link (same answer for any address)',
  'POST /api/users/password/recovery/check/': 'the mailed recovery token (in the body) is the credential',
  'POST /api/users/password/recovery/set/': 'the mailed recovery token (in the body) is the credential',
  'GET /api/public-links/:kind/:token/':
    'the public KPI page: the link (an unguessable token) is the credential',
  'GET /api/spots/export/download/':
    'the signed five-minute link of GET /api/spots/export/ is the credential',
  // The API's documents (server/http/openapi.ts): the routes' shapes are no secret, every route checks its caller.
  'GET /api/docs': 'the Swagger UI of the API',
  'GET /api/docs/json': 'the OpenAPI document',
  'GET /api/docs/yaml': 'the OpenAPI document',
  'GET /api/docs/static/*': "the Swagger UI's files",
  'GET /api/docs/static/index.html': "the Swagger UI's page (a redirect)",
  'GET /api/docs/static/swagger-initializer.js': "the Swagger UI's start script",
  'GET /api/docs/field-api.md': 'the field API guide',
};

/**
 * The permission each root GraphQL field passes to `authorize` (server/graphql/builder.ts). A new
 * field fails the test until it is listed here. `agencies` is also public with a registrationHash
 * (the sign-up page); called without one, as here, it needs 'agencies.list'.
 */
const FIELD_PERMISSIONS: Record<string, Permission> = {
  action: 'activities.write',
  actions: 'activities.write',
  activities: 'activities.list',
  activitiesAndBu: 'activities.list',
  activity: 'activities.read',
  activityHistory: 'activities.read',
  activityChoices: 'activities.write',
  activityLive: 'activities.write',
  activityStats: 'activities.read',
  publicLinks: 'publicLinks.manage',
  calculationTasks: 'payroll.read',
  calculationTask: 'payroll.read',
  payrollChoices: 'payroll.run',
  departments: 'activities.write',
  agencies: 'agencies.list',
  agency: 'agencies.read',
  agencyCityChoices: 'agencies.write',
  agencyEmployees: 'employees.read',
  agencyRegionChoices: 'agencies.write',
  alert: 'alerts.read',
  audit: 'audit.read',
  auditQuiz: 'audit.read',
  auditQuizzes: 'audit.read',
  auditSessions: 'audit.read',
  audits: 'audit.read',
  alerts: 'alerts.read',
  brand: 'catalog.read',
  brandSegments: 'catalog.read',
  brands: 'catalog.read',
  cities: 'cities.list',
  compliment: 'catalog.read',
  complimentTypes: 'catalog.read',
  compliments: 'catalog.read',
  contactEventContacts: 'sessions.read',
  crManagers: 'crManagers.list',
  sessionsToday: 'sessions.read',
  device: 'devices.read',
  deviceModel: 'devices.read',
  deviceModels: 'devices.read',
  deviceTypes: 'devices.read',
  disclaimer: 'content.read',
  disclaimers: 'content.read',
  format: 'catalog.read',
  formats: 'catalog.read',
  getUserSpotResponsibles: 'profile.read',
  interviewKit: 'content.read',
  interviewKits: 'content.read',
  managerCandidates: 'users.assignManager',
  myTeamSessions: 'sessions.read',
  coordinators: 'sessions.read',
  planningCities: 'sessions.read',
  planningSpots: 'sessions.read',
  media: 'content.read',
  mediaItem: 'content.read',
  profile: 'profile.read',
  settings: 'profile.read',
  program: 'catalog.read',
  programCategories: 'catalog.read',
  programs: 'catalog.read',
  reportActivities: 'reports.run',
  scratchCard: 'content.read',
  scratchCards: 'content.read',
  serialNumber: 'content.read',
  serialNumbers: 'content.read',
  // The upload history: the roles that may upload any type; each type then checks its own permission.
  uploads: 'tradePoints.write',
  sessionChoices: 'sessions.read',
  sessionData: 'sessions.read',
  stat: 'stats.read',
  statSeries: 'stats.read',
  stats: 'stats.read',
  statsByActivity: 'stats.read',
  getUsersWithFiltersInArea: 'map.read',
  getUsersWithFiltersInAreaBu: 'map.read',
  sessions: 'sessions.read',
  spot: 'sessions.read',
  stick: 'devices.read',
  stickBrand: 'devices.read',
  stickBrands: 'devices.read',
  team: 'profile.read',
  calendarTeam: 'profile.read',
  tradePointRegions: 'tradePoints.read',
  tradePoints: 'tradePoints.read',
  userCities: 'profile.read',
  userManager: 'profile.read',
  users: 'profile.read',
  // Issue 14, the back-office lists.
  dmCodes: 'dmCodes.read',
  skuCategories: 'dmCodes.read',
  cigarettes: 'cigarettes.read',
  tablets: 'equipment.read',
  tablet: 'equipment.read',
  stands: 'equipment.read',
  stand: 'equipment.read',
  equipmentConsultants: 'equipment.read',
  equipmentSpots: 'equipment.read',
  equipmentCoordinators: 'equipment.read',
  tabletModels: 'equipment.read',
};

const tokens = {} as Record<Role, string>;
const callers = ['anonymous', ...ROLES] as const;
const NO_RIGHTS = { detail: MESSAGES.noRights };

beforeAll(async () => {
  for (const role of ROLES) tokens[role] = await h.login(role);
});

/** A call as h.rest makes it; an answer that is not JSON (the API's documents) is kept as text. */
const call = async (method: string, url: string, token: string | null) => {
  const res = await h.app.inject({
    method: method as 'POST',
    url,
    headers: token ? { authorization: `JWT ${token}` } : {},
    ...(method === 'GET' ? {} : { payload: {} }),
  });
  const json = /^application\/json/.test(String(res.headers['content-type'])) && res.body;
  return { status: res.statusCode, body: json ? res.json() : res.body };
};

/** A path whose ids name no record, so that allowed callers' writes change nothing. */
const pathOf = (url: string) => url.replace(/:(\w+)/g, (_m, name) => (name === 'id' ? '2147483647' : 'x'));

describe('REST routes × callers', () => {
  it('declares public exactly the routes listed, each with a reason', () => {
    const open = h.app.routeAccess.filter((r) => r.access === 'public' && r.method !== 'HEAD');
    expect(open.map((r) => `${r.method} ${r.url}`).sort()).toEqual(Object.keys(PUBLIC_ROUTES).sort());
  });

  it('refuses anonymous callers and roles without the permission, lets the others through', async () => {
    const routes = h.app.routeAccess.filter((r) => r.access !== null && r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(60);
    const wrong: string[] = [];
    for (const { method, url, access } of routes) {
      for (const caller of callers) {
        // Logging out ends the caller's token: a fresh one each time.
        const token =
          caller === 'anonymous'
            ? null
            : url === '/api/token/logout/'
              ? await h.login(caller)
              : tokens[caller];
        const res = await call(method, pathOf(url), token);
        const refused = res.status === 401 || (res.status === 403 && res.body?.detail === NO_RIGHTS.detail);
        const expected =
          access === 'public'
            ? 'allowed'
            : caller === 'anonymous'
              ? 401
              : access === 'authenticated' || can(caller, access as Permission)
                ? 'allowed'
                : 403;
        const ok =
          expected === 'allowed'
            ? !refused && res.status < 500
            : expected === 401
              ? res.status === 401
              : res.status === 403 && res.body?.detail === NO_RIGHTS.detail;
        if (!ok) wrong.push(`${method} ${url} as ${caller}: ${res.status} (expected ${expected})`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

// Duck-typed: the schema's graphql module may be another copy (CJS) than this file's (ESM).
interface AnyType {
  ofType?: AnyType;
  name?: string;
  getFields?: () => unknown;
  getValues?: () => { name: string }[];
  toString: () => string;
}
const named = (type: AnyType): AnyType => (type.ofType ? named(type.ofType) : type);

/** A value for a required argument: ids name no record. */
const argValue = (type: AnyType): string => {
  const text = type.toString();
  if (text.replace(/!$/, '').startsWith('[')) return '[]';
  const base = named(type);
  if (base.getValues) return base.getValues()[0].name;
  return (
    ({ ID: '"2147483647"', String: '"x"', Int: '1', Float: '1', Boolean: 'false' } as Record<string, string>)[
      base.name ?? ''
    ] ?? '{}'
  );
};
const documentOf = (
  name: string,
  field: { type: AnyType; args: readonly { name: string; type: AnyType }[] },
) => {
  const args = field.args
    .filter((a) => a.type.toString().endsWith('!'))
    .map((a) => `${a.name}: ${argValue(a.type)}`)
    .join(', ');
  const selection = named(field.type).getFields ? ' { __typename }' : '';
  return `{ ${name}${args ? `(${args})` : ''}${selection} }`;
};

describe('GraphQL root fields × callers', () => {
  const roots = [schema.getQueryType(), schema.getMutationType()].filter((t) => !!t);
  const fields = roots.flatMap((t) => Object.entries(t!.getFields()));

  it('maps every root field to the permission it checks', () => {
    expect(fields.map(([name]) => name).filter((name) => !FIELD_PERMISSIONS[name])).toEqual([]);
  });

  it('refuses anonymous callers and roles without the permission, lets the others through', async () => {
    const wrong: string[] = [];
    for (const [name, field] of fields) {
      const permission = FIELD_PERMISSIONS[name];
      for (const caller of callers) {
        const res = await h.gql(
          caller === 'anonymous' ? null : tokens[caller],
          documentOf(name, field as never),
        );
        const codes: string[] = (res.errors ?? []).map((e: any) => e.extensions?.code);
        const expected =
          caller === 'anonymous' ? 'UNAUTHENTICATED' : can(caller, permission) ? 'allowed' : 'FORBIDDEN';
        const ok =
          expected === 'allowed'
            ? !codes.some((c) => ['UNAUTHENTICATED', 'FORBIDDEN', 'INTERNAL_SERVER_ERROR'].includes(c))
            : codes.includes(expected);
        if (!ok) wrong.push(`${name} as ${caller}: ${codes.join(',') || 'no error'} (expected ${expected})`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
