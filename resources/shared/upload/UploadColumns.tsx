import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { UPLOAD_COLUMNS } from '../../../domain/uploadColumns';
import type { UploadType } from '../../../domain/uploads';
import { downloadTemplate } from './api';

/**
 * What a file of the type holds (domain/uploadColumns.ts, the definition the upload reads by and
 * the list exports write by): each column's header in the chosen language, its format and whether
 * it is required; and the template to fill in.
 */
export const UploadColumns = ({ uploadType }: { uploadType: UploadType }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const english = locale === 'en';
  return (
    <Box>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="subtitle2">{translate('app.uploads.columns')}</Typography>
        <Button
          size="small"
          startIcon={<DownloadIcon />}
          onClick={() => downloadTemplate(uploadType, english ? 'en' : 'ru')}
        >
          {translate('app.uploads.template')}
        </Button>
      </Stack>
      <Box
        component="ul"
        aria-label={translate('app.uploads.columns')}
        sx={{ m: 0, mt: 0.5, pl: 2.5, typography: 'body2' }}
      >
        {UPLOAD_COLUMNS[uploadType].map((c) => (
          <li key={c.field}>
            <strong>{english ? c.headerEn : c.header}</strong>
            {' — '}
            {translate(`app.uploads.formats.${c.format}`)}
            {c.required && `, ${translate('app.uploads.required')}`}
          </li>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {translate('app.uploads.columnsNote')}
      </Typography>
    </Box>
  );
};
