import { TextField } from '@mui/material';
import { lazy, type ReactNode, Suspense } from 'react';
import type { DatePickerInputProps, DateTextFieldProps } from './datePickers';

/** What DateTextField gives for a half-typed date (datePickers.tsx's INVALID_DATE, kept light here). */
export const HALF_TYPED = 'invalid';
/** Whether a DateTextField's value is a whole date (not empty, not half-typed). */
export const isWholeDate = (value: string) => value !== '' && value !== HALF_TYPED;

// The pickers are heavy: fetched when a screen that has a date input first renders.
const load = () => import('./datePickers');
const LazyDateTextField = lazy(() => load().then((m) => ({ default: m.DateTextField })));
const LazyDatePickerInput = lazy(() => load().then((m) => ({ default: m.DatePickerInput })));

const Loading = ({ label, fullWidth }: { label: ReactNode; fullWidth?: boolean }) => (
  <TextField
    label={label}
    disabled
    fullWidth={fullWidth}
    margin="dense"
    slotProps={{ inputLabel: { shrink: true } }}
  />
);

/** A date (DD.MM.YYYY) or, `withTime`, a moment (DD.MM.YYYY HH:mm) held as a string by a plain form. */
export const DateTextField = (props: DateTextFieldProps) => (
  <Suspense fallback={<Loading label={props.label} fullWidth={props.fullWidth} />}>
    <LazyDateTextField {...props} />
  </Suspense>
);

/** react-admin's DateInput, typed and shown as DD.MM.YYYY; the value stays YYYY-MM-DD. */
export const DateInput = (props: Omit<DatePickerInputProps, 'withTime'>) => (
  <Suspense fallback={<Loading label={props.label} fullWidth={props.fullWidth} />}>
    <LazyDatePickerInput {...props} />
  </Suspense>
);

/** A list filter's day: DateInput that keeps the filter until a whole date is typed. */
export const DateFilterInput = (props: Omit<DatePickerInputProps, 'withTime' | 'wholeOnly'>) => (
  <DateInput {...props} wholeOnly />
);

/** react-admin's DateTimeInput, typed and shown as DD.MM.YYYY HH:mm (24 h); the value stays YYYY-MM-DDTHH:mm. */
export const DateTimeInput = (props: Omit<DatePickerInputProps, 'withTime'>) => (
  <Suspense fallback={<Loading label={props.label} fullWidth={props.fullWidth} />}>
    <LazyDatePickerInput {...props} withTime />
  </Suspense>
);
