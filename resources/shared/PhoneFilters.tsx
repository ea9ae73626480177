import FilterListIcon from '@mui/icons-material/FilterList';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { cloneElement, type ReactElement, useState } from 'react';
import { FilterForm, useListContext, useTranslate } from 'react-admin';
import { useIsPhone } from '../../src/layout/useIsPhone';

type Filter = ReactElement<{ source: string; alwaysOn?: boolean }>;

const isSet = (value: unknown) =>
  value != null && value !== '' && !(Array.isArray(value) && value.length === 0);

/**
 * A list's filters on a phone (issue 23 point 9): one «Фильтры (n)» button, n the filters set,
 * opening them all in a full-screen dialog; they apply as they change, as on a desktop. Folded so,
 * the list's first rows show on the first screen.
 */
export const PhoneFilterButton = ({ filters }: { filters: Filter[] }) => {
  const translate = useTranslate();
  const { filterValues = {} } = useListContext();
  const [open, setOpen] = useState(false);
  const count = filters.filter((filter) => isSet(filterValues[filter.props.source])).length;
  const label = translate('app.filters.open');
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<FilterListIcon />}
        onClick={() => setOpen(true)}
        data-testid="phone-filters"
      >
        {count ? `${label} (${count})` : label}
      </Button>
      <Dialog fullScreen open={open} onClose={() => setOpen(false)} aria-labelledby="phone-filters-title">
        <DialogTitle id="phone-filters-title">{label}</DialogTitle>
        <DialogContent
          sx={{
            '& form': { flexDirection: 'column', alignItems: 'stretch' },
            '& .RaFilterFormInput-root, & .MuiFormControl-root, & .MuiAutocomplete-root': { width: '100%' },
          }}
        >
          <FilterForm filters={filters.map((filter) => cloneElement(filter, { alwaysOn: true }))} />
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => setOpen(false)}>
            {translate('app.filters.show')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

/**
 * The filters a List shows itself: none on a phone, where PhoneFilterButton (in its actions) holds
 * them.
 */
export const usePhoneFilters = (filters: Filter[]) => {
  const phone = useIsPhone();
  return { phone, listFilters: phone ? undefined : filters };
};
