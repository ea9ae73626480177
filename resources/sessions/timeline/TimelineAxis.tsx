import { Box, List, ListItem, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ContactEvent } from './api';
import { clock, clockSeconds } from './format';
import { SUB_EVENTS, subEventsOf } from './subEvents';

const LANE_HEIGHT = 34;
const HOUR = 3600;

/** Where the axis runs: the actual start to stop (planned when not started), widened to every contact. */
export const axisRange = (
  bounds: {
    start: number | null;
    stop: number | null;
    plannedStart: number | null;
    plannedEnd: number | null;
  },
  contacts: ContactEvent[],
  now = Date.now() / 1000,
) => {
  let from = bounds.start ?? bounds.plannedStart ?? contacts[0]?.startTime ?? now;
  let to = bounds.start != null ? (bounds.stop ?? Math.max(now, from)) : (bounds.plannedEnd ?? from + HOUR);
  for (const c of contacts) {
    from = Math.min(from, c.startTime);
    to = Math.max(to, contactEnd(c));
  }
  if (to <= from) to = from + HOUR;
  return { from, to };
};

/** The last moment a contact shows: its stop, watch stop or last sub-event. */
export const contactEnd = (c: ContactEvent) =>
  Math.max(c.startTime, c.stopTime ?? 0, c.watchStopTime ?? 0, ...subEventsOf(c).map((s) => s.event.time));

/** Contacts on as few lanes as do not overlap, in start order (a lane per overlapping contact). */
export const laneOf = (contacts: ContactEvent[]) => {
  const ends: number[] = [];
  return contacts.map((c) => {
    let lane = ends.findIndex((end) => end <= c.startTime);
    if (lane < 0) lane = ends.push(0) - 1;
    ends[lane] = contactEnd(c);
    return lane;
  });
};

const hourTicks = (from: number, to: number) => {
  const ticks: number[] = [];
  for (let t = Math.ceil(from / HOUR) * HOUR; t <= to; t += HOUR) ticks.push(t);
  return ticks;
};

const useContactLabel = () => {
  const translate = useTranslate();
  return (c: ContactEvent, n: number) =>
    [
      `${translate('app.sessionTimeline.contact', { n })}: ${clockSeconds(c.startTime)}–${clockSeconds(c.stopTime)}`,
      c.watchStopTime
        ? `${translate('app.sessionTimeline.watchStop')} ${clockSeconds(c.watchStopTime)}`
        : null,
      ...subEventsOf(c).map(
        (s) =>
          `${translate(`app.sessionTimeline.subEvents.${s.kind}`)} ${clockSeconds(s.event.time)}${
            s.event.reason ? ` (${s.event.reason})` : ''
          }`,
      ),
    ]
      .filter(Boolean)
      .join(' · ');
};

export interface TimelineAxisProps {
  contacts: ContactEvent[];
  from: number;
  to: number;
}

