import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import { Button, Confirm, useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import type { Format } from './serializer';

/** Deleting a format is saving it with isDeleted (PATCH /api/format/{id}/, part 2 §7). */
export const DeleteFormatButton = () => {
  const record = useRecordContext<Format>();
  const [open, setOpen] = useState(false);
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record) return null;
  const confirm = () =>
    update(
      'formats',
      { id: record.id, data: { ...record, isDeleted: true }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify('Формат удалён', { type: 'info', messageArgs: { _: 'Формат удалён' } });
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
      <Button label="Удалить" color="error" disabled={isPending} onClick={() => setOpen(true)}>
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`Удалить формат «${record.title}»?`}
        content="Формат больше не будет показываться в списках."
        confirm="Удалить"
        cancel="Отмена"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
