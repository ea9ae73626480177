import type { MouseEvent } from 'react';
import { ConfirmDeleteButton, type ConfirmDeleteButtonProps } from './ConfirmDeleteButton';

/**
 * The row's delete button. Clicks inside it (the confirmation is a portal, whose React events
 * still bubble to the row) never reach the row, which would open the edit dialog.
 */
export const RowDelete = (props: ConfirmDeleteButtonProps) => (
  // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: only stops bubbling
  <span onClick={(event: MouseEvent) => event.stopPropagation()}>
    <ConfirmDeleteButton {...props} />
  </span>
);
