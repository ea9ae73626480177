import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, useTranslate } from 'react-admin';
import { DateRangeFields, MultiSelect, ReportProgress } from '../shared/reports/ReportFields';
import { datesReady, type ReportFormValues, reportRequest } from '../shared/reports/request';
import { useReport } from '../shared/reports/useReport';
import { useReportChoices } from '../shared/reports/useReportChoices';

const EMPTY: ReportFormValues = { dateStart: '', dateEnd: '', regions: [], agencies: [], cities: [] };

/**
 * Points coverage (part 2 §2, HQ): regions, agencies and cities (loaded on entry) and a date
 * range; «Сформировать отчёт» runs spots_coverage_report, shows its progress and saves the file.
 */
export const PointsCoverageList = () => {
  const translate = useTranslate();
  const { regions, agencies, cities } = useReportChoices('points-coverage');
  const [values, setValues] = useState<ReportFormValues>(EMPTY);
  const report = useReport();
  const set = (part: Partial<ReportFormValues>) => setValues((v) => ({ ...v, ...part }));
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {translate('app.reports.coverageHint')}
          </Typography>
          <MultiSelect
            label="app.reports.regions"
            choices={regions.choices}
            error={regions.error}
            value={values.regions}
            onChange={(ids) => set({ regions: ids })}
          />
          <MultiSelect
            label="app.reports.agencies"
            choices={agencies.choices}
            error={agencies.error}
            value={values.agencies}
            onChange={(ids) => set({ agencies: ids })}
          />
          <MultiSelect
            label="app.reports.cities"
            choices={cities.choices}
            error={cities.error}
            value={values.cities}
            onChange={(ids) => set({ cities: ids })}
          />
          <DateRangeFields values={values} onChange={set} />
          <div>
            <Button
              variant="contained"
              label="app.reports.run"
              disabled={!datesReady(values) || report.busy}
              onClick={() => report.run(reportRequest('spots_coverage_report', values))}
            />
          </div>
          <ReportProgress state={report} />
        </Stack>
      </CardContent>
    </Card>
  );
};
