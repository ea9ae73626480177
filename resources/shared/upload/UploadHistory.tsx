import { lazy, Suspense } from 'react';
import { UPLOAD_HISTORY_PER_PAGE } from '../../../domain/uploadRules';
import type { UploadType } from '../../../domain/uploads';

// The history's table loads with the page that shows it, apart from the page's own code.
const UploadHistoryTable = lazy(() => import('./UploadHistoryTable'));

/** The upload history of a list type (part 2 §3 "Upload history", §9: 7 a page, by modified). */
export const UploadHistory = ({
  uploadType,
  perPage = UPLOAD_HISTORY_PER_PAGE,
}: {
  uploadType: UploadType;
  perPage?: number;
}) => (
  <Suspense fallback={null}>
    <UploadHistoryTable uploadType={uploadType} perPage={perPage} />
  </Suspense>
);
