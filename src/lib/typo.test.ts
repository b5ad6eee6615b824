import fc from "fast-check";
import { closestWord, correctWords, editDistance, maxEdits } from "./typo";

const vocabulary = new Map([
  ["stretch", 40],
  ["film", 45],
  ["nitrile", 12],
  ["gloves", 20],
  ["mailer", 15],
  ["mailers", 3],
  ["bags", 30],
  ["trash", 18],
  ["hand", 25],
  ["band", 1],
]);

/** Plain dynamic-programming optimal string alignment distance: the reference for the bounded one. */
function reference(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.length][b.length];
}

test("edit distance counts inserts, deletes, substitutions and neighbour swaps", () => {
  expect(editDistance("strech", "stretch")).toBe(1);
  expect(editDistance("bgas", "bags")).toBe(1);
  expect(editDistance("nitrle", "nitrile")).toBe(1);
  expect(editDistance("abc", "abc")).toBe(0);
  expect(editDistance("", "abc")).toBe(3);
});

test("the bounded distance equals the reference up to its limit", () => {
  const word = fc.string({ unit: fc.constantFrom("a", "b", "c", "d"), maxLength: 8 });
  fc.assert(
    fc.property(word, word, fc.integer({ min: 0, max: 4 }), (a, b, limit) => {
      const full = reference(a, b);
      expect(editDistance(a, b)).toBe(full);
      expect(editDistance(a, b, limit)).toBe(full <= limit ? full : limit + 1);
    }),
  );
});

test.each([
  ["strech", "stretch"],
  ["nitrle", "nitrile"],
  ["mailr", "mailer"],
  ["bgas", "bags"],
  ["glvoes", "gloves"],
])("%s is corrected to %s", (typo, word) => {
  expect(closestWord(typo, vocabulary)).toBe(word);
});

test("known words, short words, numbers and far words are left alone", () => {
  expect(closestWord("film", vocabulary)).toBeUndefined();
  expect(closestWord("fl", vocabulary)).toBeUndefined();
  expect(closestWord("80ga", vocabulary)).toBeUndefined();
  expect(closestWord("pallet", vocabulary)).toBeUndefined();
  // Four letters allow one edit only: "hnad" is a swap from "hand" (1), "xyzd" is not near.
  expect(maxEdits("hnad")).toBe(1);
  expect(closestWord("hnad", vocabulary)).toBe("hand");
  expect(closestWord("xyzd", vocabulary)).toBeUndefined();
});

test("ties go to the word more names hold, then the alphabetically first", () => {
  // "gand" is one edit from both "hand" (25 names) and "band" (1).
  expect(closestWord("gand", vocabulary)).toBe("hand");
  expect(
    closestWord(
      "cand",
      new Map([
        ["hand", 1],
        ["band", 1],
      ]),
    ),
  ).toBe("band");
});

test("correctWords returns the corrected text and what changed, or null", () => {
  const fixed = correctWords("Strech film", vocabulary);
  expect(fixed?.text).toBe("stretch film");
  expect([...(fixed?.changes ?? [])]).toEqual([["strech", "stretch"]]);
  expect(correctWords("stretch film", vocabulary)).toBeNull();
});
