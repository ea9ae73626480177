import { Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { momentText } from '../../../src/layout/dates';
import type { ActivityEvent } from '../api';

/** What a save changed, in words: the fields' names, or the status move. */
const useDescribe = () => {
  const translate = useTranslate();
  return (event: ActivityEvent) => {
    const details = JSON.parse(event.details) as { fields?: string[]; from?: string | number; to?: string };
    if (event.kind === 'STATUS' && details.to)
      return `${translate(`app.activity.status.${details.from}`)} → ${translate(`app.activity.status.${details.to}`)}`;
    if (event.kind === 'COPIED') return translate('app.activity.copiedFrom', { id: details.from });
    const fields = (details.fields ?? []).map((f) => translate(`app.activity.fields.${f}`, { _: f }));
    return fields.join(', ');
  };
};

/** Every save of the activity and of the actions it runs: who, when, what (issue 13 point 8). */
export const ActivityHistory = ({ events }: { events: ActivityEvent[] }) => {
  const translate = useTranslate();
  const describe = useDescribe();
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.activity.history')}
        </Typography>
        {events.length === 0 && <Typography color="text.secondary">—</Typography>}
        <List dense data-testid="activity-history">
          {events.map((e) => (
            <ListItem key={e.id} disableGutters>
              <ListItemText
                primary={`${translate(`app.activity.event.${e.kind}`)}${e.action ? ` · ${e.action}` : ''}: ${describe(e)}`}
                secondary={`${momentText(e.createdAt * 1000)} · ${e.actor ?? '—'}`}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};
