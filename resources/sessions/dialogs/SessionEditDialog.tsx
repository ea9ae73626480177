import DeleteIcon from '@mui/icons-material/Delete';
import { Box } from '@mui/material';
import { useMemo, useState } from 'react';
import { Button, TextInput } from 'react-admin';
import { sessionPlanSchema } from '../../../domain/validation/sessions';
import { DateInput } from '../../../src/forms/DateInputs';
import { type PlannedSession, patchSession } from './api';
import { PlaceInputs } from './PlaceInputs';
import { SessionDeleteDialog } from './SessionDeleteDialog';
import { SessionDialogHeading } from './SessionDialogHeading';
import { SessionFormDialog } from './SessionFormDialog';
import { bodyResolver, dayOf, type PlanValues, planBody, timeOf } from './sessionForm';

const L = 'resources.sessionPlanning.fields';
const FIELDS = ['activity', 'city', 'spot', 'date', 'plannedStartTime', 'plannedEndTime'] as const;

/** The plan's own fields, and a day's message under the date. */
const planField = (key: string) => key;

export interface SessionDialogProps {
  session: PlannedSession;
  onClose: () => void;
  onSaved?: () => void;
}

/**
 * Edit a planned session (part 1 §3: activity, spot, plannedStartTime, plannedEndTime, city):
 * move it to another day or hours, another spot → PATCH /api/session/{id}/. Its delete button
 * asks first, then sets the status to DELETED.
 */
export const SessionEditDialog = ({ session, onClose, onSaved }: SessionDialogProps) => {
  const [deleting, setDeleting] = useState(false);
  const defaults = useMemo<PlanValues>(
    () => ({
      activity: session.activity?.id ?? '',
      city: session.city?.id ?? '',
      spot: session.spot?.id ?? '',
      date: session.plannedStartTime == null ? '' : dayOf(session.plannedStartTime),
      plannedStartTime: session.plannedStartTime == null ? '' : timeOf(session.plannedStartTime),
      plannedEndTime: session.plannedEndTime == null ? '' : timeOf(session.plannedEndTime),
    }),
    [session],
  );
  const resolver = useMemo(() => bodyResolver<PlanValues>(sessionPlanSchema, planBody, planField), []);
  if (deleting) return <SessionDeleteDialog session={session} onClose={onClose} onSaved={onSaved} />;
  return (
    <SessionFormDialog<PlanValues>
      title="resources.sessionPlanning.edit"
      defaultValues={defaults}
      resolver={resolver}
      fields={FIELDS}
      fieldOf={planField}
      onSubmit={(values) => patchSession(session.id, planBody(values))}
      successMessage="resources.sessionPlanning.saved"
      onClose={onClose}
      onSaved={onSaved}
      actions={
        <Button label="resources.sessionPlanning.delete" color="error" onClick={() => setDeleting(true)}>
          <DeleteIcon />
        </Button>
      }
    >
      <SessionDialogHeading session={session} />
      <PlaceInputs />
      <DateInput source="date" label={`${L}.date`} isRequired fullWidth />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', '& > *': { flex: '1 1 8rem' } }}>
        <TextInput source="plannedStartTime" label={`${L}.plannedStartTime`} type="time" isRequired />
        <TextInput source="plannedEndTime" label={`${L}.plannedEndTime`} type="time" isRequired />
      </Box>
    </SessionFormDialog>
  );
};
