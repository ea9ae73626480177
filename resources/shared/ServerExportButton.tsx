import DownloadIcon from '@mui/icons-material/GetApp';
import { CircularProgress } from '@mui/material';
import { useState } from 'react';
import { Button, useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import { saveFile } from '../../dataProvider/exportList';

/**
 * 'Экспорт CSV': the whole list (its filters, sort and the caller's scope) as the server writes
 * it, however many pages it has; busy, with the rows received so far, while the file comes.
 */
export const ServerExportButton = ({
  fileName,
  accessibleLabel,
}: {
  fileName: string;
  /** The translation key of what a screen reader hears when a page has two exports (the visible name stays 'Экспорт CSV'). */
  accessibleLabel?: string;
}) => {
  const { resource, filter, filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const translate = useTranslate();
  const label = translate('app.list.exportCsv');
  const [rows, setRows] = useState<number | null>(null);
  const busy = rows !== null;
  const run = async () => {
    setRows(0);
    try {
      const blob = await dataProvider.exportList(resource, {
        filter: { ...filterValues, ...filter },
        sort,
        fileName,
        onProgress: setRows,
      });
      saveFile(blob, `${fileName}.csv`);
    } catch (error) {
      notify((error as Error).message || 'app.list.exportFailed', {
        type: 'error',
      });
    } finally {
      setRows(null);
    }
  };
  return (
    <Button
      label={
        busy
          ? translate('app.list.exportRows', { label, rows: rows?.toLocaleString(), _: '%{label}: %{rows}' })
          : label
      }
      onClick={run}
      disabled={busy || total === 0}
      aria-busy={busy}
      aria-label={accessibleLabel ? translate(accessibleLabel) : label}
    >
      {busy ? <CircularProgress size={16} /> : <DownloadIcon />}
    </Button>
  );
};
