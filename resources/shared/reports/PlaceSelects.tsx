import { MultiSelect } from './ReportFields';
import type { ReportFormValues } from './request';
import { useReportChoices } from './useReportChoices';

type Places = Pick<ReportFormValues, 'regions' | 'agencies' | 'cities'>;

const PLACES = ['regions', 'agencies', 'cities'] as const;

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
  const lists = useReportChoices(citiesResource);
  return PLACES.map((place) => (
    <MultiSelect
      key={place}
      label={`app.reports.${place}`}
      choices={lists[place].choices}
      error={lists[place].error}
      value={values[place]}
      onChange={(ids) => onChange({ [place]: ids })}
    />
  ));
};
