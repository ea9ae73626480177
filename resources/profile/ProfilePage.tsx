import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Stack, Typography } from '@mui/material';
import { Link, useGetIdentity, useGetOne, useParams, usePermissions, useTranslate } from 'react-admin';
import { Pending } from '../../src/layout/Pending';
import { NoRightsPage, NotFoundPage } from '../../src/pages/ErrorPage';
import { AuthorisedAvatar } from '../shared/AuthorisedAvatar';
import { profileAccess } from './access';
import { personName } from './format';
import { ProfileAssignments } from './ProfileAssignments';
import { ProfileDetails } from './ProfileDetails';
import { ProfileHistory } from './ProfileHistory';
import { ProfileSessions } from './ProfileSessions';
import { TeamTree } from './TeamTree';
import { TwoFactorSection } from './TwoFactorSection';
import type { FullProfile } from './types';

/** profile/{id}: the view rules of part 1 §6, then the profile. */
const ProfilePage = () => {
  const { profileId } = useParams();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions();
  const role = typeof permissions === 'string' ? permissions : null;
  const own = identity != null && String(identity.id) === profileId;
  const access = profileAccess(role, identity?.id, profileId);
  if (access === 'pending') return <Pending />;
  if (access === 'denied') return <NoRightsPage />;
  return <ProfileView id={profileId!} own={own} viewerRole={role} />;
};

const ProfileView = ({ id, own, viewerRole }: { id: string; own: boolean; viewerRole: string | null }) => {
  const translate = useTranslate();
  const { data, error, isPending, refetch } = useGetOne<FullProfile & { id: any }>(
    'profilePage',
    { id },
    { retry: false },
  );
  if (isPending) return <Pending />;
  const status = (error as { status?: number } | null)?.status;
  // The server answers out of scope as missing (ids cannot be probed): whoever does not see every
  // profile gets the spec's no-rights message for both (part 1 §6 "Profile viewing").
  if (status === 403 || ((status === 404 || (!error && !data)) && viewerRole !== 'HQ'))
    return <NoRightsPage />;
  if (error || !data) return <NotFoundPage />;
  const p = data;
  return (
    <Stack spacing={2} sx={{ p: 2 }} data-testid="profile-page">
      <Stack direction="row" gap={2} alignItems="center" flexWrap="wrap">
        <AuthorisedAvatar src={p.photo} alt={personName(p)} sx={{ width: 72, height: 72 }} />
        <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
          <Typography variant="h5" component="h1">
            {personName(p)}
          </Typography>
          <Typography color="text.secondary">{translate(`app.role.${p.role}`, { _: p.role })}</Typography>
        </Box>
        {own ? (
          <Button component={Link} to={`/profile/${p.id}/edit`} variant="contained" startIcon={<EditIcon />}>
            {translate('app.profile.edit')}
          </Button>
        ) : null}
      </Stack>
      <ProfileDetails profile={p} />
      <TeamTree rootId={String(p.id)} />
      <ProfileSessions person={p} />
      {own ? null : <ProfileAssignments profile={p} viewerRole={viewerRole} onChanged={() => refetch()} />}
      <ProfileHistory events={p.history ?? []} />
      {own ? <TwoFactorSection profileId={p.id} /> : null}
    </Stack>
  );
};

export default ProfilePage;
