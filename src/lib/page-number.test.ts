import { parsePageNumber } from "./page-number";

test.each([
  ["1", 1],
  ["2", 2],
  ["100000", 100000],
])("%s is page %i", (raw, n) => expect(parsePageNumber(raw)).toBe(n));

test.each(["0", "01", "-1", "1.5", "abc", "", "100001", "9999999", "2 ", "1e3"])("%j is no page", (raw) =>
  expect(parsePageNumber(raw)).toBeNull(),
);
