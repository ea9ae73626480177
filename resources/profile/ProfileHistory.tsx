import { Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { formatDate } from '../../src/layout/dates';
import { useIsPhone } from '../../src/layout/useIsPhone';
import { formatDateTime } from './format';
import { ProfileSection } from './ProfileSection';
import type { ProfileEvent } from './types';

const H = 'app.profile.history.';

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T/;

/** An approval's days (start, end) as DD.MM.YYYY in the viewer's zone: they start at local midnight. */
const APPROVAL_KINDS = new Set(['APPROVED', 'PROLONGED']);
const day = (value: string | number) =>
  formatDate(typeof value === 'number' ? value * 1000 : Date.parse(value), 'DD.MM.YYYY', 'ru');

/** A detail's value in words: a person's or a city's name, a list of them, or a date (a day: `days`). */
const named = (value: unknown, locale: string, days = false): string | null => {
  if (value == null) return null;
  if (Array.isArray(value)) return value.map((v) => named(v, locale, days)).join(', ');
  if (typeof value === 'string' && ISO_TIME.test(value))
    return days ? day(value) : formatDateTime(value, locale);
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    return String(v.name ?? v.title ?? v.fullName ?? JSON.stringify(v));
  }
  return String(value);
};

/** What an event changed, in words: the new value and what it was, a reason, a period. */
export const describeEvent = (event: ProfileEvent, translate: (key: string) => string, locale: string) => {
  let details: Record<string, unknown> = {};
  try {
    details = JSON.parse(event.details) ?? {};
  } catch {
    details = {};
  }
  const parts = [translate(`${H}${event.kind}`)];
  const days = APPROVAL_KINDS.has(event.kind);
  const to = named(details.to, locale, days);
  if (to) parts.push(to);
  const from = named(details.from, locale, days);
  if (from) parts.push(`(${translate(`${H}was`)}: ${from})`);
  const reason = named(details.reason ?? details.firedReason, locale);
  if (reason) parts.push(`${translate(`${H}reason`)}: ${reason}`);
  // Approvals and prolongations: the term in months (employees' approve/prolong dialogs).
  const period = named(details.period, locale);
  if (period) parts.push(`${translate(`${H}period`)}: ${period} ${translate(`${H}months`)}`);
  const when = details.firedTime ?? details.startWorkTime;
  if (typeof when === 'number' || typeof when === 'string')
    parts.push(days ? day(when) : formatDateTime(when, locale));
  const until = named(details.verifiedUntil ?? details.until, locale, days);
  if (until) parts.push(`${translate(`${H}until`)} ${until}`);
  return parts.join(' ');
};

/** Approvals, firings, prolongations and assignments: who, what, when (newest first). */
export const ProfileHistory = ({ events }: { events: ProfileEvent[] }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const phone = useIsPhone();
  const actor = (e: ProfileEvent) =>
    e.actor ? `${e.actor.lastName} ${e.actor.firstName}` : translate(`${H}system`);
  return (
    <ProfileSection title="app.profile.sections.history" testId="profile-history">
      {events.length && phone ? (
        // On a phone, one event a paragraph: three table columns do not fit.
        <Stack component="ul" gap={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {events.map((e) => (
            <li key={e.id}>
              <Typography variant="body2" color="text.secondary">
                {`${formatDateTime(e.createdAtStr, locale)} · ${actor(e)}`}
              </Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {describeEvent(e, translate, locale)}
              </Typography>
            </li>
          ))}
        </Stack>
      ) : events.length ? (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${H}when`)}</TableCell>
              <TableCell>{translate(`${H}who`)}</TableCell>
              <TableCell>{translate(`${H}what`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {events.map((e) => (
              <TableRow key={e.id}>
                <TableCell>{formatDateTime(e.createdAtStr, locale)}</TableCell>
                <TableCell>{actor(e)}</TableCell>
                <TableCell>{describeEvent(e, translate, locale)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Typography color="text.secondary">{translate('app.profile.noHistory')}</Typography>
      )}
    </ProfileSection>
  );
};
