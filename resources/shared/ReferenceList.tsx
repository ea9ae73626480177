import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Stack } from '@mui/material';
import type { MouseEvent, ReactElement, ReactNode } from 'react';
import { createContext, useContext, useState } from 'react';
import {
  Button,
  type Identifier,
  List,
  type ListProps,
  type SortPayload,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ResponsiveDataTable } from './ResponsiveDataTable';
import { RowDelete } from './RowDelete';
import { ServerExportButton } from './ServerExportButton';

/** Which dialog of a reference list is shown: a new record, or the one being edited. */
export type OpenDialog = { id?: Identifier } | null;

const OpenEdit = createContext<((id: Identifier) => void) | null>(null);

/** A row's explicit «Изменить»: opens the list's edit dialog, as a row click does. */
export const RowEdit = () => {
  const open = useContext(OpenEdit);
  const record = useRecordContext();
  const translate = useTranslate();
  if (!open || !record) return null;
  return (
    <Button
      label={translate('app.list.edit')}
      onClick={(event: MouseEvent) => {
        event.stopPropagation(); // the row's own click opens the same dialog
        open(record.id);
      }}
    >
      <EditIcon />
    </Button>
  );
};

/** A row's «Изменить» and «Удалить»; the delete confirmation's texts under `<messages>.deleteTitle`, `.deleteContent`, `.deleted`. */
export const RowEditDelete = ({ messages }: { messages: string }) => (
  <Stack direction="row" justifyContent="flex-end">
    <RowEdit />
    <RowDelete
      title={`${messages}.deleteTitle`}
      content={`${messages}.deleteContent`}
      done={`${messages}.deleted`}
    />
  </Stack>
);

export interface ReferenceListProps {
  title: string;
  createLabel: string;
  filters?: ReactElement[];
  sort?: SortPayload;
  /** The exported file's name (the server writes the whole list: ServerExportButton). */
  exportName: string;
  /** The list's pagination (KeysetPagination for lists that grow without bound). */
  pagination?: ListProps['pagination'];
  /** The dialog for `open` (new when `id` is absent); `close` hides it. */
  dialog: (open: { id?: Identifier }, close: () => void) => ReactNode;
  /** The DataTable columns. */
  children: ReactNode;
}

/**
 * A reference-data page: a list with search, CSV export and a create button; a row click opens
 * the edit dialog, and so does a row's `RowEdit`. Dialogs refetch the list when they save (devices/FormDialog).
 */
export const ReferenceList = ({
  title,
  createLabel,
  filters,
  sort,
  exportName,
  pagination,
  dialog,
  children,
}: ReferenceListProps) => {
  const [open, setOpen] = useState<OpenDialog>(null);
  return (
    <OpenEdit.Provider value={(id) => setOpen({ id })}>
      <List
        title={title}
        filters={filters}
        sort={sort}
        perPage={25}
        exporter={false}
        pagination={pagination}
        actions={
          <TopToolbar>
            <Button label={createLabel} onClick={() => setOpen({})}>
              <AddIcon />
            </Button>
            <ServerExportButton fileName={exportName} />
          </TopToolbar>
        }
      >
        <ResponsiveDataTable
          bulkActionButtons={false}
          rowClick={(id) => {
            setOpen({ id });
            return false;
          }}
        >
          {children}
        </ResponsiveDataTable>
      </List>
      {open ? dialog(open, () => setOpen(null)) : null}
    </OpenEdit.Provider>
  );
};
