import { Box } from '@mui/material';
import { AppBar, type AppBarProps, LoadingIndicator, useTranslate } from 'react-admin';
import { Clock } from './Clock';
import { LanguageMenu } from './LanguageMenu';
import { Logo } from './Logo';
import { UserPanel } from './UserPanel';

const HeaderToolbar = () => {
  const translate = useTranslate();
  return (
    <>
      <Clock />
      <LanguageMenu />
      {/* The spinner's name (its props reach the progressbar). */}
      <LoadingIndicator aria-label={translate('ra.page.loading')} />
    </>
  );
};

/** Menu toggle, logo, user panel, clock and language, on the brand colour (part 1 §2). */
export const Header = (props: AppBarProps) => (
  <AppBar {...props} color="primary" userMenu={false} toolbar={<HeaderToolbar />}>
    <Logo />
    <Box sx={{ flex: 1 }} />
    <UserPanel />
  </AppBar>
);
