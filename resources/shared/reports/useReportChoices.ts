import { useGetList } from 'react-admin';
import type { Choice } from './ReportFields';

const ALL = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'title', order: 'ASC' as const } };

/** A list for a select: its choices by title, and the key of its loading failure. */
const useChoices = (resource: string, failed: string) => {
  const { data, error } = useGetList<Choice & { id: number }>(resource, ALL);
  const choices = [...(data ?? [])].sort((a, b) => a.title.localeCompare(b.title));
  return { choices, error: error ? failed : null };
};

/**
 * The regions, agencies and cities a report form chooses from, loaded on entry (part 2 §2
 * "Points coverage"), through the agency page's queries (HQ may read them); the points-coverage
 * page reads its cities as its own resource.
 */
export const useReportChoices = (citiesResource = 'agencyCity') => ({
  regions: useChoices('agencyRegion', 'app.reports.listFailed'),
  agencies: useChoices('agencies', 'app.reports.listFailed'),
  cities: useChoices(citiesResource, 'app.reports.citiesFailed'),
});
