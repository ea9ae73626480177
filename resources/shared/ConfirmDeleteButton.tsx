import DeleteIcon from '@mui/icons-material/Delete';
import { type MouseEvent, useState } from 'react';
import {
  Button,
  Confirm,
  type RaRecord,
  useDelete,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useUpdate,
} from 'react-admin';
import { useIsPhone } from '../../src/layout/useIsPhone';

export interface ConfirmDeleteButtonProps {
  /** The confirmation's title (a key, interpolated with the record's fields), or how the record gives it. */
  title: string | ((record: RaRecord) => string);
  /** The confirmation's text (a key), or how the record gives it. */
  content: string | ((record: RaRecord) => string);
  /** The notification after a successful deletion. */
  done: string;
  /** What happens after the deletion besides the refetch (e.g. a list back to its first page). */
  onDone?: () => void;
  /** The button's and the confirmation's label; «Удалить» unless given. */
  label?: string;
  /** The notification of a failure (a key) instead of the server's message. */
  failed?: string;
  /** Delete by saving the record with isDeleted (an update, e.g. PATCH format/{id}) instead of DELETE. */
  asUpdate?: boolean;
}

/**
 * Deletes the record in context after a confirmation, waiting for the server (pessimistic), then
 * refetches the lists: deletion is soft on the server, and deleted items are no longer listed.
 */
export const ConfirmDeleteButton = ({
  title,
  content,
  done,
  onDone,
  label = 'app.common.delete',
  failed,
  asUpdate = false,
}: ConfirmDeleteButtonProps) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending: deleting }] = useDelete();
  const [update, { isPending: updating }] = useUpdate();
  const isPending = deleting || updating;
  const notify = useNotify();
  const refresh = useRefresh();
  const fullScreen = useIsPhone();
  if (!record || !resource) return null;

  const options = {
    mutationMode: 'pessimistic' as const,
    onSuccess: () => {
      setOpen(false);
      notify(done, { type: 'info', messageArgs: { _: done } });
      onDone?.();
      refresh();
    },
    onError: (error: unknown) => {
      setOpen(false);
      if (failed) notify(failed, { type: 'error', messageArgs: { _: failed } });
      else
        notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', {
          type: 'error',
        });
    },
  };
  const confirm = () =>
    asUpdate
      ? update(
          resource,
          { id: record.id, data: { ...record, isDeleted: true }, previousData: record },
          options,
        )
      : deleteOne(resource, { id: record.id, previousData: record }, options);

  return (
    <>
      <Button
        label={label}
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
        fullScreen={fullScreen}
        isOpen={open}
        loading={isPending}
        title={typeof title === 'function' ? title(record) : title}
        titleTranslateOptions={record}
        content={typeof content === 'function' ? content(record) : content}
        confirm={label}
        cancel="ra.action.cancel"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
