import { sql } from 'drizzle-orm';
import { UPLOAD_PREVIEW_KEPT_HOURS } from '../../../domain/uploadRules';
import type { Db } from '../../db';
import type { FileArea } from '../../storage/files';

/**
 * Previews nobody confirmed or cancelled within UPLOAD_PREVIEW_KEPT_HOURS: the upload rows go
 * (their row errors with them), then their stored files. Answers how many went.
 */
export const removeAbandonedPreviews = async (db: Db, area: FileArea) => {
  const { rows } = await db.execute<{ file_path: string | null }>(sql`
    delete from uploads where status = 'PREVIEW'
      and created_at < now() - make_interval(hours => ${UPLOAD_PREVIEW_KEPT_HOURS})
    returning file_path`);
  // A file already gone (removed by hand) is no failure of the sweep.
  for (const { file_path } of rows) if (file_path) await area.remove(file_path).catch(() => undefined);
  return rows.length;
};
