import type { PassThrough } from 'node:stream';
import type { Db } from '../../db';
import type { Lease } from '../../jobs/lease';
import type { FileArea } from '../../storage/files';
import { contactPhotoName, photoFiles } from './queries';
import { storedZip } from './storedZip';

/**
 * How many photos are read ahead of the one being written: reads overlap the writing and each
 * other (a 500-photo zip at production volume: 93 MB/s one at a time as streams, 271 MB/s read
 * whole four ahead). At most this many photos (each at most FIELD_LIMITS.maxPhotoBytes) are held.
 */
const READ_AHEAD = 4;
/** Photos between two lease checkpoints (each a statement): about a second of zipping, or less. */
const CHECKPOINT_EVERY = 100;

/**
 * Writes a zip of the photos into `out` (ended when done), one stored (not deflated: JPEG and PNG
 * are compressed already) entry per photo, in the order of their ids, named
 * `session_<id>_photo_<id>.jpg|png`. Answers the number of photos written.
 */
export const writePhotoZip = async (
  db: Db,
  photos: FileArea,
  ids: number[],
  out: PassThrough,
  lease: Lease,
): Promise<number> => {
  const rows = await photoFiles(db, ids);
  const zip = storedZip(out);
  const read = (row: (typeof rows)[number]) => photos.readAll(contactPhotoName(row.path));
  const ahead = rows.slice(0, READ_AHEAD).map(read);
  // A read that fails while an earlier photo is written is awaited (and thrown) in its turn.
  for (const pending of ahead) pending.catch(() => undefined);
  let count = 0;
  for (const [i, row] of rows.entries()) {
    const data = await ahead[i];
    const next = rows[i + READ_AHEAD];
    if (next) {
      const pending = read(next);
      pending.catch(() => undefined);
      ahead.push(pending);
    }
    if (!data) throw new Error(`photo ${row.id} has no file`);
    const name = `session_${row.session_id}_photo_${row.id}.${row.mime === 'image/png' ? 'png' : 'jpg'}`;
    await zip.add(name, data);
    ahead[i] = Promise.resolve(null);
    count += 1;
    if (count % CHECKPOINT_EVERY === 0) await lease.checkpoint();
  }
  await zip.end();
  return count;
};
