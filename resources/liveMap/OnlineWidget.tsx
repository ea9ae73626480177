import { Alert, Box, Button, List, ListItem, Paper, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link, useTranslate } from 'react-admin';
import { fetchMap, type MapPerson } from './api';

const time = (seconds: number | null) =>
  seconds == null
    ? ''
    : new Date(seconds * 1000).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

/**
 * Who is online now (widget 'online'): the people in the viewer's scope whose last active session
 * has no stop time (the online rule, domain/liveMap.ts), names linked to their profiles; one
 * request on first load, ten a page (part 1 §9), more on demand.
 */
const OnlineWidget = () => {
  const translate = useTranslate();
  const [people, setPeople] = useState<MapPerson[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [after, setAfter] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const load = async (cursor: string | null) => {
    try {
      const answer = await fetchMap({
        box: null,
        statuses: ['STARTED'],
        after: cursor,
        withMarkers: false,
        ended: false,
      });
      setPeople((now) => [...(cursor ? now : []), ...answer.edges.map((e) => e.node)]);
      setTotal(answer.onlineCount);
      setAfter(answer.pageInfo.hasNextPage ? answer.pageInfo.endCursor : null);
    } catch {
      setFailed(true);
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on first show
  useEffect(() => {
    void load(null);
  }, []);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }} component="section" aria-labelledby="online-title">
      <Typography variant="h6" component="h2" id="online-title">
        {translate('app.onlineWidget.title')}
      </Typography>
      {failed ? <Alert severity="warning">{translate('app.onlineWidget.failed')}</Alert> : null}
      {total !== null ? (
        <Typography variant="body2" data-testid="online-count">
          {translate('app.onlineWidget.count', { count: total })}
        </Typography>
      ) : null}
      {total === 0 ? <Typography variant="body2">{translate('app.onlineWidget.nobody')}</Typography> : null}
      <List dense data-testid="online-list">
        {people.map((p) => (
          <ListItem key={p.id} disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Link to={`/profile/${p.id}`}>
              {p.lastName} {p.firstName}
            </Link>
            <Typography variant="body2" color="text.secondary" component="span">
              {p.session.spot?.title ?? ''}{' '}
              {translate('app.onlineWidget.since', { time: time(p.session.since) })}
            </Typography>
          </ListItem>
        ))}
      </List>
      {after ? (
        <Box>
          <Button size="small" onClick={() => void load(after)}>
            {translate('app.onlineWidget.more')}
          </Button>
        </Box>
      ) : null}
    </Paper>
  );
};

export default OnlineWidget;
