import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useIdleLogout } from '../idle';
import { AccountGate } from './AccountGate';
import { Breadcrumb } from './Breadcrumb';
import { Deferred } from './Deferred';
import { Footer } from './Footer';
import { Frame } from './Frame';
import { Header } from './Header';
import { ShellMenu } from './ShellMenu';
import { useDrawerClosedOnPhone } from './useIsPhone';
import { ShellRole, useRole } from './useRole';

/**
 * The shell is the window's width at every size: react-admin's fit-content would let a wide part
 * (a table) widen the page, which then scrolls sideways (issue 23 point 9); wide parts scroll
 * within their own box (src/theme.ts).
 */
const WINDOW_WIDTH = {
  minWidth: 0,
  '& .RaLayout-content': { minWidth: 0 },
};

/** The authenticated shell: header, side menu, breadcrumb, screen, footer (part 1 §2). */
export const ShellLayout = ({ children }: { children: ReactNode }) => {
  useIdleLogout();
  useDrawerClosedOnPhone();
  const { role } = useRole();
  // While the role is unknown nothing is rendered (part 1 §2).
  if (!role) return null;
  return (
    <ShellRole.Provider value={role}>
      <Deferred>
        <AccountGate>
          <Frame appBar={Header} menu={ShellMenu} sx={WINDOW_WIDTH}>
            {/* The screen fills at least the window, so the footer waits below it: it never jumps down
            when a screen's data arrives (a layout shift, Lighthouse's CLS). */}
            <Box sx={{ minHeight: '100vh' }}>
              <Breadcrumb />
              {children}
            </Box>
            <Footer />
          </Frame>
        </AccountGate>
      </Deferred>
    </ShellRole.Provider>
  );
};
