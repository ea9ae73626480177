import { Stack } from '@mui/material';
import { DataTable, List, TopToolbar } from 'react-admin';
import { createDialog } from '../shared/dialogs';
import { KeysetPagination } from '../shared/KeysetPagination';
import { ResponsiveDataTable } from '../shared/ResponsiveDataTable';
import { SearchInput } from '../shared/SearchInput';
import { ServerExportButton } from '../shared/ServerExportButton';
import { DeleteFormatButton } from './DeleteFormatButton';
import { FORMAT_LIST } from './queries';
import { type Format, formatPrice } from './serializer';

const dialog = createDialog(() => import('./FormatDialog').then((m) => m.FormatDialog));
const filters = [<SearchInput key="q" source="q" placeholder="resources.formats.search" alwaysOn />];

const Actions = () => (
  <TopToolbar>
    <dialog.NewButton label="resources.formats.new" />
    <ServerExportButton fileName="formats" />
  </TopToolbar>
);

const RowActions = () => (
  <Stack direction="row" justifyContent="flex-end">
    <dialog.EditButton />
    <DeleteFormatButton />
  </Stack>
);

/** The formats list (part 2 §2 "Formats"): paged, searched by sku. */
export const FormatList = () => (
  <dialog.Provider>
    <List
      title="resources.formats.name"
      filters={filters}
      sort={FORMAT_LIST.sort}
      perPage={FORMAT_LIST.perPage}
      pagination={<KeysetPagination rowsPerPageOptions={[10, 25, 50]} />}
      exporter={false}
      actions={<Actions />}
    >
      <ResponsiveDataTable<Format> rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="sku" label="SKU" />
        <DataTable.Col source="title" label="resources.formats.fields.title" />
        <DataTable.Col source="brand.title" label="resources.formats.fields.brand" disableSort />
        <DataTable.Col
          label="resources.formats.fields.externalTitle"
          disableSort
          render={(f: Format) => (f.externalVisibility ? f.externalTitle : '—')}
        />
        <DataTable.Col
          label="resources.formats.fields.minimalretailprice"
          disableSort
          render={(f: Format) => f.minimalretailprice.map((p) => formatPrice(p.price)).join(', ')}
        />
        <DataTable.Col label="app.common.actions" disableSort align="right" render={() => <RowActions />} />
      </ResponsiveDataTable>
    </List>
  </dialog.Provider>
);
