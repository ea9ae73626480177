import { Box, Card, CardContent, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Button, Confirm, Link, useNavigate, useNotify, useParams, useTranslate } from 'react-admin';
import { can } from '../../../domain/permissions';
import { ACTIVITY_TRANSITIONS, type ActivityStatus } from '../../../domain/validation/activities';
import { dayText } from '../../../src/layout/dates';
import { useRole } from '../../../src/layout/useRole';
import { RecordRefusal } from '../../../src/pages/ErrorPage';
import { activityApi, useActivity, useActivityFacts } from '../api';
import { ActivityActions } from './ActivityActions';
import { ActivityFacts } from './ActivityFacts';
import { ActivityHistory } from './ActivityHistory';

const CopyDialog = lazy(() => import('./CopyDialog'));
/** HQ's public KPI links: loaded only for those who manage them. */
const PublicLinks = lazy(() => import('./PublicLinks'));

const day = (seconds: number | null) => (seconds ? dayText(seconds * 1000) : '—');

/** HQ's buttons: edit, preview, live, copy, and each status move the current status allows. */
const HqActions = ({ id, status }: { id: string; status: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [copying, setCopying] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  const remove = async () => {
    setDeleting(false);
    try {
      await activityApi.remove(id);
      notify('app.activity.deleted', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['activity', id] });
      navigate('/dashboard');
    } catch (error) {
      // Refused while it has sessions (its history): the server's words, in the interface language.
      const body = (error as { body?: { errors?: Record<string, string> } }).body;
      const message = body?.errors?.non_field_errors ?? (error as Error).message;
      notify(translate(message, { _: message }), { type: 'error' });
    }
  };
  const move = async (to: string) => {
    try {
      await activityApi.status(id, to);
      notify('app.activity.statusChanged', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['activity', id] });
      await queryClient.invalidateQueries({ queryKey: ['activityFacts', id] });
    } catch (error) {
      const body = (error as { body?: { errors?: Record<string, string> } }).body;
      const message = body?.errors?.status ?? (error as Error).message;
      notify(translate(message, { _: message }), { type: 'error' });
    }
  };
  return (
    <Stack direction="row" flexWrap="wrap" gap={1} sx={{ mb: 2 }}>
      <Button component={Link} to={`/activity/${id}/edit`} label="app.activity.edit" variant="contained" />
      <Button component={Link} to={`/activity/${id}/view`} label="app.activity.preview" />
      <Button component={Link} to={`/activity/${id}/live`} label="app.activity.live" />
      <Button label="app.activity.copy" onClick={() => setCopying(true)} />
      {(ACTIVITY_TRANSITIONS[status as ActivityStatus] ?? []).map((to) => (
        <Button
          key={to}
          label={`app.activity.to.${to}`}
          onClick={() => move(to)}
          data-testid={`activity-to-${to}`}
        />
      ))}
      <Button label="app.activity.delete" color="error" onClick={() => setDeleting(true)} />
      <Confirm
        isOpen={deleting}
        title="app.activity.deleteTitle"
        content="app.activity.deleteQuestion"
        onConfirm={remove}
        onClose={() => setDeleting(false)}
      />
      {copying && (
        <Suspense fallback={null}>
          <CopyDialog source={id} onClose={() => setCopying(false)} />
        </Suspense>
      )}
    </Stack>
  );
};

/** activity/{id} (the dashboard roles): the campaign, its plan against its facts, its products and history. */
const ActivityPage = () => {
  const translate = useTranslate();
  const { id } = useParams<{ id: string }>();
  const { role } = useRole();
  const { data: activity, isPending, error } = useActivity(id);
  const facts = useActivityFacts(id);
  if (isPending) return <CircularProgress sx={{ m: 4 }} aria-label={translate('app.common.loading')} />;
  if (error || !activity) return <RecordRefusal error={error} notFound="app.activity.notFound" />;
  const sessionsLink = `/sessions?filter=${encodeURIComponent(JSON.stringify({ activity: activity.id }))}`;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100 }}>
      <Stack direction="row" alignItems="center" gap={1} flexWrap="wrap" sx={{ mb: 1 }}>
        <Typography variant="h5" component="h1">
          {activity.title}
        </Typography>
        <Chip label={translate(`app.activity.status.${activity.status}`)} data-testid="activity-status" />
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {day(activity.startDate)} — {day(activity.stopDate)}
      </Typography>
      {can(role, 'activities.write') && <HqActions id={activity.id} status={activity.status} />}
      {activity.description && (
        <Typography sx={{ mb: 2, whiteSpace: 'pre-wrap' }}>{activity.description}</Typography>
      )}
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <ActivityFacts activity={activity} stats={facts.data?.activityStats ?? null} />
          <Link to={sessionsLink}>{translate('app.activity.sessions')}</Link>
        </CardContent>
      </Card>
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('app.activity.focusProducts')}
          </Typography>
          {activity.focusProducts.length === 0 && <Typography color="text.secondary">—</Typography>}
          {activity.focusProducts.map((p) => (
            <Box key={p.id} sx={{ mb: 1.5 }} data-testid="activity-product">
              <Typography fontWeight={500}>{p.title}</Typography>
              <Typography variant="body2" color="text.secondary">
                {[p.format?.title, p.program?.title].filter(Boolean).join(' · ') || '—'}
                {' · '}
                {translate('app.activity.mechanicCount', { smart_count: p.mechanics.length })}
              </Typography>
            </Box>
          ))}
        </CardContent>
      </Card>
      {can(role, 'publicLinks.manage') && (
        <Suspense fallback={null}>
          <PublicLinks activityId={activity.id} />
        </Suspense>
      )}
      <ActivityActions activityId={activity.id} actions={activity.actions ?? []} />
      <ActivityHistory events={facts.data?.activityHistory ?? []} />
    </Box>
  );
};

export default ActivityPage;
