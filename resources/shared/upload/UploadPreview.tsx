import {
  Alert,
  Box,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { UPLOAD_ERRORS_KEPT } from '../../../domain/uploadRules';
import type { UploadPreview as Preview } from './api';

/** An upload's first rows as the server parsed them, the column mapping, and the first row errors. */
export const UploadPreview = ({ preview }: { preview: Preview }) => {
  const translate = useTranslate();
  const fields = preview.mapping.flatMap((m) => (m.field ? [m.field] : []));
  const fieldName = (field: string) => translate(`app.uploads.fields.${field}`);
  // A file may repeat a header: its place keys the column.
  const columns = preview.mapping.map((m, place) => ({ ...m, key: `column-${place}` }));
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <Typography variant="body2">{translate('app.uploads.rows', { n: preview.totalRows })}</Typography>
      <Box>
        <Typography variant="subtitle2">{translate('app.uploads.mapping')}</Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
          {columns.map((m) => (
            <Chip
              key={m.key}
              size="small"
              color={m.field ? 'primary' : 'default'}
              variant={m.field ? 'filled' : 'outlined'}
              label={`${m.column} → ${m.field ? fieldName(m.field) : translate('app.uploads.notUsed')}`}
            />
          ))}
        </Stack>
      </Box>
      <Box>
        <Typography variant="subtitle2">{translate('app.uploads.preview')}</Typography>
        <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
          <Table size="small" aria-label={translate('app.uploads.preview')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.uploads.row')}</TableCell>
                {fields.map((f) => (
                  <TableCell key={f}>{fieldName(f)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {preview.preview.map((row) => (
                <TableRow key={row.rowNumber}>
                  <TableCell>{row.rowNumber}</TableCell>
                  {fields.map((f) => (
                    <TableCell key={f}>{row.values[f] ?? ''}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Box>
      <Alert severity={preview.errorRows ? 'warning' : 'success'}>
        {translate('app.uploads.errorRows', { n: preview.errorRows })}
        {preview.errorRows > 0 && ` ${translate('app.uploads.skipped')}`}
        {preview.errorsKept >= UPLOAD_ERRORS_KEPT &&
          ` ${translate('app.uploads.errorsKept', { n: preview.errorsKept.toLocaleString('ru-RU') })}`}
      </Alert>
      {preview.errors.length > 0 && <UploadErrorsTable errors={preview.errors} />}
      {preview.warningRows > 0 && (
        <Alert severity="info">{translate('app.uploads.warningRows', { n: preview.warningRows })}</Alert>
      )}
      {preview.warnings.length > 0 && <UploadErrorsTable errors={preview.warnings} />}
    </Stack>
  );
};

/** Row errors: row number, column and reason (the reason in the chosen language). */
export const UploadErrorsTable = ({
  errors,
}: {
  errors: { rowNumber: number; column: string | null; message: string }[];
}) => {
  const translate = useTranslate();
  return (
    <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Table size="small" aria-label={translate('app.uploads.reason')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.uploads.row')}</TableCell>
            <TableCell>{translate('app.uploads.column')}</TableCell>
            <TableCell>{translate('app.uploads.reason')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {errors.map((e) => (
            <TableRow key={`${e.rowNumber}|${e.column}|${e.message}`}>
              <TableCell>{e.rowNumber}</TableCell>
              <TableCell>{e.column}</TableCell>
              <TableCell>{translate(e.message)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
