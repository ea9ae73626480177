import path from 'node:path';
import { diskStorage, type FileArea, type FileAreaName } from '../../server/storage/files';

/** An area of the disk storage under a test's DATA_DIR (the app's default backend). */
export const diskAreaOf = (dataDir: string, area: FileAreaName) => diskStorage(dataDir).area(area);

/** The stored files of an area, through the storage interface. */
export const storedNames = async (area: FileArea) => {
  const names: string[] = [];
  for await (const { name } of area.list()) names.push(name);
  return names.sort();
};

/**
 * The disk backend's own folder of an area: only for what a stopped process leaves on the disk
 * (partial `.part` files), which the interface does not show.
 */
export const diskFolderOf = (dataDir: string, area: FileAreaName) => path.join(dataDir, area);
