import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import type { SessionHistoryEvent } from './api';
import { dateTime } from './format';

const ISO = /^\d{4}-\d{2}-\d{2}T/;

type Translate = ReturnType<typeof useTranslate>;

/** One stored value as a reader would say it: a moment as a date, a status in words, an id as №. */
export const historyValue = (field: string, value: unknown, translate: Translate, locale: string): string => {
  if (value == null || value === '') return '—';
  if (typeof value === 'string' && ISO.test(value)) return dateTime(Date.parse(value) / 1000, locale);
  if (field === 'status' && typeof value === 'string')
    return translate(`app.sessionTimeline.statuses.${value}`, { _: value });
  if (typeof value === 'number' && /^(consultant|activity|spot|city)(Id)?$/.test(field)) return `№${value}`;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

/** The details `{ field: [before, after] }` (or a created session's fields) as readable lines. */
export const historyLines = (details: string, translate: Translate, locale: string): string[] => {
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(details) ?? {};
  } catch {
    return [];
  }
  return Object.entries(parsed).map(([field, value]) => {
    const label = translate(`app.sessionTimeline.fields.${field}`, { _: field });
    if (Array.isArray(value) && value.length === 2)
      return `${label}: ${historyValue(field, value[0], translate, locale)} → ${historyValue(field, value[1], translate, locale)}`;
    return `${label}: ${historyValue(field, value, translate, locale)}`;
  });
};

/** Who created, changed and deleted the session, and what changed, oldest first. */
export const SessionHistory = ({ events }: { events: SessionHistoryEvent[] }) => {
  const translate = useTranslate();
  const locale = useLocale();
  if (!events.length)
    return (
      <Typography color="text.secondary" data-testid="session-history">
        {translate('app.sessionTimeline.noHistory')}
      </Typography>
    );
  return (
    <List dense data-testid="session-history">
      {events.map((e) => (
        <ListItem key={e.id} divider data-testid="history-event" alignItems="flex-start">
          <ListItemText
            primary={`${translate(`app.sessionTimeline.events.${e.kind}`, { _: e.kind })} · ${dateTime(e.createdAt, locale)} · ${
              e.actor ? `${e.actor.lastName} ${e.actor.firstName}` : translate('app.sessionTimeline.system')
            }`}
            secondary={historyLines(e.details, translate, locale).map((line) => (
              <span key={line} style={{ display: 'block' }}>
                {line}
              </span>
            ))}
          />
        </ListItem>
      ))}
    </List>
  );
};
