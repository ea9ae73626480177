import { useLocale, useTranslate } from 'react-admin';
import { type ShellSession, sessionStatusKey, sessionTime } from '../../src/layout/profile';
import { formatDateTime } from './format';
import { FieldList, ProfileSection } from './ProfileSection';

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

/** The nearest planned and the last active session (part 1 §3). */
export const ProfileSessions = ({
  nearest,
  last,
}: {
  nearest?: ShellSession | null;
  last?: ShellSession | null;
}) => {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <ProfileSection title="app.profile.sections.sessions" testId="profile-sessions">
      <FieldList
        items={[
          ['app.profile.nearestPlanned', describe(nearest, translate, locale)],
          ['app.profile.lastActive', describe(last, translate, locale)],
        ]}
      />
    </ProfileSection>
  );
};
