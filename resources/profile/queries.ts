import { gql } from '../../dataProvider/documents';
import type { QueryRegistry } from '../../dataProvider/queryRegistry';
import { QUESTIONNAIRE_SELECTION } from './questionnaire';

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

const PERSON = 'id role firstName lastName photo';
const FULL_SESSION = `status startTimeStr stopTimeStr plannedStartTime plannedEndTime spot { id title legalName latitude longitude }`;

/** The profile page: "Profile (full)" of part 1 §3, the team tree and the history. */
export const profilePageQueries: QueryRegistry = {
  profilePage: {
    one: {
      document: gql`query ProfilePage($id: ID!) {
        profile(id: $id) {
          id firstName lastName midName birthDate phone photo email role verifiedByAgency
          isFired firedReason firedTimeStr startWorkTime verifiedUntil latitude longitude
          height weight closeSize breastSize waistSize thighSize features
          city { id title }
          agency { id title logo phone address email latitude longitude region { id title } city { id title } }
          manager { id firstName lastName phone email photo }
          region { id title }
          userSet { ${PERSON} }
          crManager { id name }
          spotResponsible { id fullName }
          cities { id title }
          departments { id type title }
          ${QUESTIONNAIRE_SELECTION}
          history { id kind details createdAtStr actor { id firstName lastName role } }
          lastActiveSession { id ${FULL_SESSION} }
          nearestPlannedSession { id ${FULL_SESSION} }
        }
      }`,
      field: 'profile',
    },
  },
};
