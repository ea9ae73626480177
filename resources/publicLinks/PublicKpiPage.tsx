import { Box, Typography } from '@mui/material';
import { useParams, useTranslate } from 'react-admin';
import { dayText } from '../../src/layout/dates';
import { Pending } from '../../src/layout/Pending';
import { ErrorPage } from '../../src/pages/ErrorPage';
import { PublicCard } from '../../src/pages/PublicCard';
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
    <PublicCard title={translate('app.publicLinks.pageTitle', { title: data.activity.title })} wide>
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
    </PublicCard>
  );
};

export default PublicKpiPage;
