import {
  Alert,
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ValidationError } from 'yup';
import { toFieldErrors } from '../../domain/validation/common';
import { attendanceTaskSchema } from '../../domain/validation/payroll';
import { DateTextField } from '../../src/forms/DateInputs';
import { useIsPhone } from '../../src/layout/useIsPhone';
import { type Choice, fetchChoices, fetchPeople, serverError, startCalculation } from './api';
import { MultiSelect } from './MultiSelect';

/**
 * The attendance dialog (part 2 §2 "Attendance"; its payload is ours, docs/payroll.md): a period
 * and the people or departments (none: everyone with sessions in the period), queued on Save.
 */
const AttendanceDialog = ({ onClose, onStarted }: { onClose: () => void; onStarted: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const phone = useIsPhone();
  const [dateFrom, setDateFrom] = useState('');
  const [dateTo, setDateTo] = useState('');
  const [people, setPeople] = useState<Choice[]>([]);
  const [departments, setDepartments] = useState<number[]>([]);
  const [lateMinutes, setLateMinutes] = useState('15');
  const [search, setSearch] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const choices = useQuery({
    queryKey: ['payrollChoices'],
    queryFn: () => fetchChoices(),
    staleTime: 60_000,
  });
  const found = useQuery({
    queryKey: ['payrollPeople', search],
    queryFn: () => fetchPeople(search),
    enabled: search.trim().length > 1,
  });
  const body = () => ({
    date_from: dateFrom,
    date_to: dateTo,
    params: {
      type: 'attendance',
      users: people.map((p) => Number(p.id)),
      departments,
      lateMinutes: lateMinutes === '' ? undefined : Number(lateMinutes),
    },
  });
  const submit = async () => {
    setErrors({});
    setFailure(null);
    try {
      await attendanceTaskSchema.validate(body(), { abortEarly: false });
    } catch (e) {
      if (e instanceof ValidationError) return setErrors(toFieldErrors(e));
      throw e;
    }
    setBusy(true);
    try {
      await startCalculation(body());
      notify('app.payroll.statuses.queued', { type: 'info' });
      onStarted();
      onClose();
    } catch (e) {
      setFailure(serverError(e));
    } finally {
      setBusy(false);
    }
  };
  const words = (list?: string[]) => list?.map((m) => translate(m, { _: m })).join(' ');
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="attendance-title"
    >
      <DialogTitle id="attendance-title">{translate('app.payroll.newAttendance')}</DialogTitle>
      <DialogContent>
        <Grid container spacing={1}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <DateTextField
              fullWidth
              label={translate('app.payroll.dateFrom')}
              value={dateFrom}
              maxDate={dateTo || undefined}
              onChange={setDateFrom}
              error={!!errors.date_from}
              helperText={words(errors.date_from)}
              margin="dense"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <DateTextField
              fullWidth
              label={translate('app.payroll.dateTo')}
              value={dateTo}
              minDate={dateFrom || undefined}
              onChange={setDateTo}
              error={!!errors.date_to}
              helperText={words(errors.date_to)}
              margin="dense"
            />
          </Grid>
          <Grid size={12}>
            <Autocomplete
              multiple
              size="small"
              options={found.data ?? []}
              value={people}
              filterOptions={(o) => o}
              getOptionLabel={(o) => o.title}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              onChange={(_e, next) => setPeople(next)}
              onInputChange={(_e, text) => setSearch(text)}
              renderInput={(params) => (
                <TextField
                  {...params}
                  margin="dense"
                  label={translate('app.payroll.attendance.people')}
                  helperText={translate('app.payroll.attendance.peopleHint')}
                />
              )}
            />
          </Grid>
          <Grid size={12}>
            <MultiSelect
              label={translate('app.payroll.attendance.departments')}
              options={choices.data?.departments ?? []}
              value={departments}
              onChange={setDepartments}
            />
          </Grid>
          <Grid size={12}>
            <Typography variant="body2" color="text.secondary">
              {translate('app.payroll.attendance.everyone')}
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              fullWidth
              size="small"
              margin="dense"
              type="number"
              label={translate('app.payroll.attendance.lateMinutes')}
              value={lateMinutes}
              onChange={(e) => setLateMinutes(e.target.value)}
              error={!!errors['params.lateMinutes']}
              helperText={words(errors['params.lateMinutes'])}
            />
          </Grid>
        </Grid>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {translate(failure, { _: failure })}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.payroll.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={busy}>
          {translate('app.payroll.start')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

export default AttendanceDialog;
