import { graphql } from '../../../dataProvider/client';
import { type PlannedSession, SESSION_FIELDS } from '../dialogs';

/** myTeamSessions(coordinator, from, to) (part 1 §7): the team's sessions, every status but DELETED. */
export const fetchTeamSessions = async (coordinator: string, from: string, to: string) =>
  (
    await graphql<{ myTeamSessions: PlannedSession[] }>(
      `query ($coordinator: ID!, $from: String!, $to: String!) {
        myTeamSessions(coordinator: $coordinator, from: $from, to: $to) { ${SESSION_FIELDS} }
      }`,
      { coordinator, from, to },
    )
  ).myTeamSessions;
