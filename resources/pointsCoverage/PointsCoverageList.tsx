import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { PlaceSelects } from '../shared/reports/PlaceSelects';
import { DateRangeFields, ReportProgress, RunReportButton } from '../shared/reports/ReportFields';
import { datesReady, type ReportFormValues, reportRequest } from '../shared/reports/request';
import { useReport } from '../shared/reports/useReport';

const EMPTY: ReportFormValues = { dateStart: '', dateEnd: '', regions: [], agencies: [], cities: [] };

/**
 * Points coverage (part 2 §2, HQ): regions, agencies and cities (loaded on entry) and a date
 * range; «Сформировать отчёт» runs spots_coverage_report, shows its progress and saves the file.
 */
export const PointsCoverageList = () => {
  const translate = useTranslate();
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
          <PlaceSelects values={values} onChange={set} citiesResource="points-coverage" />
          <DateRangeFields values={values} onChange={set} />
          <RunReportButton
            disabled={!datesReady(values) || report.busy}
            onClick={() => report.run(reportRequest('spots_coverage_report', values))}
          />
          <ReportProgress state={report} />
        </Stack>
      </CardContent>
    </Card>
  );
};
