import { gql, type QueryRegistry } from '../../dataProvider/queryRegistry';

const SESSION = `id status startTimeStr stopTimeStr plannedStartTime plannedEndTime spot { id title legalName }`;

/** profile(id), part 1 §7: the user with agency, region and the last and nearest sessions. */
export const profileQueries: QueryRegistry = {
  profile: {
    one: {
      document: gql`query Profile($id: ID!) {
        profile(id: $id) {
          id firstName lastName photo role verifiedByAgency
          agency { id title logo latitude longitude }
          region { id title }
          lastActiveSession { ${SESSION} }
          nearestPlannedSession { ${SESSION} }
        }
      }`,
      field: 'profile',
    },
  },
};

/** One's own two-factor setting, from the same profile(id) root field (part 1 §3 "otpsetting"). */
export const twoFactorQueries: QueryRegistry = {
  twoFactor: {
    one: {
      document: gql`query TwoFactor($id: ID!) {
        profile(id: $id) {
          id
          otpsetting { otpEnabled otpAuthUrl otpBase32 otpVerified }
        }
      }`,
      field: 'profile',
    },
  },
};
