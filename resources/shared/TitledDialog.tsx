import { Dialog, type DialogProps, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';
import { useIsPhone } from '../../src/layout/useIsPhone';

/** An open dialog named by its title (aria-labelledby), full width, and the whole screen on a phone. */
export const TitledDialog = ({
  titleId,
  title,
  maxWidth = 'sm',
  onClose,
  children,
}: {
  titleId: string;
  title: ReactNode;
  maxWidth?: DialogProps['maxWidth'];
  onClose: () => void;
  children: ReactNode;
}) => {
  const fullScreen = useIsPhone();
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      fullScreen={fullScreen}
      maxWidth={maxWidth}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children}
    </Dialog>
  );
};
