import 'dayjs/locale/en-gb';
import 'dayjs/locale/ru';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, ruRU } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useState } from 'react';
import { FieldTitle, InputHelperText, useInput, useLocaleState } from 'react-admin';

/** How the forms hold a date and a moment: the strings a native date input gave them. */
const VALUE_FORMAT = { date: 'YYYY-MM-DD', dateTime: 'YYYY-MM-DDTHH:mm' };
/** A half-typed date: a value the schemas refuse with their own message (DateInputs.tsx's HALF_TYPED). */
export const INVALID_DATE = 'invalid';

export interface DateTextFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  label: ReactNode;
  withTime?: boolean;
  name?: string;
  id?: string;
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  fullWidth?: boolean;
  margin?: 'dense' | 'normal' | 'none';
  disabled?: boolean;
  size?: 'small' | 'medium';
  /** The picker's bounds, YYYY-MM-DD (a report's range: the start not after the end). */
  minDate?: string;
  maxDate?: string;
}

const toDayjs = (value: string) => {
  if (!value || value === INVALID_DATE) return null;
  const date = dayjs(value);
  return date.isValid() ? date : null;
};

/**
 * A date (or date and time) typed or picked as DD.MM.YYYY and 24-hour HH:mm whatever the
 * browser's locale (dayjs's `ru`); the picker's own words follow the interface language.
 */
export const DateTextField = ({
  value,
  onChange,
  onBlur,
  label,
  withTime = false,
  name,
  id,
  error,
  helperText,
  required,
  fullWidth,
  margin,
  disabled,
  size,
  minDate,
  maxDate,
}: DateTextFieldProps) => {
  const [locale] = useLocaleState();
  const format = withTime ? VALUE_FORMAT.dateTime : VALUE_FORMAT.date;
  // The picker keeps what is typed, half-typed too; the form gets its string.
  const [date, setDate] = useState<Dayjs | null>(() => toDayjs(value));
  const shown = date?.isValid() ? date.format(format) : date ? INVALID_DATE : '';
  const current = shown === value ? date : toDayjs(value);
  const common = {
    label,
    value: current,
    enableAccessibleFieldDOMStructure: false as const,
    disabled,
    ...(minDate && toDayjs(minDate) ? { minDate: toDayjs(minDate) as Dayjs } : {}),
    ...(maxDate && toDayjs(maxDate) ? { maxDate: toDayjs(maxDate) as Dayjs } : {}),
    onChange: (next: Dayjs | null) => {
      setDate(next);
      onChange(next == null ? '' : next.isValid() ? next.format(format) : INVALID_DATE);
    },
    slotProps: { textField: { name, id, error, helperText, required, fullWidth, margin, size, onBlur } },
  };
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      // Month and day names in the interface language; the field reads DD.MM.YYYY (24 h) in both.
      adapterLocale={locale === 'en' ? 'en-gb' : 'ru'}
      localeText={(locale === 'en' ? enUS : ruRU).components.MuiLocalizationProvider.defaultProps.localeText}
    >
      {withTime ? (
        <DateTimePicker {...common} ampm={false} format="DD.MM.YYYY HH:mm" />
      ) : (
        <DatePicker {...common} format="DD.MM.YYYY" />
      )}
    </LocalizationProvider>
  );
};

export interface DatePickerInputProps {
  source: string;
  label: string;
  isRequired?: boolean;
  withTime?: boolean;
  fullWidth?: boolean;
  helperText?: string;
  disabled?: boolean;
  /** A filter's: a half-typed date leaves the filter as it was (a form's shows the schema's message). */
  wholeOnly?: boolean;
  /** Read by react-admin's filter form from the element's props. */
  alwaysOn?: boolean;
}

/** DateTextField as a react-admin input. */
export const DatePickerInput = ({
  source,
  label,
  isRequired,
  withTime,
  fullWidth,
  helperText,
  disabled,
  wholeOnly,
}: DatePickerInputProps) => {
  const { field, fieldState, isRequired: required, id } = useInput({ source, isRequired });
  return (
    <DateTextField
      value={typeof field.value === 'string' ? field.value : field.value ? dayjs(field.value).format() : ''}
      onChange={(value) => {
        if (!(wholeOnly && value === INVALID_DATE)) field.onChange(value);
      }}
      onBlur={field.onBlur}
      name={field.name}
      id={id}
      withTime={withTime}
      label={<FieldTitle label={label} source={source} isRequired={required} />}
      error={fieldState.invalid}
      helperText={<InputHelperText error={fieldState.error?.message} helperText={helperText} />}
      fullWidth={fullWidth}
      disabled={disabled}
      margin="dense"
    />
  );
};
