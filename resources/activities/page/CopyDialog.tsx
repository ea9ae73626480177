import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { Button, useNavigate, useTranslate } from 'react-admin';
import { activityCopySchema } from '../../../domain/validation/activities';
import { useIsPhone } from '../../../src/layout/useIsPhone';
import { activityApi } from '../api';

/** The activity copy dialog (part 1 §2, §7 POST activities/copy): a title; the copy opens in the editor. */
const CopyDialog = ({ source, onClose }: { source: string; onClose: () => void }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const phone = useIsPhone();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setError(null);
    try {
      await activityCopySchema.validate({ title, activity: Number(source) });
    } catch (e) {
      setError((e as Error).message);
      return;
    }
    setBusy(true);
    try {
      const { id } = await activityApi.copy(source, title);
      navigate(`/activity/${id}/edit`);
    } catch (e) {
      const body = (e as { body?: { errors?: Record<string, string> } }).body;
      setError(body?.errors?.title ?? body?.errors?.activity ?? (e as Error).message);
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="copy-title">
      <DialogTitle id="copy-title">{translate('app.activity.copyTitle')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={translate('app.activity.fields.title')}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          error={!!error}
          helperText={error ? translate(error, { _: error }) : undefined}
        />
        {busy && <Alert severity="info">{translate('app.common.loading')}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button label="ra.action.cancel" onClick={onClose} disabled={busy} />
        <Button label="app.activity.copy" variant="contained" onClick={submit} disabled={busy} />
      </DialogActions>
    </Dialog>
  );
};

export default CopyDialog;
