import type { reportsRu } from './reports.ru';

/** The report forms' words in English. */
export const reportsEn: typeof reportsRu = {
  reports: {
    regions: 'Regions',
    agencies: 'Agencies',
    cities: 'Cities',
    activities: 'Activities',
    dateStart: 'Start date',
    dateEnd: 'End date',
    dropAll: 'Clear selection',
    run: 'Generate report',
    running: 'The report is being generated…',
    retrying: 'The process stopped while working: the report is being generated again…',
    downloading: 'Downloading the file…',
    done: 'The report is ready: %{filename}',
    failed: 'Execution failed',
    downloadFailed: 'Download failed',
    listFailed: 'Failed to load the list',
    citiesFailed: 'Failed to load the list of cities',
    dateOrder: 'The end date cannot be before the start date',
    allWhenEmpty: 'Empty list means all',
    coverageHint:
      'For each trade point: its sessions and contacts in the period; points without sessions are listed too.',
    dmReportTitle: 'Data Matrix codes report',
    noActivities: 'No activities in this period',
  },
};
