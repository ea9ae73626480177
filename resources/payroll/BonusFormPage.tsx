import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Grid,
  IconButton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useReducer } from 'react';
import { Link, useTranslate } from 'react-admin';
import { PAYROLL_MESSAGES } from '../../domain/validation/payroll';
import { DateTextField } from '../../src/forms/DateInputs';
import { fetchChoices, serverError, startCalculation } from './api';
import {
  bonusAmount,
  bonusFormComplete,
  bonusFormReducer,
  bonusRequest,
  initialBonusForm,
} from './bonusForm';
import { MultiSelect } from './MultiSelect';

/**
 * The bonus calculation form (part 2 §2 "Bonus calculation form", §4, §5): the period, rows of
 * group, bonus, volume and sum with their multi-selects (focus products with device colours
 * loaded on entry), per-row delete, Add and Save; the states of §4 (bonusForm.ts).
 */
const BonusFormPage = () => {
  const translate = useTranslate();
  const [state, dispatch] = useReducer(bonusFormReducer, undefined, initialBonusForm);
  const choices = useQuery({
    queryKey: ['payrollChoices'],
    queryFn: () => fetchChoices(),
    staleTime: 60_000,
  });
  const words = (m: string) => translate(m, { _: m });
  const save = async () => {
    if (!(await bonusFormComplete(state))) return dispatch({ type: 'missing' });
    dispatch({ type: 'saving' });
    try {
      await startCalculation(bonusRequest(state));
      dispatch({ type: 'saved' });
    } catch (error) {
      dispatch({ type: 'failed', error: serverError(error) });
    }
  };
  const options = {
    activities: choices.data?.activities ?? [],
    focusProducts: (choices.data?.focusProducts ?? []).map((f) => ({
      id: f.id,
      title: `${f.title} (${f.activity.title})`,
    })),
    models: choices.data?.models ?? [],
    devices: choices.data?.devices ?? [],
  };
  const locked = state.saved || state.saving;
  return (
    <Box
      sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100 }}
      data-testid="bonus-form"
      data-valid={String(state.isValid)}
    >
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap' }}
      >
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('app.payroll.newBonus')}
        </Typography>
        <Stack direction="row" spacing={2}>
          <Link to="/salaries/formulas" variant="body2">
            {translate('app.payroll.formulas')}
          </Link>
          <Link to="/salaries" variant="body2">
            {translate('app.payroll.back')}
          </Link>
        </Stack>
      </Stack>
      {choices.error && <Alert severity="error">{translate('app.payroll.choicesFailed')}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <DateTextField
          label={translate('app.payroll.dateFrom')}
          value={state.dateFrom}
          maxDate={state.dateTo || undefined}
          onChange={(dateFrom) => dispatch({ type: 'dates', dateFrom })}
          disabled={locked}
          name="dateFrom"
          margin="dense"
        />
        <DateTextField
          label={translate('app.payroll.dateTo')}
          value={state.dateTo}
          minDate={state.dateFrom || undefined}
          onChange={(dateTo) => dispatch({ type: 'dates', dateTo })}
          disabled={locked}
          name="dateTo"
          margin="dense"
        />
      </Stack>
      <Stack spacing={1} sx={{ mt: 1 }}>
        {state.rows.map((row, index) => (
          // Rows have no identity of their own; a deleted row's fields go with it.
          // biome-ignore lint/suspicious/noArrayIndexKey: the row's place is its identity
          <Card variant="outlined" key={index} data-testid={`bonus-row-${index}`}>
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                <Typography variant="subtitle2">{translate('app.payroll.row', { n: index + 1 })}</Typography>
                <IconButton
                  aria-label={translate('app.payroll.remove')}
                  onClick={() => dispatch({ type: 'remove', index })}
                  disabled={locked}
                >
                  <DeleteIcon />
                </IconButton>
              </Stack>
              <Grid container spacing={1}>
                <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                  <TextField
                    fullWidth
                    size="small"
                    label={translate('app.payroll.group')}
                    value={row.group}
                    disabled={locked}
                    onChange={(e) => dispatch({ type: 'row', index, row: { group: e.target.value } })}
                    slotProps={{ htmlInput: { 'data-testid': 'bonus-group' } }}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                  <TextField
                    fullWidth
                    size="small"
                    label={translate('app.payroll.bonus')}
                    value={row.title}
                    disabled={locked}
                    onChange={(e) => dispatch({ type: 'row', index, row: { title: e.target.value } })}
                    slotProps={{ htmlInput: { 'data-testid': 'bonus-title' } }}
                  />
                </Grid>
                <Grid size={{ xs: 6, md: 3 }}>
                  <TextField
                    fullWidth
                    size="small"
                    type="number"
                    label={translate('app.payroll.volume')}
                    value={row.volume}
                    disabled={locked}
                    onChange={(e) =>
                      dispatch({ type: 'row', index, row: { volume: bonusAmount(e.target.value) } })
                    }
                    slotProps={{ htmlInput: { min: 0, step: 1, 'data-testid': 'bonus-volume' } }}
                  />
                </Grid>
                <Grid size={{ xs: 6, md: 3 }}>
                  <TextField
                    fullWidth
                    size="small"
                    type="number"
                    label={translate('app.payroll.sum')}
                    value={row.sumNewCustomer}
                    disabled={locked}
                    onChange={(e) =>
                      dispatch({ type: 'row', index, row: { sumNewCustomer: bonusAmount(e.target.value) } })
                    }
                    slotProps={{ htmlInput: { min: 0, step: 1, 'data-testid': 'bonus-sum' } }}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <MultiSelect
                    label={translate('app.payroll.activity')}
                    options={options.activities}
                    value={row.activities}
                    disabled={locked}
                    onChange={(activities) => dispatch({ type: 'row', index, row: { activities } })}
                    testId="bonus-activities"
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <MultiSelect
                    label={translate('app.payroll.focusProduct')}
                    options={options.focusProducts}
                    value={row.focusProducts}
                    disabled={locked}
                    onChange={(focusProducts) => dispatch({ type: 'row', index, row: { focusProducts } })}
                    testId="bonus-focus-products"
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <MultiSelect
                    label={translate('app.payroll.model')}
                    options={options.models}
                    value={row.models}
                    disabled={locked}
                    onChange={(models) => dispatch({ type: 'row', index, row: { models } })}
                    testId="bonus-models"
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <MultiSelect
                    label={translate('app.payroll.color')}
                    options={options.devices}
                    value={row.devices}
                    disabled={locked}
                    onChange={(devices) => dispatch({ type: 'row', index, row: { devices } })}
                    testId="bonus-colors"
                  />
                </Grid>
              </Grid>
            </CardContent>
          </Card>
        ))}
      </Stack>
      {state.error && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="bonus-error">
          {words(state.error)}
        </Alert>
      )}
      {state.saved && (
        <Alert severity="success" sx={{ mt: 2 }} data-testid="bonus-success">
          {words(PAYROLL_MESSAGES.success)}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button startIcon={<AddIcon />} onClick={() => dispatch({ type: 'add' })} disabled={locked}>
          {translate('app.payroll.add')}
        </Button>
        <Button variant="contained" onClick={save} disabled={locked}>
          {translate('app.payroll.save')}
        </Button>
      </Stack>
    </Box>
  );
};

export default BonusFormPage;
