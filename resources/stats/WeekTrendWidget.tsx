import {
  Alert,
  Box,
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
import { visuallyHidden } from '@mui/utils';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useRef } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { statsDay } from '../../domain/stats';
import { DefinitionsLink } from './DefinitionsLink';
import { useLiveStats } from './useLiveStats';

interface Point {
  day: string;
  value: number | null;
}
interface Week {
  contact: Point[];
  effective: Point[];
  hours: Point[];
}

const WEEK = `query WeekTrend($start: String, $stop: String) {
  contact: statSeries(key: "contact", start: $start, stop: $stop) { day value }
  effective: statSeries(key: "effConcatsFact", start: $start, stop: $stop) { day value }
  hours: statSeries(key: "workTime", start: $start, stop: $stop) { day value } }`;

/** The seven days up to today (the statistics' days). */
const weekDays = () => {
  const today = statsDay();
  const start = new Date(`${today}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() - 6);
  return { start: start.toISOString().slice(0, 10), stop: today };
};

/** A chart's figures as a table for screen readers (the chart itself is a picture). */
const FiguresTable = ({
  caption,
  days,
  columns,
}: {
  caption: string;
  days: string[];
  columns: { label: string; values: (number | null)[] }[];
}) => {
  const translate = useTranslate();
  // Hidden in a 1 px box of its own: a table is never narrower than its cells, so hidden itself
  // it still widened a phone's page (401 px at 390).
  return (
    <Box sx={visuallyHidden}>
      <Table size="small">
        <caption>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.stats.day')}</TableCell>
            {columns.map((c) => (
              <TableCell key={c.label}>{c.label}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {days.map((day, i) => (
            <TableRow key={day}>
              <TableCell>{day}</TableCell>
              {columns.map((c) => (
                <TableCell key={c.label}>{c.values[i] ?? 0}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};

/** The week's trend in the viewer's people: contacts, effective contacts and hours by day (one request). */
const WeekTrendWidget = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const ref = useRef<HTMLDivElement>(null);
  const week = weekDays();
  const { data, isError } = useLiveStats<Week>(ref, ['weekTrend', week.stop], WEEK, week);
  const days = data?.contact.map((p) => p.day) ?? [];
  const labels = days.map((day) =>
    new Date(`${day}T12:00:00Z`).toLocaleDateString(locale === 'en' ? 'en-GB' : 'ru-RU', {
      weekday: 'short',
      day: 'numeric',
    }),
  );
  const values = (points?: Point[]) => (points ?? []).map((p) => p.value ?? 0);
  const contacts = { label: translate('app.stats.contacts'), values: values(data?.contact) };
  const effective = { label: translate('app.stats.effective'), values: values(data?.effective) };
  const hours = { label: translate('app.stats.workTime'), values: values(data?.hours) };
  return (
    <Card ref={ref} data-testid="widget-weekTrend">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <Typography variant="h6" component="h2">
            {translate('app.stats.weekTrend')}
          </Typography>
          <DefinitionsLink />
        </Stack>
        {isError ? <Alert severity="error">{translate('app.stats.failed')}</Alert> : null}
        {data ? (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' } }}>
            <Box>
              <Typography variant="subtitle2" component="h3">
                {translate('app.stats.chartContacts')}
              </Typography>
              <Box aria-hidden="true">
                <BarChart
                  height={220}
                  xAxis={[{ data: labels, scaleType: 'band' }]}
                  series={[
                    { data: contacts.values, label: contacts.label },
                    { data: effective.values, label: effective.label },
                  ]}
                />
              </Box>
              <FiguresTable
                caption={translate('app.stats.chartContacts')}
                days={days}
                columns={[contacts, effective]}
              />
            </Box>
            <Box>
              <Typography variant="subtitle2" component="h3">
                {translate('app.stats.chartHours')}
              </Typography>
              <Box aria-hidden="true">
                <LineChart
                  height={220}
                  xAxis={[{ data: labels, scaleType: 'point' }]}
                  series={[{ data: hours.values, label: hours.label }]}
                />
              </Box>
              <FiguresTable caption={translate('app.stats.chartHours')} days={days} columns={[hours]} />
            </Box>
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
};

export default WeekTrendWidget;
