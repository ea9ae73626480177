import { graphql } from '../../dataProvider/client';
import { apiUrl, request } from '../../dataProvider/http';
import type { OwnProfileInput } from '../../domain/validation/profile';
import type { TeamMember } from './types';

export interface Titled {
  id: string;
  title: string;
}
export interface PersonBrief {
  id: string;
  role: string;
  firstName: string;
  lastName: string;
  photo?: string | null;
  /** Why they may not be given a team now (domain/permissions.ts planBlock), when asked for. */
  planBlock?: string | null;
}

export interface TeamPage {
  totalCount: number | null;
  edges: { node: TeamMember }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

/** One page of the team under a user, by depth then name (a parent always comes before its people). */
export const fetchTeamPage = async (root: string | number, after: string | null, first = 100) =>
  (
    await graphql<{ team: TeamPage | null }>(
      `query ($root: ID!, $first: Int, $after: String) {
        team(root: $root, first: $first, after: $after) {
          totalCount edges { node { id role firstName lastName photo managerId depth } }
          pageInfo { hasNextPage endCursor }
        }
      }`,
      { root: String(root), first, after },
    )
  ).team;

export const fetchManagerCandidates = async (id: string | number) =>
  (
    await graphql<{ managerCandidates: PersonBrief[] }>(
      'query ($id: ID!) { managerCandidates(id: $id) { id role firstName lastName planBlock } }',
      { id: String(id) },
    )
  ).managerCandidates;

export const fetchCrManagers = async () =>
  (await graphql<{ crManagers: { id: string; name: string }[] }>('{ crManagers { id name } }')).crManagers;

export const fetchCities = async () =>
  (await graphql<{ cities: Titled[] }>('{ cities { id title } }')).cities;

export const fetchUserCities = async (id: string | number) =>
  (
    await graphql<{ userCities: Titled[] }>('query ($id: ID!) { userCities(id: $id) { id title } }', {
      id: String(id),
    })
  ).userCities;

const patchUser = (id: string | number, body: Record<string, unknown>) =>
  request(apiUrl(`users/${id}`), { method: 'PATCH', body });

/** PATCH users/{id} manager: the coordinator of a consultant, the manager of a coordinator. */
export const assignManager = (id: string | number, manager: number) => patchUser(id, { manager });
/** PATCH users/{id} spotResponsible, from the CR managers list. */
export const assignSpotResponsible = (id: string | number, spotResponsible: number) =>
  patchUser(id, { spotResponsible });
/** PATCH users/{id} cities[] (part 2 §7). */
export const assignCities = (id: string | number, cities: number[]) => patchUser(id, { cities });
/** PATCH users/{id} with one's own profile fields. */
export const saveOwnProfile = (id: string | number, values: OwnProfileInput) =>
  patchUser(id, values as unknown as Record<string, unknown>);

/** PUT /api/users/{id}/photo/ (one's own): the questionnaire's photo as form data; answers its new address. */
export const saveOwnPhoto = (id: string | number, photo: File) => {
  const body = new FormData();
  body.append('photo', photo, photo.name);
  return request<{ photo: string | null }>(apiUrl(`users/${id}/photo`), { method: 'PUT', body });
};
