import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
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
import { Link, useLocaleState, useTranslate } from 'react-admin';
import { PermittedLink, paths } from '../shared/PermittedLink';
import { AcknowledgeButton } from './AcknowledgeButton';
import { alertDetails } from './AlertText';
import { dateTime, fullName, useOpenAlerts } from './api';

/**
 * The dashboard's `alerts` widget (issue 24 point 2): the open alerts in the viewer's scope,
 * newest first, each opening alert/{id}, with «Принять» for the coordinators and managers.
 */
const AlertsWidget = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, isPending, error } = useOpenAlerts();
  return (
    <Card component="section" aria-labelledby="alerts-title" data-testid="alerts-widget">
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
          <NotificationsActiveIcon color={data?.total ? 'warning' : 'disabled'} />
          <Typography id="alerts-title" variant="h6" component="h2">
            {translate('app.alerts.title')}
            {data?.total ? ` (${data.total})` : ''}
          </Typography>
        </Stack>
        {isPending ? (
          <Skeleton variant="rectangular" height={96} />
        ) : error ? (
          <Alert severity="error">{translate('app.alerts.loadFailed')}</Alert>
        ) : !data.items.length ? (
          <Typography color="text.secondary" data-testid="alerts-none">
            {translate('app.alerts.none')}
          </Typography>
        ) : (
          <List dense disablePadding>
            {data.items.map((alert) => (
              <ListItem
                key={alert.id}
                divider
                disableGutters
                data-testid={`alert-row-${alert.id}`}
                sx={{ alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}
              >
                <ListItemText
                  sx={{ minWidth: 0, flex: '1 1 220px', overflowWrap: 'anywhere' }}
                  primary={
                    <Link
                      to={`/alert/${alert.id}`}
                      data-testid={`alert-link-${alert.id}`}
                      // A touch target of at least 24 px (WCAG 2.5.8): the rows' links sit close together.
                      sx={{ display: 'inline-block', minHeight: 24, py: 0.25 }}
                    >
                      {translate(`app.alerts.kinds.${alert.kind}`)}
                    </Link>
                  }
                  secondary={
                    <>
                      <Box component="span" sx={{ display: 'block' }}>
                        <PermittedLink to={paths.profile(alert.consultant.id)} permission="screen.profile">
                          {fullName(alert.consultant)}
                        </PermittedLink>
                        {alert.spot ? ` · ${alert.spot.title}` : ''}
                        {' · '}
                        <PermittedLink to={paths.session(alert.session.id)} permission="screen.session">
                          {translate('app.alerts.sessionNo', { id: alert.session.id })}
                        </PermittedLink>
                      </Box>
                      <Box component="span" sx={{ display: 'block' }}>
                        {alertDetails(alert, translate, locale)}
                      </Box>
                      <Box component="span" sx={{ display: 'block' }}>
                        {translate('app.alerts.raisedAt', { time: dateTime(alert.raisedAt, locale) })}
                      </Box>
                    </>
                  }
                />
                <AcknowledgeButton id={alert.id} />
              </ListItem>
            ))}
          </List>
        )}
        {data && data.total > data.items.length ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('app.alerts.more', { n: data.total - data.items.length })}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
};

export default AlertsWidget;
