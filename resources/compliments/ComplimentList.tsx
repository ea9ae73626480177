import { Stack } from '@mui/material';
import { DataTable, List, SearchInput, TopToolbar, useRecordContext } from 'react-admin';
import { ConfirmDeleteButton } from '../shared/ConfirmDeleteButton';
import { createDialog } from '../shared/dialogs';
import { ComplimentDialog } from './ComplimentDialog';
import { ServerExportButton } from '../shared/ServerExportButton';
import type { ComplimentKind } from './serializer';
import { ResponsiveDataTable } from '../shared/ResponsiveDataTable';

const dialog = createDialog(ComplimentDialog);
const filters = [<SearchInput key="q" source="q" placeholder="Поиск по названию" alwaysOn />];

const Actions = () => (
  <TopToolbar>
    <dialog.NewButton label="Новый комплимент" />
    <ServerExportButton fileName="compliments" />
  </TopToolbar>
);

const RowActions = () => {
  const record = useRecordContext<ComplimentKind>();
  if (!record) return null;
  return (
    <Stack direction="row" justifyContent="flex-end">
      <dialog.EditButton />
      <ConfirmDeleteButton
        title={`Удалить комплимент «${record.title}»?`}
        content="Комплимент больше не будет показываться в списках."
        done="Комплимент удалён"
      />
    </Stack>
  );
};

/** Compliment kinds by type (part 2 §3). */
export const ComplimentList = () => (
  <dialog.Provider>
    <List title="Комплименты" filters={filters} perPage={25} exporter={false} actions={<Actions />}>
      <ResponsiveDataTable<ComplimentKind> rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="type.title" label="Тип" disableSort />
        <DataTable.Col source="title" label="Название" disableSort />
        <DataTable.Col source="sap" label="SAP-код" disableSort />
        <DataTable.Col source="recommendedPerHour" label="Рекомендуется в час" disableSort />
        <DataTable.Col label="Действия" disableSort align="right" render={() => <RowActions />} />
      </ResponsiveDataTable>
    </List>
  </dialog.Provider>
);
