import { MultiSelect } from './ReportFields';
import type { ReportFormValues } from './request';
import { useReportChoices } from './useReportChoices';

type Places = Pick<ReportFormValues, 'regions' | 'agencies' | 'cities'>;

/**
 * The regions, agencies and cities of a report form (part 2 §2, §3), loaded on entry; the
 * points-coverage page reads its cities as its own resource (`citiesResource`).
 */
export const PlaceSelects = ({
  values,
  onChange,
  citiesResource,
}: {
  values: Places;
  onChange: (part: Partial<Places>) => void;
  citiesResource?: string;
}) => {
  const { regions, agencies, cities } = useReportChoices(citiesResource);
  return (
    <>
      <MultiSelect
        label="app.reports.regions"
        choices={regions.choices}
        error={regions.error}
        value={values.regions}
        onChange={(ids) => onChange({ regions: ids })}
      />
      <MultiSelect
        label="app.reports.agencies"
        choices={agencies.choices}
        error={agencies.error}
        value={values.agencies}
        onChange={(ids) => onChange({ agencies: ids })}
      />
      <MultiSelect
        label="app.reports.cities"
        choices={cities.choices}
        error={cities.error}
        value={values.cities}
        onChange={(ids) => onChange({ cities: ids })}
      />
    </>
  );
};
