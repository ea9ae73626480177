import { useLocale, useTranslate } from 'react-admin';
import { type ShellSession, sessionStatusKey, sessionTime, useShellProfile } from '../../src/layout/profile';
import { useRole } from '../../src/layout/useRole';
import { inSessionScope } from '../sessions/scope';
import { PermittedLink, paths } from '../shared/PermittedLink';
import { formatDateTime } from './format';
import { FieldList, ProfileSection } from './ProfileSection';
import type { FullProfile } from './types';

const describe = (
  session: ShellSession | null | undefined,
  translate: (k: string) => string,
  locale: string,
) => {
  if (!session) return translate('app.profile.noSession');
  const time = sessionTime(session);
  const spot = session.spot?.legalName || session.spot?.title;
  return [translate(sessionStatusKey(session)), time ? formatDateTime(time / 1000, locale) : null, spot]
    .filter(Boolean)
    .join(' · ');
};

/**
 * The nearest planned and the last active session (part 1 §3), each a link to its timeline, and a
 * link to all of the person's sessions: for a viewer whose scope holds them (plain text otherwise).
 */
export const ProfileSessions = ({ person }: { person: FullProfile }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const { role } = useRole();
  const { identity, profile } = useShellProfile();
  const viewer = {
    role,
    id: identity?.id,
    agency: profile?.agency ?? identity?.agency,
    region: profile?.region,
  };
  const mine = inSessionScope(viewer, person);
  const session = (s: ShellSession | null | undefined, testId: string) =>
    s ? (
      <PermittedLink to={paths.session(s.id)} permission="screen.session" allowed={mine} testId={testId}>
        {describe(s, translate, locale)}
      </PermittedLink>
    ) : (
      describe(s, translate, locale)
    );
  return (
    <ProfileSection title="app.profile.sections.sessions" testId="profile-sessions">
      <FieldList
        items={[
          ['app.profile.nearestPlanned', session(person.nearestPlannedSession, 'profile-nearest-session')],
          ['app.profile.lastActive', session(person.lastActiveSession, 'profile-last-session')],
        ]}
      />
      {person.role === 'CONSULTANT' && mine ? (
        <PermittedLink
          to={paths.personSessions(person.id)}
          permission="screen.sessions"
          testId="profile-all-sessions"
        >
          {translate('app.links.personSessions')}
        </PermittedLink>
      ) : null}
    </ProfileSection>
  );
};
