import { Stack } from '@mui/material';
import { DataTable, List, NullableBooleanInput, SelectInput, TopToolbar, useTranslate } from 'react-admin';
import { DateFilterInput } from '../../src/forms/DateInputs';
import { DayField } from '../shared/DayField';
import { KeysetPagination } from '../shared/KeysetPagination';
import { ResponsiveDataTable } from '../shared/ResponsiveDataTable';
import { SearchInput } from '../shared/SearchInput';
import { ServerExportButton } from '../shared/ServerExportButton';
import { ListUploadButton } from '../shared/upload/ListUploadButton';
import { UploadHistory } from '../shared/upload/UploadHistory';
import { YesNo } from '../shared/YesNo';
import { DmReportForm } from './DmReportForm';
import { useSkuCategories } from './skuCategories';

export interface DmCode {
  id: string;
  number: string;
  active: boolean;
  arrivalDate: string | null;
  sku: string | null;
  usedOrderId: string | null;
  usedDate: string | null;
  programHistory: string | null;
  programs: { programId: string }[];
  skuCategory: { id: string; name: string } | null;
}

const F = 'resources.data-matrixes.fields';

/** A calendar date (YYYY-MM-DD) as DD.MM.YYYY: no time zone can move it to another day. */
const calendarDate = (value: string | null) => (value ? value.split('-').reverse().join('.') : null);

const CategoryFilter = (props: { source: string; label: string; alwaysOn?: boolean }) => {
  const { data, isError } = useSkuCategories();
  const translate = useTranslate();
  return (
    <SelectInput
      {...props}
      choices={data ?? []}
      emptyText="app.list.all"
      isPending={!data && !isError}
      helperText={isError ? translate('resources.data-matrixes.loadFailed') : false}
    />
  );
};

const filters = [
  <SearchInput key="q" source="q" placeholder="resources.data-matrixes.search" alwaysOn />,
  <NullableBooleanInput
    key="active"
    source="active"
    label={`${F}.active`}
    nullLabel="app.list.all"
    alwaysOn
  />,
  <CategoryFilter key="skuCategory" source="skuCategory" label={`${F}.skuCategory`} alwaysOn />,
  <DateFilterInput key="from" source="arrivalDate_Gte" label={`${F}.arrivalDate_Gte`} alwaysOn />,
  <DateFilterInput key="to" source="arrivalDate_Lte" label={`${F}.arrivalDate_Lte`} alwaysOn />,
];

const Actions = () => (
  <TopToolbar>
    <ListUploadButton uploadType="DM_CODES" />
    <ServerExportButton fileName="data-matrix-codes" />
  </TopToolbar>
);

/**
 * The Data matrices page (/data-matrixes, HQ): the codes 10 a page by keyset, newest first,
 * searched by the start of the code and filtered by state, SKU category and arrival dates; the
 * list and the report form load on entry.
 */
export const DmCodeList = () => (
  <Stack gap={2}>
    <DmReportForm />
    <List
      title="resources.data-matrixes.listTitle"
      filters={filters}
      perPage={10}
      exporter={false}
      actions={<Actions />}
      pagination={<KeysetPagination rowsPerPageOptions={[10]} />}
    >
      <ResponsiveDataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="number" label={`${F}.number`} disableSort />
        <DataTable.Col
          source="active"
          label={`${F}.active`}
          disableSort
          render={(c: DmCode) => <YesNo value={c.active} />}
        />
        <DataTable.Col
          source="arrivalDate"
          label={`${F}.arrivalDate`}
          disableSort
          render={(c: DmCode) => calendarDate(c.arrivalDate)}
        />
        <DataTable.Col source="sku" label={`${F}.sku`} disableSort />
        <DataTable.Col source="skuCategory.name" label={`${F}.skuCategory`} disableSort />
        <DataTable.Col source="usedOrderId" label={`${F}.usedOrderId`} disableSort />
        <DataTable.Col source="usedDate" label={`${F}.usedDate`} disableSort>
          <DayField source="usedDate" withTime />
        </DataTable.Col>
        <DataTable.Col
          source="programs"
          label={`${F}.programs`}
          disableSort
          render={(c: DmCode) => c.programs.map((p) => p.programId.split(':')[0]).join(', ')}
        />
        <DataTable.Col source="programHistory" label={`${F}.programHistory`} disableSort />
      </ResponsiveDataTable>
    </List>
    <UploadHistory uploadType="DM_CODES" />
  </Stack>
);
