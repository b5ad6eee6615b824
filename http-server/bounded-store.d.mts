export class BoundedStore<V> {
  constructor(options: { maxBytes: number; sizeOf: (value: V) => number; maxEntryShare?: number });
  readonly maxBytes: number;
  readonly maxEntryBytes: number;
  readonly sizeOf: (value: V) => number;
  bytes: number;
  readonly entries: Map<string, V>;
  get(key: string): V | undefined;
  touch(key: string, value: V): V;
  delete(key: string): void;
  set(key: string, value: V): void;
  update(key: string, value: V, change: (value: V) => void): void;
  usage(): { entries: number; bytes: number };
}
