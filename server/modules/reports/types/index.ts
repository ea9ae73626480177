import type { ReportType } from '../../../../domain/uploads';
import type { ReportFilters } from '../queries';
import type { ReportSheet } from '../writer';
import { dmCodesReport } from './dmCodes';
import { spotsCoverageReport } from './spotsCoverage';

/** Each report of REPORT_TYPES (domain/uploads.ts): the sheet it writes for the filters given. */
export const REPORT_SHEETS: Record<ReportType, (filters: ReportFilters, timeZone: string) => ReportSheet> = {
  dm_codes_report: dmCodesReport,
  spots_coverage_report: spotsCoverageReport,
};
