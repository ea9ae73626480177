import type { CalculationSummary } from './calculate';
import type { Person } from './inputs';
import type { CalculationSheet } from './workbook';

/** What every calculation's file shares: the person columns and the summary sheet 'Итоги'. */

export const PERSON_COLUMNS = [
  { header: 'ID', width: 8 },
  { header: 'Фамилия', width: 20 },
  { header: 'Имя', width: 16 },
  { header: 'Агентство', width: 24 },
];
export const personCells = (p: Person) => [p.id, p.lastName, p.firstName, p.agency ?? ''];
export const yesNo = (b: boolean) => (b ? 'Да' : 'Нет');
export const sum = <T>(items: T[], of: (t: T) => number) => items.reduce((s, t) => s + of(t), 0);

export const summarySheet = (
  summary: Pick<CalculationSummary, 'dateFrom' | 'dateTo' | 'title' | 'people' | 'figures'>,
  labels: Record<string, string>,
): CalculationSheet => ({
  name: 'Итоги',
  columns: [
    { header: 'Показатель', width: 40 },
    { header: 'Значение', width: 20 },
  ],
  rows: [
    ['Период', `${summary.dateFrom} — ${summary.dateTo}`],
    ...(summary.title ? [['Активность', summary.title]] : []),
    ['Человек', summary.people],
    ...summary.figures.map((f) => [labels[f.key] ?? f.key, f.value]),
  ],
});

/** The summary sheet's Russian labels of the figures (the browser translates the same keys). */
export const SUMMARY_LABELS: Record<string, string> = {
  rate: 'Ставка за час',
  percent: 'Переменная часть, %',
  conversionTarget: 'Целевая конверсия, %',
  tier1: 'Порог 1, % плана',
  tier2: 'Порог 2, % плана',
  trialDays: 'Испытательный срок, дней',
  bonusAmount: 'Бонус',
  bonusTarget: 'Цель бонуса',
  plannedHours: 'Часы по плану',
  workedHours: 'Часы отработаны',
  contacts: 'Контакты',
  effectiveContacts: 'Эффективные контакты',
  onTrial: 'На испытательном сроке',
  fixed: 'Постоянная часть',
  variable: 'Переменная часть',
  bonus: 'Бонусы',
  total: 'Итого к оплате',
  registrations: 'Новые клиенты',
  paidRegistrations: 'Новые клиенты к оплате',
  plannedSessions: 'Сессий по плану',
  workedSessions: 'Сессий отработано',
  lateSessions: 'Опоздания',
  missedSessions: 'Пропущено',
  corruptedSessions: 'Нарушения',
  attendance: 'Посещаемость, %',
};
