import {
  Box,
  Card,
  CardContent,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link, useParams, useTranslate } from 'react-admin';
import { RecordRefusal } from '../../../src/pages/ErrorPage';
import { useActivity, useActivityLive } from '../api';

const time = (seconds: number | null) =>
  seconds
    ? new Date(seconds * 1000).toLocaleTimeString('ru-RU', { hour: '2-digit', minute: '2-digit' })
    : '—';

/** activity/{id}/live (HQ): who works on it now and today's counts against plan, refreshed every 30 s. */
const ActivityLivePage = () => {
  const translate = useTranslate();
  const { id } = useParams<{ id: string }>();
  const activity = useActivity(id);
  const live = useActivityLive(id);
  if (live.isPending || activity.isPending)
    return <CircularProgress sx={{ m: 4 }} aria-label={translate('app.common.loading')} />;
  if (!live.data || !activity.data)
    return <RecordRefusal error={activity.error ?? live.error} notFound="app.activity.notFound" />;
  const { today, plannedToday, working } = live.data;
  const a = activity.data;
  const plan = (perHour: unknown) => (perHour == null ? '—' : Math.round(Number(perHour) * today.workTime));
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.activity.liveTitle', { title: a.title })}
      </Typography>
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Typography data-testid="live-today">
            {translate('app.activity.liveToday', {
              planned: plannedToday,
              held: today.session,
              contacts: today.contact,
              contactsPlan: plan(a.contactCountPerHour),
              effective: today.effConcatsFact,
              effectivePlan: plan(a.effectiveContactsPerHour),
            })}
          </Typography>
        </CardContent>
      </Card>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('app.activity.workingNow', { smart_count: working.length })}
      </Typography>
      {/* Wider than a phone, the table scrolls within its box, not the page (issue 23 point 9). */}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" data-testid="live-working">
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.activity.consultant')}</TableCell>
              <TableCell>{translate('app.activity.spot')}</TableCell>
              <TableCell>{translate('app.activity.started')}</TableCell>
              <TableCell align="right">{translate('app.activity.contacts')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {working.map((w) => (
              <TableRow key={w.sessionId}>
                <TableCell>
                  <Link to={`/session/${w.sessionId}`}>{`${w.lastName} ${w.firstName}`}</Link>
                </TableCell>
                <TableCell>{w.spotTitle ?? '—'}</TableCell>
                <TableCell>{time(w.startTime)}</TableCell>
                <TableCell align="right">{w.contacts}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
};

export default ActivityLivePage;
