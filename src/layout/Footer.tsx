import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { COPYRIGHT_FROM_YEAR } from '../../domain/constants';
import { serverNow } from './dates';

/** '© 2016–<current year>' (part 1 §2). */
export const Footer = () => {
  const translate = useTranslate();
  const year = new Date(serverNow()).getFullYear();
  return (
    <Box component="footer" sx={{ mt: 'auto', py: 2, textAlign: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.shell.copyright', { from: COPYRIGHT_FROM_YEAR, to: year })}
      </Typography>
    </Box>
  );
};
