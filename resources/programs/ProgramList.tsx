import { Stack } from '@mui/material';
import { DataTable, List, TopToolbar, useRecordContext } from 'react-admin';
import { describeLimit } from '../../domain/exports/programs';
import { displayProgramId } from '../../domain/validation/programs';
import { ConfirmDeleteButton } from '../shared/ConfirmDeleteButton';
import { createDialog } from '../shared/dialogs';
import { ResponsiveDataTable } from '../shared/ResponsiveDataTable';
import { SearchInput } from '../shared/SearchInput';
import { ServerExportButton } from '../shared/ServerExportButton';
import type { Program } from './serializer';

const dialog = createDialog(() => import('./ProgramDialog').then((m) => m.ProgramDialog));
const filters = [<SearchInput key="q" source="q" placeholder="resources.programs.search" alwaysOn />];

const Actions = () => (
  <TopToolbar>
    <dialog.NewButton label="resources.programs.new" />
    <ServerExportButton fileName="programs" />
  </TopToolbar>
);

const RowActions = () => {
  const record = useRecordContext<Program>();
  if (!record) return null;
  return (
    <Stack direction="row" justifyContent="flex-end">
      <dialog.EditButton />
      <ConfirmDeleteButton
        title="resources.programs.deleteTitle"
        content="resources.programs.deleteContent"
        done="resources.programs.deleted"
      />
    </Stack>
  );
};

/** Programs with categories and limits; the id shown is the part of programId before a colon. */
export const ProgramList = () => (
  <dialog.Provider>
    <List
      title="resources.programs.name"
      filters={filters}
      sort={{ field: 'title', order: 'ASC' }}
      perPage={25}
      exporter={false}
      actions={<Actions />}
    >
      <ResponsiveDataTable<Program> rowClick={false} bulkActionButtons={false}>
        <DataTable.Col
          source="programId"
          label="resources.programs.fields.programId"
          render={(p: Program) => displayProgramId(p.programId)}
        />
        <DataTable.Col source="title" label="resources.programs.fields.title" />
        <DataTable.Col source="category.name" label="resources.programs.fields.category" disableSort />
        <DataTable.Col
          label="resources.programs.fields.limits"
          disableSort
          render={(p: Program) => p.limits.map(describeLimit).join(' | ') || '—'}
        />
        <DataTable.Col label="app.common.actions" disableSort align="right" render={() => <RowActions />} />
      </ResponsiveDataTable>
    </List>
  </dialog.Provider>
);
