import { Stack } from '@mui/material';
import { DataTable, List, SearchInput, TopToolbar } from 'react-admin';
import { createDialog } from '../shared/dialogs';
import { DeleteFormatButton } from './DeleteFormatButton';
import { KeysetPagination } from '../shared/KeysetPagination';
import { ServerExportButton } from '../shared/ServerExportButton';
import { FormatDialog } from './FormatDialog';
import { type Format, formatPrice } from './serializer';
import { ResponsiveDataTable } from '../shared/ResponsiveDataTable';

const dialog = createDialog(FormatDialog);
const filters = [<SearchInput key="q" source="q" placeholder="Поиск по SKU" alwaysOn />];

const Actions = () => (
  <TopToolbar>
    <dialog.NewButton label="Новый формат" />
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
      title="Форматы"
      filters={filters}
      sort={{ field: 'sku', order: 'ASC' }}
      perPage={10}
      pagination={<KeysetPagination rowsPerPageOptions={[10, 25, 50]} />}
      exporter={false}
      actions={<Actions />}
    >
      <ResponsiveDataTable<Format> rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="sku" label="SKU" />
        <DataTable.Col source="title" label="Формат" />
        <DataTable.Col source="brand.title" label="Бренд" disableSort />
        <DataTable.Col
          label="Внешнее название"
          disableSort
          render={(f: Format) => (f.externalVisibility ? f.externalTitle : '—')}
        />
        <DataTable.Col
          label="МРЦ"
          disableSort
          render={(f: Format) => f.minimalretailprice.map((p) => formatPrice(p.price)).join(', ')}
        />
        <DataTable.Col label="Действия" disableSort align="right" render={() => <RowActions />} />
      </ResponsiveDataTable>
    </List>
  </dialog.Provider>
);
