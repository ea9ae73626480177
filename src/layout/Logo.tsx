import { Box, Typography } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { useShellProfile } from './profile';
import { useRole } from './useRole';

/** Agency name, agency id and role; a link home (the audit page for the auditor). */
export const Logo = () => {
  const translate = useTranslate();
  const { roleLabel, home } = useRole();
  const { identity, profile } = useShellProfile();
  const agency = profile?.agency ?? identity?.agency;
  return (
    <Link to={home} data-testid="logo" sx={{ color: 'inherit', textDecoration: 'none', mr: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1.2 }}>
        {agency?.title ? (
          <Typography variant="subtitle1" component="span" noWrap sx={{ fontWeight: 600, lineHeight: 1.2 }}>
            {agency.title}
          </Typography>
        ) : null}
        <Typography variant="caption" component="span" noWrap>
          {[agency?.id != null ? translate('app.shell.agencyId', { id: agency.id }) : null, roleLabel]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </Box>
    </Link>
  );
};
