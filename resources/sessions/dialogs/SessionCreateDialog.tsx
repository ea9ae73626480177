import { Box } from '@mui/material';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { NumberInput, TextInput } from 'react-admin';
import { sessionCreateSchema } from '../../../domain/validation/sessions';
import { DateInput } from '../../../src/forms/DateInputs';
import { createSessions } from './api';
import { ConsultantInputs } from './ConsultantInputs';
import { PlaceInputs } from './PlaceInputs';
import { SessionFormDialog } from './SessionFormDialog';
import {
  bodyResolver,
  type CreateValues,
  createBody,
  createChecks,
  createDefaults,
  createField,
} from './sessionForm';

const L = 'resources.sessionPlanning.fields';
const FIELDS = [
  'coordinator',
  'consultant',
  'activity',
  'city',
  'spot',
  'dateFrom',
  'dateTo',
  'plannedStartTime',
  'plannedEndTime',
  'hourCount',
] as const;

export interface SessionCreateDialogProps {
  /** The team and consultant the calendar's cell belongs to. */
  coordinator?: string;
  consultant?: string;
  /** The first day (YYYY-MM-DD); today when absent. */
  day?: string;
  onClose: () => void;
  onSaved?: () => void;
}

/**
 * New session (part 1 §2, §3, §5, §9): who, where, one or several days (one session a day, all or
 * none), 16:00 to 20:00 by default, 4 hours when not said otherwise → POST /api/session/ with `days`.
 */
export const SessionCreateDialog = ({
  coordinator,
  consultant,
  day,
  onClose,
  onSaved,
}: SessionCreateDialogProps) => {
  const defaults = useMemo(
    () =>
      createDefaults(day ?? dayjs().format('YYYY-MM-DD'), {
        coordinator: coordinator ?? '',
        consultant: consultant ?? '',
        hourCount: 4,
      }),
    [coordinator, consultant, day],
  );
  const resolver = useMemo(
    () => bodyResolver<CreateValues>(sessionCreateSchema, createBody, createField, createChecks),
    [],
  );
  return (
    <SessionFormDialog<CreateValues>
      title="resources.sessionPlanning.new"
      defaultValues={defaults}
      resolver={resolver}
      fields={FIELDS}
      fieldOf={createField}
      onSubmit={(values) => createSessions(createBody(values))}
      successMessage="resources.sessionPlanning.created"
      onClose={onClose}
      onSaved={onSaved}
    >
      <ConsultantInputs />
      <PlaceInputs withRegion />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', '& > *': { flex: '1 1 12rem' } }}>
        <DateInput source="dateFrom" label={`${L}.dateFrom`} isRequired />
        <DateInput source="dateTo" label={`${L}.dateTo`} helperText={`${L}.dateToHelp`} />
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', '& > *': { flex: '1 1 8rem' } }}>
        <TextInput source="plannedStartTime" label={`${L}.plannedStartTime`} type="time" isRequired />
        <TextInput source="plannedEndTime" label={`${L}.plannedEndTime`} type="time" isRequired />
        <NumberInput source="hourCount" label={`${L}.hourCount`} min={1} max={24} />
      </Box>
    </SessionFormDialog>
  );
};
