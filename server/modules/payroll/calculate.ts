import type pg from 'pg';
import type { CalculationType } from '../../../domain/payroll';
import {
  type AttendanceParams,
  type BonusParams,
  PAYROLL_MESSAGES,
  type SalaryParams,
} from '../../../domain/validation/payroll';
import { attendanceOf, bonusOf, round2, salaryOf } from './formulas';
import { activityPlanOf, attendanceFacts, bonusFacts, periodOf, salaryFacts } from './inputs';
import { PERSON_COLUMNS, personCells, SUMMARY_LABELS, sum, summarySheet, yesNo } from './sheets';
import type { CalculationSheet } from './workbook';

/** A calculation's failure worded for HQ (shown on the list as its reason). */
export class CalculationRefused extends Error {}

/** One summary figure: its key (app.payroll.figures.<key>) and value. */
export interface SummaryFigure {
  key: string;
  value: number | string;
}

/** What a finished calculation keeps for the list and the public Calculation page. */
export interface CalculationSummary {
  type: CalculationType;
  dateFrom: string;
  dateTo: string;
  title: string | null;
  people: number;
  figures: SummaryFigure[];
  /** The bonus rows' totals. */
  groups?: {
    group: string;
    title: string;
    people: number;
    registrations: number;
    paid: number;
    sum: number;
  }[];
}

export interface Calculated {
  sheets: CalculationSheet[];
  summary: CalculationSummary;
  rowCount: number;
}

interface Task {
  type: CalculationType;
  dateFrom: string;
  dateTo: string;
  params: unknown;
}

const salary = async (client: pg.PoolClient, task: Task, progress: (n: number) => Promise<void>) => {
  const p = task.params as SalaryParams;
  const plan = await activityPlanOf(client, p.activity);
  if (!plan) throw new CalculationRefused(PAYROLL_MESSAGES.unknownActivity);
  const { from, to } = await periodOf(client, task.dateFrom, task.dateTo);
  const people = await salaryFacts(client, p.activity, from, to, p.bonusValues);
  await progress(60);
  if (!people.length) throw new CalculationRefused(PAYROLL_MESSAGES.noPeople);
  const lines = people.map(({ person, facts }) => ({ person, f: salaryOf(facts, plan, p, to.getTime()) }));
  const summary: CalculationSummary = {
    type: 'salary',
    dateFrom: task.dateFrom,
    dateTo: task.dateTo,
    title: plan.title,
    people: lines.length,
    figures: [
      { key: 'plannedHours', value: round2(sum(lines, (l) => l.f.plannedHours)) },
      { key: 'workedHours', value: round2(sum(lines, (l) => l.f.workedHours)) },
      { key: 'contacts', value: sum(lines, (l) => l.f.contacts) },
      { key: 'effectiveContacts', value: sum(lines, (l) => l.f.effectiveContacts) },
      { key: 'onTrial', value: lines.filter((l) => l.f.trial).length },
      { key: 'fixed', value: round2(sum(lines, (l) => l.f.fixed)) },
      { key: 'variable', value: round2(sum(lines, (l) => l.f.variable)) },
      { key: 'bonus', value: round2(sum(lines, (l) => l.f.bonus)) },
      { key: 'total', value: round2(sum(lines, (l) => l.f.total)) },
    ],
  };
  const sheet: CalculationSheet = {
    name: 'Зарплата',
    columns: [
      ...PERSON_COLUMNS,
      ...[
        'Часы по плану',
        'Часы отработаны',
        'Контакты',
        'План контактов',
        'Эффективные контакты',
        'План эффективных',
        'Выполнение плана, %',
        'Конверсия, %',
        'Испытательный срок',
        'Доля переменной части',
        'База',
        'Постоянная часть',
        'Переменная часть',
        'Контакты для бонуса',
        'Бонус',
        'Итого',
      ].map((header) => ({ header, width: 14 })),
    ],
    rows: lines.map(({ person, f }) => [
      ...personCells(person),
      f.plannedHours,
      f.workedHours,
      f.contacts,
      f.contactsPlan,
      f.effectiveContacts,
      f.effectiveContactsPlan,
      f.completion,
      f.conversion,
      yesNo(f.trial),
      f.tierFactor,
      f.base,
      f.fixed,
      f.variable,
      f.bonusCount,
      f.bonus,
      f.total,
    ]),
  };
  const params: SummaryFigure[] = [
    { key: 'rate', value: p.params },
    { key: 'percent', value: p.percent },
    { key: 'conversionTarget', value: p.conversion },
    { key: 'tier1', value: p.tier1 },
    { key: 'tier2', value: p.tier2 },
    { key: 'trialDays', value: p.trial },
    { key: 'bonusAmount', value: p.bonus },
    { key: 'bonusTarget', value: p.bonusTarget },
  ];
  const summaryRows = summarySheet({ ...summary, figures: [...params, ...summary.figures] }, SUMMARY_LABELS);
  return { sheets: [sheet, summaryRows], summary, rowCount: lines.length };
};

