import { BoundedStore } from "./bounded-store.mjs";

type Entry = { body: string; extra?: string };
const sizeOf = (e: Entry) => e.body.length + (e.extra?.length ?? 0);
const entry = (bytes: number): Entry => ({ body: "x".repeat(bytes) });

test("drops the least recently used entries first once over its bytes, and counts what it holds", () => {
  const store = new BoundedStore<Entry>({ maxBytes: 300, sizeOf, maxEntryShare: 1 });
  for (const key of ["a", "b", "c"]) store.set(key, entry(100));
  store.touch("a", store.get("a")!);
  store.set("d", entry(100));
  expect([...store.entries.keys()]).toEqual(["c", "a", "d"]);
  expect(store.usage()).toEqual({ entries: 3, bytes: 300 });
  store.set("e", entry(250));
  expect([...store.entries.keys()]).toEqual(["e"]);
  expect(store.usage()).toEqual({ entries: 1, bytes: 250 });
});

test("never holds more than its bytes, whatever stream of new keys comes", () => {
  const store = new BoundedStore<Entry>({ maxBytes: 10_000, sizeOf });
  for (let i = 0; i < 5_000; i++) {
    store.set(`/search?q=${i}`, entry(1 + (i % 1_000)));
    expect(store.bytes).toBeLessThanOrEqual(10_000);
  }
  const held = [...store.entries.values()].reduce((sum, e) => sum + sizeOf(e), 0);
  expect(store.bytes).toBe(held);
});

test("refuses an entry over its share of the store, and drops what was at that key", () => {
  const store = new BoundedStore<Entry>({ maxBytes: 800, sizeOf });
  store.set("page", entry(50));
  store.set("page", entry(101));
  expect(store.get("page")).toBeUndefined();
  expect(store.usage()).toEqual({ entries: 0, bytes: 0 });
});

test("an entry changed in place is counted again; a stale one (no longer at its key) changes nothing", () => {
  const store = new BoundedStore<Entry>({ maxBytes: 1_000, sizeOf });
  const first = entry(40);
  store.set("p", first);
  store.update("p", first, (e) => (e.extra = "y".repeat(60)));
  expect(store.usage()).toEqual({ entries: 1, bytes: 100 });
  store.set("p", entry(10));
  store.update("p", first, (e) => (e.extra = "z".repeat(500)));
  expect(store.usage()).toEqual({ entries: 1, bytes: 10 });
  // Grown past its share: out.
  const now = store.get("p")!;
  store.update("p", now, (e) => (e.extra = "w".repeat(200)));
  expect(store.get("p")).toBeUndefined();
  expect(store.bytes).toBe(0);
});
