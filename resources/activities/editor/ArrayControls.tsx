import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Up, down and remove for a row of a nested list (reorder by buttons; each has its name for a reader). */
export const ArrayControls = ({
  index,
  count,
  move,
  remove,
  kind,
  disabled,
}: {
  index: number;
  count: number;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
  /** The i18n key naming a row by its place ('app.activity.screenN' → «Экран 2»), for the buttons' names. */
  kind: string;
  disabled?: boolean;
}) => {
  const translate = useTranslate();
  if (disabled) return null;
  const name = translate(kind, { n: index + 1 });
  const stop = (fn: () => void) => (e: React.MouseEvent) => {
    e.stopPropagation();
    fn();
  };
  return (
    <Stack direction="row" onClick={(e) => e.stopPropagation()} onFocus={(e) => e.stopPropagation()}>
      <IconButton
        size="small"
        aria-label={translate('app.activity.moveUp', { name })}
        disabled={index === 0}
        onClick={stop(() => move(index, index - 1))}
      >
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={translate('app.activity.moveDown', { name })}
        disabled={index === count - 1}
        onClick={stop(() => move(index, index + 1))}
      >
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={translate('app.activity.remove', { name })}
        onClick={stop(() => remove(index))}
      >
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
};
