import { Stack } from '@mui/material';
import { DataTable, List, TopToolbar, useRecordContext } from 'react-admin';
import { ConfirmDeleteButton } from '../shared/ConfirmDeleteButton';
import { createDialog } from '../shared/dialogs';
import { ResponsiveDataTable } from '../shared/ResponsiveDataTable';
import { SearchInput } from '../shared/SearchInput';
import { ServerExportButton } from '../shared/ServerExportButton';
import type { ComplimentKind } from './serializer';

const dialog = createDialog(() => import('./ComplimentDialog').then((m) => m.ComplimentDialog));
const filters = [<SearchInput key="q" source="q" placeholder="resources.compliments.search" alwaysOn />];

const Actions = () => (
  <TopToolbar>
    <dialog.NewButton label="resources.compliments.new" />
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
        title="resources.compliments.deleteTitle"
        content="resources.compliments.deleteContent"
        done="resources.compliments.deleted"
      />
    </Stack>
  );
};

/** Compliment kinds by type (part 2 §3). */
export const ComplimentList = () => (
  <dialog.Provider>
    <List
      title="resources.compliments.name"
      filters={filters}
      perPage={25}
      exporter={false}
      actions={<Actions />}
    >
      <ResponsiveDataTable<ComplimentKind> rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="type.title" label="resources.compliments.fields.type" disableSort />
        <DataTable.Col source="title" label="resources.compliments.fields.title" disableSort />
        <DataTable.Col source="sap" label="resources.compliments.fields.sap" disableSort />
        <DataTable.Col
          source="recommendedPerHour"
          label="resources.compliments.fields.recommendedPerHour"
          disableSort
        />
        <DataTable.Col label="app.common.actions" disableSort align="right" render={() => <RowActions />} />
      </ResponsiveDataTable>
    </List>
  </dialog.Provider>
);
