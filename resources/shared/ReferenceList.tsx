import AddIcon from '@mui/icons-material/Add';
import type { ReactElement, ReactNode } from 'react';
import { useState } from 'react';
import {
  Button,
  type Identifier,
  List,
  type ListProps,
  type SortPayload,
  TopToolbar,
} from 'react-admin';
import { ServerExportButton } from './ServerExportButton';
import { ResponsiveDataTable } from './ResponsiveDataTable';

/** Which dialog of a reference list is shown: a new record, or the one being edited. */
export type OpenDialog = { id?: Identifier } | null;

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
 * the edit dialog. Dialogs refetch the list when they save (devices/FormDialog).
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
    <>
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
    </>
  );
};
