import type { Readable } from 'node:stream';
import sharp from 'sharp';
import type { Db } from '../../db';
import type { FileArea } from '../../storage/files';
import { setThumbnail, storedThumbnail } from './queries';

/** A thumbnail's longest side, in pixels, and its JPEG quality: a grid of 50 stays under 1 MB. */
export const THUMBNAIL_SIDE = 240;
const THUMBNAIL_QUALITY = 60;
/** Photos are at most 5 MB (the field API); libvips refuses anything above this many pixels. */
const MAX_PIXELS = 40_000_000;

/**
 * A photo stream into a JPEG thumbnail stream: libvips (sharp) decodes and shrinks on libuv's
 * thread pool, never on the event loop; turned upright by its EXIF orientation, flattened on white.
 */
const thumbnailer = () =>
  sharp({ limitInputPixels: MAX_PIXELS, failOn: 'error' })
    .rotate()
    .resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: THUMBNAIL_QUALITY, mozjpeg: true });

/**
 * Makes and stores the thumbnail of a stored photo (read from `photo`), and records it on the
 * photo's facts unless another request did first (then theirs is kept, ours removed). Answers the
 * stored name in use, or null when the photo cannot be decoded (the grid shows an icon).
 */
export const makeThumbnail = async (
  db: Db,
  thumbnails: FileArea,
  photo: Readable,
  photoId: number,
): Promise<string | null> => {
  const transform = thumbnailer();
  photo.on('error', (error) => transform.destroy(error));
  photo.pipe(transform);
  let stored: string;
  try {
    stored = (await thumbnails.put('.jpg', transform)).name;
  } catch {
    photo.destroy();
    return null;
  }
  if (await setThumbnail(db, photoId, stored)) return stored;
  await thumbnails.remove(stored).catch(() => undefined);
  return storedThumbnail(db, photoId);
};
