import DeleteIcon from '@mui/icons-material/Delete';
import { type MouseEvent, useState } from 'react';
import {
  Button,
  Confirm,
  useDelete,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
} from 'react-admin';

export interface ConfirmDeleteButtonProps {
  title: string;
  content: string;
  /** The notification after a successful deletion. */
  done: string;
}

/**
 * Deletes the record in context after a confirmation, waiting for the server (pessimistic), then
 * refetches the lists: deletion is soft on the server, and deleted items are no longer listed.
 */
export const ConfirmDeleteButton = ({ title, content, done }: ConfirmDeleteButtonProps) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record || !resource) return null;

  const confirm = () =>
    deleteOne(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(done, { type: 'info', messageArgs: { _: done } });
          refresh();
        },
        onError: (error) => {
          setOpen(false);
          notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', {
            type: 'error',
          });
        },
      },
    );

  return (
    <>
      <Button
        label="Удалить"
        color="error"
        disabled={isPending}
        onClick={(event: MouseEvent) => {
          event.stopPropagation(); // the row itself toggles the colors panel
          setOpen(true);
        }}
      >
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={title}
        content={content}
        confirm="Удалить"
        cancel="Отмена"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
