import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { UPLOAD_POLL_MS } from '../../../domain/uploadRules';
import type { UploadType } from '../../../domain/uploads';
import { useIsPhone } from '../../../src/layout/useIsPhone';
import {
  cancelUpload,
  confirmUpload,
  type UploadPreview as Preview,
  sendUpload,
  type UploadState,
  uploadFailure,
  uploadState,
} from './api';
import { UploadColumns } from './UploadColumns';
import { UploadPreview } from './UploadPreview';

type Step = 'form' | 'preview' | 'importing' | 'finished';
const FINISHED = ['DONE', 'FAILED', 'CANCELLED'];

/** The upload dialog's steps: title and file, the server's preview, the import's progress, the end. */
const UploadDialog = ({
  uploadType,
  onClose,
  onImported,
}: {
  uploadType: UploadType;
  onClose: () => void;
  onImported?: () => void;
}) => {
  const translate = useTranslate();
  const fullScreen = useIsPhone();
  const [step, setStep] = useState<Step>('form');
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [state, setState] = useState<UploadState | null>(null);

  const send = async () => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      setPreview(await sendUpload(uploadType, title.trim(), file));
      setStep('preview');
    } catch (e) {
      // The dialog stays on the form to try again (part 2 §8).
      setError(uploadFailure(e, translate('app.uploads.failed')));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (!preview) return;
    setBusy(true);
    setError(null);
    try {
      await confirmUpload(preview.id);
      setStep('importing');
    } catch (e) {
      setError(uploadFailure(e, translate('app.uploads.failed')));
    } finally {
      setBusy(false);
    }
  };

  const cancel = async () => {
    if (preview && (step === 'preview' || step === 'importing')) {
      try {
        await cancelUpload(preview.id);
      } catch {
        // Already finished: nothing to stop.
      }
    }
    if (step === 'importing') return;
    onClose();
  };

  // The import's progress, asked every second until it ends.
  useEffect(() => {
    if (step !== 'importing' || !preview) return;
    let live = true;
    const poll = async () => {
      try {
        const next = await uploadState(preview.id);
        if (!live) return;
        setState(next);
        if (FINISHED.includes(next.status)) {
          setStep('finished');
          if (next.status === 'DONE') onImported?.();
          return;
        }
      } catch (e) {
        if (live) setError(uploadFailure(e, translate('app.uploads.failed')));
      }
      if (live) timer = setTimeout(poll, UPLOAD_POLL_MS);
    };
    let timer = setTimeout(poll, 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [step, preview, onImported, translate]);

  const percent = state?.totalRows ? Math.min(100, (100 * state.processedRows) / state.totalRows) : 0;
  return (
    <Dialog
      open
      onClose={step === 'importing' ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
    >
      <DialogTitle>{translate('app.uploads.dialogTitle')}</DialogTitle>
      <DialogContent>
        {step === 'form' && (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={translate('app.uploads.title')}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              required
              inputProps={{ maxLength: 255 }}
            />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Button variant="outlined" component="label">
                {translate('app.uploads.chooseFile')}
                <input
                  hidden
                  type="file"
                  accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  data-testid="upload-file"
                  onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                />
              </Button>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {file?.name ?? translate('app.uploads.noFile')}
              </Typography>
            </Stack>
            {busy && <LinearProgress />}
            <UploadColumns uploadType={uploadType} />
          </Stack>
        )}
        {step === 'preview' && preview && <UploadPreview preview={preview} />}
        {step === 'importing' && (
          <Box sx={{ pt: 1 }}>
            <LinearProgress
              variant="determinate"
              value={percent}
              aria-label={translate('app.uploads.confirm')}
            />
            {state?.status === 'RETRYING' && (
              <Alert severity="warning" role="status" sx={{ mt: 1 }}>
                {translate('app.uploads.retrying')}
              </Alert>
            )}
            <Typography variant="body2" sx={{ mt: 1 }}>
              {translate('app.uploads.progress', {
                done: (state?.processedRows ?? 0).toLocaleString('ru-RU'),
                total: (state?.totalRows ?? preview?.totalRows ?? 0).toLocaleString('ru-RU'),
              })}
            </Typography>
          </Box>
        )}
        {step === 'finished' && state && (
          <Alert
            severity={state.status === 'DONE' ? 'success' : state.status === 'FAILED' ? 'error' : 'info'}
          >
            {state.status === 'DONE'
              ? translate('app.uploads.done', { inserted: state.insertedRows, updated: state.updatedRows })
              : state.status === 'FAILED'
                ? translate(state.errorMessage ?? 'app.uploads.failed')
                : translate('app.uploads.cancelled')}
          </Alert>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {translate(error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {step === 'form' && (
          <>
            <Button onClick={onClose}>{translate('app.uploads.cancel')}</Button>
            <Button variant="contained" onClick={send} disabled={busy || !file || !title.trim()}>
              {translate('app.uploads.send')}
            </Button>
          </>
        )}
        {step === 'preview' && (
          <>
            <Button onClick={cancel} disabled={busy}>
              {translate('app.uploads.cancel')}
            </Button>
            <Button
              variant="contained"
              onClick={confirm}
              disabled={busy || !preview || preview.errorRows >= preview.totalRows}
            >
              {translate('app.uploads.confirm')}
            </Button>
          </>
        )}
        {step === 'importing' && <Button onClick={cancel}>{translate('app.uploads.cancel')}</Button>}
        {step === 'finished' && <Button onClick={onClose}>{translate('app.uploads.close')}</Button>}
      </DialogActions>
    </Dialog>
  );
};

export default UploadDialog;
