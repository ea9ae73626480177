import { useMemo } from 'react';
import { sessionPastSchema } from '../../../domain/validation/sessions';
import { DateTimeInput } from '../../../src/forms/DateInputs';
import { patchSession } from './api';
import { PlaceInputs } from './PlaceInputs';
import { SessionDialogHeading } from './SessionDialogHeading';
import type { SessionDialogProps } from './SessionEditDialog';
import { SessionFormDialog } from './SessionFormDialog';
import { bodyResolver, momentOf, type PastValues, pastBody, pastField } from './sessionForm';

const L = 'resources.sessionPlanning.fields';
const FIELDS = ['city', 'spot', 'startTime', 'stopTime'] as const;

/**
 * Edit a past (started, completed, missed or corrupted) session (part 1 §3: spot, startTime,
 * stopTime, startTimeStr, stopTimeStr, city): its actual times, sent as seconds and as ISO text.
 */
export const SessionPastDialog = ({ session, onClose, onSaved }: SessionDialogProps) => {
  const defaults = useMemo<PastValues>(
    () => ({
      city: session.city?.id ?? '',
      spot: session.spot?.id ?? '',
      startTime: momentOf(session.startTime ?? session.plannedStartTime),
      stopTime: momentOf(session.stopTime ?? (session.startTime == null ? session.plannedEndTime : null)),
    }),
    [session],
  );
  const resolver = useMemo(() => bodyResolver<PastValues>(sessionPastSchema, pastBody, pastField), []);
  return (
    <SessionFormDialog<PastValues>
      title="resources.sessionPlanning.editPast"
      defaultValues={defaults}
      resolver={resolver}
      fields={FIELDS}
      fieldOf={pastField}
      onSubmit={(values) => patchSession(session.id, pastBody(values))}
      successMessage="resources.sessionPlanning.saved"
      onClose={onClose}
      onSaved={onSaved}
    >
      <SessionDialogHeading session={session} />
      <PlaceInputs withActivity={false} />
      <DateTimeInput source="startTime" label={`${L}.startTime`} isRequired fullWidth />
      <DateTimeInput source="stopTime" label={`${L}.stopTime`} fullWidth />
    </SessionFormDialog>
  );
};