const bonus = async (client: pg.PoolClient, task: Task, progress: (n: number) => Promise<void>) => {
  const p = task.params as BonusParams;
  const { from, to } = await periodOf(client, task.dateFrom, task.dateTo);
  const people = await bonusFacts(client, p.bonuses, from, to);
  await progress(60);
  if (!people.length) throw new CalculationRefused(PAYROLL_MESSAGES.noPeople);
  const lines = people.map(({ person, registrations }) => ({ person, b: bonusOf(p.bonuses, registrations) }));
  const groups = p.bonuses.map((row, i) => ({
    group: row.group,
    title: row.title,
    people: lines.filter((l) => l.b.lines[i].registrations > 0).length,
    registrations: sum(lines, (l) => l.b.lines[i].registrations),
    paid: sum(lines, (l) => l.b.lines[i].paid),
    sum: sum(lines, (l) => l.b.lines[i].sum),
  }));
  const summary: CalculationSummary = {
    type: 'bonus',
    dateFrom: task.dateFrom,
    dateTo: task.dateTo,
    title: null,
    people: lines.length,
    figures: [
      { key: 'registrations', value: sum(groups, (g) => g.registrations) },
      { key: 'paidRegistrations', value: sum(groups, (g) => g.paid) },
      { key: 'total', value: sum(lines, (l) => l.b.total) },
    ],
    groups,
  };
  const rowName = (i: number) => `${p.bonuses[i].group} / ${p.bonuses[i].title}`;
  const sheet: CalculationSheet = {
    name: 'Бонусы',
    columns: [
      ...PERSON_COLUMNS,
      ...p.bonuses.flatMap((_, i) => [
        { header: `${rowName(i)}: новые клиенты`, width: 16 },
        { header: `${rowName(i)}: к оплате`, width: 14 },
        { header: `${rowName(i)}: сумма`, width: 14 },
      ]),
      { header: 'Итого', width: 14 },
    ],
    rows: lines.map(({ person, b }) => [
      ...personCells(person),
      ...b.lines.flatMap((l) => [l.registrations, l.paid, l.sum]),
      b.total,
    ]),
  };
  const summaryRows: CalculationSheet = {
    name: 'Итоги',
    columns: [
      { header: 'Группа', width: 20 },
      { header: 'Бонус', width: 24 },
      { header: 'Объём', width: 10 },
      { header: 'Сумма за клиента', width: 14 },
      { header: 'Человек с клиентами', width: 14 },
      { header: 'Новые клиенты', width: 14 },
      { header: 'К оплате', width: 12 },
      { header: 'Сумма', width: 14 },
    ],
    rows: [
      ...groups.map((g, i) => [
        g.group,
        g.title,
        p.bonuses[i].volume,
        p.bonuses[i].sumNewCustomer,
        g.people,
        g.registrations,
        g.paid,
        g.sum,
      ]),
      [
        'Итого',
        `${task.dateFrom} — ${task.dateTo}`,
        '',
        '',
        lines.length,
        ...summary.figures.map((f) => f.value),
      ],
    ],
  };
  return { sheets: [sheet, summaryRows], summary, rowCount: lines.length };
};

const attendance = async (client: pg.PoolClient, task: Task, progress: (n: number) => Promise<void>) => {
  const p = task.params as AttendanceParams;
  const { from, to } = await periodOf(client, task.dateFrom, task.dateTo);
  const people = await attendanceFacts(client, from, to, p);
  await progress(60);
  if (!people.length) throw new CalculationRefused(PAYROLL_MESSAGES.noPeople);
  const lines = people.map(({ person, facts }) => ({ person, a: attendanceOf(facts) }));
  const planned = sum(lines, (l) => l.a.planned);
  const worked = sum(lines, (l) => l.a.worked);
  const summary: CalculationSummary = {
    type: 'attendance',
    dateFrom: task.dateFrom,
    dateTo: task.dateTo,
    title: null,
    people: lines.length,
    figures: [
      { key: 'plannedSessions', value: planned },
      { key: 'workedSessions', value: worked },
      { key: 'lateSessions', value: sum(lines, (l) => l.a.late) },
      { key: 'missedSessions', value: sum(lines, (l) => l.a.missed) },
      { key: 'corruptedSessions', value: sum(lines, (l) => l.a.corrupted) },
      { key: 'plannedHours', value: round2(sum(lines, (l) => l.a.plannedHours)) },
      { key: 'workedHours', value: round2(sum(lines, (l) => l.a.workedHours)) },
      { key: 'attendance', value: round2(planned ? (worked / planned) * 100 : 0) },
    ],
  };
  const sheet: CalculationSheet = {
    name: 'Посещаемость',
    columns: [
      ...PERSON_COLUMNS,
      ...[
        'Сессий по плану',
        'Отработано',
        'Опоздания',
        'Пропущено',
        'Нарушения',
        'Часы по плану',
        'Часы отработаны',
        'Посещаемость, %',
      ].map((header) => ({ header, width: 14 })),
    ],
    rows: lines.map(({ person, a }) => [
      ...personCells(person),
      a.planned,
      a.worked,
      a.late,
      a.missed,
      a.corrupted,
      a.plannedHours,
      a.workedHours,
      a.attendance,
    ]),
  };
  return {
    sheets: [sheet, summarySheet(summary, SUMMARY_LABELS)],
    summary,
    rowCount: lines.length,
  };
};

const CALCULATORS = { salary, bonus, attendance };

/**
 * Reads the task's inputs in one read-only repeatable-read snapshot and computes its sheets and
 * summary (formulas.ts). `progress` reports 0-100 as it goes.
 */
export const calculate = async (pool: pg.Pool, task: Task, progress: (n: number) => Promise<void>) => {
  const client = await pool.connect();
  try {
    await client.query('begin transaction isolation level repeatable read read only');
    const result: Calculated = await CALCULATORS[task.type](client, task, progress);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
};
