import { useListContext, useRefresh } from 'react-admin';
import type { UploadType } from '../../../domain/uploads';
import { UploadButton } from './UploadButton';

/**
 * The upload button of a list's toolbar: once the import is done the list goes back to its first
 * page and everything shown reloads, the upload history too (part 2 §4 "saving resets to the first page").
 */
export const ListUploadButton = ({ uploadType }: { uploadType: UploadType }) => {
  const { setPage } = useListContext();
  const refresh = useRefresh();
  return (
    <UploadButton
      uploadType={uploadType}
      onImported={() => {
        setPage(1);
        refresh();
      }}
    />
  );
};
