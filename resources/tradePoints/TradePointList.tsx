import AddIcon from '@mui/icons-material/Add';
import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, DataTable, List, SelectInput, TopToolbar, useListParams, useTranslate } from 'react-admin';
import { TRADE_POINT_MESSAGES as M } from '../../domain/validation/tradePoints';
import { useRole } from '../../src/layout/useRole';
import { KeysetPagination } from '../shared/KeysetPagination';
import { PermittedLink, paths } from '../shared/PermittedLink';
import { ResponsiveDataTable } from '../shared/ResponsiveDataTable';
import { SearchInput } from '../shared/SearchInput';
import { ListUploadButton } from '../shared/upload/ListUploadButton';
import { UploadHistory } from '../shared/upload/UploadHistory';
import { type TradePoint, useCityChoices, useFailureNotice, useRegionChoices } from './api';
import { DownloadListButton } from './DownloadListButton';
import { RemoveTradePoint } from './RemoveTradePoint';
import { TradePointDialog } from './TradePointDialog';

const RESOURCE = 'trade-points';
const L = 'resources.trade-points.fields';
/** Part 2 §9: 10 trade points a page; newest first (the keyset the server pages by). */
const PER_PAGE = 10;
const SORT = { field: 'id', order: 'DESC' } as const;

const CityFilter = (props: { source: string; alwaysOn?: boolean }) => {
  const cities = useCityChoices();
  useFailureNotice(cities.isError, M.citiesFailed);
  return (
    <SelectInput
      {...props}
      label={`${L}.city`}
      choices={cities.data ?? []}
      emptyText="app.list.all"
      isPending={cities.isPending && !cities.isError}
    />
  );
};

const RegionFilter = (props: { source: string; alwaysOn?: boolean }) => {
  const regions = useRegionChoices();
  useFailureNotice(regions.isError, M.regionsFailed);
  return (
    <SelectInput
      {...props}
      label={`${L}.region`}
      choices={regions.data ?? []}
      emptyText="app.list.all"
      isPending={regions.isPending && !regions.isError}
    />
  );
};

const filters = [
  <SearchInput key="q" source="q" placeholder="resources.trade-points.search" alwaysOn />,
  <CityFilter key="city" source="city" alwaysOn />,
  <RegionFilter key="region" source="region" alwaysOn />,
];

/** «Новая точка», «Скачать список» and the upload. */
const Actions = ({ onCreate }: { onCreate: () => void }) => (
  <TopToolbar>
    <Button label="resources.trade-points.new" onClick={onCreate}>
      <AddIcon />
    </Button>
    <DownloadListButton />
    <ListUploadButton uploadType="SPOTS" />
  </TopToolbar>
);

const Note = ({ text, testId }: { text: string; testId: string }) => {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }} data-testid={testId}>
      {translate(text)}
    </Typography>
  );
};

const Points = ({ isHq, searching }: { isHq: boolean; searching: boolean }) =>
  searching ? (
    <ResponsiveDataTable
      bulkActionButtons={false}
      rowClick={false}
      empty={<Note text="resources.trade-points.nothingFound" testId="trade-points-none" />}
    >
      <DataTable.Col
        source="title"
        label={`${L}.title`}
        disableSort
        render={(point: TradePoint) => (
          <PermittedLink to={paths.spot(point.id)} permission="screen.spot" testId="trade-point-spot-link">
            {point.title}
          </PermittedLink>
        )}
      />
      <DataTable.Col source="address" label={`${L}.address`} disableSort />
      <DataTable.Col source="customerNumber" label={`${L}.customerNumber`} disableSort />
      <DataTable.Col source="city.title" label={`${L}.city`} disableSort />
      <DataTable.Col source="city.region.title" label={`${L}.region`} disableSort />
      {isHq ? <DataTable.Col source="coordinator.name" label={`${L}.coordinator`} disableSort /> : null}
      <DataTable.Col
        label="app.common.actions"
        disableSort
        align="right"
        render={(_: TradePoint) => <RemoveTradePoint />}
      />
    </ResponsiveDataTable>
  ) : (
    <Note text="resources.trade-points.typeToSearch" testId="trade-points-type-to-search" />
  );

/**
 * /trade-points (part 2 §2 "Trade points"): HQ every point, a coordinator their own. The list loads
 * only once the search is not empty (§5), 10 a page by cursor, with the new point dialog, the
 * download of the whole list, and the upload of a list with its history.
 */
export const TradePointList = () => {
  const { role } = useRole();
  const isHq = role === 'HQ';
  // The same list parameters the List reads (URL or store): whether there is a search to load.
  const [params, { setPage }] = useListParams({ resource: RESOURCE, perPage: PER_PAGE, sort: SORT });
  const [creating, setCreating] = useState(false);
  const searching = String((params.filterValues as { q?: unknown }).q ?? '').trim() !== '';
  return (
    <Box>
      <List
        resource={RESOURCE}
        title="resources.trade-points.name"
        filters={filters}
        sort={SORT}
        perPage={PER_PAGE}
        exporter={false}
        empty={false}
        queryOptions={{ enabled: searching }}
        pagination={searching ? <KeysetPagination rowsPerPageOptions={[10, 25, 50]} /> : false}
        actions={<Actions onCreate={() => setCreating(true)} />}
      >
        <Points isHq={isHq} searching={searching} />
      </List>
      {/* Outside the List, which may re-render its toolbar while it checks access; a save reloads from page 1. */}
      {creating ? (
        <TradePointDialog
          isHq={isHq}
          onClose={() => {
            setCreating(false);
            setPage(1);
          }}
        />
      ) : null}
      <UploadHistory uploadType="SPOTS" />
    </Box>
  );
};
