import dayjs from 'dayjs';

/** What the approve and fire dialogs send (loaded with them, as dayjs is). */

/** A date input's value ('YYYY-MM-DD' or a Date) as epoch seconds, at local midnight. */
export const toSeconds = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = dayjs(value as string | Date);
  return date.isValid() ? Math.floor(date.valueOf() / 1000) : null;
};

/** POST /api/users/{id}/verify/. */
export const approveBody = (values: { startWorkTime?: unknown; period?: unknown }) => ({
  startWorkTime: toSeconds(values.startWorkTime),
  period: Number(values.period),
});

/** PATCH /api/users/{id}/ (the fire dialog); the time goes as ISO 8601. */
export const fireBody = (values: { firedReason?: unknown; firedTimeStr?: unknown }) => {
  const time = values.firedTimeStr ? dayjs(values.firedTimeStr as string | Date) : null;
  return {
    firedReason: typeof values.firedReason === 'string' ? values.firedReason : '',
    firedTimeStr: time?.isValid() ? time.toISOString() : '',
    isFired: true as const,
  };
};
