import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { IconButton, MenuItem, Select, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { ListCount } from '../../dataProvider/countList';

const number = (n: number) => n.toLocaleString('ru-RU');

/**
 * Pagination for lists paged by cursor (dataProvider/keysetPages.ts): first, previous and next
 * page, and the last one when the count is exact; "из более 10 000" when the server stopped
 * counting at its cap.
 */
export const KeysetPagination = ({
  rowsPerPageOptions = [10, 25, 50],
}: {
  rowsPerPageOptions?: number[];
}) => {
  const list = useListContext();
  const { page, perPage, data, hasNextPage, hasPreviousPage, setPage, setPerPage, isPending } = list;
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const filter = { ...list.filterValues, ...list.filter };
  // The count comes apart from the pages, once per filter (dataProvider/countList.ts).
  const { data: counted } = useQuery<ListCount | null>({
    queryKey: [list.resource, 'countList', filter, list.sort],
    queryFn: () => dataProvider.countList(list.resource, { filter, sort: list.sort }),
    staleTime: 30_000,
  });
  // It comes with the records: a phone's cards render in a deferred pass (ResponsiveDataTable), and
  // a pagination shown before them would be pushed down when they come (a layout shift).
  const shown = useDeferredValue(data, null);
  if ((isPending && !data) || (shown == null && data != null)) return null;
  const total = counted?.n ?? list.total;
  const exact =
    (counted?.kind ?? (list.meta as { totalCountKind?: string } | undefined)?.totalCountKind) !== 'AT_LEAST';
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = (page - 1) * perPage + (data?.length ?? 0);
  const lastPage = exact && total ? Math.max(1, Math.ceil(total / perPage)) : null;
  const range = { offsetBegin: number(from), offsetEnd: number(to) };
  const label =
    total == null
      ? `${range.offsetBegin}-${range.offsetEnd}`
      : translate(exact ? 'ra.navigation.page_range_info' : 'app.list.rangeAtLeast', {
          ...range,
          total: number(total),
        });
  return (
    <Stack
      direction="row"
      alignItems="center"
      justifyContent="flex-end"
      flexWrap="wrap"
      gap={1}
      sx={{ px: 1, py: 0.5 }}
    >
      {rowsPerPageOptions.length > 1 ? (
        <Select
          size="small"
          variant="standard"
          value={perPage}
          onChange={(event) => setPerPage(Number(event.target.value))}
          inputProps={{ 'aria-label': translate('ra.navigation.page_rows_per_page') }}
        >
          {rowsPerPageOptions.map((n) => (
            <MenuItem key={n} value={n}>
              {n}
            </MenuItem>
          ))}
        </Select>
      ) : null}
      <Typography variant="body2" data-testid="pagination-range">
        {label}
      </Typography>
      <IconButton
        aria-label={translate('ra.navigation.first')}
        disabled={page <= 1}
        onClick={() => setPage(1)}
      >
        <FirstPageIcon />
      </IconButton>
      <IconButton
        aria-label={translate('ra.navigation.prev')}
        disabled={!(hasPreviousPage ?? page > 1)}
        onClick={() => setPage(page - 1)}
      >
        <NavigateBeforeIcon />
      </IconButton>
      <IconButton
        aria-label={translate('ra.navigation.next')}
        disabled={!hasNextPage}
        onClick={() => setPage(page + 1)}
      >
        <NavigateNextIcon />
      </IconButton>
      {lastPage ? (
        <IconButton
          aria-label={translate('ra.navigation.last')}
          disabled={page >= lastPage}
          onClick={() => setPage(lastPage)}
        >
          <LastPageIcon />
        </IconButton>
      ) : null}
    </Stack>
  );
};
