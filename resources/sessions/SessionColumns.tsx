import { Avatar, Chip, type ChipProps, Stack, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { DataTable } from 'react-admin';
import { PermittedLink, paths } from '../shared/PermittedLink';
import { Translated } from '../shared/Translated';
import type { SessionRecord } from './types';

/** Each status its own colour (the calendar's colours are the same family). */
const STATUS_COLORS: Record<string, ChipProps['color']> = {
  PLANNED: 'info',
  STARTED: 'warning',
  COMPLETED: 'success',
  MISSED: 'default',
  CORRUPTED: 'error',
  DELETED: 'default',
};

const time = (seconds: number | null) => (seconds == null ? '' : dayjs(seconds * 1000).format('HH:mm'));
const span = (from: number | null, to: number | null) =>
  from == null ? '—' : `${time(from)}–${to == null ? '…' : time(to)}`;

/** Where MUI's filled colour and its white text fall under 4.5:1 (info 3.85, warning 3.1): darker, or dark text. */
const CONTRAST_SX: Partial<Record<NonNullable<ChipProps['color']>, ChipProps['sx']>> = {
  info: { bgcolor: 'info.dark' },
  warning: { color: 'common.black' },
};

export const StatusChip = ({ status }: { status: string }) => (
  <Chip
    size="small"
    color={STATUS_COLORS[status] ?? 'default'}
    sx={CONTRAST_SX[STATUS_COLORS[status] ?? 'default']}
    label={<Translated text={`resources.sessions.statuses.${status}`} />}
    data-status={status}
  />
);

const Consultant = ({ session }: { session: SessionRecord }) => {
  const { firstName, lastName, photo } = session.consultant;
  return (
    <Stack direction="row" alignItems="center" gap={1}>
      <Avatar src={photo ?? undefined} alt="" sx={{ width: 28, height: 28, fontSize: 13 }}>
        {`${lastName.charAt(0)}${firstName.charAt(0)}`}
      </Avatar>
      <PermittedLink
        to={paths.profile(session.consultant.id)}
        permission="screen.profile"
        testId="session-consultant-link"
      >
        {`${lastName} ${firstName}`}
      </PermittedLink>
    </Stack>
  );
};

const Spot = ({ session }: { session: SessionRecord }) =>
  session.spot ? (
    <Stack>
      <PermittedLink to={paths.spot(session.spot.id)} permission="screen.spot" testId="session-spot-link">
        {session.spot.title}
      </PermittedLink>
      <Typography variant="caption" color="text.secondary">
        {[session.spot.address, session.spot.customerNumber ? `№ ${session.spot.customerNumber}` : null]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
    </Stack>
  ) : null;

/**
 * The columns of a session row (issue 12 point 1), shared by the list, sessions-search and
 * sessions-edit: date, planned and actual times, hours, status, consultant with photo, activity,
 * spot with address and customer number, city, region, corrupted reason. Sortable: date (the
 * planned start) and the actual start, the keyset sorts the server offers.
 */
export const sessionColumns = () => [
  <DataTable.Col
    key="date"
    source="plannedStartTime"
    label="resources.sessions.fields.date"
    render={(s: SessionRecord) =>
      s.plannedStartTime ? dayjs(s.plannedStartTime * 1000).format('DD.MM.YYYY') : '—'
    }
  />,
  <DataTable.Col
    key="planned"
    label="resources.sessions.fields.planned"
    disableSort
    render={(s: SessionRecord) => span(s.plannedStartTime, s.plannedEndTime)}
  />,
  <DataTable.Col
    key="actual"
    source="startTime"
    label="resources.sessions.fields.actual"
    render={(s: SessionRecord) => span(s.startTime, s.stopTime)}
  />,
  <DataTable.Col
    key="hourCount"
    source="hourCount"
    label="resources.sessions.fields.hourCount"
    disableSort
  />,
  <DataTable.Col
    key="status"
    label="resources.sessions.fields.status"
    disableSort
    render={(s: SessionRecord) => <StatusChip status={s.status} />}
  />,
  <DataTable.Col
    key="consultant"
    label="resources.sessions.fields.consultant"
    disableSort
    render={(s: SessionRecord) => <Consultant session={s} />}
  />,
  <DataTable.Col
    key="activity"
    source="activity.title"
    label="resources.sessions.fields.activity"
    disableSort
  />,
  <DataTable.Col
    key="spot"
    label="resources.sessions.fields.spot"
    disableSort
    render={(s: SessionRecord) => <Spot session={s} />}
  />,
  <DataTable.Col key="city" source="city.title" label="resources.sessions.fields.city" disableSort />,
  <DataTable.Col key="region" source="region.title" label="resources.sessions.fields.region" disableSort />,
  <DataTable.Col
    key="corruptedReason"
    source="corruptedReason"
    label="resources.sessions.fields.corruptedReason"
    disableSort
  />,
];
