import dayjs from 'dayjs';
import type { Identifier, RaRecord } from 'react-admin';

/** An agency's employee as the lists show it (times in epoch seconds). */
export interface Employee extends RaRecord {
  firstName: string;
  lastName: string;
  midName?: string | null;
  email: string;
  phone?: string | null;
  role: string;
  verifiedByAgency: boolean | null;
  isFired: boolean;
  firedReason?: string | null;
  firedTimeStr?: string | null;
  startWorkTime?: number | null;
  verifiedUntil?: number | null;
  approvalExpired?: boolean;
  dateJoined?: number | null;
  agency?: { id: Identifier; title: string } | null;
  city?: { id: Identifier; title: string } | null;
}

export const fullName = (e: Pick<Employee, 'lastName' | 'firstName' | 'midName'>) =>
  [e.lastName, e.firstName, e.midName].filter(Boolean).join(' ');

export const formatDate = (seconds: number | null | undefined) =>
  seconds == null ? '' : dayjs(seconds * 1000).format('DD.MM.YYYY');
export const formatDateTime = (iso: string | null | undefined) =>
  iso ? dayjs(iso).format('DD.MM.YYYY HH:mm') : '';

/** Days left of the approval's term (negative once over), null without a term. */
export const daysLeft = (e: Pick<Employee, 'verifiedUntil'>, now = Date.now()) =>
  e.verifiedUntil == null ? null : Math.ceil((e.verifiedUntil * 1000 - now) / 86_400_000);

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
