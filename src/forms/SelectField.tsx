import { TextField, type TextFieldProps } from '@mui/material';

export interface Choice {
  id: string | number;
  name: string;
}

/**
 * A native select (keyboard- and screen-reader-friendly). Required: nothing chosen shows blank,
 * but the blank is not offered among the choices. Optional: a first choice that lifts the value,
 * named (`emptyLabel`, e.g. «Не важно»).
 */
export const SelectField = ({
  choices,
  emptyLabel = '',
  ...props
}: TextFieldProps & { choices: readonly Choice[]; emptyLabel?: string }) => (
  <TextField {...props} select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
    {props.required ? (
      <option value="" disabled hidden>
        {emptyLabel}
      </option>
    ) : (
      <option value="">{emptyLabel}</option>
    )}
    {choices.map((choice) => (
      <option key={choice.id} value={String(choice.id)}>
        {choice.name}
      </option>
    ))}
  </TextField>
);
