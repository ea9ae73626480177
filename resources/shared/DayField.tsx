import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { dayText, momentText } from '../../src/layout/dates';

/**
 * A list's date column: DD.MM.YYYY (or DD.MM.YYYY HH:mm `withTime`) in local time, the same on
 * every screen (react-admin's DateField follows the browser's own format).
 */
export const DayField = ({ source, withTime = false }: { source: string; withTime?: boolean }) => {
  const record = useRecordContext();
  const value = record?.[source] as number | string | null | undefined;
  return (
    <Typography component="span" variant="body2">
      {withTime ? momentText(value) : dayText(value)}
    </Typography>
  );
};
