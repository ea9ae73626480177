import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PermittedLink, paths } from '../../shared/PermittedLink';
import { type PlannedSession, personName } from './api';

/** A session dialog's first line: whose session it is, and the way to its timeline (session/{id}). */
export const SessionDialogHeading = ({ session }: { session: PlannedSession }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" flexWrap="wrap" columnGap={2} sx={{ mb: 1 }}>
      <Typography variant="body2">
        {translate('resources.sessionPlanning.fields.consultant')}: {personName(session.consultant)}
      </Typography>
      <Typography variant="body2">
        <PermittedLink
          to={paths.session(session.id)}
          permission="screen.session"
          testId="dialog-session-link"
        >
          {translate('app.links.openSession')}
        </PermittedLink>
      </Typography>
    </Stack>
  );
};
