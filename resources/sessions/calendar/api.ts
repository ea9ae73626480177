import { graphql } from '../../../dataProvider/client';
import { type Person, type PlannedSession, SESSION_FIELDS } from '../dialogs/api';

/** The team calendar's document (also sent by bench/teams.ts). */
export const TEAM_SESSIONS_DOCUMENT = `query ($coordinator: ID!, $from: String!, $to: String!) {
        myTeamSessions(coordinator: $coordinator, from: $from, to: $to) { ${SESSION_FIELDS} }
      }`;

/** myTeamSessions(coordinator, from, to) (part 1 §7): the team's sessions, every status but DELETED. */
export const fetchTeamSessions = async (coordinator: string, from: string, to: string) =>
  (
    await graphql<{ myTeamSessions: PlannedSession[] }>(TEAM_SESSIONS_DOCUMENT, {
      coordinator,
      from,
      to,
    })
  ).myTeamSessions;

/** The calendar's people a page at a time (issue 28 point 2: a team of 2,000 costs what 29 cost). */
export const CALENDAR_TEAM_PAGE = 50;

/**
 * calendarTeam (server/modules/profiles/calendarTeam.ts): a coordinator's consultants, not fired,
 * those who may be planned first, each part by name, paged by keyset; `search` every word in the
 * name. Also sent by bench/teams.ts.
 */
export const CALENDAR_TEAM_DOCUMENT = `query ($coordinator: ID!, $search: String, $first: Int, $after: String) {
        calendarTeam(coordinator: $coordinator, search: $search, first: $first, after: $after) {
          edges { node { id firstName lastName planBlock } } pageInfo { hasNextPage endCursor }
        }
      }`;

/** The variables of one page: the first (no cursor) or the one after `after`. */
export const calendarTeamVariables = (coordinator: string, search: string, after: string | null) => ({
  coordinator,
  first: CALENDAR_TEAM_PAGE,
  ...(search.trim() && { search: search.trim() }),
  ...(after && { after }),
});

export interface CalendarTeamPage {
  people: Person[];
  next: string | null;
}

export const fetchCalendarTeam = async (
  coordinator: string,
  search: string,
  after: string | null,
): Promise<CalendarTeamPage> => {
  const { calendarTeam } = await graphql<{
    calendarTeam: {
      edges: { node: Person }[];
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
    };
  }>(CALENDAR_TEAM_DOCUMENT, calendarTeamVariables(coordinator, search, after));
  return {
    people: calendarTeam.edges.map(({ node }) => node),
    next: calendarTeam.pageInfo.hasNextPage ? calendarTeam.pageInfo.endCursor : null,
  };
};
