import yauzl from 'yauzl';
import { MEDIA_LIMITS } from '../../../domain/validation/media';

export interface ZipSummary {
  entries: number;
  unpackedBytes: number;
}

export class InvalidZipError extends Error {}

/**
 * Reads a zip through: a file that does not open as a zip, an encrypted or corrupt entry, an
 * unsafe entry name (absolute or `..`), no entries at all, or more entries or unpacked bytes than
 * MEDIA_LIMITS allow is an InvalidZipError. Every entry is inflated (yauzl checks each against
 * its declared size), so a zip bomb that lies about its sizes fails too.
 */
export const inspectZip = (file: string, limits = MEDIA_LIMITS): Promise<ZipSummary> =>
  new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, autoClose: true, validateEntrySizes: true }, (openError, zip) => {
      if (openError || !zip) return reject(new InvalidZipError(openError?.message ?? 'not a zip'));
      let settled = false;
      const fail = (reason: string) => {
        if (settled) return;
        settled = true;
        zip.close();
        reject(new InvalidZipError(reason));
      };
      let entries = 0;
      let unpackedBytes = 0;
      if (zip.entryCount > limits.maxEntries) return fail('too many entries');
      zip.on('error', (error: Error) => fail(error.message));
      zip.on('end', () => {
        if (settled) return;
        if (entries === 0) return fail('empty archive');
        settled = true;
        resolve({ entries, unpackedBytes });
      });
      zip.on('entry', (entry: yauzl.Entry) => {
        if (settled) return;
        entries += 1;
        unpackedBytes += entry.uncompressedSize;
        if (entries > limits.maxEntries) return fail('too many entries');
        if (unpackedBytes > limits.maxUnpackedBytes) return fail('unpacked size beyond the limit');
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return fail(streamError?.message ?? 'unreadable entry');
          stream.on('error', (error) => fail(error.message));
          stream.on('end', () => {
            if (!settled) zip.readEntry();
          });
          stream.resume();
        });
      });
      zip.readEntry();
    });
  });
