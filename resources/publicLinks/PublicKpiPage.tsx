import { Box, Card, CardContent, Typography } from '@mui/material';
import { useParams, useTranslate } from 'react-admin';
import { dayText } from '../../src/layout/dates';
import { LanguageSwitch } from '../../src/layout/LanguageSwitch';
import { Pending } from '../../src/layout/Pending';
import { ErrorPage } from '../../src/pages/ErrorPage';
import { useServerAnswer } from '../../src/pages/useServerAnswer';
import { ActivityFacts } from '../activities/page/ActivityFacts';
import { dayOf, fetchPublicKpi } from './api';

/**
 * /kpi/{token} (part 1 §2 "KPI page (public)"): one activity's plan and KPIs against the facts of
 * the link's period, read-only, without a login or the shell, counted and shown as the activity
 * page shows them. A link that is not valid (unknown, revoked, expired) shows 'ОШИБКА!'.
 */
const PublicKpiPage = () => {
  const translate = useTranslate();
  const { token = '' } = useParams();
  const { pending, data, error } = useServerAnswer(token, () => fetchPublicKpi(token));
  if (pending) return <Pending />;
  if (error?.status === 404) return <ErrorPage message="app.publicLinks.invalid" />;
  if (!data) return <ErrorPage message={error?.message || 'app.error.generic'} />;
  return (
    // The public pages' card (src/pages/PublicCard.tsx), with narrower margins: the tables fill a phone.
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', justifyContent: 'center', p: { xs: 1, sm: 2 } }}
    >
      <Card sx={{ width: '100%', maxWidth: 760, mt: { xs: 1, sm: 6 }, alignSelf: 'flex-start' }}>
        <CardContent sx={{ px: { xs: 1.5, sm: 3 } }}>
          <LanguageSwitch />
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('app.publicLinks.pageTitle', { title: data.activity.title })}
          </Typography>
          <Typography color="text.secondary" data-testid="public-kpi-period">
            {translate('app.publicLinks.pagePeriod', { from: dayOf(data.dateFrom), to: dayOf(data.dateTo) })}
          </Typography>
          {data.expiresAt && (
            <Typography variant="body2" color="text.secondary">
              {translate('app.publicLinks.pageExpires', { date: dayText(data.expiresAt * 1000 - 1) })}
            </Typography>
          )}
          <Box sx={{ mt: 2, overflowX: 'auto' }}>
            <ActivityFacts activity={data.activity} stats={data.stats} />
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
};

export default PublicKpiPage;
