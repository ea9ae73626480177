import { Box, Button } from '@mui/material';
import { LOCALES } from '../i18n';
import { usePublicKit } from './kit';

/**
 * The login page's language choice: both languages as pressed/unpressed buttons (two, so no menu:
 * the menu's popover was 10 KB of the login page's 150).
 */
export const LanguageChoice = () => {
  const { translate, locale, setLocale } = usePublicKit();
  return (
    <Box
      role="group"
      aria-label={translate('app.shell.language')}
      sx={{ display: 'flex', justifyContent: 'flex-end' }}
    >
      {LOCALES.map((language) => (
        <Button
          key={language.locale}
          size="small"
          color="inherit"
          aria-pressed={language.locale === locale}
          variant={language.locale === locale ? 'outlined' : 'text'}
          onClick={() => setLocale(language.locale)}
          sx={{ textTransform: 'none', color: 'text.secondary' }}
        >
          {language.name}
        </Button>
      ))}
    </Box>
  );
};
