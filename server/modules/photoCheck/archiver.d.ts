// archiver 8 ships no types: the little the photo zip uses (ZipArchive, a Transform stream).
declare module 'archiver' {
  import type { Readable, Transform } from 'node:stream';
  export interface EntryData {
    name: string;
    store?: boolean;
    date?: Date;
  }
  export class ZipArchive extends Transform {
    constructor(options?: { store?: boolean; zlib?: { level?: number } });
    append(source: Readable | Buffer | string, data: EntryData): this;
    finalize(): Promise<void>;
    abort(): this;
    pointer(): number;
  }
}
