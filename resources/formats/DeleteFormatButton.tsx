import { ConfirmDeleteButton } from '../shared/ConfirmDeleteButton';

/** Deleting a format is saving it with isDeleted (PATCH /api/format/{id}/, part 2 §7). */
export const DeleteFormatButton = () => (
  <ConfirmDeleteButton
    asUpdate
    title={(record) => `Удалить формат «${record.title}»?`}
    content="Формат больше не будет показываться в списках."
    done="Формат удалён"
  />
);
