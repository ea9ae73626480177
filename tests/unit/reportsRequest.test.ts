import { describe, expect, it } from 'vitest';
import { DROP_ALL, normaliseSelection, reportRequest } from '../../resources/shared/reports/request';

describe('report form values', () => {
  it('clears a selection holding the drop-all value and keeps each id once', () => {
    expect(normaliseSelection([3, 1, 3, '1'])).toEqual([3, 1]);
    expect(normaliseSelection([3, DROP_ALL, 1])).toEqual([]);
  });

  it('leaves empty lists out of the request (part 2 §5) and puts cities in units', () => {
    const values = { dateStart: '2026-11-01', dateEnd: '2026-11-30', regions: [], agencies: [], cities: [] };
    expect(reportRequest('spots_coverage_report', values)).toEqual({
      report: 'spots_coverage_report',
      date_start: '2026-11-01',
      date_end: '2026-11-30',
    });
    expect(
      reportRequest('dm_codes_report', { ...values, regions: [2], cities: [9], activities: [4] }),
    ).toEqual({
      report: 'dm_codes_report',
      date_start: '2026-11-01',
      date_end: '2026-11-30',
      units: [9],
      params: { regions: [2], activities: [4] },
    });
  });
});
