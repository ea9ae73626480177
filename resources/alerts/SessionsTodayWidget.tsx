import EventIcon from '@mui/icons-material/Event';
import {
  Alert,
  Box,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { PermittedLink, paths } from '../shared/PermittedLink';
import { clock, type SessionsToday, type TodaySession, useSessionsToday } from './api';

const STATUSES = [
  ['PLANNED', 'planned'],
  ['STARTED', 'started'],
  ['COMPLETED', 'completed'],
  ['MISSED', 'missed'],
  ['CORRUPTED', 'corrupted'],
] as const satisfies readonly (readonly [string, keyof SessionsToday])[];

const Named = ({
  title,
  empty,
  sessions,
  testId,
}: {
  title: string;
  empty: string;
  sessions: TodaySession[];
  testId: string;
}) => {
  const translate = useTranslate();
  return (
    <Box sx={{ flex: '1 1 260px', minWidth: 0 }} data-testid={testId}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {sessions.length ? (
        <List dense disablePadding>
          {sessions.map((s) => (
            <ListItem key={s.id} disableGutters divider>
              <ListItemText
                sx={{ overflowWrap: 'anywhere' }}
                primary={
                  <PermittedLink to={paths.profile(s.consultantId)} permission="screen.profile">
                    {s.consultantName}
                  </PermittedLink>
                }
                secondary={
                  <>
                    <PermittedLink to={paths.session(s.id)} permission="screen.session">
                      {translate('app.alerts.sessionNo', { id: s.id })}
                    </PermittedLink>
                    {` · ${translate('app.sessionsToday.plannedAt', { time: clock(s.plannedStartTime) })}`}
                    {s.spotTitle ? ` · ${s.spotTitle}` : ''}
                    {s.corruptedReason ? ` · ${translate(s.corruptedReason, { _: s.corruptedReason })}` : ''}
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      )}
    </Box>
  );
};

/**
 * The dashboard's `sessionsToday` widget (issue 24 point 2): today's sessions in the viewer's
 * scope by status, the late ones (planned, past their start) and the corrupted ones named, each
 * linked to its session and its consultant's profile. One request, refreshed while shown.
 */
const SessionsTodayWidget = () => {
  const translate = useTranslate();
  const { data, isPending, error } = useSessionsToday();
  return (
    <Card component="section" aria-labelledby="sessions-today-title" data-testid="sessions-today-widget">
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
          <EventIcon color="action" />
          <Typography id="sessions-today-title" variant="h6" component="h2">
            {translate('app.sessionsToday.title')}
          </Typography>
        </Stack>
        {isPending ? (
          <Skeleton variant="rectangular" height={96} />
        ) : error ? (
          <Alert severity="error">{translate('app.sessionsToday.loadFailed')}</Alert>
        ) : (
          <>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))',
                gap: 1,
                m: 0,
              }}
            >
              {STATUSES.map(([status, field]) => (
                <Box
                  key={status}
                  data-testid={`today-${status}`}
                  sx={{
                    p: 1,
                    borderRadius: 1,
                    bgcolor: 'action.hover',
                    display: 'flex',
                    flexDirection: 'column-reverse',
                  }}
                >
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {translate(`app.sessionsToday.statuses.${status}`)}
                  </Typography>
                  <Typography component="dd" variant="h5" sx={{ m: 0 }}>
                    {data[field] as number}
                  </Typography>
                </Box>
              ))}
            </Box>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mt: 2 }}>
              <Named
                testId="today-late"
                title={translate('app.sessionsToday.late', { n: data.lateCount })}
                empty={translate('app.sessionsToday.noLate')}
                sessions={data.late}
              />
              <Named
                testId="today-corrupted"
                title={translate('app.sessionsToday.corrupted', { n: data.corrupted })}
                empty={translate('app.sessionsToday.noCorrupted')}
                sessions={data.corruptedSessions}
              />
            </Stack>
          </>
        )}
      </CardContent>
    </Card>
  );
};

export default SessionsTodayWidget;
