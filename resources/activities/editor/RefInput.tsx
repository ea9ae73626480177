import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useController } from 'react-hook-form';
import { fetchChoices, type Ref } from '../api';

/** The choices a search finds, and the titles of the ids the field holds (deleted ones too). */
const useRefChoices = (kind: string, search: string, ids: number[]) => {
  const found = useQuery({
    queryKey: ['activityChoices', kind, search],
    queryFn: () => fetchChoices(kind, { search }),
    staleTime: 60_000,
  });
  const held = useQuery({
    queryKey: ['activityChoicesById', kind, [...ids].sort().join(',')],
    queryFn: () => fetchChoices(kind, { ids: ids.map(String) }),
    enabled: ids.length > 0,
    staleTime: 60_000,
  });
  const byId = new Map<string, Ref>();
  for (const r of [...(held.data ?? []), ...(found.data ?? [])]) byId.set(r.id, r);
  return { byId, options: found.data ?? [], loading: found.isFetching };
};

interface RefInputProps {
  /** The field's path in the form. */
  source: string;
  /** The kind of record (server/modules/activities/choicesSchema.ts). */
  kind: string;
  label: string;
  multiple?: boolean;
  disabled?: boolean;
}

/**
 * A reference (or a list of them) chosen among the live rows of the reference data, searched as
 * one types; the field's error (the form's or the server's) shows under it.
 */
export const RefInput = ({ source, kind, label, multiple = false, disabled }: RefInputProps) => {
  const translate = useTranslate();
  const { field, fieldState } = useController({ name: source });
  const [search, setSearch] = useState('');
  const ids: number[] = multiple
    ? ((field.value as number[] | null) ?? [])
    : field.value == null
      ? []
      : [Number(field.value)];
  const { byId, options, loading } = useRefChoices(kind, search, ids);
  const toRef = (id: number): Ref => byId.get(String(id)) ?? { id: String(id), title: `#${id}` };
  const value = multiple ? ids.map(toRef) : ids.length ? toRef(ids[0]) : null;
  const error =
    fieldState.error?.message ??
    (fieldState.error as unknown as Record<string, { message?: string }> | undefined)?.[0]?.message;
  return (
    <Autocomplete
      multiple={multiple}
      disabled={disabled}
      options={options}
      loading={loading}
      value={value as never}
      filterOptions={(x) => x}
      isOptionEqualToValue={(a: Ref, b: Ref) => a.id === b.id}
      getOptionLabel={(o: Ref) => o.title}
      onInputChange={(_e, text, reason) => {
        if (reason === 'input') setSearch(text);
      }}
      onChange={(_e, next) => {
        if (multiple) field.onChange(((next as Ref[]) ?? []).map((r) => Number(r.id)));
        else field.onChange(next ? Number((next as Ref).id) : null);
      }}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          name={source}
          label={translate(label)}
          margin="dense"
          error={!!error}
          helperText={error ? translate(error, { _: error }) : ' '}
        />
      )}
      sx={{ minWidth: 240 }}
    />
  );
};
