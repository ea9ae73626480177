import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CALENDAR_STATUSES, STATUS_COLORS } from './calendarDays';

/** Which colour is which status, in the interface language. */
export const StatusLegend = () => {
  const translate = useTranslate();
  return (
    <Box
      component="ul"
      aria-label={translate('resources.sessionPlanning.calendar.legend')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0 }}
    >
      {CALENDAR_STATUSES.map((status) => (
        <Box component="li" key={status} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Box sx={{ width: 14, height: 14, borderRadius: '3px', bgcolor: STATUS_COLORS[status] }} />
          <Typography variant="body2">{translate(`resources.sessionPlanning.status.${status}`)}</Typography>
        </Box>
      ))}
    </Box>
  );
};
