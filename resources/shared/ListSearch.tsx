import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { FilledInput, IconButton, InputAdornment } from '@mui/material';
import { useEffect, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';

/**
 * A list's search box without a form: what react-admin's SearchInput in its filter form does for
 * one text filter (the value goes to the list's filters, debounced as react-admin debounces them),
 * looking the same (filled, small, no label, the search icon, a clear button once typed), for
 * the dashboard's lists (EmbeddedList): the filter form would bring react-hook-form and
 * react-admin's form machinery with the first screen (issue 24's JavaScript budget).
 * `placeholder` is a key or a text; it also names the box for screen readers.
 */
export const ListSearch = ({ source, placeholder }: { source: string; placeholder: string }) => {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const current = String(filterValues?.[source] ?? '');
  const [value, setValue] = useState(current);
  // Another way of changing the filter (a reset, the store) shows in the box.
  useEffect(() => setValue((typed) => (typed.trim() === current.trim() ? typed : current)), [current]);
  const apply = (next: string, debounce: boolean) => {
    setValue(next);
    setFilters(
      { ...filterValues, [source]: next.trim() === '' ? undefined : next },
      displayedFilters,
      debounce,
    );
  };
  const words = translate(placeholder, { _: placeholder });
  return (
    <FilledInput
      hiddenLabel
      size="small"
      value={value}
      onChange={(event) => apply(event.target.value, true)}
      placeholder={words}
      inputProps={{ 'aria-label': words }}
      sx={{ width: 320, maxWidth: '100%', mb: 0.5 }}
      endAdornment={
        <InputAdornment position="end">
          {value ? (
            <IconButton
              size="small"
              aria-label={translate('ra.action.clear_input_value')}
              onClick={() => apply('', false)}
            >
              <ClearIcon fontSize="small" />
            </IconButton>
          ) : (
            <SearchIcon color="disabled" />
          )}
        </InputAdornment>
      }
    />
  );
};
