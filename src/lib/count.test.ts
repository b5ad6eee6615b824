import { formatCount } from "./count";

it("writes a count as toLocaleString('en-US') does", () => {
  for (const n of [0, 1, 999, 1000, 6044, 100_000, 1_234_567, -2500, 12.5, 0.125]) {
    expect(formatCount(n)).toBe(n.toLocaleString("en-US"));
  }
  expect(formatCount(6044)).toBe("6,044");
});
