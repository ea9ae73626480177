import DownloadIcon from '@mui/icons-material/GetApp';
import { CircularProgress } from '@mui/material';
import { useState } from 'react';
import { Button, useNotify } from 'react-admin';
import { TRADE_POINT_MESSAGES } from '../../domain/validation/tradePoints';
import { exportLink } from './api';

/** Where the browser goes to fetch the file (a seam for the UI test). */
export const openDownload = { go: (url: string) => window.location.assign(url) };

/**
 * «Скачать список»: the server answers a short-lived link to the CSV of the whole list of one's
 * scope (whatever the search), and the browser just opens it.
 */
export const DownloadListButton = () => {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      openDownload.go(await exportLink());
    } catch {
      notify(TRADE_POINT_MESSAGES.downloadFailed, {
        type: 'error',
        messageArgs: { _: TRADE_POINT_MESSAGES.downloadFailed },
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="resources.trade-points.download" onClick={run} disabled={busy} aria-busy={busy}>
      {busy ? <CircularProgress size={16} /> : <DownloadIcon />}
    </Button>
  );
};
