import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import LinkIcon from '@mui/icons-material/Link';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  IconButton,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useNotify, useTranslate } from 'react-admin';
import {
  CALCULATION_POLL_MS,
  CALCULATION_UNFINISHED,
  CALCULATIONS_PER_PAGE,
  calculationDownloadUrl,
} from '../../domain/payroll';
import { momentText } from '../../src/layout/dates';
import { type CalculationTask, downloadCalculation, fetchTasks } from './api';
import { dayOf } from './days';

const SalaryDialog = lazy(() => import('./SalaryDialog'));
const AttendanceDialog = lazy(() => import('./AttendanceDialog'));
const LinkDialog = lazy(() => import('./LinkDialog'));

const STATUS_COLOR = {
  queued: 'default',
  running: 'info',
  retrying: 'warning',
  finished: 'success',
  failed: 'error',
} as const;

const TaskCard = ({ task, onLink }: { task: CalculationTask; onLink: (task: CalculationTask) => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const running = (CALCULATION_UNFINISHED as readonly string[]).includes(task.status);
  const download = async () => {
    if (!task.file || !task.filename) return;
    try {
      await downloadCalculation(calculationDownloadUrl(task.file, task.filename), task.filename);
    } catch {
      notify('app.reports.downloadFailed', { type: 'error' });
    }
  };
  return (
    <Card variant="outlined" data-testid={`calculation-${task.id}`} data-status={task.status}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 0.5, sm: 2 }}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <Typography sx={{ fontWeight: 500, minWidth: 160 }}>
            {task.user.firstName} {task.user.lastName}
          </Typography>
          <Typography variant="body2" sx={{ minWidth: 110 }}>
            {translate(`app.payroll.types.${task.type}`)}
          </Typography>
          <Box>
            <Chip
              size="small"
              color={STATUS_COLOR[task.status] ?? 'default'}
              label={translate(`app.payroll.statuses.${task.status}`)}
              data-testid="calculation-status"
            />
          </Box>
          <Typography variant="body2">
            {dayOf(task.dateFrom)} — {dayOf(task.dateTo)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
            {momentText(task.createdAt * 1000)}
          </Typography>
          {task.status === 'finished' && task.file && task.filename && (
            <Stack direction="row" spacing={1}>
              <Button
                size="small"
                variant="contained"
                startIcon={<DownloadIcon />}
                onClick={download}
                data-href={calculationDownloadUrl(task.file, task.filename)}
              >
                {translate('app.payroll.download')}
              </Button>
              <Button size="small" startIcon={<LinkIcon />} onClick={() => onLink(task)}>
                {translate('app.payroll.publicLink')}
              </Button>
            </Stack>
          )}
        </Stack>
        {task.departments.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {task.departments.map((d) => d.title).join(', ')}
          </Typography>
        )}
        {running && (
          <Box sx={{ mt: 1 }}>
            <LinearProgress
              variant={task.status === 'queued' ? 'indeterminate' : 'determinate'}
              value={task.progress}
              aria-label={translate('app.payroll.progress', { n: task.progress })}
            />
          </Box>
        )}
        {task.status === 'finished' && task.summary && (
          <Typography variant="body2" color="text.secondary">
            {translate('app.payroll.people', { n: task.summary.people })}
          </Typography>
        )}
        {task.status === 'failed' && task.errorMessage && (
          <Typography variant="body2" color="error" data-testid="calculation-reason">
            {translate('app.payroll.reason', {
              reason: translate(task.errorMessage, { _: task.errorMessage }),
            })}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};

/**
 * /salaries (part 2 §2 "Payroll calculations list", HQ only): every calculation task, newest first
 * by keyset pages, its status (and progress) refreshed without a reload, 'Скачать' for a finished
 * one at the address §2 gives, and the new salary, bonus and attendance calculations.
 */
const CalculationsPage = () => {
  const translate = useTranslate();
  // The cursors of the pages before this one (going back pops one).
  const [cursors, setCursors] = useState<string[]>([]);
  const [dialog, setDialog] = useState<'salary' | 'attendance' | null>(null);
  const [linkTask, setLinkTask] = useState<CalculationTask | null>(null);
  const after = cursors.at(-1);
  const { data, error, refetch } = useQuery({
    queryKey: ['calculationTasks', after ?? null],
    queryFn: () => fetchTasks({ first: CALCULATIONS_PER_PAGE, after }),
    refetchInterval: (query) =>
      query.state.data?.edges.some((e) =>
        (CALCULATION_UNFINISHED as readonly string[]).includes(e.node.status),
      )
        ? CALCULATION_POLL_MS
        : CALCULATION_POLL_MS * 3,
  });
  const tasks = data?.edges.map((e) => e.node) ?? [];
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.payroll.title')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2, alignItems: 'center' }}>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setDialog('salary')}>
          {translate('app.payroll.newSalary')}
        </Button>
        <Button variant="outlined" startIcon={<AddIcon />} component={Link} to="/salaries/bonus">
          {translate('app.payroll.newBonus')}
        </Button>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setDialog('attendance')}>
          {translate('app.payroll.newAttendance')}
        </Button>
        <Link to="/salaries/formulas" variant="body2" data-testid="payroll-formulas">
          {translate('app.payroll.formulas')}
        </Link>
      </Stack>
      {error && <Alert severity="error">{translate('app.payroll.failedList')}</Alert>}
      {data && tasks.length === 0 && <Typography>{translate('app.payroll.empty')}</Typography>}
      <Stack spacing={1}>
        {tasks.map((task) => (
          <TaskCard key={task.id} task={task} onLink={setLinkTask} />
        ))}
      </Stack>
      {(cursors.length > 0 || data?.pageInfo.hasNextPage) && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 1 }}>
          <IconButton
            aria-label={translate('app.payroll.newer')}
            disabled={cursors.length === 0}
            onClick={() => setCursors((c) => c.slice(0, -1))}
          >
            <NavigateBeforeIcon />
          </IconButton>
          <IconButton
            aria-label={translate('app.payroll.older')}
            disabled={!data?.pageInfo.hasNextPage}
            onClick={() =>
              data?.pageInfo.endCursor && setCursors((c) => [...c, data.pageInfo.endCursor as string])
            }
          >
            <NavigateNextIcon />
          </IconButton>
        </Stack>
      )}
      <Suspense fallback={null}>
        {dialog === 'salary' && <SalaryDialog onClose={() => setDialog(null)} onStarted={() => refetch()} />}
        {dialog === 'attendance' && (
          <AttendanceDialog onClose={() => setDialog(null)} onStarted={() => refetch()} />
        )}
        {linkTask && <LinkDialog task={linkTask} onClose={() => setLinkTask(null)} />}
      </Suspense>
    </Box>
  );
};

export default CalculationsPage;
