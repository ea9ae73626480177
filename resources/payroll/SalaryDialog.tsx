import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Grid,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNotify, useTranslate } from 'react-admin';
import { ValidationError } from 'yup';
import { toFieldErrors } from '../../domain/validation/common';
import {
  BONUS_VALUES,
  type BonusValue,
  PAYROLL_MESSAGES,
  salaryTaskSchema,
} from '../../domain/validation/payroll';
import { isReportDate } from '../../domain/validation/reports';
import { DateTextField } from '../../src/forms/DateInputs';
import { useIsPhone } from '../../src/layout/useIsPhone';
import { fetchChoices, fetchTask, serverError, startCalculation } from './api';

const NUMBERS = [
  'params',
  'conversion',
  'percent',
  'tier1',
  'tier2',
  'trial',
  'bonus',
  'bonusTarget',
] as const;
type NumberField = (typeof NUMBERS)[number];

/** How often the dialog asks whether its calculation ended. */
const WAIT_MS = 1500;

/**
 * The salary calculation dialog (part 2 §2 "Salary dialog", §3 "Salary form", §4): choosing a start
 * or end date loads the activities and focus products of that period; submitting shows
 * 'generating' until the calculation finishes (the dialog closes) or fails (its error stays).
 */
const SalaryDialog = ({ onClose, onStarted }: { onClose: () => void; onStarted: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const phone = useIsPhone();
  const [dates, setDates] = useState({ startDate: '', stopDate: '' });
  const [department, setDepartment] = useState('');
  const [activity, setActivity] = useState('');
  const [numbers, setNumbers] = useState<Record<NumberField, string>>({
    params: '',
    conversion: '0',
    percent: '0',
    tier1: '80',
    tier2: '100',
    trial: '0',
    bonus: '0',
    bonusTarget: '0',
  });
  const [bonusValues, setBonusValues] = useState<BonusValue[]>(['registration']);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [generating, setGenerating] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );
  const period =
    isReportDate(dates.startDate) && isReportDate(dates.stopDate) && dates.startDate <= dates.stopDate;
  const choices = useQuery({
    queryKey: ['payrollChoices', dates.startDate, dates.stopDate],
    queryFn: () => fetchChoices({ dateFrom: dates.startDate, dateTo: dates.stopDate }),
    enabled: period,
  });
  const activities = (choices.data?.activities ?? []).filter((a) => !department || a.parentId === department);
  const focusProducts = (choices.data?.focusProducts ?? []).filter(
    (f) => !activity || f.activity.id === activity,
  );
  // An activity no longer in the period's list is dropped.
  useEffect(() => {
    if (activity && choices.data && !choices.data.activities.some((a) => a.id === activity)) setActivity('');
  }, [choices.data, activity]);

  const body = () => ({
    date_from: dates.startDate,
    date_to: dates.stopDate,
    params: {
      type: 'salary',
      department: department ? Number(department) : null,
      activity: activity ? Number(activity) : undefined,
      ...Object.fromEntries(NUMBERS.map((f) => [f, numbers[f] === '' ? undefined : Number(numbers[f])])),
      bonusValues,
    },
  });
  const submit = async () => {
    setErrors({});
    setFailure(null);
    try {
      await salaryTaskSchema.validate(body(), { abortEarly: false });
    } catch (e) {
      if (e instanceof ValidationError) return setErrors(toFieldErrors(e));
      throw e;
    }
    setGenerating(true);
    try {
      const { id } = await startCalculation(body());
      onStarted();
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, WAIT_MS));
        if (!alive.current) return;
        const task = await fetchTask(id);
        if (task?.status === 'finished') {
          notify('app.payroll.salaryDone', { type: 'success' });
          onStarted();
          onClose();
          return;
        }
        if (!task || task.status === 'failed') {
          onStarted();
          throw new Error(task?.errorMessage ?? PAYROLL_MESSAGES.failed);
        }
      }
    } catch (e) {
      const body = (e as { body?: { errors?: Record<string, string> } }).body;
      if (body?.errors) setErrors(Object.fromEntries(Object.entries(body.errors).map(([k, v]) => [k, [v]])));
      if (alive.current) setFailure(serverError(e));
    } finally {
      if (alive.current) setGenerating(false);
    }
  };
  const words = (list?: string[]) => list?.map((m) => translate(m, { _: m })).join(' ');
  const fieldError = (field: string) => errors[field] ?? errors[`params.${field}`];
  return (
    <Dialog
      open
      onClose={generating ? undefined : onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby="salary-title"
    >
      <DialogTitle id="salary-title">{translate('app.payroll.newSalary')}</DialogTitle>
      <DialogContent>
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Link to="/salaries/formulas" variant="body2">
            {translate('app.payroll.formulas')}
          </Link>
        </Stack>
        <Grid container spacing={1}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <DateTextField
              fullWidth
              label={translate('app.payroll.dateFrom')}
              value={dates.startDate}
              maxDate={dates.stopDate || undefined}
              onChange={(startDate) => setDates((d) => ({ ...d, startDate }))}
              error={!!fieldError('date_from')}
              helperText={words(fieldError('date_from'))}
              name="startDate"
              margin="dense"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <DateTextField
              fullWidth
              label={translate('app.payroll.dateTo')}
              value={dates.stopDate}
              minDate={dates.startDate || undefined}
              onChange={(stopDate) => setDates((d) => ({ ...d, stopDate }))}
              error={!!fieldError('date_to')}
              helperText={words(fieldError('date_to'))}
              name="stopDate"
              margin="dense"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              select
              fullWidth
              size="small"
              margin="dense"
              label={translate('app.payroll.salary.department')}
              value={department}
              onChange={(e) => setDepartment(e.target.value)}
            >
              <MenuItem value="">—</MenuItem>
              {(choices.data?.departments ?? []).map((d) => (
                <MenuItem key={d.id} value={d.id}>
                  {d.title}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              select
              fullWidth
              size="small"
              margin="dense"
              label={translate('app.payroll.salary.activity')}
              value={activity}
              disabled={!period}
              onChange={(e) => setActivity(e.target.value)}
              error={!!fieldError('activity')}
              helperText={
                words(fieldError('activity')) ??
                (period && choices.data && !activities.length
                  ? translate('app.payroll.salary.noActivities')
                  : undefined)
              }
              slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'salary-activity' } as object } }}
            >
              {activities.map((a) => (
                <MenuItem key={a.id} value={a.id}>
                  {a.title}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          {focusProducts.length > 0 && (
            <Grid size={12}>
              <Typography variant="body2" color="text.secondary" data-testid="salary-focus-products">
                {translate('app.payroll.salary.focusProducts', {
                  list: focusProducts.map((f) => f.title).join(', '),
                })}
              </Typography>
            </Grid>
          )}
          {NUMBERS.map((field) => (
            <Grid key={field} size={{ xs: 6, sm: 3 }}>
              <TextField
                fullWidth
                size="small"
                margin="dense"
                type="number"
                label={translate(`app.payroll.salary.${field}`)}
                value={numbers[field]}
                onChange={(e) => setNumbers((n) => ({ ...n, [field]: e.target.value }))}
                error={!!fieldError(field)}
                helperText={words(fieldError(field))}
                slotProps={{ htmlInput: { min: 0, 'data-testid': `salary-${field}` } }}
              />
            </Grid>
          ))}
          <Grid size={12}>
            <FormLabel component="legend">{translate('app.payroll.salary.bonusValues')}</FormLabel>
            <FormGroup row>
              {BONUS_VALUES.map((v) => (
                <FormControlLabel
                  key={v}
                  control={
                    <Checkbox
                      checked={bonusValues.includes(v)}
                      onChange={(e) =>
                        setBonusValues((list) =>
                          e.target.checked ? [...list, v] : list.filter((x) => x !== v),
                        )
                      }
                    />
                  }
                  label={translate(`app.payroll.bonusValues.${v}`)}
                />
              ))}
            </FormGroup>
          </Grid>
        </Grid>
        {generating && (
          <Stack spacing={1} sx={{ mt: 2 }} data-testid="salary-generating">
            <Typography>{translate('app.payroll.generating')}</Typography>
            <LinearProgress />
          </Stack>
        )}
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="salary-error">
            {translate(failure, { _: failure })}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={generating}>
          {translate('app.payroll.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={generating}>
          {translate('app.payroll.start')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

export default SalaryDialog;
