import {
  Alert,
  Avatar,
  Box,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Grid,
  Button as MuiButton,
  Stack,
  Typography,
} from '@mui/material';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link, useLocale, useParams, useTranslate } from 'react-admin';
import { useIsPhone } from '../../../src/layout/useIsPhone';
import type { TimelineSession } from './api';
import { useTimeline } from './api';
import { ContactCountsCard } from './ContactCountsCard';
import { ContactPhotos } from './ContactPhotos';
import { hoursText, sessionDay, span } from './format';
import { SessionHistory } from './SessionHistory';
import { STATUS_COLOR } from './subEvents';
import { axisRange, TimelineAxis, TimelineList } from './TimelineAxis';

/** The audits sent to this session (issue 26), loaded on demand: the audit area's own block. */
const SessionAudits = lazy(() => import('../../audit/SessionAudits'));

const Field = ({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ minWidth: 140 }} data-testid={testId}>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(label)}
      </Typography>
      <Typography component="div">{children ?? '—'}</Typography>
    </Box>
  );
};

const Section = ({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) => {
  const translate = useTranslate();
  return (
    <Card data-testid={testId}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};

const Header = ({ session }: { session: TimelineSession }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const { consultant, spot } = session;
  const planned = hoursText(session.hoursPlanned ?? session.hourCount, locale);
  return (
    <Card data-testid="session-header">
      <CardContent>
        <Stack direction="row" alignItems="center" gap={2} flexWrap="wrap" sx={{ mb: 2 }}>
          <Typography variant="h5" component="h1" sx={{ flex: 1, minWidth: 200 }}>
            {sessionDay(session.plannedStartTime ?? session.startTime, locale)}
          </Typography>
          <Chip
            data-testid="session-status"
            color={STATUS_COLOR[session.status] ?? 'default'}
            label={translate(`app.sessionTimeline.statuses.${session.status}`, { _: session.status })}
          />
        </Stack>
        <Stack direction="row" gap={3} flexWrap="wrap" useFlexGap>
          <Field label="app.sessionTimeline.consultant" testId="session-consultant">
            <Link to={`/profile/${consultant.id}`}>
              <Stack direction="row" alignItems="center" gap={1}>
                <Avatar src={consultant.photo ?? undefined} alt="" sx={{ width: 28, height: 28 }}>
                  {consultant.lastName.slice(0, 1)}
                </Avatar>
                {consultant.lastName} {consultant.firstName}
              </Stack>
            </Link>
          </Field>
          <Field label="app.sessionTimeline.activity">{session.activity?.title}</Field>
          <Field label="app.sessionTimeline.spot" testId="session-spot">
            {spot ? (
              <>
                <Link to={`/spot/${spot.id}`}>{spot.title}</Link>
                {spot.address ? (
                  <Typography variant="caption" color="text.secondary" component="div">
                    {spot.address}
                  </Typography>
                ) : null}
              </>
            ) : null}
          </Field>
          <Field label="app.sessionTimeline.city">{session.city?.title}</Field>
          <Field label="app.sessionTimeline.planned" testId="session-planned">
            {span(session.plannedStartTime, session.plannedEndTime)}
          </Field>
          <Field label="app.sessionTimeline.actual" testId="session-actual">
            {session.startTime == null
              ? translate('app.sessionTimeline.notStarted')
              : session.stopTime == null
                ? `${span(session.startTime, null)} (${translate('app.sessionTimeline.notStopped')})`
                : span(session.startTime, session.stopTime)}
          </Field>
          <Field label="app.sessionTimeline.hours" testId="session-hours">
            {session.hoursWorked == null
              ? translate('app.sessionTimeline.hoursPlannedOnly', { planned })
              : translate('app.sessionTimeline.hoursOf', {
                  worked: hoursText(session.hoursWorked, locale),
                  planned,
                })}
          </Field>
          {session.corruptedReason ? (
            <Field label="app.sessionTimeline.corruptedReason">{session.corruptedReason}</Field>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
};

/** session/{sessionId}: one session's contacts on a time axis, their counts and photos, and its history. */
const SessionTimelinePage = () => {
  const translate = useTranslate();
  const phone = useIsPhone();
  const { sessionId } = useParams();
  const { data, isPending, error, refetch } = useTimeline(sessionId);
  if (isPending)
    return (
      <Box sx={{ p: 4, textAlign: 'center' }}>
        <CircularProgress aria-label={translate('app.common.loading')} />
      </Box>
    );
  if (error)
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={<MuiButton onClick={() => refetch()}>{translate('app.sessionTimeline.retry')}</MuiButton>}
      >
        {translate('app.sessionTimeline.loadFailed')}
        {error.message ? `: ${translate(error.message, { _: error.message })}` : ''}
      </Alert>
    );
  const session = data?.session;
  if (!session)
    return (
      <Alert severity="info" sx={{ m: 2 }} data-testid="session-not-found">
        {translate('app.sessionTimeline.notFound')}
      </Alert>
    );
  const { contacts } = data;
  const { from, to } = axisRange(
    {
      start: session.startTime,
      stop: session.stopTime,
      plannedStart: session.plannedStartTime,
      plannedEnd: session.plannedEndTime,
    },
    contacts,
  );
  return (
    <Box sx={{ p: phone ? 1 : 2 }}>
      <Grid container spacing={2}>
        <Grid size={12}>
          <Header session={session} />
        </Grid>
        <Grid size={12}>
          <Section title="app.sessionTimeline.axis" testId="session-axis">
            {session.startTime == null ? (
              <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 1 }}>
                {translate('app.sessionTimeline.axisPlanned')}
              </Typography>
            ) : null}
            {contacts.length === 0 ? (
              <Typography color="text.secondary">{translate('app.sessionTimeline.noContacts')}</Typography>
            ) : phone ? (
              <TimelineList contacts={contacts} />
            ) : (
              <TimelineAxis contacts={contacts} from={from} to={to} />
            )}
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Section title="app.sessionTimeline.counts" testId="session-counts">
            <ContactCountsCard counts={session.contactCounts} />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Section title="app.sessionTimeline.history" testId="session-history-card">
            <SessionHistory events={session.history} />
          </Section>
        </Grid>
        {session.contactCounts.photos > 0 ? (
          <Grid size={12}>
            <Section title="app.sessionTimeline.photos">
              <ContactPhotos contacts={contacts} />
            </Section>
          </Grid>
        ) : null}
        <Grid size={12}>
          <Suspense fallback={null}>
            <SessionAudits sessionId={Number(session.id)} />
          </Suspense>
        </Grid>
      </Grid>
    </Box>
  );
};

export default SessionTimelinePage;
