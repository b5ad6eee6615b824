// The one kind of store behind the server's caches (the page cache and the
// kept API answers): a map bounded by bytes, least recently used out first.
// Each store is bounded on its own, so a stream of new addresses (new search
// terms, made-up query strings, new filter sets) pushes out only entries of
// its own kind, never the site's pages, and memory stays flat whatever comes.

/**
 * @template V
 */
export class BoundedStore {
  /**
   * @param {{ maxBytes: number, sizeOf: (value: V) => number, maxEntryShare?: number }} options
   *   `sizeOf` the bytes an entry holds; an entry over `maxBytes * maxEntryShare` (default 1/8) is not kept,
   *   so one huge answer cannot empty the store.
   */
  constructor({ maxBytes, sizeOf, maxEntryShare = 1 / 8 }) {
    this.maxBytes = maxBytes;
    this.maxEntryBytes = maxBytes * maxEntryShare;
    this.sizeOf = sizeOf;
    this.bytes = 0;
    /** @type {Map<string, V>} least recently used first */
    this.entries = new Map();
  }

  /** @param {string} key */
  get(key) {
    return this.entries.get(key);
  }

  /**
   * Marks the entry as just used.
   * @param {string} key
   * @param {V} value the entry now at `key`
   */
  touch(key, value) {
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  /** @param {string} key */
  delete(key) {
    const known = this.entries.get(key);
    if (known === undefined) return;
    this.entries.delete(key);
    this.bytes -= this.sizeOf(known);
  }

  /**
   * Keeps `value` at `key` (unless it is too big for this store) and drops the least recently used until within bounds.
   * @param {string} key
   * @param {V} value
   */
  set(key, value) {
    this.delete(key);
    const bytes = this.sizeOf(value);
    if (bytes > this.maxEntryBytes) return;
    this.entries.set(key, value);
    this.bytes += bytes;
    this.#evict();
  }

  /**
   * Changes an entry in place (`change` mutates it) and keeps the byte count right; nothing if `value` is no longer
   * the entry at `key`.
   * @param {string} key
   * @param {V} value
   * @param {(value: V) => void} change
   */
  update(key, value, change) {
    const current = this.entries.get(key) === value;
    if (current) this.bytes -= this.sizeOf(value);
    change(value);
    if (!current) return;
    this.bytes += this.sizeOf(value);
    if (this.sizeOf(value) > this.maxEntryBytes) this.delete(key);
    else this.#evict();
  }

  /** Entries and bytes held (diagnostics, tests). */
  usage() {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  #evict() {
    for (const [key, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(key);
      this.bytes -= this.sizeOf(value);
    }
  }
}
