/**
 * A map from strings to integers held in one string and three typed arrays
 * (open addressing): what the catalogue index looks SKUs up in. A Map of
 * 100,000 SKUs is 100,000 key strings the collector visits on every full
 * collection; this is four objects. Set twice, a key keeps the later value,
 * as a Map would.
 */
export class StringTable {
  private readonly text: string;
  private readonly starts: Int32Array;
  private readonly values: Int32Array;
  /** Entry index + 1 per slot; 0 is empty. */
  private readonly slots: Int32Array;
  readonly size: number;

  constructor(keys: readonly string[], values: ArrayLike<number>) {
    if (keys.length !== values.length) throw new Error("StringTable: as many values as keys");
    const n = keys.length;
    this.starts = new Int32Array(n + 1);
    let length = 0;
    keys.forEach((key, i) => {
      this.starts[i] = length;
      length += key.length;
    });
    this.starts[n] = length;
    this.text = keys.join("");
    this.values = Int32Array.from(values);
    // At most half full, so a miss ends at an empty slot within a few probes.
    let capacity = 8;
    while (capacity < n * 2) capacity *= 2;
    this.slots = new Int32Array(capacity);
    let size = 0;
    keys.forEach((key, i) => {
      const slot = this.find(key);
      if (this.slots[slot] === 0) size++;
      this.slots[slot] = i + 1;
    });
    this.size = size;
  }

  get(key: string): number | undefined {
    const entry = this.slots[this.find(key)];
    return entry === 0 ? undefined : this.values[entry - 1];
  }

  has(key: string): boolean {
    return this.slots[this.find(key)] !== 0;
  }

  /** The slot holding `key`, or the empty one where it would go. */
  private find(key: string): number {
    const mask = this.slots.length - 1;
    for (let slot = hash(key) & mask; ; slot = (slot + 1) & mask) {
      const entry = this.slots[slot];
      if (entry === 0 || this.keyIs(entry - 1, key)) return slot;
    }
  }

  private keyIs(i: number, key: string): boolean {
    const start = this.starts[i];
    return this.starts[i + 1] - start === key.length && this.text.startsWith(key, start);
  }
}

/** FNV-1a over UTF-16 code units. */
function hash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
