import { graphql } from '../../../dataProvider/client';
import { type PlannedSession, SESSION_FIELDS } from '../dialogs/api';

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
