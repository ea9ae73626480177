// archiver 5 (installed with exceljs) ships no types: the little the photo zip uses.
declare module 'archiver' {
  import type { EventEmitter } from 'node:events';
  import type { Readable, Writable } from 'node:stream';
  interface Archiver extends EventEmitter {
    pipe: <T extends Writable>(destination: T) => T;
    append: (
      source: Readable | Buffer | string,
      data: { name: string; store?: boolean; date?: Date },
    ) => this;
    finalize: () => Promise<void>;
    abort: () => this;
    pointer: () => number;
  }
  const archiver: (format: 'zip', options?: { store?: boolean; zlib?: { level?: number } }) => Archiver;
  export default archiver;
}
