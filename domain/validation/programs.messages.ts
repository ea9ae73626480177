/** The words and constants of ./programs.ts without its schemas: the browser imports them without yup. */
/** Program limit periods (part 2 §5, §9) and their Russian labels. */
export const LIMIT_PERIODS = ['ALL_PERIOD', 'YEAR', 'MONTH', 'TWO_WEEKS', 'WEEK', 'DAY'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
export const LIMIT_PERIOD_LABELS: Record<LimitPeriod, string> = {
  ALL_PERIOD: 'за весь период',
  YEAR: 'в год',
  MONTH: 'в месяц',
  TWO_WEEKS: 'за две недели',
  WEEK: 'в неделю',
  DAY: 'в день',
};
export const PERIOD_MESSAGE = 'Выберите период из списка';
/** A program limits at most so many others (a list, not a bulk import). */
export const PROGRAM_LIMITS_MAX = 100;
export const PROGRAM_ID_TAKEN = 'Программа с таким ID уже существует';
export const PROGRAM_SELF_LIMIT = 'Программа не может ограничивать сама себя';

/** The displayed program id: the part of programId before a colon (part 2 §3). */
export const displayProgramId = (programId: string | null | undefined): string =>
  (programId ?? '').split(':')[0];
