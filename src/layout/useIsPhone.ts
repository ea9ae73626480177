import { type Theme, useMediaQuery } from '@mui/material';
import { useEffect } from 'react';
import { useSidebarState } from 'react-admin';

/**
 * Whether the screen is phone-sized (below MUI's `sm`, 600 px): lists as cards, dialogs
 * full-screen. Read on the first render (noSsr), so that a phone never draws the desktop first.
 */
export const useIsPhone = () =>
  useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });

/**
 * On a phone the menu drawer starts closed on every load: react-admin keeps the last open state
 * in its store, and a drawer left open covers the screen after a reload.
 */
export const useDrawerClosedOnPhone = () => {
  const phone = useIsPhone();
  const [, setOpen] = useSidebarState();
  useEffect(() => {
    if (phone) setOpen(false);
  }, [phone, setOpen]);
};
