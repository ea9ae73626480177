import TranslateIcon from '@mui/icons-material/Translate';
import { IconButton, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { LocalesMenuButton, useLocaleState, useLocales, useTranslate } from 'react-admin';
import { useIsPhone } from './useIsPhone';

/** The header's language choice: react-admin's named button, an icon alone on a phone. */
export const LanguageMenu = () => {
  const phone = useIsPhone();
  const translate = useTranslate();
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!phone) return <LocalesMenuButton />;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={translate('app.shell.language')}
        aria-haspopup="true"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <TranslateIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor != null} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem
            key={language.locale}
            selected={language.locale === locale}
            onClick={() => {
              setLocale(language.locale);
              setAnchor(null);
            }}
          >
            {language.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
