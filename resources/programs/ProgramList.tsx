import { Stack } from '@mui/material';
import { DataTable, List, SearchInput, TopToolbar, useRecordContext } from 'react-admin';
import { describeLimit } from '../../domain/exports/programs';
import { displayProgramId } from '../../domain/validation/programs';
import { ConfirmDeleteButton } from '../shared/ConfirmDeleteButton';
import { createDialog } from '../shared/dialogs';
import { ServerExportButton } from '../shared/ServerExportButton';
import { ProgramDialog } from './ProgramDialog';
import type { Program } from './serializer';
import { ResponsiveDataTable } from '../shared/ResponsiveDataTable';

const dialog = createDialog(ProgramDialog);
const filters = [<SearchInput key="q" source="q" placeholder="Поиск по названию или ID" alwaysOn />];

const Actions = () => (
  <TopToolbar>
    <dialog.NewButton label="Новая программа" />
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
        title={`Удалить программу «${record.title}»?`}
        content="Программа больше не будет показываться в списках и ограничивать другие программы."
        done="Программа удалена"
      />
    </Stack>
  );
};

/** Programs with categories and limits; the id shown is the part of programId before a colon. */
export const ProgramList = () => (
  <dialog.Provider>
    <List
      title="Программы"
      filters={filters}
      sort={{ field: 'title', order: 'ASC' }}
      perPage={25}
      exporter={false}
      actions={<Actions />}
    >
      <ResponsiveDataTable<Program> rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="programId" label="ID" render={(p: Program) => displayProgramId(p.programId)} />
        <DataTable.Col source="title" label="Название" />
        <DataTable.Col source="category.name" label="Категория" disableSort />
        <DataTable.Col
          label="Лимиты"
          disableSort
          render={(p: Program) => p.limits.map(describeLimit).join(' | ') || '—'}
        />
        <DataTable.Col label="Действия" disableSort align="right" render={() => <RowActions />} />
      </ResponsiveDataTable>
    </List>
  </dialog.Provider>
);
