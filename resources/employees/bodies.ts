import dayjs from 'dayjs';

/** What the approve and fire dialogs send (loaded with them, as dayjs is). */

/** A date input's value ('YYYY-MM-DD' or a Date) as epoch seconds, at local midnight. */
export const toSeconds = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = dayjs(value as string | Date);
  return date.isValid() ? Math.floor(date.valueOf() / 1000) : null;
};

/** The browser's time zone: the server counts a term's months on its wall clock. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** POST /api/users/{id}/verify/. */
export const approveBody = (values: { startWorkTime?: unknown; period?: unknown }) => ({
  startWorkTime: toSeconds(values.startWorkTime),
  period: Number(values.period),
  timeZone: browserTimeZone(),
});

/**
 * The approval's end as the server counts it (server/modules/employees/service.ts): the start's
 * local midnight plus the term's months (31 Jan + 1 month = 28/29 Feb), epoch seconds; null
 * until both are chosen.
 */
export const approvalEnd = (startWorkTime: unknown, period: unknown): number | null => {
  const start = toSeconds(startWorkTime);
  const months = Number(period);
  if (start === null || !Number.isInteger(months) || months <= 0) return null;
  return dayjs(start * 1000)
    .add(months, 'month')
    .unix();
};

/** PATCH /api/users/{id}/ (the fire dialog); the time goes as ISO 8601. */
export const fireBody = (values: { firedReason?: unknown; firedTimeStr?: unknown }) => {
  const time = values.firedTimeStr ? dayjs(values.firedTimeStr as string | Date) : null;
  return {
    firedReason: typeof values.firedReason === 'string' ? values.firedReason : '',
    firedTimeStr: time?.isValid() ? time.toISOString() : '',
    isFired: true as const,
  };
};
