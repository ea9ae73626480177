import { FilledInput, FormControl, FormHelperText, InputLabel } from '@mui/material';
import { type HTMLAttributes, useId } from 'react';

interface InputFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error?: boolean;
  helperText?: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
}

/**
 * A text field as react-admin's theme draws MUI's TextField (filled, dense), built from its parts:
 * TextField also brings Select with its menu, popover and transitions (10 KB of /login's 150).
 */
export const InputField = ({ name, label, helperText, error, inputMode, ...input }: InputFieldProps) => {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl error={error} fullWidth margin="dense" variant="filled" size="small">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <FilledInput
        id={id}
        name={name}
        {...input}
        inputProps={{ inputMode, 'aria-describedby': helperText ? helperId : undefined }}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
};
