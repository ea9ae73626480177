import { array, mixed, number, object, string } from 'yup';
import { MESSAGES } from '../messages';
import { CALCULATION_MAX_DAYS, CALCULATION_TYPES, type CalculationType } from '../payroll';
import { idRef } from './common';
import { PAYROLL_MESSAGES } from './payroll.messages';
import { isReportDate } from './reports';

export * from './payroll.messages';

/**
 * The payroll forms' schemas (issue 25), one per form, run by the browser and by the server
 * (POST /api/calculationtask/): the bonus form, the salary dialog and the attendance dialog. Each
 * body is { date_from, date_to, params: { type, ... } } (part 2 §7); the server picks the schema by
 * params.type (calculationSchemaOf).
 */

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** The most rows, people or departments one form may carry. */
export const PAYROLL_LIST_MAX = 100;
export const PAYROLL_PEOPLE_MAX = 5000;
/** The largest amount or count a field takes (an integer PostgreSQL and exceljs keep exactly). */
export const PAYROLL_NUMBER_MAX = 1_000_000_000;

/** A period's dates: both required (YYYY-MM-DD), the start not after the end (part 2 §2, §5). */
const period = (missing: string) => ({
  date_from: string()
    .strict()
    .required(missing)
    .test('date', PAYROLL_MESSAGES.dateFormat, (v) => v == null || v === '' || isReportDate(v))
    .test('order', PAYROLL_MESSAGES.startAfterEnd, function order(from) {
      const to = this.parent.date_to;
      return !isReportDate(from) || !isReportDate(to) || from <= to;
    }),
  date_to: string()
    .strict()
    .required(missing)
    .test('date', PAYROLL_MESSAGES.dateFormat, (v) => v == null || v === '' || isReportDate(v))
    .test('order', PAYROLL_MESSAGES.dateOrder, function order(to) {
      const from = this.parent.date_from;
      return !isReportDate(from) || !isReportDate(to) || from <= to;
    })
    .test('length', PAYROLL_MESSAGES.periodTooLong, function length(to) {
      const from = this.parent.date_from;
      return (
        !isReportDate(from) || !isReportDate(to) || dayNumber(to) - dayNumber(from) < CALCULATION_MAX_DAYS
      );
    }),
});

const ids = (max = PAYROLL_LIST_MAX) =>
  array().of(idRef().required(MESSAGES.required)).max(max, MESSAGES.tooManyItems(max)).default([]);

/**
 * A bonus row's volume or sum (part 2 §5): a negative input becomes 0, the value is an integer,
 * and zero counts as empty (the missing-fields message).
 */
export const bonusNumber = () =>
  number()
    .typeError(MESSAGES.mustBeNumber)
    .transform((v) => (typeof v === 'number' && v < 0 ? 0 : v))
    .integer(PAYROLL_MESSAGES.wholeNumber)
    .max(PAYROLL_NUMBER_MAX, PAYROLL_MESSAGES.wholeNumber)
    .required(PAYROLL_MESSAGES.missing)
    .test('filled', PAYROLL_MESSAGES.missing, (v) => v == null || v !== 0);

const bonusText = () => string().strict().trim().max(255).required(PAYROLL_MESSAGES.missing);

/** Part 2 §3 "Bonus task row". */
export const bonusRowSchema = object({
  group: bonusText(),
  title: bonusText(),
  volume: bonusNumber(),
  sumNewCustomer: bonusNumber(),
  focusProducts: ids(),
  activities: ids(),
  devices: ids(),
  models: ids(),
});

/** The bonus form (part 2 §2, §5, §7): POST /calculationtask with params { type: 'bonus', bonuses }. */
export const bonusTaskSchema = object({
  ...period(PAYROLL_MESSAGES.missing),
  params: object({
    type: string().strict().required(MESSAGES.required).oneOf(['bonus'], PAYROLL_MESSAGES.unknownType),
    bonuses: array()
      .of(bonusRowSchema)
      .required(PAYROLL_MESSAGES.missing)
      .min(1, PAYROLL_MESSAGES.missing)
      .max(PAYROLL_LIST_MAX, PAYROLL_MESSAGES.tooManyRows),
  }).required(PAYROLL_MESSAGES.missing),
});

const amount = () =>
  number()
    .typeError(MESSAGES.mustBeNumber)
    .integer(PAYROLL_MESSAGES.wholeNumber)
    .min(0, PAYROLL_MESSAGES.notNegative)
    .max(PAYROLL_NUMBER_MAX, PAYROLL_MESSAGES.wholeNumber);

