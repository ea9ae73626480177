import { useGetIdentity, useParams } from 'react-admin';
import NotYetAvailable from '../NotYetAvailable';
import { TwoFactorSection } from './TwoFactorSection';

/** profile/{id}: the profile itself comes with its own issue; one's own page has the two-factor section. */
const ProfilePage = () => {
  const { profileId } = useParams();
  const { identity } = useGetIdentity();
  const own = identity != null && String(identity.id) === profileId;
  return (
    <>
      <NotYetAvailable title="app.title.profile" />
      {own ? <TwoFactorSection profileId={identity.id} /> : null}
    </>
  );
};

export default ProfilePage;
