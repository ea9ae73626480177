import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Button,
  ButtonBase,
  Card,
  CardContent,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { Link, useLocaleState, useTranslate } from 'react-admin';
import { can } from '../../../domain/permissions';
import { weekdayText } from '../../../src/layout/dates';
import { useIsPhone } from '../../../src/layout/useIsPhone';
import { useRole } from '../../../src/layout/useRole';
import { paths } from '../../shared/PermittedLink';
import {
  isPlanEditable,
  type PlannedSession,
  SessionCreateDialog,
  SessionEditDialog,
  SessionPastDialog,
} from '../dialogs';
import { type Person, personName } from '../dialogs/api';
import { useCoordinators, useOwnTeam } from '../dialogs/useChoices';
import { useSettled } from '../useSettled';
import { fetchCalendarTeam, fetchTeamSessions } from './api';
import { CalendarToolbar } from './CalendarToolbar';
import {
  calendarDays,
  calendarSpan,
  DESKTOP_DAYS,
  dayKey,
  hours,
  PHONE_DAYS,
  sessionDay,
  statusColor,
} from './calendarDays';
import { StatusLegend } from './StatusLegend';

const L = 'resources.sessionPlanning.calendar';

type Shown =
  | { kind: 'new'; consultant: string; day: string }
  | { kind: 'edit'; session: PlannedSession }
  | null;

const SessionChip = ({
  session,
  onOpen,
  readOnly,
}: {
  session: PlannedSession;
  onOpen: () => void;
  readOnly: boolean;
}) => {
  const translate = useTranslate();
  const { role } = useRole();
  const status = translate(`resources.sessionPlanning.status.${session.status}`);
  const content = (
    <>
      <Typography variant="body2" component="span" sx={{ fontWeight: 600, display: 'block' }}>
        {hours(session.plannedStartTime, session.plannedEndTime)}
      </Typography>
      <Typography variant="caption" component="span" sx={{ display: 'block', lineHeight: 1.2 }}>
        {session.spot?.title ?? ''}
      </Typography>
    </>
  );
  const sx = {
    display: 'block',
    width: '100%',
    textAlign: 'left',
    bgcolor: statusColor(session.status),
    color: '#fff',
    borderRadius: 1,
    px: 0.75,
    py: 0.5,
    mb: 0.5,
  } as const;
  const label = `${status}, ${hours(session.plannedStartTime, session.plannedEndTime)}, ${session.spot?.title ?? ''}`;
  // The view's sessions open their timeline; the planning calendar's open their dialog (which links there).
  if (readOnly && can(role, 'screen.session'))
    return (
      <ButtonBase
        component={Link}
        to={paths.session(session.id)}
        sx={sx}
        title={status}
        aria-label={label}
        data-testid="calendar-session"
        data-status={session.status}
      >
        {content}
      </ButtonBase>
    );
  return readOnly ? (
    <Box
      sx={sx}
      title={status}
      aria-label={label}
      data-testid="calendar-session"
      data-status={session.status}
    >
      {content}
    </Box>
  ) : (
    <ButtonBase
      sx={sx}
      title={status}
      aria-label={label}
      onClick={onOpen}
      data-testid="calendar-session"
      data-status={session.status}
    >
      {content}
    </ButtonBase>
  );
};

/**
 * The team's people a page at a time (issue 28 point 2): those who may be planned first, each
 * part by name (server/modules/profiles/calendarTeam.ts), a next page on demand.
 */
