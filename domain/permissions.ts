import { ROLES, type Role } from './roles';

/**
 * The one table of who may do what. The menu, the routes (react-admin canAccess), every REST
 * route and every GraphQL field are built from it; anything not listed here is denied.
 */
const ALL = ROLES;
const HQ = ['HQ'] as const;
const HOME = ['HQ', 'MANAGER_BU', 'AGENCY_HR', 'AGENCY_MANAGER', 'COORDINATOR'] as const;
const SESSIONS = ['HQ', 'MANAGER_BU', 'AGENCY_MANAGER', 'COORDINATOR'] as const;
const HQ_COORDINATOR = ['HQ', 'COORDINATOR'] as const;
const AGENCY = ['AGENCY_HR', 'AGENCY_MANAGER'] as const;
const AUDIT = ['HQ', 'COORDINATOR', 'AUDITOR'] as const;

export const PERMISSIONS = {
  // Screens (part 1 §2 routes, part 2 §2; the spec's second reading: routes enforce these).
  'screen.dashboard': HOME,
  'screen.profile': ALL,
  'screen.activity': HOME,
  'screen.activityEditor': HQ,
  'screen.actionEditor': HQ,
  'screen.userAdd': ['HQ', 'AGENCY_HR'],
  'screen.audit': AUDIT,
  'screen.sessions': SESSIONS,
  'screen.sessionsEdit': SESSIONS,
  'screen.session': SESSIONS,
  'screen.spot': SESSIONS,
  'screen.calendar': SESSIONS,
  'screen.agency': AGENCY,
  'screen.alert': HOME,
  'screen.scratchCards': HQ,
  'screen.newDevices': HQ,
  'screen.tradePoints': HQ_COORDINATOR,
  'screen.devices': ['HQ', 'MANAGER_BU'],
  'screen.programs': HQ,
  'screen.salaries': HQ,
  'screen.photoCheck': HQ_COORDINATOR,
  'screen.dataMatrixes': HQ,
  'screen.pointsCoverage': HQ,
  'screen.cigarettes': HQ,
  'screen.equipment': HQ_COORDINATOR,
  // The live map (issue 24; part 1 §6 "Map scope" names these four, not AGENCY_HR).
  'screen.map': SESSIONS,

  // Data: server routes and GraphQL fields.
  'devices.read': ['HQ', 'MANAGER_BU'],
  'devices.write': ['HQ', 'MANAGER_BU'],
  'activities.list': HOME,
  // Activities (issue 13): the page, its statistics and history for the dashboard roles (scoped by
  // the server to those their people work in and those they may plan, activities/scope.ts);
  // building, copying and actions HQ's.
  'activities.read': HOME,
  'activities.write': HQ,
  // Statistics (issue 24 point 3): the dashboard roles, each within their people (stats/queries.ts:
  // a coordinator's team, an agency's staff for its manager and its HR, a region, HQ all).
  'stats.read': HOME,
  // Public links (issue 24 point 5): HQ creates and revokes the KPI page's links of an activity.
  'publicLinks.manage': HQ,
  // Payroll (issue 25): the calculations list, their files and starting one are HQ's (part 2 §2).
  'payroll.read': HQ,
  'payroll.run': HQ,
  'profile.read': ALL,
  // Another's questionnaire (passport, address, social networks...) within the profile's scope:
  // those who approve staff read it; everyone reads their own.
  'profile.questionnaire': ['HQ', 'AGENCY_HR'],
  'agencies.list': ['HQ', 'AGENCY_HR', 'AGENCY_MANAGER'],
  // Administrators: add users, send a password-recovery link (HQ anyone, AGENCY_HR their agency).
  'users.add': ['HQ', 'AGENCY_HR'],
  'users.restore': ['HQ', 'AGENCY_HR'],
  // Profiles and assignments (part 1 §6 "Assignments", part 2 §2): scoped further by the server.
  'users.assignManager': ['HQ', 'MANAGER_BU', 'AGENCY_HR', 'AGENCY_MANAGER'],
  'users.assignSpotResponsible': ['HQ', 'MANAGER_BU'],
  'users.assignCities': ['HQ', 'MANAGER_BU'],
  'crManagers.list': ['HQ', 'MANAGER_BU'],
  'cities.list': ALL,
  // Agency staff (issue 4): the agency roles see their agency's employees, HQ every agency's;
  // approving, firing and prolonging is HR's (and HQ's) decision. The agency page: both agency roles.
  'employees.read': ['HQ', 'AGENCY_HR', 'AGENCY_MANAGER'],
  'employees.verify': ['HQ', 'AGENCY_HR'],
  'agencies.read': ['HQ', 'AGENCY_HR', 'AGENCY_MANAGER'],
  'agencies.write': ['HQ', 'AGENCY_HR', 'AGENCY_MANAGER'],
  // Reference data (part 2 §3, issue 5 A): brands, formats, compliment kinds, programs, and the
  // sticks of the Devices page (read there with 'devices.read'); HQ maintains them.
  'catalog.read': HQ,
  'catalog.write': HQ,
  // Reference data of issue 5 part B: disclaimers, media, interview kits, scratch cards, serial numbers.
  'screen.referenceData': HQ,
  'content.read': HQ,
  'content.write': HQ,
  // Sessions (issue 12): the session roles plan and see their scope's sessions (coordinator: team,
  // agency manager: agency, MANAGER_BU: region, HQ: all), scoped further by the server.
  'sessions.read': SESSIONS,
  'sessions.write': SESSIONS,
  // Back office of issue 14 (part 2 §2, §6): trade points (HQ all, a coordinator their own), data
  // matrices and cigarettes (HQ), equipment (HQ all, a coordinator their own), the points-coverage
  // and data-matrix reports (HQ). An upload needs the write permission of its list (domain/uploads.ts).
  'tradePoints.read': HQ_COORDINATOR,
  'tradePoints.write': HQ_COORDINATOR,
  'dmCodes.read': HQ,
  'dmCodes.write': HQ,
  'cigarettes.read': HQ,
  'cigarettes.write': HQ,
  'equipment.read': HQ_COORDINATOR,
  'equipment.write': HQ_COORDINATOR,
  'reports.run': HQ,
  // Alerts (issue 24 point 4): the dashboard roles see those in their scope (alerts/queries.ts:
  // team, agency, region, all; AGENCY_HR their agency); coordinators and managers acknowledge them.
  'alerts.read': HOME,
  'alerts.acknowledge': SESSIONS,
  // The field API (issue 12 point 7): the consultants' mobile app, on their own sessions only.
  'field.use': ['CONSULTANT'],
  // The live map and who is online (issue 24): scoped by the server as the sessions are.
  'map.read': SESSIONS,
  // Photo check (issue 26): HQ every contact photo, a coordinator their team's (photoCheck/queries.ts).
  'photos.read': HQ_COORDINATOR,
  // Audit (issue 26): the audit page's roles keep the quizzes and send them; the answers are
  // recorded by the audit's sender at the spot (server/modules/audit: the sender only).
  'audit.read': AUDIT,
  'audit.write': AUDIT,
  // The API's documents (issue 27 point 4): the OpenAPI document is public; the GraphQL schema's
  // SDL is HQ's, as GraphQL's introspection is in production.
  'docs.graphqlSchema': HQ,
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export const can = (role: Role | null | undefined, permission: Permission): boolean =>
  !!role && (PERMISSIONS[permission] as readonly Role[]).includes(role);

/** The roles an agency approves: until it does (verifiedByAgency true) their profile is inactive. */
export const AGENCY_APPROVED_ROLES: readonly Role[] = [
  'CONSULTANT',
  'COORDINATOR',
  'AGENCY_MANAGER',
  'AUDITOR',
];

/** Also inactive once the approval's term (verifiedUntil, a Date or epoch seconds) has passed. */
export const isProfileInactive = (
  role: Role | null | undefined,
  verifiedByAgency: boolean | null | undefined,
  verifiedUntil?: Date | number | null,
) =>
  !!role &&
  AGENCY_APPROVED_ROLES.includes(role) &&
  (verifiedByAgency !== true || approvalExpired(verifiedUntil));

export const approvalExpired = (verifiedUntil: Date | number | null | undefined, now = Date.now()) =>
  verifiedUntil != null &&
  (verifiedUntil instanceof Date ? verifiedUntil.getTime() : verifiedUntil * 1000) <= now;

/**
 * Why a person may not be planned or put in charge of a team (the calendar, the session dialogs,
 * the assignment dialogs, and the server's checks behind them); null when they may.
 */
export type PlanBlock = 'FIRED' | 'NOT_APPROVED' | 'APPROVAL_EXPIRED';
export const planBlock = (
  p: {
    isFired: boolean;
    verifiedByAgency: boolean | null;
    verifiedUntil: Date | number | string | null;
  },
  now = Date.now(),
): PlanBlock | null => {
  if (p.isFired) return 'FIRED';
  if (p.verifiedByAgency !== true) return 'NOT_APPROVED';
  const until = typeof p.verifiedUntil === 'string' ? new Date(p.verifiedUntil) : p.verifiedUntil;
  return approvalExpired(until, now) ? 'APPROVAL_EXPIRED' : null;
};
/** The words of each PlanBlock, as the employee lists say them (domain/exports/employees.ts). */
export const PLAN_BLOCK_LABELS: Record<PlanBlock, string> = {
  FIRED: 'Уволен',
  NOT_APPROVED: 'Не одобрен',
  APPROVAL_EXPIRED: 'Срок одобрения истёк',
};

/** The roles each administrator may give when adding a user (POST /api/users/add/). */
export const ASSIGNABLE_ROLES: Partial<Record<Role, readonly Role[]>> = {
  HQ: ROLES,
  AGENCY_HR: ['CONSULTANT', 'COORDINATOR', 'AGENCY_MANAGER', 'AGENCY_HR'],
};

/** The home of a role: the auditor's is the audit page (part 1 §2, §6). */
export const homePath = (role: Role | null | undefined): string => (role === 'AUDITOR' ? '/audit-page' : '/');

/** Authenticated routes; `title` is the i18n key of the breadcrumb title of the first segment. */
export interface RouteDef {
  path: string;
  permission: Permission;
  title: string;
}

export const ROUTES: readonly RouteDef[] = [
  { path: 'dashboard', permission: 'screen.dashboard', title: 'app.title.dashboard' },
  { path: 'profile/:profileId', permission: 'screen.profile', title: 'app.title.profile' },
  { path: 'profile/:profileId/edit', permission: 'screen.profile', title: 'app.title.profile' },
  { path: 'activity/new', permission: 'screen.activityEditor', title: 'app.title.activity' },
  { path: 'activity/:id', permission: 'screen.activity', title: 'app.title.activity' },
  { path: 'activity/:id/edit', permission: 'screen.activityEditor', title: 'app.title.activity' },
  { path: 'activity/:id/live', permission: 'screen.activityEditor', title: 'app.title.activity' },
  { path: 'activity/:id/view', permission: 'screen.activityEditor', title: 'app.title.activity' },
  { path: 'user/add', permission: 'screen.userAdd', title: 'app.title.user' },
  { path: 'action/new', permission: 'screen.actionEditor', title: 'app.title.action' },
  { path: 'action/:id/edit', permission: 'screen.actionEditor', title: 'app.title.action' },
  { path: 'audit/new', permission: 'screen.audit', title: 'app.title.audit' },
  { path: 'audit/:id/view', permission: 'screen.audit', title: 'app.title.audit' },
  { path: 'sessions', permission: 'screen.sessions', title: 'app.title.sessions' },
  { path: 'session/:sessionId', permission: 'screen.session', title: 'app.title.session' },
  { path: 'spot/:spotId', permission: 'screen.spot', title: 'app.title.spot' },
  { path: 'agency/:id', permission: 'screen.agency', title: 'app.title.agency' },
  { path: 'agency/:id/edit', permission: 'screen.agency', title: 'app.title.agency' },
  { path: 'alert/:id', permission: 'screen.alert', title: 'app.title.alert' },
  { path: 'sessionsPlanning', permission: 'screen.calendar', title: 'app.title.sessionsPlanning' },
  { path: 'sessionsView', permission: 'screen.calendar', title: 'app.title.sessionsView' },
  { path: 'sessions-search', permission: 'screen.sessions', title: 'app.title.sessionsSearch' },
  { path: 'sessions-edit', permission: 'screen.sessionsEdit', title: 'app.title.sessionsEdit' },
  { path: 'scratch-cards', permission: 'screen.scratchCards', title: 'app.title.scratchCards' },
  { path: 'photo-check', permission: 'screen.photoCheck', title: 'app.title.photoCheck' },
  { path: 'new-devices', permission: 'screen.newDevices', title: 'app.title.newDevices' },
  { path: 'trade-points', permission: 'screen.tradePoints', title: 'app.title.tradePoints' },
  { path: 'devices', permission: 'screen.devices', title: 'app.title.devices' },
  { path: 'programs', permission: 'screen.programs', title: 'app.title.programs' },
  { path: 'salaries', permission: 'screen.salaries', title: 'app.title.salaries' },
  { path: 'salaries/bonus', permission: 'screen.salaries', title: 'app.title.salaries' },
  { path: 'salaries/formulas', permission: 'screen.salaries', title: 'app.title.salaries' },
  { path: 'data-matrixes', permission: 'screen.dataMatrixes', title: 'app.title.dataMatrixes' },
  { path: 'points-coverage', permission: 'screen.pointsCoverage', title: 'app.title.pointsCoverage' },
  { path: 'cigarettes', permission: 'screen.cigarettes', title: 'app.title.cigarettes' },
  { path: 'audit-page', permission: 'screen.audit', title: 'app.title.auditPage' },
  { path: 'equipment', permission: 'screen.equipment', title: 'app.title.equipment' },
  { path: 'map', permission: 'screen.map', title: 'app.title.map' },
  { path: 'disclaimers', permission: 'screen.referenceData', title: 'app.title.disclaimers' },
  { path: 'media', permission: 'screen.referenceData', title: 'app.title.media' },
  { path: 'interview-kits', permission: 'screen.referenceData', title: 'app.title.interviewKits' },
  { path: 'statistics', permission: 'stats.read', title: 'app.title.statistics' },
];

/**
 * react-admin resources and the permission each action needs. The browser's canAccess and the
 * server's REST/GraphQL guards both read this.
 */
export const RESOURCE_PERMISSIONS: Record<string, { read: Permission; write: Permission }> = {
  devices: { read: 'devices.read', write: 'devices.write' },
  devicemodel: { read: 'devices.read', write: 'devices.write' },
  glocolor: { read: 'devices.read', write: 'devices.write' },
  devicetype: { read: 'devices.read', write: 'devices.write' },
  activities: { read: 'activities.list', write: 'activities.write' },
  actions: { read: 'activities.write', write: 'activities.write' },
  agencyEmployees: { read: 'employees.read', write: 'employees.verify' },
  agency: { read: 'agencies.read', write: 'agencies.write' },
  agencyRegion: { read: 'agencies.write', write: 'agencies.write' },
  agencyCity: { read: 'agencies.write', write: 'agencies.write' },
  stickbrand: { read: 'devices.read', write: 'catalog.write' },
  glostick: { read: 'devices.read', write: 'catalog.write' },
  brands: { read: 'catalog.read', write: 'catalog.write' },
  segments: { read: 'catalog.read', write: 'catalog.write' },
  formats: { read: 'catalog.read', write: 'catalog.write' },
  compliments: { read: 'catalog.read', write: 'catalog.write' },
  complimenttypes: { read: 'catalog.read', write: 'catalog.write' },
  programs: { read: 'catalog.read', write: 'catalog.write' },
  programcategories: { read: 'catalog.read', write: 'catalog.write' },
  disclaimers: { read: 'content.read', write: 'content.write' },
  media: { read: 'content.read', write: 'content.write' },
  'interview-kits': { read: 'content.read', write: 'content.write' },
  'scratch-cards': { read: 'content.read', write: 'content.write' },
  'new-devices': { read: 'content.read', write: 'content.write' },
  // Sessions (issue 12): the lists and the choices of their filters.
  sessions: { read: 'sessions.read', write: 'sessions.write' },
  sessionConsultants: { read: 'sessions.read', write: 'sessions.write' },
  sessionActivities: { read: 'sessions.read', write: 'sessions.write' },
  sessionSpots: { read: 'sessions.read', write: 'sessions.write' },
  sessionCities: { read: 'sessions.read', write: 'sessions.write' },
  sessionRegions: { read: 'sessions.read', write: 'sessions.write' },
  // Reports (issue 14): the points-coverage page and the activities a report form offers.
  'points-coverage': { read: 'screen.pointsCoverage', write: 'reports.run' },
  reportActivity: { read: 'reports.run', write: 'reports.run' },
  'trade-points': { read: 'tradePoints.read', write: 'tradePoints.write' },
  // Back office of issue 14: the data-matrix codes, the cigarettes, the equipment page and its two tabs.
  'data-matrixes': { read: 'dmCodes.read', write: 'dmCodes.write' },
  cigarettes: { read: 'cigarettes.read', write: 'cigarettes.write' },
  equipment: { read: 'equipment.read', write: 'equipment.write' },
  tablets: { read: 'equipment.read', write: 'equipment.write' },
  stands: { read: 'equipment.read', write: 'equipment.write' },
};

const READ_ACTIONS = new Set(['list', 'show', 'export', 'read']);

/** react-admin's canAccess({ action, resource }): unknown resources are denied. */
export const canAccess = (role: Role | null | undefined, resource: string, action: string): boolean => {
  const entry = RESOURCE_PERMISSIONS[resource];
  if (!entry) return false;
  return can(role, READ_ACTIONS.has(action) ? entry.read : entry.write);
};
