import { Box, Typography } from '@mui/material';
import { AuthorisedAvatar } from '../../resources/shared/AuthorisedAvatar';
import { useShellProfile } from './profile';
import { SessionLine } from './SessionLine';
import { useRole } from './useRole';

const initials = (...names: (string | null | undefined)[]) =>
  names
    .map((name) => name?.trim()[0] ?? '')
    .join('')
    .toUpperCase();

/** Avatar, 'Фамилия Имя', role, and the current or next session (part 1 §2). */
export const UserPanel = () => {
  const { roleLabel } = useRole();
  const { identity, profile } = useShellProfile();
  const lastName = profile?.lastName ?? identity?.lastName ?? '';
  const firstName = profile?.firstName ?? identity?.firstName ?? '';
  const photo = profile?.photo ?? identity?.avatar;
  return (
    <Box
      data-testid="user-panel"
      sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1, mx: 1, minWidth: 0 }}
    >
      <AuthorisedAvatar
        src={photo || null}
        alt={`${lastName} ${firstName}`.trim()}
        sx={{ width: 36, height: 36 }}
      >
        {initials(lastName, firstName)}
      </AuthorisedAvatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
          {`${lastName} ${firstName}`.trim()}
        </Typography>
        <Typography variant="caption" component="div" noWrap>
          {roleLabel}
        </Typography>
        {profile ? <SessionLine profile={profile} /> : null}
      </Box>
    </Box>
  );
};
