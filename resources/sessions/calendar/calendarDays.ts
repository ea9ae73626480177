import dayjs, { type Dayjs } from 'dayjs';
import type { SessionStatus } from '../../../domain/validation/sessions';

/** Part 1 §2, §9: the calendar shows 7 days on a desktop and 1 day on a phone, from today. */
export const DESKTOP_DAYS = 7;
export const PHONE_DAYS = 1;

/** The statuses the calendar shows (everything but DELETED, part 1 §4), each its own colour. */
export const CALENDAR_STATUSES = [
  'PLANNED',
  'STARTED',
  'COMPLETED',
  'MISSED',
  'CORRUPTED',
] as const satisfies readonly SessionStatus[];

/** White text reads on each of these (WCAG AA for normal text). */
export const STATUS_COLORS: Record<(typeof CALENDAR_STATUSES)[number], string> = {
  PLANNED: '#1565c0',
  STARTED: '#b45309',
  COMPLETED: '#2e7d32',
  MISSED: '#616161',
  CORRUPTED: '#c62828',
};

export const statusColor = (status: string) =>
  STATUS_COLORS[status as keyof typeof STATUS_COLORS] ?? '#616161';

/** The columns: `count` days from `start` (local midnight). */
export const calendarDays = (start: Dayjs, count: number): Dayjs[] =>
  Array.from({ length: count }, (_, i) => start.startOf('day').add(i, 'day'));

/** myTeamSessions' [from, to): the local days' bounds as ISO moments. */
export const calendarSpan = (start: Dayjs, count: number) => ({
  from: start.startOf('day').toISOString(),
  to: start.startOf('day').add(count, 'day').toISOString(),
});

export const dayKey = (day: Dayjs) => day.format('YYYY-MM-DD');

/** The local day a session is planned on. */
export const sessionDay = (seconds: number | null) =>
  seconds == null ? '' : dayjs.unix(seconds).format('YYYY-MM-DD');

export const hours = (start: number | null, end: number | null) =>
  `${start == null ? '' : dayjs.unix(start).format('HH:mm')}–${end == null ? '' : dayjs.unix(end).format('HH:mm')}`;
