import { Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocaleState } from 'react-admin';
import { DATE_TIME_FORMAT } from '../../domain/constants';
import { formatDate, serverNow } from './dates';

/** The header's date and time, 'DD MMMM, YYYY HH:mm' by the server's clock. */
export const Clock = () => {
  const [locale] = useLocaleState();
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Typography
      data-testid="clock"
      variant="body2"
      sx={{ mx: 1, whiteSpace: 'nowrap', display: { xs: 'none', sm: 'block' } }}
    >
      {formatDate(now, DATE_TIME_FORMAT, locale)}
    </Typography>
  );
};
