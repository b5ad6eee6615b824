import { StringTable } from "./string-table";

/** A small deterministic generator, so a failure names its seed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const PARTS = ["sf", "-", "18", "80", "ga", "x", "1500", "", "é", "🎁", "İ", "tb.55", "0"];

test("answers as a Map of the same entries would, for keys it holds and keys it does not", () => {
  for (let seed = 1; seed <= 100; seed++) {
    const next = random(seed);
    const word = () => Array.from({ length: Math.floor(next() * 5) }, () => PARTS[Math.floor(next() * PARTS.length)]).join("");
    const keys = Array.from({ length: Math.floor(next() * 400) }, word);
    const values = keys.map(() => Math.floor(next() * 2 ** 31));
    const table = new StringTable(keys, values);
    const map = new Map(keys.map((k, i) => [k, values[i]]));
    expect([seed, table.size]).toEqual([seed, map.size]);
    for (const probe of [...keys, ...Array.from({ length: 200 }, word)]) {
      expect([seed, probe, table.get(probe), table.has(probe)]).toEqual([seed, probe, map.get(probe), map.has(probe)]);
    }
  }
});

test("a key is not found through a longer or shorter one beside it in the text", () => {
  const table = new StringTable(["ab", "c", "abc"], [1, 2, 3]);
  expect([table.get("ab"), table.get("c"), table.get("abc"), table.get("bc"), table.get("a")]).toEqual([1, 2, 3, undefined, undefined]);
  expect(new StringTable([], []).get("")).toBeUndefined();
  expect(new StringTable([""], [7]).get("")).toBe(7);
});
