import { Chip, Stack } from '@mui/material';
import { DataTable, List, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { ConfirmDeleteButton } from '../shared/ConfirmDeleteButton';
import { createDialog } from '../shared/dialogs';
import { ResponsiveDataTable } from '../shared/ResponsiveDataTable';
import { SearchInput } from '../shared/SearchInput';
import { ServerExportButton } from '../shared/ServerExportButton';
import { YesNo } from '../shared/YesNo';
import type { Brand } from './serializer';

const dialog = createDialog(() => import('./BrandDialog').then((m) => m.BrandDialog));
const filters = [<SearchInput key="q" source="q" placeholder="resources.brands.search" alwaysOn />];

const Actions = () => (
  <TopToolbar>
    <dialog.NewButton label="resources.brands.new" />
    <ServerExportButton fileName="brands" />
  </TopToolbar>
);

const FormatChips = ({ brand }: { brand: Brand }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" flexWrap="wrap" gap={0.5}>
      {brand.formats.map((f) => (
        <Chip key={f.id} label={f.title} size="small" />
      ))}
      {(brand.formatCount ?? 0) > brand.formats.length ? (
        <Chip
          label={translate('resources.brands.more', {
            count: (brand.formatCount ?? 0) - brand.formats.length,
          })}
          size="small"
          variant="outlined"
        />
      ) : null}
    </Stack>
  );
};

const RowActions = () => {
  const record = useRecordContext<Brand>();
  if (!record) return null;
  return (
    <Stack direction="row" justifyContent="flex-end">
      <dialog.EditButton />
      <ConfirmDeleteButton
        title="resources.brands.deleteTitle"
        content="resources.brands.deleteContent"
        done="resources.brands.deleted"
      />
    </Stack>
  );
};

/** Brands with segment and formats (part 2 §2, §7). */
export const BrandList = () => (
  <dialog.Provider>
    <List
      title="resources.brands.name"
      filters={filters}
      sort={{ field: 'title', order: 'ASC' }}
      perPage={25}
      exporter={false}
      actions={<Actions />}
    >
      <ResponsiveDataTable<Brand> rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="title" label="resources.brands.fields.title" />
        <DataTable.Col source="segment.title" label="resources.brands.fields.segment" disableSort />
        <DataTable.Col
          label="resources.brands.fields.is_bat"
          disableSort
          render={(b: Brand) => <YesNo value={b.isBat} />}
        />
        <DataTable.Col
          label="resources.brands.fields.formats"
          disableSort
          render={(b: Brand) => <FormatChips brand={b} />}
        />
        <DataTable.Col label="app.common.actions" disableSort align="right" render={() => <RowActions />} />
      </ResponsiveDataTable>
    </List>
  </dialog.Provider>
);
