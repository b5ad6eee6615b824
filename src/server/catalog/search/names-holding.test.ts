import { nameList, namesHolding } from "./names-holding";

/** The index's form of a list of products: their names as one list, their ids beside. */
const holding = (products: { id: number; name: string }[], words: string[], max: number) =>
  namesHolding(
    nameList(products.map((p) => p.name)),
    Int32Array.from(products, (p) => p.id),
    words,
    max,
  );

/** The walk it replaces: every name read. */
const brute = (products: { id: number; name: string }[], words: string[], max: number) =>
  products
    .filter((p) => words.every((w) => p.name.includes(w)))
    .slice(0, max)
    .map((p) => p.id);

/** A small deterministic generator, so a failure names its seed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

// Words of the trade, numbers, and letters that change under lower-casing or are not ASCII
// (the Turkish dotted İ lower-cases to two code units; "ß", "é", an emoji's surrogate pair).
const PARTS = ["can", "liner", "bag", "33", "4523", "gal", "i̇stanbul", "straße", "café", "x", "17x18", "🎁", "clear", "black", "1/6"];

test("finds exactly what reading every name finds, in the list's order, up to max", () => {
  for (let seed = 1; seed <= 200; seed++) {
    const next = random(seed);
    const pick = () => PARTS[Math.floor(next() * PARTS.length)];
    const products = Array.from({ length: 300 }, (_, i) => ({
      id: 1000 - i,
      name: Array.from({ length: 2 + Math.floor(next() * 5) }, pick).join(next() < 0.5 ? " " : ""),
    }));
    const words = Array.from({ length: Math.floor(next() * 3) }, () => {
      const part = pick();
      // Whole parts, pieces of them, and pieces across a space between two.
      return next() < 0.5 ? part : `${part} ${pick()}`.slice(Math.floor(next() * 3), 3 + Math.floor(next() * 6));
    });
    const max = next() < 0.3 ? 5 : 100;
    expect([seed, holding(products, words, max)]).toEqual([seed, brute(products, words, max)]);
  }
});

test("a list's signatures follow the list: a new list (the next catalogue version) is read anew", () => {
  const first = [{ id: 1, name: "clear can liner 33 gal" }];
  expect(holding(first, ["liner"], 10)).toEqual([1]);
  const next = [{ id: 1, name: "black contractor bag 42 gal" }];
  expect(holding(next, ["liner"], 10)).toEqual([]);
  expect(holding(next, ["contractor"], 10)).toEqual([1]);
});