const percent = () =>
  number()
    .typeError(MESSAGES.mustBeNumber)
    .min(0, PAYROLL_MESSAGES.percent)
    .max(100, PAYROLL_MESSAGES.percent);

/** The sub-events a salary's bonus target may count (docs/payroll.md "Salary"). */
export const BONUS_VALUES = ['registration', 'exchange', 'compliment', 'review'] as const;
export type BonusValue = (typeof BONUS_VALUES)[number];

/**
 * The salary dialog (part 2 §3 "Salary form": department, startDate, stopDate, activity, params,
 * conversion, percent, tier1, tier2, trial, bonusValues, bonus, bonusTarget), sent as
 * { date_from: startDate, date_to: stopDate, params: { type: 'salary', ... } }. What each figure
 * means: docs/payroll.md "Salary".
 */
export const salaryTaskSchema = object({
  ...period(MESSAGES.required),
  params: object({
    type: string().strict().required(MESSAGES.required).oneOf(['salary'], PAYROLL_MESSAGES.unknownType),
    department: idRef().nullable().default(null),
    activity: idRef().required(MESSAGES.required),
    /** The hourly rate (the spec's `params`). */
    params: amount().required(MESSAGES.required),
    conversion: percent().required(MESSAGES.required),
    percent: percent().required(MESSAGES.required),
    tier1: percent().required(MESSAGES.required),
    tier2: percent()
      .required(MESSAGES.required)
      .test('order', PAYROLL_MESSAGES.tierOrder, function order(tier2) {
        const tier1 = this.parent.tier1;
        return typeof tier1 !== 'number' || typeof tier2 !== 'number' || tier2 >= tier1;
      }),
    trial: amount().max(366, PAYROLL_MESSAGES.wholeNumber).required(MESSAGES.required),
    bonusValues: array()
      .of(
        mixed<BonusValue>()
          .oneOf([...BONUS_VALUES], MESSAGES.unknownReference)
          .required(MESSAGES.required),
      )
      .max(BONUS_VALUES.length)
      .default([]),
    bonus: amount().required(MESSAGES.required),
    bonusTarget: amount().required(MESSAGES.required),
  }).required(MESSAGES.required),
});

/**
 * The attendance dialog (the spec does not show its payload; docs/payroll.md "Attendance"):
 * { date_from, date_to, params: { type: 'attendance', users, departments, lateMinutes } }. No
 * people and no departments: everyone with sessions in the period.
 */
export const attendanceTaskSchema = object({
  ...period(MESSAGES.required),
  params: object({
    type: string().strict().required(MESSAGES.required).oneOf(['attendance'], PAYROLL_MESSAGES.unknownType),
    users: ids(PAYROLL_PEOPLE_MAX),
    departments: ids(),
    lateMinutes: amount()
      .max(24 * 60, PAYROLL_MESSAGES.wholeNumber)
      .default(15),
  }).required(MESSAGES.required),
});

export const CALCULATION_SCHEMAS = {
  bonus: bonusTaskSchema,
  salary: salaryTaskSchema,
  attendance: attendanceTaskSchema,
} as const;

/** The schema of a body's params.type, or null when it names no calculation. */
export const calculationSchemaOf = (body: unknown) => {
  const type = (body as { params?: { type?: unknown } } | null)?.params?.type;
  return (CALCULATION_TYPES as readonly unknown[]).includes(type)
    ? CALCULATION_SCHEMAS[type as CalculationType]
    : null;
};

export interface BonusRow {
  group: string;
  title: string;
  volume: number;
  sumNewCustomer: number;
  focusProducts: number[];
  activities: number[];
  devices: number[];
  models: number[];
}
export interface BonusParams {
  type: 'bonus';
  bonuses: BonusRow[];
}
export interface SalaryParams {
  type: 'salary';
  department: number | null;
  activity: number;
  params: number;
  conversion: number;
  percent: number;
  tier1: number;
  tier2: number;
  trial: number;
  bonusValues: BonusValue[];
  bonus: number;
  bonusTarget: number;
}
export interface AttendanceParams {
  type: 'attendance';
  users: number[];
  departments: number[];
  lateMinutes: number;
}
export type CalculationParams = BonusParams | SalaryParams | AttendanceParams;
export interface CalculationInput<P extends CalculationParams = CalculationParams> {
  date_from: string;
  date_to: string;
  params: P;
}
