import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControl,
  FormHelperText,
  InputLabel,
  LinearProgress,
  ListItemText,
  MenuItem,
  Select,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { DateTextField } from '../../../src/forms/DateInputs';
import { DROP_ALL, isDay, normaliseSelection, type ReportFormValues } from './request';
import type { ReportState } from './useReport';

export interface Choice {
  id: number | string;
  title: string;
}

/**
 * A multi-select of a report filter: the first item, the drop-all value, clears the selection;
 * an empty selection means every one. `error` names the list's loading failure.
 */
export const MultiSelect = ({
  label,
  choices,
  value,
  onChange,
  error,
  dropAll = true,
}: {
  label: string;
  choices: readonly Choice[];
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string | null;
  dropAll?: boolean;
}) => {
  const translate = useTranslate();
  const id = useId();
  const titles = new Map(choices.map((c) => [Number(c.id), c.title]));
  return (
    <FormControl fullWidth size="small" error={!!error}>
      <InputLabel id={`${id}-label`}>{translate(label)}</InputLabel>
      <Select<(number | string)[]>
        multiple
        labelId={`${id}-label`}
        label={translate(label)}
        value={value}
        onChange={(event) => {
          const next = event.target.value;
          onChange(normaliseSelection(typeof next === 'string' ? next.split(',') : next));
        }}
        renderValue={(ids) => ids.map((v) => titles.get(Number(v)) ?? v).join(', ')}
        MenuProps={{ slotProps: { paper: { sx: { maxHeight: 360 } } } }}
      >
        {dropAll && (
          <MenuItem value={DROP_ALL}>
            <ListItemText primary={translate('app.reports.dropAll')} />
          </MenuItem>
        )}
        {choices.map((choice) => (
          <MenuItem key={choice.id} value={Number(choice.id)}>
            <Checkbox size="small" checked={value.includes(Number(choice.id))} />
            <ListItemText primary={choice.title} />
          </MenuItem>
        ))}
      </Select>
      <FormHelperText>{error ? translate(error) : translate('app.reports.allWhenEmpty')}</FormHelperText>
    </FormControl>
  );
};

/** The report's date range, YYYY-MM-DD; the end may not be before the start. */
export const DateRangeFields = ({
  values,
  onChange,
}: {
  values: Pick<ReportFormValues, 'dateStart' | 'dateEnd'>;
  onChange: (dates: Pick<ReportFormValues, 'dateStart' | 'dateEnd'>) => void;
}) => {
  const translate = useTranslate();
  const wrongOrder = isDay(values.dateStart) && isDay(values.dateEnd) && values.dateStart > values.dateEnd;
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Box sx={{ flex: '1 1 160px' }}>
        <DateTextField
          size="small"
          fullWidth
          label={translate('app.reports.dateStart')}
          value={values.dateStart}
          onChange={(dateStart) => onChange({ ...values, dateStart })}
          maxDate={values.dateEnd || undefined}
          required
        />
      </Box>
      <Box sx={{ flex: '1 1 160px' }}>
        <DateTextField
          size="small"
          fullWidth
          label={translate('app.reports.dateEnd')}
          value={values.dateEnd}
          onChange={(dateEnd) => onChange({ ...values, dateEnd })}
          minDate={values.dateStart || undefined}
          error={wrongOrder}
          helperText={wrongOrder ? translate('app.reports.dateOrder') : undefined}
          required
        />
      </Box>
    </Box>
  );
};

/** The progress while a report runs and its file comes, the saved file's name, or the failure. */
export const ReportProgress = ({ state }: { state: ReportState }) => {
  const translate = useTranslate();
  if (state.phase === 'running' || state.phase === 'downloading')
    return (
      <Box role="status" aria-live="polite">
        {translate(
          state.phase === 'downloading'
            ? 'app.reports.downloading'
            : state.retrying
              ? 'app.reports.retrying'
              : 'app.reports.running',
        )}
        <LinearProgress sx={{ mt: 1 }} />
      </Box>
    );
  if (state.phase === 'failed' && state.error)
    return (
      <Alert severity="error">
        {translate(state.error)}
        {state.reason ? `: ${translate(state.reason, { _: state.reason })}` : ''}
      </Alert>
    );
  if (state.phase === 'done' && state.filename)
    return (
      <Alert severity="success" role="status">
        {translate('app.reports.done', { filename: state.filename })}
      </Alert>
    );
  return null;
};

/** «Сформировать отчёт»: off until the dates are ready and while a report runs. */
/** Its words shown at every width (react-admin's Button turns into an empty icon on a phone). */
export const RunReportButton = ({ disabled, onClick }: { disabled: boolean; onClick: () => void }) => {
  const translate = useTranslate();
  return (
    <div>
      <Button variant="contained" disabled={disabled} onClick={onClick}>
        {translate('app.reports.run')}
      </Button>
    </div>
  );
};
