import { yupResolver } from '@hookform/resolvers/yup';
import CloseIcon from '@mui/icons-material/Close';
import { Alert, DialogContent, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import {
  AutocompleteInput,
  Button,
  Form,
  HttpError,
  type Identifier,
  ReferenceInput,
  SaveButton,
  TextInput,
  Toolbar,
  useTranslate,
} from 'react-admin';
import { type BulkAction, sessionsBulkSchema } from '../../domain/validation/sessionsBulk';
import { DateInput } from '../../src/forms/DateInputs';
import { FormLeaveGuard } from '../../src/layout/FormLeaveGuard';
import { TitledDialog } from '../shared/TitledDialog';
import { type BulkRequest, bulkEditSessions } from './api';
import { SESSION_CHOICE_RESOURCES } from './queries';

export interface BulkOutcome {
  changed: number;
  /** Each refused session's reason (nothing changed then). */
  refused: Record<string, string>;
}

const TITLES: Record<BulkAction, string> = {
  move: 'resources.sessions.bulk.moveTitle',
  reassign: 'resources.sessions.bulk.reassignTitle',
  delete: 'resources.sessions.bulk.deleteTitle',
};

/**
 * One action on the chosen sessions, checked by the server's own schema before it is sent:
 * move (a new date and/or new times), reassign (another consultant and/or spot), or delete.
 * A refusal comes back per row: the dialog closes and the list shows each row's reason.
 */
export const BulkDialog = ({
  action,
  ids,
  onClose,
  onDone,
}: {
  action: BulkAction;
  ids: readonly Identifier[];
  onClose: () => void;
  onDone: (outcome: BulkOutcome) => void;
}) => {
  const translate = useTranslate();
  const [failure, setFailure] = useState<string | null>(null);
  const resolver = useMemo(() => yupResolver(sessionsBulkSchema), []);
  const defaults = useMemo(
    () => ({
      ids: ids.map(Number),
      action,
      date: null,
      startTime: null,
      endTime: null,
      consultant: null,
      spot: null,
      timeZone: null,
    }),
    [ids, action],
  );
  const submit = async (values: Record<string, unknown>) => {
    setFailure(null);
    try {
      const result = await bulkEditSessions(ids, { ...(values as unknown as BulkRequest), action });
      onDone({ changed: result.ids.length, refused: {} });
    } catch (error) {
      const body = error instanceof HttpError ? (error.body as { rows?: Record<string, string> }) : null;
      if (body?.rows) onDone({ changed: 0, refused: body.rows });
      else setFailure((error as Error).message || translate('ra.notification.http_error'));
    }
  };
  return (
    <TitledDialog
      titleId="bulk-title"
      title={translate(TITLES[action], { count: ids.length })}
      onClose={onClose}
    >
      <Form defaultValues={defaults} resolver={resolver} onSubmit={submit}>
        <FormLeaveGuard />
        <DialogContent>
          {failure ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {translate(failure, { _: failure })}
            </Alert>
          ) : null}
          {action === 'move' ? (
            <Stack gap={1}>
              <Typography variant="body2" color="text.secondary">
                {translate('resources.sessions.bulk.moveHint')}
              </Typography>
              <DateInput source="date" label="resources.sessions.bulk.date" fullWidth />
              <Stack direction={{ xs: 'column', sm: 'row' }} gap={1}>
                <TextInput
                  source="startTime"
                  label="resources.sessions.bulk.startTime"
                  type="time"
                  fullWidth
                />
                <TextInput source="endTime" label="resources.sessions.bulk.endTime" type="time" fullWidth />
              </Stack>
            </Stack>
          ) : null}
          {action === 'reassign' ? (
            <Stack gap={1}>
              <ReferenceInput source="consultant" reference={SESSION_CHOICE_RESOURCES.plannableConsultant}>
                <AutocompleteInput
                  label="resources.sessions.bulk.consultant"
                  optionText="title"
                  filterToQuery={(q: string) => ({ q })}
                  helperText="resources.sessions.bulk.consultantHelp"
                  fullWidth
                />
              </ReferenceInput>
              <ReferenceInput source="spot" reference={SESSION_CHOICE_RESOURCES.spot}>
                <AutocompleteInput
                  label="resources.sessions.bulk.spot"
                  optionText="title"
                  filterToQuery={(q: string) => ({ q })}
                  fullWidth
                />
              </ReferenceInput>
            </Stack>
          ) : null}
          {action === 'delete' ? (
            <Typography>{translate('resources.sessions.bulk.deleteContent')}</Typography>
          ) : null}
        </DialogContent>
        <Toolbar sx={{ justifyContent: 'flex-end', gap: 1 }}>
          <Button label="ra.action.cancel" onClick={onClose}>
            <CloseIcon />
          </Button>
          <SaveButton label="resources.sessions.bulk.apply" alwaysEnable icon={<span />} />
        </Toolbar>
      </Form>
    </TitledDialog>
  );
};
