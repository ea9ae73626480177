import { Box } from '@mui/material';
import { LanguageMenu } from './LanguageMenu';

/** The language menu where there is no header: /login and the public pages (sign-up, recovery, e-mail check). */
export const LanguageSwitch = () => (
  <Box sx={{ display: 'flex', justifyContent: 'flex-end', color: 'text.secondary' }}>
    <LanguageMenu />
  </Box>
);
