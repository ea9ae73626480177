import { graphql } from '../../../dataProvider/client';
import { apiUrl, request } from '../../../dataProvider/http';
import type { PlanBlock } from '../../../domain/permissions';
import type { SessionStatus } from '../../../domain/validation/sessions';

/** A session as the calendar and the dialogs read it (server/modules/sessions/schema.ts `Session`). */
export interface PlannedSession {
  id: string;
  status: SessionStatus;
  plannedStartTime: number | null;
  plannedEndTime: number | null;
  startTime: number | null;
  stopTime: number | null;
  hourCount: number;
  consultant: { id: string; firstName: string; lastName: string };
  activity: { id: string; title: string } | null;
  spot: { id: string; title: string } | null;
  city: { id: string; title: string } | null;
}

/** The fields of a session the calendar and the dialogs need. */
export const SESSION_FIELDS = `id status plannedStartTime plannedEndTime startTime stopTime hourCount
  consultant { id firstName lastName } activity { id title } spot { id title } city { id title }`;

export interface Choice {
  id: string;
  name: string;
}
export interface CityChoice extends Choice {
  region: { id: string; title: string } | null;
}
export interface Person {
  id: string;
  firstName: string;
  lastName: string;
  /** Why the person may not be planned (domain/permissions.ts planBlock); null when they may. */
  planBlock?: PlanBlock | null;
}

export const personName = (p: Person) => `${p.lastName} ${p.firstName}`.trim();

/** The activities the viewer may plan from today on (server/modules/activities/scope.ts). */
export const fetchActivities = async (): Promise<Choice[]> =>
  (
    await graphql<{ activities: { edges: { node: { id: string; title: string } }[] } }>(
      'query P($tz: String) { activities(first: 1000, plannable: true, timeZone: $tz, orderBy: "title") { edges { node { id title } } } }',
      { tz: browserTimeZone() },
    )
  ).activities.edges.map(({ node }) => ({ id: node.id, name: node.title }));

/** Active cities with their region. */
export const fetchCities = async (): Promise<CityChoice[]> =>
  (
    await graphql<{ planningCities: { id: string; title: string; region: CityChoice['region'] }[] }>(
      '{ planningCities { id title region { id title } } }',
    )
  ).planningCities.map((c) => ({ id: c.id, name: c.title, region: c.region }));

/** The live spots of a city. */
export const fetchSpots = async (city: string): Promise<Choice[]> =>
  (
    await graphql<{ planningSpots: { id: string; title: string; address: string | null }[] }>(
      'query ($city: ID!) { planningSpots(city: $city, first: 200) { id title address } }',
      { city },
    )
  ).planningSpots.map((s) => ({ id: s.id, name: s.address ? `${s.title} (${s.address})` : s.title }));

/** The coordinators (teams) in the viewer's scope. */
export const fetchCoordinators = async (): Promise<Person[]> =>
  (await graphql<{ coordinators: Person[] }>('{ coordinators(first: 200) { id firstName lastName } }'))
    .coordinators;

/**
 * "users by manager, not fired" (part 1 §7): a coordinator's consultants, each with the reason
 * they may not be planned (not approved, approval lapsed) or null.
 */
export const TEAM_DOCUMENT =
  'query ($manager: ID!) { users(manager: $manager, isFired: false, first: 1000) { edges { node { id role firstName lastName planBlock } } } }';

export const fetchTeam = async (coordinator: string): Promise<Person[]> =>
  (
    await graphql<{ users: { edges: { node: Person & { role: string } }[] } | null }>(TEAM_DOCUMENT, {
      manager: coordinator,
    })
  ).users?.edges
    .map(({ node }) => node)
    .filter((p) => p.role === 'CONSULTANT') ?? [];

/** The browser's time zone: the server reads the day a session falls on in it. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** POST /api/session/ (part 1 §7): one session, or one a day for `days`. */
export const createSessions = (body: Record<string, unknown>) =>
  request<{ id: number; ids: number[] }>(apiUrl('session/'), {
    method: 'POST',
    body: { ...body, timeZone: browserTimeZone() },
  });

/** PATCH /api/session/{id}/ in one of its three forms (plan, past times, status). */
export const patchSession = (id: string | number, body: Record<string, unknown>) =>
  request<{ id: number }>(apiUrl(`session/${id}/`), {
    method: 'PATCH',
    body: { ...body, timeZone: browserTimeZone() },
  });
