import { Alert, Box, Card, CardContent, CircularProgress, Grid, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocaleState, useParams, useTranslate } from 'react-admin';
import { MESSAGES } from '../../domain/messages';
import { useRole } from '../../src/layout/useRole';
import { PermittedLink, paths } from '../shared/PermittedLink';
import { AcknowledgeButton } from './AcknowledgeButton';
import { alertDetails } from './AlertText';
import { dateTime, fullName, useAlert } from './api';

const Row = ({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ mb: 1.5 }} data-testid={testId}>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(label)}
      </Typography>
      <Typography component="div" sx={{ overflowWrap: 'anywhere' }}>
        {children ?? '—'}
      </Typography>
    </Box>
  );
};

/**
 * alert/{id} (part 1 §2; issue 24 point 4): what happened, to whom, in which session at which
 * spot, and whether and by whom it was acknowledged. Outside the viewer's scope it reads as the
 * other records do: «Извините, у вас нет прав!» (HQ, who sees every alert, is told it is not there).
 */
const AlertPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { role } = useRole();
  const { id } = useParams();
  const { data: alert, isPending, error } = useAlert(id);
  if (isPending)
    return (
      <Box sx={{ p: 4, textAlign: 'center' }}>
        <CircularProgress aria-label={translate('app.common.loading')} />
      </Box>
    );
  if (error)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {translate('app.alerts.loadFailed')}: {translate(error.message, { _: error.message })}
      </Alert>
    );
  if (!alert)
    return (
      <Alert severity={role === 'HQ' ? 'info' : 'error'} sx={{ m: 2 }} data-testid="alert-not-found">
        {role === 'HQ'
          ? translate('app.alerts.notFound')
          : translate(MESSAGES.noRights, { _: MESSAGES.noRights })}
      </Alert>
    );
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }} data-testid="alert-title">
        {translate('app.alerts.pageTitle', { id: alert.id })}: {translate(`app.alerts.kinds.${alert.kind}`)}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card sx={{ height: '100%' }}>
            <CardContent>
              <Row label="app.alerts.what" testId="alert-details">
                {alertDetails(alert, translate, locale)}
              </Row>
              <Row label="app.alerts.status" testId="alert-status">
                {translate('app.alerts.raisedAt', { time: dateTime(alert.raisedAt, locale) })}
                <br />
                {alert.acknowledgedAt
                  ? translate('app.alerts.acknowledgedBy', {
                      name: fullName(alert.acknowledgedBy),
                      time: dateTime(alert.acknowledgedAt, locale),
                    })
                  : translate('app.alerts.notAcknowledged')}
              </Row>
              {alert.acknowledgedAt ? null : <AcknowledgeButton id={alert.id} size="medium" />}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card sx={{ height: '100%' }}>
            <CardContent>
              <Row label="app.alerts.consultant" testId="alert-consultant">
                <PermittedLink to={paths.profile(alert.consultant.id)} permission="screen.profile">
                  {fullName(alert.consultant)}
                </PermittedLink>
              </Row>
              <Row label="app.alerts.coordinator">
                {alert.coordinator ? (
                  <PermittedLink to={paths.profile(alert.coordinator.id)} permission="screen.profile">
                    {fullName(alert.coordinator)}
                  </PermittedLink>
                ) : null}
              </Row>
              <Row label="app.alerts.session" testId="alert-session">
                <PermittedLink to={paths.session(alert.session.id)} permission="screen.session">
                  {translate('app.alerts.sessionLink', {
                    id: alert.session.id,
                    time: dateTime(alert.session.plannedStartTime, locale),
                  })}
                </PermittedLink>
              </Row>
              <Row label="app.alerts.spot" testId="alert-spot">
                {alert.spot ? (
                  <PermittedLink to={paths.spot(alert.spot.id)} permission="screen.spot">
                    {alert.spot.title}
                  </PermittedLink>
                ) : null}
                {alert.spot?.address ? `, ${alert.spot.address}` : ''}
              </Row>
              <Row label="app.alerts.activity">{alert.activity?.title ?? null}</Row>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Box>
  );
};

export default AlertPage;
