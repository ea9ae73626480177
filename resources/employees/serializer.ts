import type { Identifier, RaRecord } from 'react-admin';
import { formatDate as formatMoment } from '../../src/layout/dates';

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

/** DD.MM.YYYY in local time. */
export const formatDate = (seconds: number | null | undefined) =>
  seconds == null ? '' : formatMoment(seconds * 1000, 'DD.MM.YYYY', 'ru');
/** DD.MM.YYYY HH:mm in local time; '' for an empty or unreadable time. */
export const formatDateTime = (iso: string | null | undefined) => {
  const time = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(time) ? '' : formatMoment(time, 'DD.MM.YYYY HH:mm', 'ru');
};

/** Days left of the approval's term (negative once over), null without a term. */
export const daysLeft = (e: Pick<Employee, 'verifiedUntil'>, now = Date.now()) =>
  e.verifiedUntil == null ? null : Math.ceil((e.verifiedUntil * 1000 - now) / 86_400_000);