const useCalendarTeam = (coordinator: string | undefined, search: string) =>
  useInfiniteQuery({
    queryKey: ['sessionPlanning', 'calendarTeam', coordinator, search],
    queryFn: ({ pageParam }) => fetchCalendarTeam(coordinator as string, search, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    enabled: !!coordinator,
    staleTime: 60_000,
    // While a new search loads, the rows found before stay (the same team's only: another team's
    // people must never show under this coordinator).
    placeholderData: (previous, query) => (query?.queryKey[2] === coordinator ? previous : undefined),
  });

/**
 * The team calendar (part 1 §2 sessionsPlanning / sessionsView, issue 12 point 4): the team's
 * consultants (not fired) as rows, a page of them at a time (those who may be planned first, by
 * name; a name search; more on demand), days as columns from today (7 on a desktop, 1 on a phone),
 * every session but DELETED coloured by status with its planned hours. Editable: an empty cell's
 * button opens the new-session dialog for that consultant and day, a session opens its edit (or
 * past-session) dialog; after each write the week is read again. `readOnly`: the same, no dialogs.
 */
export const TeamCalendar = ({ readOnly = false }: { readOnly?: boolean }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const phone = useIsPhone();
  const count = phone ? PHONE_DAYS : DESKTOP_DAYS;
  const [start, setStart] = useState<Dayjs>(() => dayjs().startOf('day'));
  const own = useOwnTeam();
  const [picked, setPicked] = useState<string>('');
  const coordinator = own ?? (picked || undefined);
  const coordinators = useCoordinators(!own);
  const [typed, setTyped] = useState('');
  const search = useSettled(typed, 300);
  const team = useCalendarTeam(coordinator, search.trim());
  const span = calendarSpan(start, count);
  const sessions = useQuery({
    queryKey: ['sessionPlanning', 'calendar', coordinator, span.from, span.to],
    queryFn: () => fetchTeamSessions(coordinator as string, span.from, span.to),
    enabled: !!coordinator,
  });
  const [shown, setShown] = useState<Shown>(null);
  const days = calendarDays(start, count);
  // The weekday named as the user panel names it, the day as DD.MM.YYYY (src/layout/dates.ts).
  const dayTitle = useMemo(() => ({ format: (d: Date) => weekdayText(d, locale) }), [locale]);
  const byCell = useMemo(() => {
    const map = new Map<string, PlannedSession[]>();
    for (const s of sessions.data ?? []) {
      const key = `${s.consultant.id}|${sessionDay(s.plannedStartTime)}`;
      map.set(key, [...(map.get(key) ?? []), s]);
    }
    for (const list of map.values())
      list.sort((a, b) => (a.plannedStartTime ?? 0) - (b.plannedStartTime ?? 0));
    return map;
  }, [sessions.data]);
  // Who can be planned first (the server's order); the others keep their sessions in view,
  // without a new-session button.
  const people: Person[] = useMemo(() => team.data?.pages.flatMap((p) => p.people) ?? [], [team.data]);
  const today = dayKey(dayjs());
  const refetch = () => void sessions.refetch();

  return (
    <Card>
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate(readOnly ? 'app.title.sessionsView' : 'app.title.sessionsPlanning')}
        </Typography>
        <CalendarToolbar
          start={start}
          step={count}
          onStart={setStart}
          coordinators={own ? undefined : (coordinators.data ?? [])}
          coordinator={coordinator}
          onCoordinator={setPicked}
        />
        <Box sx={{ mb: 1 }}>
          <StatusLegend />
        </Box>
        {coordinator && (
          <TextField
            size="small"
            type="search"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            label={translate(`${L}.search`)}
            slotProps={{
              input: {
                startAdornment: <SearchIcon fontSize="small" sx={{ mr: 1, color: 'action.active' }} />,
              },
              htmlInput: { maxLength: 100 },
            }}
            sx={{ mb: 1, width: phone ? '100%' : 320 }}
          />
        )}
        {(sessions.isFetching || team.isFetching) && <LinearProgress sx={{ mb: 1 }} />}
        {(sessions.isError || team.isError) && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {translate(`${L}.loadFailed`)}
          </Alert>
        )}
        {!coordinator ? (
          <Alert severity="info">{translate(`${L}.pickTeam`)}</Alert>
        ) : team.isSuccess && !team.isPlaceholderData && people.length === 0 ? (
          <Alert severity="info">{translate(search.trim() ? `${L}.noMatch` : `${L}.noTeam`)}</Alert>
        ) : (
          <>
            <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
              <Table
                size="small"
                sx={{ tableLayout: 'fixed', minWidth: phone ? 0 : 900 }}
                aria-label={translate('app.title.sessionsPlanning')}
              >
                <TableHead>
                  <TableRow>
                    <TableCell component="th" scope="col" sx={{ width: phone ? '40%' : 180 }}>
                      {translate(`${L}.consultant`)}
                    </TableCell>
                    {days.map((day) => (
                      <TableCell
                        key={dayKey(day)}
                        component="th"
                        scope="col"
                        data-testid="calendar-day"
                        data-day={dayKey(day)}
                        sx={{ fontWeight: dayKey(day) === today ? 700 : 500, textTransform: 'capitalize' }}
                      >
                        {dayTitle.format(day.toDate())}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {people.map((person) => (
                    <TableRow key={person.id} data-testid="calendar-row">
                      <TableCell component="th" scope="row">
                        {personName(person)}
                        {person.planBlock && (
                          <Typography variant="caption" color="text.secondary" component="div">
                            {translate(`app.planBlock.${person.planBlock}`)}
                          </Typography>
                        )}
                      </TableCell>
                      {days.map((day) => {
                        const key = dayKey(day);
                        const list = byCell.get(`${person.id}|${key}`) ?? [];
                        return (
                          <TableCell key={key} data-day={key} sx={{ verticalAlign: 'top', p: 0.5 }}>
                            {list.map((s) => (
                              <SessionChip
                                key={s.id}
                                session={s}
                                readOnly={readOnly}
                                onOpen={() => setShown({ kind: 'edit', session: s })}
                              />
                            ))}
                            {!readOnly && !person.planBlock && (
                              <ButtonBase
                                aria-label={translate(`${L}.newSession`, {
                                  consultant: personName(person),
                                  day: dayTitle.format(day.toDate()),
                                })}
                                onClick={() => setShown({ kind: 'new', consultant: person.id, day: key })}
                                sx={{
                                  width: '100%',
                                  minHeight: list.length ? 24 : 48,
                                  borderRadius: 1,
                                  color: 'text.secondary',
                                  opacity: list.length ? 0.6 : 0.35,
                                  '&:hover, &:focus-visible': { opacity: 1, bgcolor: 'action.hover' },
                                }}
                              >
                                <AddIcon fontSize="small" />
                              </ButtonBase>
                            )}
                          </TableCell>
                        );
                      })}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            {team.hasNextPage && (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1, flexWrap: 'wrap' }}>
                <Button
                  variant="outlined"
                  onClick={() => void team.fetchNextPage()}
                  disabled={team.isFetchingNextPage}
                  data-testid="calendar-more"
                >
                  {translate(`${L}.showMore`)}
                </Button>
                <Typography variant="body2" color="text.secondary">
                  {translate(`${L}.shown`, { count: people.length })}
                </Typography>
              </Box>
            )}
          </>
        )}
      </CardContent>
      {shown?.kind === 'new' && (
        <SessionCreateDialog
          coordinator={coordinator}
          consultant={shown.consultant}
          day={shown.day}
          onClose={() => setShown(null)}
          onSaved={refetch}
        />
      )}
      {shown?.kind === 'edit' &&
        (isPlanEditable(shown.session) ? (
          <SessionEditDialog session={shown.session} onClose={() => setShown(null)} onSaved={refetch} />
        ) : (
          <SessionPastDialog session={shown.session} onClose={() => setShown(null)} onSaved={refetch} />
        ))}
    </Card>
  );
};
