import AddIcon from '@mui/icons-material/Add';
import { Box, Stack, Typography } from '@mui/material';
import { BooleanInput, Button, Link, NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useFieldArray, useWatch } from 'react-hook-form';
import { ACTIVITY_TYPES, CUSTOMER_TYPES, LIMIT_PERIODS } from '../../../domain/validation/activities';
import { DateInput } from '../../../src/forms/DateInputs';
import { ArrayControls } from './ArrayControls';
import { RefInput } from './RefInput';

/** The editor's smaller tabs: main, plan and KPIs, options, interview and media (issue 13 point 3). */

const f = (name: string) => `app.activity.fields.${name}`;
const choices = (list: readonly { id: string; name: string }[], prefix: string) =>
  list.map((c) => ({ id: c.id, name: `app.activity.${prefix}.${c.id}` }));

export const MainTab = ({ disabled }: { disabled?: boolean }) => (
  <Box>
    <TextInput source="title" label={f('title')} fullWidth disabled={disabled} />
    <TextInput
      source="description"
      label={f('description')}
      fullWidth
      multiline
      minRows={3}
      disabled={disabled}
    />
    <Stack direction={{ xs: 'column', sm: 'row' }} gap={2}>
      <DateInput source="startDate" label={f('startDate')} disabled={disabled} />
      <DateInput source="stopDate" label={f('stopDate')} disabled={disabled} />
    </Stack>
    <Stack direction={{ xs: 'column', sm: 'row' }} gap={2} flexWrap="wrap">
      <SelectInput
        source="type"
        label={f('type')}
        choices={choices(ACTIVITY_TYPES, 'type')}
        emptyText="—"
        disabled={disabled}
      />
      <SelectInput
        source="customerType"
        label={f('customerType')}
        choices={choices(CUSTOMER_TYPES, 'customerTypes')}
        emptyText="—"
        disabled={disabled}
      />
      <RefInput source="department" kind="departments" label={f('department')} disabled={disabled} />
    </Stack>
    <BooleanInput source="isHoreca" label={f('isHoreca')} disabled={disabled} />
  </Box>
);

const PLAN = [
  'contactCountPerHour',
  'effectiveContactsPerHour',
  'totalContact',
  'consultantPlan',
  'totalEffectiveContacts',
  'hourPlan',
];

export const PlanTab = ({ disabled }: { disabled?: boolean }) => {
  const translate = useTranslate();
  const { fields, append, move, remove } = useFieldArray({ name: 'kpis' });
  return (
    <Box>
      <Stack direction="row" flexWrap="wrap" columnGap={2}>
        {PLAN.map((name) => (
          <NumberInput key={name} source={name} label={f(name)} min={0} disabled={disabled} />
        ))}
      </Stack>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {translate('app.activity.kpis')}
      </Typography>
      {fields.map((field, i) => (
        <Stack
          key={field.id}
          direction={{ xs: 'column', md: 'row' }}
          columnGap={1}
          alignItems={{ md: 'center' }}
          data-testid="kpi-row"
        >
          <TextInput source={`kpis.${i}.title`} label={f('title')} disabled={disabled} />
          <NumberInput source={`kpis.${i}.planMin`} label={f('planMin')} min={0} disabled={disabled} />
          <NumberInput source={`kpis.${i}.planMax`} label={f('planMax')} min={0} disabled={disabled} />
          <TextInput source={`kpis.${i}.apkId`} label={f('apkId')} disabled={disabled} />
          <ArrayControls
            index={i}
            count={fields.length}
            move={move}
            remove={remove}
            kind="app.activity.kpiN"
            disabled={disabled}
          />
        </Stack>
      ))}
      {!disabled && (
        <Button
          label="app.activity.addKpi"
          onClick={() => append({ id: null, title: '', planMin: null, planMax: null, apkId: null })}
        >
          <AddIcon />
        </Button>
      )}
    </Box>
  );
};

const OPTIONS = [
  'showExtraStats',
  'showFastSaleButton',
  'showSwapButton',
  'showReturnExchangeButton',
  'showPriceRequestOnStart',
  'salesConsultant',
  'isEnableAudioControl',
  'isEnableEwallet',
];

export const OptionsTab = ({ disabled }: { disabled?: boolean }) => {
  const limited = useWatch({ name: 'isEnableRegistrationsLimit' }) as boolean;
  return (
    <Box>
      <Stack direction="row" flexWrap="wrap" columnGap={3}>
        {OPTIONS.map((name) => (
          <BooleanInput key={name} source={name} label={f(name)} disabled={disabled} />
        ))}
      </Stack>
      <BooleanInput
        source="isEnableRegistrationsLimit"
        label={f('isEnableRegistrationsLimit')}
        disabled={disabled}
      />
      {limited && (
        <Stack direction={{ xs: 'column', sm: 'row' }} gap={2}>
          <NumberInput
            source="registrationsLimitCount"
            label={f('registrationsLimitCount')}
            min={1}
            disabled={disabled}
          />
          <SelectInput
            source="registrationsLimitPeriod"
            label={f('registrationsLimitPeriod')}
            choices={choices(LIMIT_PERIODS, 'limitPeriods')}
            isRequired
            disabled={disabled}
          />
        </Stack>
      )}
    </Box>
  );
};

export const MediaTab = ({ disabled }: { disabled?: boolean }) => (
  <Box>
    <BooleanInput source="isEnableInterview" label={f('isEnableInterview')} disabled={disabled} />
    <RefInput source="interviewKit" kind="interviewKits" label={f('interviewKit')} disabled={disabled} />
    <RefInput source="mainMedia" kind="media" label={f('mainMedia')} disabled={disabled} />
    <RefInput source="actions" kind="actions" label={f('actions')} multiple disabled={disabled} />
    {!disabled && (
      <Button component={Link} to="/action/new" label="app.action.newAction">
        <AddIcon />
      </Button>
    )}
  </Box>
);
