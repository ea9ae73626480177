import type { BonusRow, SalaryParams } from '../../../domain/validation/payroll';

/**
 * The payroll formulas (issue 25), the one place they are written; docs/payroll.md says the same
 * in words, with a worked example each. Pure functions of the figures the queries gather
 * (./inputs.ts), so a calculation is reproducible: the same inputs and data give the same figures.
 * Money is rounded to 2 decimals once, at the end of each figure; hours to 2 decimals.
 */

export const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

/* ---------------------------------------------------------------- salary */

/** What the queries read of one consultant's sessions in the period, in the chosen activity. */
export interface SalaryFacts {
  /** Σ hour_count of the sessions planned in the period (not DELETED). */
  plannedHours: number;
  /** Σ min(stop − start, hour_count) of the sessions worked (started and stopped, not CORRUPTED). */
  workedHours: number;
  /** Contacts of the worked sessions, and those with a registration or an exchange (domain/stats.ts). */
  contacts: number;
  effectiveContacts: number;
  /** Contacts with any of the chosen bonusValues sub-events. */
  bonusCount: number;
  /** The first worked session in the activity ever (epoch ms), null when none. */
  firstWorkedAt: number | null;
}

/** The activity's plan per worked hour (its contactCountPerHour, effectiveContactsPerHour). */
export interface SalaryPlan {
  contactCountPerHour: number | null;
  effectiveContactsPerHour: number | null;
}

export interface SalaryFigures {
  plannedHours: number;
  workedHours: number;
  contacts: number;
  contactsPlan: number;
  effectiveContacts: number;
  effectiveContactsPlan: number;
  /** Effective contacts against their plan, %. */
  completion: number;
  /** Effective contacts against all contacts, %. */
  conversion: number;
  trial: boolean;
  /** 0, 0.5 or 1: the share of the variable part paid. */
  tierFactor: number;
  base: number;
  fixed: number;
  variable: number;
  bonusCount: number;
  bonus: number;
  total: number;
}

const DAY_MS = 86_400_000;

/**
 * One consultant's salary:
 *   base = rate (params) × worked hours; fixed = base × (100 − percent) / 100;
 *   variable = base × percent / 100 × tierFactor, where tierFactor is 1 on trial, else 0 when the
 *   conversion is below its target, else 1 from tier2 % of the effective-contacts plan, 0.5 from
 *   tier1 %, 0 below; bonus = `bonus` once bonusTarget contacts with a chosen sub-event are reached;
 *   total = fixed + variable + bonus.
 * `periodEnd` is the instant after the period's last day; on trial: first worked session within
 * `trial` days before it.
 */
export const salaryOf = (facts: SalaryFacts, plan: SalaryPlan, p: SalaryParams, periodEnd: number) => {
  const workedHours = round2(facts.workedHours);
  const contactsPlan = Math.round((plan.contactCountPerHour ?? 0) * workedHours);
  const effectiveContactsPlan = Math.round((plan.effectiveContactsPerHour ?? 0) * workedHours);
  const completion = round2(
    effectiveContactsPlan > 0 ? (facts.effectiveContacts / effectiveContactsPlan) * 100 : 100,
  );
  const conversion = round2(facts.contacts > 0 ? (facts.effectiveContacts / facts.contacts) * 100 : 0);
  const trial =
    p.trial > 0 && facts.firstWorkedAt !== null && facts.firstWorkedAt >= periodEnd - p.trial * DAY_MS;
  const tierFactor = trial
    ? 1
    : p.conversion > 0 && conversion < p.conversion
      ? 0
      : completion >= p.tier2
        ? 1
        : completion >= p.tier1
          ? 0.5
          : 0;
  const base = round2(p.params * workedHours);
  const fixed = round2((base * (100 - p.percent)) / 100);
  const variable = round2(((base * p.percent) / 100) * tierFactor);
  const bonus =
    p.bonusValues.length > 0 && p.bonusTarget > 0 && facts.bonusCount >= p.bonusTarget ? p.bonus : 0;
  return {
    plannedHours: round2(facts.plannedHours),
    workedHours,
    contacts: facts.contacts,
    contactsPlan,
    effectiveContacts: facts.effectiveContacts,
    effectiveContactsPlan,
    completion,
    conversion,
    trial,
    tierFactor,
    base,
    fixed,
    variable,
    bonusCount: facts.bonusCount,
    bonus,
    total: round2(fixed + variable + bonus),
  } satisfies SalaryFigures;
};

/* ----------------------------------------------------------------- bonus */

export interface BonusLine {
  /** New customers (registrations) matching the row. */
  registrations: number;
  /** Those paid: at most the row's volume. */
  paid: number;
  sum: number;
}

/** A row's bonus for one person: min(registrations, volume) × sumNewCustomer. */
export const bonusLineOf = (row: Pick<BonusRow, 'volume' | 'sumNewCustomer'>, registrations: number) => {
  const paid = Math.min(registrations, row.volume);
  return { registrations, paid, sum: paid * row.sumNewCustomer } satisfies BonusLine;
};

/** A person's bonus over every row: their lines and the total. */
export const bonusOf = (rows: Pick<BonusRow, 'volume' | 'sumNewCustomer'>[], registrations: number[]) => {
  const lines = rows.map((row, i) => bonusLineOf(row, registrations[i] ?? 0));
  return { lines, total: lines.reduce((s, l) => s + l.sum, 0) };
};

/* ------------------------------------------------------------ attendance */

export interface AttendanceFacts {
  planned: number;
  worked: number;
  late: number;
  missed: number;
  corrupted: number;
  plannedHours: number;
  workedHours: number;
}

/** Attendance %: worked sessions against planned ones (0 when none were planned). */
export const attendanceOf = (f: AttendanceFacts) => ({
  ...f,
  plannedHours: round2(f.plannedHours),
  workedHours: round2(f.workedHours),
  attendance: round2(f.planned > 0 ? (f.worked / f.planned) * 100 : 0),
});