/** The desktop axis: each contact a bar from start to stop, a tick at its watch stop, its sub-events as icons. */
export const TimelineAxis = ({ contacts, from, to }: TimelineAxisProps) => {
  const label = useContactLabel();
  const lanes = laneOf(contacts);
  const laneCount = Math.max(1, ...lanes.map((l) => l + 1));
  const pct = (t: number) => `${(((t - from) / (to - from)) * 100).toFixed(3)}%`;
  const width = (a: number, b: number) => `max(4px, ${(((b - a) / (to - from)) * 100).toFixed(3)}%)`;
  return (
    <Box data-testid="timeline-axis" sx={{ position: 'relative', mx: 2, pt: 1 }}>
      <Box sx={{ position: 'relative', height: laneCount * LANE_HEIGHT + 8 }}>
        {hourTicks(from, to).map((t) => (
          <Box
            key={t}
            sx={{
              position: 'absolute',
              left: pct(t),
              top: 0,
              bottom: 0,
              borderLeft: 1,
              borderColor: 'divider',
            }}
          />
        ))}
        {contacts.map((c, i) => {
          const top = lanes[i] * LANE_HEIGHT;
          const stop = c.stopTime ?? c.startTime;
          return (
            <Tooltip key={c.contactEventId} title={label(c, i + 1)}>
              <Box
                role="img"
                aria-label={label(c, i + 1)}
                data-testid="contact-mark"
                tabIndex={0}
                sx={{
                  position: 'absolute',
                  top,
                  left: pct(c.startTime),
                  width: width(c.startTime, contactEnd(c)),
                }}
              >
                <Box sx={{ position: 'relative', height: 16 }}>
                  {subEventsOf(c).map(({ kind, Icon, color, event }) => (
                    <Icon
                      key={kind}
                      data-testid={`sub-event-${kind}`}
                      sx={{
                        position: 'absolute',
                        left: `calc(${(((event.time - c.startTime) / Math.max(1, contactEnd(c) - c.startTime)) * 100).toFixed(1)}% - 7px)`,
                        fontSize: 14,
                        color,
                      }}
                    />
                  ))}
                </Box>
                <Box
                  sx={{
                    height: 10,
                    borderRadius: 1,
                    bgcolor: 'primary.light',
                    width: `max(4px, ${(((stop - c.startTime) / Math.max(1, contactEnd(c) - c.startTime)) * 100).toFixed(1)}%)`,
                    position: 'relative',
                  }}
                />
                {c.watchStopTime ? (
                  <Box
                    data-testid="watch-stop"
                    sx={{
                      position: 'absolute',
                      top: 14,
                      height: 14,
                      borderLeft: 2,
                      borderColor: 'text.secondary',
                      left: `${(((c.watchStopTime - c.startTime) / Math.max(1, contactEnd(c) - c.startTime)) * 100).toFixed(1)}%`,
                    }}
                  />
                ) : null}
              </Box>
            </Tooltip>
          );
        })}
      </Box>
      <Box sx={{ position: 'relative', height: 20 }}>
        {hourTicks(from, to).map((t) => (
          <Typography
            key={t}
            variant="caption"
            color="text.secondary"
            sx={{ position: 'absolute', left: pct(t), transform: 'translateX(-50%)' }}
          >
            {clock(t)}
          </Typography>
        ))}
      </Box>
      <Legend />
    </Box>
  );
};

const Legend = () => {
  const translate = useTranslate();
  return (
    <Stack direction="row" flexWrap="wrap" gap={2} sx={{ mt: 1 }}>
      {SUB_EVENTS.map(({ kind, Icon, color }) => (
        <Stack key={kind} direction="row" alignItems="center" gap={0.5}>
          <Icon sx={{ fontSize: 16, color }} />
          <Typography variant="caption">{translate(`app.sessionTimeline.subEvents.${kind}`)}</Typography>
        </Stack>
      ))}
      <Stack direction="row" alignItems="center" gap={0.5}>
        <Box sx={{ height: 14, borderLeft: 2, borderColor: 'text.secondary' }} />
        <Typography variant="caption">{translate('app.sessionTimeline.watchStop')}</Typography>
      </Stack>
    </Stack>
  );
};

/** The phone's axis: the contacts as a vertical list, each with its times and sub-events. */
export const TimelineList = ({ contacts }: { contacts: ContactEvent[] }) => {
  const translate = useTranslate();
  const label = useContactLabel();
  return (
    <List dense data-testid="timeline-list">
      {contacts.map((c, i) => (
        <ListItem
          key={c.contactEventId}
          data-testid="contact-mark"
          aria-label={label(c, i + 1)}
          divider
          sx={{ display: 'block' }}
        >
          <Typography variant="body2" fontWeight={500}>
            {translate('app.sessionTimeline.contact', { n: i + 1 })} · {clock(c.startTime)}–
            {clock(c.stopTime)}
          </Typography>
          <Stack direction="row" flexWrap="wrap" gap={1.5} sx={{ mt: 0.5 }}>
            {c.watchStopTime ? (
              <Typography variant="caption" color="text.secondary">
                {translate('app.sessionTimeline.watchStop')} {clock(c.watchStopTime)}
              </Typography>
            ) : null}
            {subEventsOf(c).map(({ kind, Icon, color, event }) => (
              <Stack
                key={kind}
                direction="row"
                alignItems="center"
                gap={0.5}
                data-testid={`sub-event-${kind}`}
              >
                <Icon sx={{ fontSize: 16, color }} />
                <Typography variant="caption">
                  {translate(`app.sessionTimeline.subEvents.${kind}`)} {clock(event.time)}
                  {event.reason ? ` (${event.reason})` : ''}
                </Typography>
              </Stack>
            ))}
          </Stack>
        </ListItem>
      ))}
    </List>
  );
};
