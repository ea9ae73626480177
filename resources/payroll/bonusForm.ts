import { ValidationError } from 'yup';
import { type BonusRow, bonusTaskSchema, PAYROLL_MESSAGES } from '../../domain/validation/payroll';

/**
 * The bonus form's state (part 2 §4 "Bonus form"): isValid null at the start, true on any edit,
 * false when a save is attempted with missing data; the error empty after a successful save and
 * the server's error otherwise; Save disabled once a save succeeded.
 */
export interface BonusFormState {
  dateFrom: string;
  dateTo: string;
  rows: BonusRow[];
  isValid: boolean | null;
  /** The missing-fields message, or the server's error (the form's error block). */
  error: string;
  saved: boolean;
  saving: boolean;
}

/** A new row: volume 0 and sum 0 (part 2 §5), every list empty. */
export const emptyRow = (): BonusRow => ({
  group: '',
  title: '',
  volume: 0,
  sumNewCustomer: 0,
  focusProducts: [],
  activities: [],
  devices: [],
  models: [],
});

export const initialBonusForm = (): BonusFormState => ({
  dateFrom: '',
  dateTo: '',
  rows: [emptyRow()],
  isValid: null,
  error: '',
  saved: false,
  saving: false,
});

/** A volume or sum as typed: never negative (a negative becomes 0), an integer, empty as 0. */
export const bonusAmount = (typed: string | number): number => {
  const n = typeof typed === 'number' ? typed : Number(String(typed).replace(',', '.'));
  if (!Number.isFinite(n) || n < 0) return 0;
  return Math.trunc(n);
};

export type BonusFormAction =
  | { type: 'dates'; dateFrom?: string; dateTo?: string }
  | { type: 'row'; index: number; row: Partial<BonusRow> }
  | { type: 'add' }
  | { type: 'remove'; index: number }
  | { type: 'missing' }
  | { type: 'saving' }
  | { type: 'saved' }
  | { type: 'failed'; error: string };

export const bonusFormReducer = (state: BonusFormState, action: BonusFormAction): BonusFormState => {
  switch (action.type) {
    case 'dates':
      return {
        ...state,
        dateFrom: action.dateFrom ?? state.dateFrom,
        dateTo: action.dateTo ?? state.dateTo,
        isValid: true,
      };
    case 'row':
      return {
        ...state,
        rows: state.rows.map((r, i) => (i === action.index ? { ...r, ...action.row } : r)),
        isValid: true,
      };
    case 'add':
      return { ...state, rows: [...state.rows, emptyRow()], isValid: true };
    case 'remove':
      return { ...state, rows: state.rows.filter((_, i) => i !== action.index), isValid: true };
    case 'missing':
      return { ...state, isValid: false, error: PAYROLL_MESSAGES.missing };
    case 'saving':
      return { ...state, saving: true };
    case 'saved':
      return { ...state, saving: false, saved: true, error: '' };
    case 'failed':
      return { ...state, saving: false, error: action.error };
  }
};

/** POST /calculationtask's body (part 2 §7): dates as YYYY-MM-DD, params { type: 'bonus', bonuses }. */
export const bonusRequest = (state: Pick<BonusFormState, 'dateFrom' | 'dateTo' | 'rows'>) => ({
  date_from: state.dateFrom,
  date_to: state.dateTo,
  params: {
    type: 'bonus' as const,
    bonuses: state.rows.map((r) => ({
      ...r,
      volume: bonusAmount(r.volume),
      sumNewCustomer: bonusAmount(r.sumNewCustomer),
    })),
  },
});

/** Whether the form may be sent: the same schema the server runs (domain/validation/payroll.ts). */
export const bonusFormComplete = async (state: BonusFormState) => {
  try {
    await bonusTaskSchema.validate(bonusRequest(state), { abortEarly: false });
    return true;
  } catch (error) {
    if (error instanceof ValidationError) return false;
    throw error;
  }
};
