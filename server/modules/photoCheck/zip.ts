import { once } from 'node:events';
import type { PassThrough } from 'node:stream';
import { ZipArchive } from 'archiver';
import type { Db } from '../../db';
import type { Lease } from '../../jobs/lease';
import type { FileArea } from '../../storage/files';
import { contactPhotoName, photoFiles } from './queries';

/**
 * Writes a zip of the photos into `out`, one stored (not deflated: JPEG and PNG are compressed
 * already) entry per photo, read one file at a time as the zip is written and handed on: the
 * memory held is a few buffers whatever the number of photos. Entries are named
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
  const zip = new ZipArchive({ store: true });
  const failed = new Promise<never>((_, reject) => {
    zip.on('error', reject);
    out.on('error', reject);
  });
  failed.catch(() => undefined);
  zip.pipe(out);
  let count = 0;
  for (const row of rows) {
    const file = await photos.read(contactPhotoName(row.path));
    if (!file) throw new Error(`photo ${row.id} has no file`);
    const name = `session_${row.session_id}_photo_${row.id}.${row.mime === 'image/png' ? 'png' : 'jpg'}`;
    zip.append(file.stream, { name, store: true });
    // One file open at a time: the next is appended once this one is in the zip.
    await Promise.race([once(zip, 'entry'), failed]);
    count += 1;
    if (count % 20 === 0) await lease.checkpoint();
  }
  await Promise.race([zip.finalize(), failed]);
  return count;
};
