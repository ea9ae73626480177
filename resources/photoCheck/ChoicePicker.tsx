import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';

interface Choice {
  id: number | string;
  title: string;
}

/**
 * A multi-select of a filter's choices searched as typed (the session lists' `sessionChoices`,
 * scoped by the server to the viewer): answers the chosen ids.
 */
export const ChoicePicker = ({
  resource,
  label,
  value,
  onChange,
  testId,
}: {
  resource: string;
  label: string;
  value: number[];
  onChange: (ids: number[]) => void;
  testId?: string;
}) => {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const [known, setKnown] = useState<Choice[]>([]);
  const { data = [], isPending } = useGetList<Choice>(resource, {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'title', order: 'ASC' },
    filter: search ? { q: search } : {},
  });
  const chosen = value.map(
    (id) =>
      known.find((c) => Number(c.id) === id) ??
      data.find((c) => Number(c.id) === id) ?? { id, title: `#${id}` },
  );
  return (
    <Autocomplete
      multiple
      size="small"
      data-testid={testId}
      options={data}
      loading={isPending}
      value={chosen}
      filterOptions={(options) => options}
      getOptionLabel={(o) => o.title}
      isOptionEqualToValue={(a, b) => Number(a.id) === Number(b.id)}
      onInputChange={(_e, text, reason) => reason === 'input' && setSearch(text)}
      onChange={(_e, next) => {
        setKnown(next);
        onChange(next.map((c) => Number(c.id)));
      }}
      renderInput={(params) => <TextField {...params} label={translate(label)} />}
      sx={{ minWidth: { xs: '100%', sm: 220 } }}
    />
  );
};
