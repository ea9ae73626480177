import { Box, Typography } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { ProfileSection } from './ProfileSection';
import type { TeamMember } from './types';

/** The team under the user, nested by manager (subordinates, recursively). */
export const TeamTree = ({ rootId, members }: { rootId: string; members: TeamMember[] }) => {
  const translate = useTranslate();
  const childrenOf = (id: string) => members.filter((m) => String(m.managerId) === String(id));
  const branch = (id: string) => {
    const children = childrenOf(id);
    if (!children.length) return null;
    return (
      <Box component="ul" sx={{ pl: 3, my: 0.5 }}>
        {children.map((m) => (
          <li key={m.id}>
            <Link to={`/profile/${m.id}`}>
              {m.lastName} {m.firstName}
            </Link>{' '}
            <Typography component="span" color="text.secondary" variant="body2">
              {translate(`app.role.${m.role}`, { _: m.role })}
            </Typography>
            {branch(m.id)}
          </li>
        ))}
      </Box>
    );
  };
  return (
    <ProfileSection title="app.profile.sections.team" testId="profile-team">
      {members.length ? (
        branch(rootId)
      ) : (
        <Typography color="text.secondary">{translate('app.profile.noTeam')}</Typography>
      )}
    </ProfileSection>
  );
};
