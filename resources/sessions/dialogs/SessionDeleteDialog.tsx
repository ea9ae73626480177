import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Button, HttpError, useNotify, useTranslate } from 'react-admin';
import { TitledDialog } from '../../shared/TitledDialog';
import { patchSession, personName } from './api';
import type { SessionDialogProps } from './SessionEditDialog';
import { serverText } from './SessionFormDialog';

/** Delete a session (part 1 §4): asked first, then PATCH {status: DELETED}, never a removal. */
export const SessionDeleteDialog = ({ session, onClose, onSaved }: SessionDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const when =
    session.plannedStartTime == null ? '' : dayjs.unix(session.plannedStartTime).format('DD.MM.YYYY HH:mm');
  const confirm = async () => {
    setPending(true);
    setFailure(null);
    try {
      await patchSession(session.id, { status: 'DELETED' });
    } catch (error) {
      const fields = error instanceof HttpError ? Object.values(error.body?.errors ?? {}).map(String) : [];
      setFailure(
        fields.length
          ? fields.map((m) => serverText(translate, m)).join(' ')
          : error instanceof Error
            ? error.message
            : translate('app.common.actionFailed'),
      );
      setPending(false);
      return;
    }
    notify('resources.sessionPlanning.deleted', { type: 'info' });
    onSaved?.();
    onClose();
  };
  return (
    <TitledDialog
      titleId="session-delete-title"
      title={translate('resources.sessionPlanning.delete')}
      maxWidth="xs"
      onClose={onClose}
    >
      <DialogContent>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <DialogContentText>
          {translate('resources.sessionPlanning.deleteConfirm', {
            consultant: personName(session.consultant),
            when,
          })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button label="ra.action.cancel" onClick={onClose} disabled={pending}>
          <CloseIcon />
        </Button>
        <Button
          label="ra.action.delete"
          color="error"
          variant="contained"
          onClick={confirm}
          disabled={pending}
        >
          <DeleteIcon />
        </Button>
      </DialogActions>
    </TitledDialog>
  );
};
