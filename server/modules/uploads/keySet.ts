/**
 * A set of strings kept as 64-bit hashes in one typed array (open addressing): a million natural
 * keys take 16 MB instead of the ~80 MB a Set of their strings holds (and no chunk of the file is
 * kept alive by a key sliced from it). Two keys share a hash about once in 10^7 files of 2,000,000
 * rows: at worst a needless warning.
 */
export class KeySet {
  private slots = new Uint32Array(2 * 1024);
  private size = 0;

  /** Adds the key; false when it was there already. */
  add(key: string): boolean {
    // cyrb53's two 32-bit halves (https://github.com/bryc/code/blob/master/jshash/experimental/cyrb53.js).
    let h1 = 0xdeadbeef;
    let h2 = 0x41c6ce57;
    for (let i = 0; i < key.length; i++) {
      const c = key.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 2654435761);
      h2 = Math.imul(h2 ^ c, 1597334677);
    }
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    // An empty slot is (0, 0): a key's first half is never 0.
    h1 = (h1 | 1) >>> 0;
    h2 >>>= 0;
    if (!this.put(h1, h2)) return false;
    this.size += 1;
    if (this.size * 4 > this.slots.length) this.grow();
    return true;
  }

  private put(h1: number, h2: number): boolean {
    const mask = this.slots.length / 2 - 1;
    for (let i = h2 & mask; ; i = (i + 1) & mask) {
      const a = this.slots[2 * i];
      if (a === 0) {
        this.slots[2 * i] = h1;
        this.slots[2 * i + 1] = h2;
        return true;
      }
      if (a === h1 && this.slots[2 * i + 1] === h2) return false;
    }
  }

  /** Twice the slots once half are taken. */
  private grow() {
    const old = this.slots;
    this.slots = new Uint32Array(old.length * 2);
    for (let i = 0; i < old.length; i += 2) if (old[i] !== 0) this.put(old[i], old[i + 1]);
  }
}
