import { DataTable, List, TopToolbar } from 'react-admin';
import { KeysetPagination } from '../shared/KeysetPagination';
import { ResponsiveDataTable } from '../shared/ResponsiveDataTable';
import { SearchInput } from '../shared/SearchInput';
import { ServerExportButton } from '../shared/ServerExportButton';
import { ListUploadButton } from '../shared/upload/ListUploadButton';
import { YesNo } from '../shared/YesNo';

const F = 'resources.cigarettes.fields';

const filters = [<SearchInput key="q" source="q" placeholder="resources.cigarettes.search" alwaysOn />];

const Actions = () => (
  <TopToolbar>
    <ListUploadButton uploadType="CIGARETTES" />
    <ServerExportButton fileName="cigarettes" />
  </TopToolbar>
);

/** The Cigarettes page (/cigarettes, HQ): the formats by brand, 10 a page, loaded on entry. */
export const CigaretteList = () => (
  <List
    title="resources.cigarettes.name"
    filters={filters}
    perPage={10}
    sort={{ field: 'brandTitle', order: 'ASC' }}
    exporter={false}
    actions={<Actions />}
    pagination={<KeysetPagination rowsPerPageOptions={[10]} />}
  >
    <ResponsiveDataTable bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="brandTitle" label={`${F}.brandTitle`} />
      <DataTable.Col source="formatTitle" label={`${F}.formatTitle`} disableSort />
      <DataTable.Col source="sku" label={`${F}.sku`} disableSort />
      <DataTable.Col
        source="brandIsBat"
        label={`${F}.brandIsBat`}
        disableSort
        render={(c: { brandIsBat: boolean }) => <YesNo value={c.brandIsBat} />}
      />
    </ResponsiveDataTable>
  </List>
);
