import { styled } from '@mui/material/styles';
import { Component, type ComponentType, type ReactNode, Suspense } from 'react';
import { Sidebar, SkipNavigationButton, useResetErrorBoundaryOnLocationChange } from 'react-admin';
import { GenericErrorPage } from '../pages/ErrorPage';
import { Deferred } from './Deferred';
import { Pending } from './Pending';

/** react-admin's layout class names (its Layout's), so that its theme and the app's styles apply. */
const CLASSES = {
  appFrame: 'RaLayout-appFrame',
  contentWithSidebar: 'RaLayout-contentWithSidebar',
  content: 'RaLayout-content',
} as const;

/** The look of react-admin's Layout, by its RaLayout name. */
const Core = styled('div', {
  name: 'RaLayout',
  overridesResolver: (_props, styles) => styles.root,
})(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1,
  minHeight: '100vh',
  backgroundColor: (theme.vars || theme).palette.background.default,
  position: 'relative',
  minWidth: 'fit-content',
  width: '100%',
  [`& .${CLASSES.appFrame}`]: {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    marginTop: theme.spacing(6),
    [theme.breakpoints.down('sm')]: { marginTop: theme.spacing(7) },
  },
  [`& .${CLASSES.contentWithSidebar}`]: {
    display: 'flex',
    flexGrow: 1,
    transition: theme.transitions.create('margin', {
      easing: theme.transitions.easing.easeOut,
      duration: theme.transitions.duration.enteringScreen,
    }),
  },
  [`& .${CLASSES.content}`]: {
    backgroundColor: (theme.vars || theme).palette.background.default,
    zIndex: 2,
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: 0,
    padding: 0,
    [theme.breakpoints.up('xs')]: { paddingRight: theme.spacing(1), paddingLeft: theme.spacing(1) },
  },
}));

/** A screen that failed to render: the product's error page, until the address changes. */
const ScreenFailed = ({ reset }: { reset: () => void }) => {
  useResetErrorBoundaryOnLocationChange(reset);
  return <GenericErrorPage />;
};

/** Keeps a failed screen inside the shell (header and menu stay usable). */
class ScreenBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  reset = () => this.setState({ failed: false });
  render() {
    return this.state.failed ? <ScreenFailed reset={this.reset} /> : this.props.children;
  }
}

export interface FrameProps {
  appBar: ComponentType;
  menu: ComponentType;
  sx?: object;
  children: ReactNode;
}

/**
 * react-admin's Layout, as the shell uses it (skip link, app bar, side menu, the screen), without
 * what it adds that the app never shows: its preferences inspector and its crash page (a failed
 * screen shows the product's error page, part 1 §8); both would be downloaded with the first
 * screen (issue 24's JavaScript budget).
 */
export const Frame = ({ appBar: AppBar, menu: Menu, sx, children }: FrameProps) => (
  <Core className="layout" sx={sx}>
    <SkipNavigationButton />
    <div className={CLASSES.appFrame}>
      <AppBar />
      <main className={CLASSES.contentWithSidebar}>
        <Sidebar>
          <Menu />
        </Sidebar>
        <div id="main-content" className={CLASSES.content}>
          <ScreenBoundary>
            <Deferred fallback={<Pending />}>
              <Suspense fallback={<Pending />}>{children}</Suspense>
            </Deferred>
          </ScreenBoundary>
        </div>
      </main>
    </div>
  </Core>
);
