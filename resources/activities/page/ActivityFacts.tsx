import { Alert, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { kpiFact, perHour } from '../../../domain/kpis';
import type { ActivityData, ActivityStats } from '../api';

const show = (v: number | null | undefined) => (v == null ? '—' : String(v));
/** Narrower cells on a phone, so that the fact column stays on a 390 px screen. */
const TABLE_SX = { mb: 3, '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } };

/** The plan figures and KPIs the table sets the facts against (the activity page's, or a public KPI link's). */
export type FactsPlan = Pick<ActivityData, 'kpis'> & Record<string, unknown>;

/** The plan figures against what the sessions and contacts have recorded (issue 13 point 2). */
export const ActivityFacts = ({ activity, stats }: { activity: FactsPlan; stats: ActivityStats | null }) => {
  const translate = useTranslate();
  const s: ActivityStats = stats ?? {
    session: 0,
    consultants: 0,
    workTime: 0,
    contact: 0,
    effConcatsFact: 0,
    ifnConcatsFact: 0,
    effConcatsPlan: null,
    ifnConcatsPlan: null,
    reg: 0,
    swap: 0,
    compliment: 0,
  };
  const rows: [string, unknown, number][] = [
    ['contactCountPerHour', activity.contactCountPerHour, perHour(s.contact, s.workTime)],
    ['effectiveContactsPerHour', activity.effectiveContactsPerHour, perHour(s.effConcatsFact, s.workTime)],
    ['totalContact', activity.totalContact, s.contact],
    ['totalEffectiveContacts', activity.totalEffectiveContacts, s.effConcatsFact],
    ['consultantPlan', activity.consultantPlan, s.consultants],
    ['hourPlan', activity.hourPlan, s.session ? Math.round((s.workTime / s.session) * 10) / 10 : 0],
  ];
  return (
    <>
      {s.session === 0 && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="activity-no-facts">
          {translate('app.activity.noFacts')}
        </Alert>
      )}
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('app.activity.plan')}
      </Typography>
      <Table size="small" sx={TABLE_SX} data-testid="activity-plan">
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.activity.figure')}</TableCell>
            <TableCell align="right">{translate('app.activity.planned')}</TableCell>
            <TableCell align="right">{translate('app.activity.fact')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(([key, plan, fact]) => (
            <TableRow key={key}>
              <TableCell>{translate(`app.activity.fields.${key}`)}</TableCell>
              <TableCell align="right">{show(plan as number | null)}</TableCell>
              <TableCell align="right">{fact}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('app.activity.kpis')}
      </Typography>
      <Table size="small" sx={TABLE_SX} data-testid="activity-kpis">
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.activity.fields.title')}</TableCell>
            <TableCell align="right">{translate('app.activity.fields.planMin')}</TableCell>
            <TableCell align="right">{translate('app.activity.fields.planMax')}</TableCell>
            <TableCell align="right">{translate('app.activity.fact')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {activity.kpis.map((k) => {
            // Per hour where the KPI is per hour (domain/kpis.ts), from the same statistics.
            const fact = kpiFact(k, s);
            return (
              <TableRow key={k.id}>
                <TableCell>{k.title}</TableCell>
                <TableCell align="right">{show(k.planMin)}</TableCell>
                <TableCell align="right">{show(k.planMax)}</TableCell>
                <TableCell
                  align="right"
                  title={fact == null ? translate('app.activity.kpiNoFact') : undefined}
                >
                  {fact ?? '—'}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </>
  );
};
