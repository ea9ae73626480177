import {
  Chip,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link, useLocale, useNavigate, useTranslate } from 'react-admin';
import { useIsPhone } from '../../src/layout/useIsPhone';
import { sessionDay, span } from '../sessions/timeline/format';
import { STATUS_COLOR } from '../sessions/timeline/subEvents';
import { AuthorisedAvatar } from '../shared/AuthorisedAvatar';
import type { SpotSession } from './api';

const when = (s: SpotSession, locale: string) =>
  `${sessionDay(s.plannedStartTime, locale)}, ${span(s.plannedStartTime, s.plannedEndTime)}`;

/** A spot's sessions; each row opens the session's timeline. */
export const SpotSessions = ({ sessions, testId }: { sessions: SpotSession[]; testId: string }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const phone = useIsPhone();
  const navigate = useNavigate();
  const status = (s: SpotSession) => (
    <Chip
      size="small"
      color={STATUS_COLOR[s.status] ?? 'default'}
      label={translate(`app.sessionTimeline.statuses.${s.status}`, { _: s.status })}
    />
  );
  if (!sessions.length)
    return (
      <Typography color="text.secondary" data-testid={testId}>
        {translate('app.spotPage.noSessions')}
      </Typography>
    );
  if (phone)
    return (
      <List dense data-testid={testId}>
        {sessions.map((s) => (
          <ListItemButton
            key={s.id}
            component={Link}
            to={`/session/${s.id}`}
            divider
            data-testid="spot-session"
          >
            <ListItemText
              primary={when(s, locale)}
              secondary={`${s.consultant.lastName} ${s.consultant.firstName}${s.activity ? ` · ${s.activity.title}` : ''}`}
            />
            {status(s)}
          </ListItemButton>
        ))}
      </List>
    );
  return (
    <Table size="small" data-testid={testId}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.spotPage.when')}</TableCell>
          <TableCell>{translate('app.spotPage.consultant')}</TableCell>
          <TableCell>{translate('app.spotPage.activity')}</TableCell>
          <TableCell>{translate('app.spotPage.status')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {sessions.map((s) => (
          <TableRow
            key={s.id}
            hover
            data-testid="spot-session"
            sx={{ cursor: 'pointer' }}
            onClick={() => navigate(`/session/${s.id}`)}
          >
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Link to={`/session/${s.id}`} onClick={(e: React.MouseEvent) => e.stopPropagation()}>
                {when(s, locale)}
              </Link>
            </TableCell>
            <TableCell>
              <Stack direction="row" alignItems="center" gap={1}>
                <AuthorisedAvatar src={s.consultant.photo} alt="" sx={{ width: 24, height: 24 }}>
                  {s.consultant.lastName.slice(0, 1)}
                </AuthorisedAvatar>
                {s.consultant.lastName} {s.consultant.firstName}
              </Stack>
            </TableCell>
            <TableCell>{s.activity?.title ?? '—'}</TableCell>
            <TableCell>{status(s)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
