import { sanitizeFileName } from './uploads';

/**
 * Payroll calculations (issue 25; part 2 §2 "/salaries", §3 "Calculation task"): their types, the
 * states a task goes through, and the download-name rule. The formulas are in
 * server/modules/payroll/formulas.ts, explained in docs/payroll.md (shown in the app at
 * /salaries/formulas).
 */
export const CALCULATION_TYPES = ['salary', 'bonus', 'attendance'] as const;
export type CalculationType = (typeof CALCULATION_TYPES)[number];

export const isCalculationType = (value: unknown): value is CalculationType =>
  (CALCULATION_TYPES as readonly unknown[]).includes(value);

/**
 * A task's states (the spec does not show them): queued until a worker takes it, running (with
 * progress), retrying after its process stopped, then finished or failed (with its reason).
 */
export const CALCULATION_STATUSES = ['queued', 'running', 'retrying', 'finished', 'failed'] as const;
export type CalculationStatus = (typeof CALCULATION_STATUSES)[number];
export const CALCULATION_UNFINISHED: readonly CalculationStatus[] = ['queued', 'running', 'retrying'];

/** The list refreshes its unfinished tasks this often (part 2 §9 "Report status polling delay"). */
export const CALCULATION_POLL_MS = 5000;
/** Calculation files and rows are kept this many days, then removed by the housekeeping job. */
export const CALCULATION_KEEP_DAYS = 90;
/** The longest period one calculation covers (a year and a day). */
export const CALCULATION_MAX_DAYS = 366;
/** Calculations per page of the list. */
export const CALCULATIONS_PER_PAGE = 20;

/** The name a finished calculation downloads as: its type, dates and number, sanitised (part 2 §5). */
export const calculationFileName = (type: CalculationType, dateFrom: string, dateTo: string, id: number) =>
  sanitizeFileName(`${type}_${dateFrom}_${dateTo}_${id}.xlsx`);

/** The file base address of a calculation: its files are served under it (HQ only). */
export const calculationFileBase = (id: number | string) => `/api/calculationtask/${id}/file/`;

/**
 * The 'Скачать' address (part 2 §2): the file base address plus the file name with every
 * character other than letters, digits and dots replaced by an underscore, plus a trailing slash.
 */
export const calculationDownloadUrl = (fileBase: string, filename: string) =>
  `${fileBase}${sanitizeFileName(filename)}/`;
