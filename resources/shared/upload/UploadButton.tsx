import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { UploadType } from '../../../domain/uploads';

// The dialog's code (and its steps) loads on the first click only.
const UploadDialog = lazy(() => import('./UploadDialog'));

/**
 * The upload engine's button (issue 14 point 2): opens the dialog title + file → preview →
 * confirm → progress → done, then calls `onImported` (the list reloads).
 */
export const UploadButton = ({
  uploadType,
  label,
  onImported,
}: {
  uploadType: UploadType;
  label?: string;
  onImported?: () => void;
}) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>
        {label ?? translate('app.uploads.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <UploadDialog uploadType={uploadType} onClose={() => setOpen(false)} onImported={onImported} />
        </Suspense>
      )}
    </>
  );
};
