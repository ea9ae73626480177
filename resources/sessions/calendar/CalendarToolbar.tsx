import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import TodayIcon from '@mui/icons-material/Today';
import { Box, IconButton, MenuItem, TextField, Tooltip } from '@mui/material';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { Button, useTranslate } from 'react-admin';
import { DateTextField } from '../../../src/forms/DateInputs';
import { type Person, personName } from '../dialogs/api';

const L = 'resources.sessionPlanning.calendar';

export interface CalendarToolbarProps {
  start: Dayjs;
  step: number;
  onStart: (start: Dayjs) => void;
  /** The teams to pick from (HQ, MANAGER_BU, agency managers); none for a coordinator. */
  coordinators?: Person[];
  coordinator?: string;
  onCoordinator: (id: string) => void;
}

/** The calendar's controls: the team, back and forward by a week (a day on a phone), today, a date. */
export const CalendarToolbar = ({
  start,
  step,
  onStart,
  coordinators,
  coordinator,
  onCoordinator,
}: CalendarToolbarProps) => {
  const translate = useTranslate();
  // What is typed, half-typed too; a whole day moves the calendar, the buttons move the field.
  const [typed, setTyped] = useState(start.format('YYYY-MM-DD'));
  useEffect(() => setTyped(start.format('YYYY-MM-DD')), [start]);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
      {coordinators && (
        <TextField
          select
          size="small"
          label={translate(`${L}.team`)}
          value={coordinator ?? ''}
          onChange={(e) => onCoordinator(e.target.value)}
          sx={{ flex: '1 1 240px', maxWidth: 360 }}
          slotProps={{ select: { MenuProps: { disablePortal: false } } }}
        >
          {coordinators.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {personName(p)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Tooltip title={translate(`${L}.previous`)}>
          <IconButton
            aria-label={translate(`${L}.previous`)}
            onClick={() => onStart(start.subtract(step, 'day'))}
          >
            <ChevronLeftIcon />
          </IconButton>
        </Tooltip>
        <Button label={`${L}.today`} onClick={() => onStart(dayjs().startOf('day'))}>
          <TodayIcon />
        </Button>
        <Tooltip title={translate(`${L}.next`)}>
          <IconButton aria-label={translate(`${L}.next`)} onClick={() => onStart(start.add(step, 'day'))}>
            <ChevronRightIcon />
          </IconButton>
        </Tooltip>
      </Box>
      <Box sx={{ width: 190 }}>
        <DateTextField
          label={translate(`${L}.jumpTo`)}
          value={typed}
          onChange={(value) => {
            setTyped(value);
            const day = dayjs(value);
            if (/^\d{4}-\d{2}-\d{2}$/.test(value) && day.isValid()) onStart(day.startOf('day'));
          }}
          margin="none"
        />
      </Box>
    </Box>
  );
};
