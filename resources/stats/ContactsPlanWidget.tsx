import {
  Alert,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useRef } from 'react';
import { useTranslate } from 'react-admin';
import { perHourFacts, type Stats, statsDay } from '../../domain/stats';
import { PermittedLink, paths } from '../shared/PermittedLink';
import { DefinitionsLink } from './DefinitionsLink';
import { useLiveStats } from './useLiveStats';

interface ActivityToday {
  id: string;
  title: string;
  contactCountPerHour: number | null;
  effectiveContactsPerHour: number | null;
  stats: Pick<Stats, 'contact' | 'effConcatsFact' | 'workTime'>;
}

const TODAY = `query ContactsPlan($day: String) { statsByActivity(dateFrom: $day, dateTo: $day) {
  id title contactCountPerHour effectiveContactsPerHour stats { contact effConcatsFact workTime } } }`;

/**
 * Contacts and effective contacts per hour worked today against each active activity's plan per
 * hour, within the viewer's people (issue 24 point 2): one request, read again while on screen.
 */
const ContactsPlanWidget = () => {
  const translate = useTranslate();
  const ref = useRef<HTMLDivElement>(null);
  const day = statsDay();
  const { data, isError } = useLiveStats<{ statsByActivity: ActivityToday[] }>(
    ref,
    ['contactsPlan', day],
    TODAY,
    {
      day,
    },
  );
  const versus = (fact: number, plan: number | null) =>
    plan == null
      ? translate('app.stats.noPlan', { fact })
      : translate('app.stats.factOfPlan', { fact, plan });
  const rows = data?.statsByActivity ?? [];
  return (
    <Card ref={ref} data-testid="widget-contactsPlan">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <Typography variant="h6" component="h2">
            {translate('app.stats.contactsPlan')}
          </Typography>
          <DefinitionsLink />
        </Stack>
        {isError ? <Alert severity="error">{translate('app.stats.failed')}</Alert> : null}
        {data && rows.length === 0 ? (
          <Typography color="text.secondary">{translate('app.stats.none')}</Typography>
        ) : null}
        {rows.length > 0 ? (
          <Table size="small" sx={{ '& td, & th': { px: { xs: 0.5, sm: 2 } } }}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.stats.activity')}</TableCell>
                <TableCell align="right">{translate('app.stats.contactsPerHour')}</TableCell>
                <TableCell align="right">{translate('app.stats.effectivePerHour')}</TableCell>
                <TableCell align="right">{translate('app.stats.hours')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((a) => {
                const facts = perHourFacts(a.stats);
                return (
                  <TableRow key={a.id} data-testid={`contacts-plan-${a.id}`}>
                    <TableCell sx={{ wordBreak: 'break-word' }}>
                      <PermittedLink to={paths.activity(a.id)} permission="screen.activity">
                        {a.title}
                      </PermittedLink>
                    </TableCell>
                    <TableCell align="right">
                      {versus(facts.contactsPerHour, a.contactCountPerHour)}
                    </TableCell>
                    <TableCell align="right">
                      {versus(facts.effectivePerHour, a.effectiveContactsPerHour)}
                    </TableCell>
                    <TableCell align="right">{a.stats.workTime ?? 0}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        ) : null}
      </CardContent>
    </Card>
  );
};

export default ContactsPlanWidget;
