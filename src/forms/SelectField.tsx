import { TextField, type TextFieldProps } from '@mui/material';

export interface Choice {
  id: string | number;
  name: string;
}

/** A native select (keyboard- and screen-reader-friendly), with an empty first choice. */
export const SelectField = ({
  choices,
  emptyLabel = '',
  ...props
}: TextFieldProps & { choices: readonly Choice[]; emptyLabel?: string }) => (
  <TextField {...props} select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
    <option value="">{emptyLabel}</option>
    {choices.map((choice) => (
      <option key={choice.id} value={String(choice.id)}>
        {choice.name}
      </option>
    ))}
  </TextField>
);
