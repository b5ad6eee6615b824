/** @jest-environment node */
import { doorkeeper } from "./asked-before.mjs";

test("an address is let in at its second request, then remembered afresh", () => {
  const askedBefore = doorkeeper(10);
  expect(askedBefore("/api/products/search?q=film")).toBe(false);
  expect(askedBefore("/api/products/search?q=gloves")).toBe(false);
  expect(askedBefore("/api/products/search?q=film")).toBe(true);
  // Let in once: its next request counts as a first again (the cache holds it meanwhile).
  expect(askedBefore("/api/products/search?q=film")).toBe(false);
  expect(askedBefore("/api/products/search?q=gloves")).toBe(true);
});

test("it remembers the last `max` addresses asked once: an older one counts as new again", () => {
  const askedBefore = doorkeeper(3);
  for (const q of ["a", "b", "c", "d"]) expect(askedBefore(`/search?q=${q}`)).toBe(false);
  expect(askedBefore("/search?q=a")).toBe(false);
  expect(askedBefore("/search?q=d")).toBe(true);
});

test("a stream of 100,000 distinct addresses lets none in and holds at most `max`", () => {
  const askedBefore = doorkeeper(4096);
  let letIn = 0;
  for (let i = 0; i < 100_000; i++) if (askedBefore(`/api/products/search?q=term-${i}`)) letIn++;
  // Distinct addresses are let in only by a hash collision with one of the last 4,096: a handful at most.
  expect(letIn).toBeLessThan(10);
});
