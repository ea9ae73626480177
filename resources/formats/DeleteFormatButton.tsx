import { ConfirmDeleteButton } from '../shared/ConfirmDeleteButton';

/** Deleting a format is saving it with isDeleted (PATCH /api/format/{id}/, part 2 §7). */
export const DeleteFormatButton = () => (
  <ConfirmDeleteButton
    asUpdate
    title="resources.formats.deleteTitle"
    content="resources.formats.deleteContent"
    done="resources.formats.deleted"
  />
);
