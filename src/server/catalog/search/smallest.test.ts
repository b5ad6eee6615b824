import { smallestSorted } from "@/server/catalog/search/smallest";

/** What it stands in for: sort them all, take the first k. */
const bySorting = (values: number[], k: number) =>
  Float64Array.from(values)
    .sort()
    .subarray(0, Math.max(0, Math.min(k, values.length)));

let seed = 42;
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;

test("is the first k of the whole sorted list, for any length, k, spread and repeats", () => {
  for (let round = 0; round < 2_000; round++) {
    const length = Math.floor(random() * (round % 10 === 0 ? 5_000 : 300));
    // Narrow spreads give many repeats (the pivot's own value many times); wide ones the search's keys.
    const spread = [2, 10, 1_000, 2 ** 52][round % 4];
    const values = Array.from({ length }, () => Math.floor(random() * spread));
    if (round % 7 === 0) values.sort((a, b) => a - b);
    if (round % 7 === 1) values.sort((a, b) => b - a);
    const k = [0, 1, 2, 100, 101, length, length + 5, Math.floor(random() * length)][round % 8];
    expect(Array.from(smallestSorted(values, k))).toEqual(Array.from(bySorting(values, k)));
  }
});

test("leaves its input as it was", () => {
  const values = Array.from({ length: 1_000 }, (_, i) => (i * 7919) % 1_000);
  const before = [...values];
  expect(Array.from(smallestSorted(values, 10))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  expect(values).toEqual(before);
});
