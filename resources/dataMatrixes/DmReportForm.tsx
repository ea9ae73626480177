import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { PlaceSelects } from '../shared/reports/PlaceSelects';
import {
  type Choice,
  DateRangeFields,
  MultiSelect,
  ReportProgress,
  RunReportButton,
} from '../shared/reports/ReportFields';
import { datesReady, type ReportFormValues, reportRequest } from '../shared/reports/request';
import { useReport } from '../shared/reports/useReport';

const EMPTY: ReportFormValues = {
  dateStart: '',
  dateEnd: '',
  regions: [],
  agencies: [],
  cities: [],
  activities: [],
};

/**
 * The data-matrix report form (part 2 §3 "Report form", §4): dates, regions, agencies, cities
 * and the activities running in the dates. Changing the dates reloads the activities and drops
 * chosen ones no longer offered; a saved file clears the form; a failed file says 'Ошибка загрузки'.
 */
export const DmReportForm = ({ pollMs }: { pollMs?: number }) => {
  const translate = useTranslate();
  const [values, setValues] = useState<ReportFormValues>(EMPTY);
  const report = useReport({ downloadError: 'app.reports.downloadFailed', pollMs });
  const set = (part: Partial<ReportFormValues>) => setValues((v) => ({ ...v, ...part }));
  const ready = datesReady(values);
  const activities = useGetList<Choice & { id: number }>(
    'reportActivity',
    {
      pagination: { page: 1, perPage: 1000 },
      filter: { dateStart: values.dateStart, dateEnd: values.dateEnd },
    },
    { enabled: ready },
  );
  const offered = ready ? (activities.data ?? []) : [];
  const loaded = !ready || (activities.isSuccess && !activities.isFetching);
  const offeredKey = offered.map((a) => a.id).join(',');
  // Chosen activities the new dates no longer offer are dropped once the new list is in.
  useEffect(() => {
    if (!loaded) return;
    const available = new Set(offeredKey ? offeredKey.split(',').map(Number) : []);
    setValues((v) => {
      const kept = (v.activities ?? []).filter((id) => available.has(id));
      return kept.length === v.activities?.length ? v : { ...v, activities: kept };
    });
  }, [loaded, offeredKey]);

  const activitiesNote = activities.error
    ? 'app.reports.listFailed'
    : ready && loaded && !offered.length
      ? 'app.reports.noActivities'
      : null;
  const submit = async () => {
    if (await report.run(reportRequest('dm_codes_report', values))) setValues(EMPTY);
  };
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {translate('app.reports.dmReportTitle')}
          </Typography>
          <DateRangeFields values={values} onChange={set} />
          <PlaceSelects values={values} onChange={set} />
          <MultiSelect
            label="app.reports.activities"
            choices={offered}
            error={activitiesNote}
            value={values.activities ?? []}
            onChange={(ids) => set({ activities: ids })}
            dropAll={false}
          />
          <RunReportButton disabled={!ready || report.busy} onClick={submit} />
          <ReportProgress state={report} />
        </Stack>
      </CardContent>
    </Card>
  );
};
