import { Chip, Stack } from '@mui/material';
import { DataTable, List, SearchInput, TopToolbar, useRecordContext } from 'react-admin';
import { ConfirmDeleteButton } from '../shared/ConfirmDeleteButton';
import { createDialog } from '../shared/dialogs';
import { BrandDialog } from './BrandDialog';
import { ServerExportButton } from '../shared/ServerExportButton';
import type { Brand } from './serializer';
import { ResponsiveDataTable } from '../shared/ResponsiveDataTable';

const dialog = createDialog(BrandDialog);
const filters = [<SearchInput key="q" source="q" placeholder="Поиск по названию" alwaysOn />];

const Actions = () => (
  <TopToolbar>
    <dialog.NewButton label="Новый бренд" />
    <ServerExportButton fileName="brands" />
  </TopToolbar>
);

const FormatChips = ({ brand }: { brand: Brand }) => (
  <Stack direction="row" flexWrap="wrap" gap={0.5}>
    {brand.formats.map((f) => (
      <Chip key={f.id} label={f.title} size="small" />
    ))}
    {(brand.formatCount ?? 0) > brand.formats.length ? (
      <Chip
        label={`ещё ${(brand.formatCount ?? 0) - brand.formats.length}`}
        size="small"
        variant="outlined"
      />
    ) : null}
  </Stack>
);

const RowActions = () => {
  const record = useRecordContext<Brand>();
  if (!record) return null;
  return (
    <Stack direction="row" justifyContent="flex-end">
      <dialog.EditButton />
      <ConfirmDeleteButton
        title={`Удалить бренд «${record.title}»?`}
        content="Бренд и его форматы больше не будут показываться в списках."
        done="Бренд удалён"
      />
    </Stack>
  );
};

/** Brands with segment and formats (part 2 §2, §7). */
export const BrandList = () => (
  <dialog.Provider>
    <List
      title="Бренды"
      filters={filters}
      sort={{ field: 'title', order: 'ASC' }}
      perPage={25}
      exporter={false}
      actions={<Actions />}
    >
      <ResponsiveDataTable<Brand> rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="title" label="Бренд" />
        <DataTable.Col source="segment.title" label="Сегмент" disableSort />
        <DataTable.Col label="BAT" disableSort render={(b: Brand) => (b.isBat ? 'Да' : 'Нет')} />
        <DataTable.Col label="Форматы" disableSort render={(b: Brand) => <FormatChips brand={b} />} />
        <DataTable.Col label="Действия" disableSort align="right" render={() => <RowActions />} />
      </ResponsiveDataTable>
    </List>
  </dialog.Provider>
);
