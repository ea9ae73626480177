import { Autocomplete, TextField } from '@mui/material';

export interface Option {
  id: string;
  title: string;
}

/** A multi-select of ids (part 2 §2 "Multi-selects for Activity, Focus product, Model and Color"). */
export const MultiSelect = ({
  label,
  options,
  value,
  onChange,
  disabled,
  testId,
}: {
  label: string;
  options: Option[];
  value: number[];
  onChange: (ids: number[]) => void;
  disabled?: boolean;
  testId?: string;
}) => {
  const chosen = options.filter((o) => value.includes(Number(o.id)));
  return (
    <Autocomplete
      multiple
      size="small"
      disabled={disabled}
      options={options}
      value={chosen}
      getOptionLabel={(o) => o.title}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_e, next) => onChange(next.map((o) => Number(o.id)))}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': testId } }}
        />
      )}
      sx={{ minWidth: 0 }}
      fullWidth
    />
  );
};
