import { AppBar, Box, Slide, Toolbar, useMediaQuery, useScrollTrigger } from '@mui/material';
import { styled, type Theme } from '@mui/material/styles';
import type { ReactElement } from 'react';
import { LoadingIndicator, SidebarToggleButton, useTranslate } from 'react-admin';
import { Clock } from './Clock';
import { LanguageMenu } from './LanguageMenu';
import { Logo } from './Logo';
import { UserPanel } from './UserPanel';

/** react-admin's app bar class names (its AppBar's), so that its theme applies. */
const CLASSES = { appBar: 'RaAppBar-appBar', toolbar: 'RaAppBar-toolbar', menuButton: 'RaAppBar-menuButton' };

/** The look of react-admin's AppBar, by its RaAppBar name. */
const StyledAppBar = styled(AppBar, {
  name: 'RaAppBar',
  overridesResolver: (_props, styles) => styles.root,
})(({ theme }) => ({
  [`& .${CLASSES.toolbar}`]: {
    padding: `0 ${theme.spacing(1)}`,
    [theme.breakpoints.down('md')]: { minHeight: theme.spacing(6) },
  },
  [`& .${CLASSES.menuButton}`]: { marginRight: '0.2em' },
}));

/** The bar slides away as the page scrolls down and back as it scrolls up (react-admin's HideOnScroll). */
const HideOnScroll = ({ children }: { children: ReactElement }) => (
  <Slide appear={false} direction="down" in={!useScrollTrigger()}>
    {children}
  </Slide>
);

/**
 * Menu toggle, logo, user panel, clock, language and the loading spinner, on the brand colour
 * (part 1 §2). react-admin's AppBar built from its parts: its own brings its user menu, theme
 * switch and title portal, which the shell does not show (issue 24's JavaScript budget).
 */
export const Header = () => {
  const translate = useTranslate();
  const isXSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <HideOnScroll>
      <StyledAppBar className={CLASSES.appBar} color="primary">
        <Toolbar disableGutters variant={isXSmall ? 'regular' : 'dense'} className={CLASSES.toolbar}>
          <SidebarToggleButton className={CLASSES.menuButton} />
          <Logo />
          <Box sx={{ flex: 1 }} />
          <UserPanel />
          <Clock />
          <LanguageMenu />
          {/* The spinner's name (its props reach the progressbar). */}
          <LoadingIndicator aria-label={translate('ra.page.loading')} />
        </Toolbar>
      </StyledAppBar>
    </HideOnScroll>
  );
};
