import { closedDeal, type DealFacts } from "./quote-deal";

const facts = (over: Partial<DealFacts>): DealFacts => ({
  status: "Quoted",
  latest: { version: 2, validUntil: "2026-12-25" },
  answer: null,
  expired: false,
  ...over,
});
const accepted = { type: "accepted" as const, name: "Dana Buyer", poNumber: "PO-7788" };

it.each<[Partial<DealFacts>, string | null]>([
  [{ status: "New", latest: null }, null],
  [{}, null],
  // Reopened: the answer stays on record, the deal is open.
  [{ status: "Contacted", answer: accepted }, null],
  [{ status: "Won", answer: accepted }, "accepted"],
  [{ status: "Lost", answer: { type: "declined", name: null, poNumber: null } }, "declined"],
  [{ status: "Won" }, "won"],
  [{ status: "Lost", latest: null }, "lost"],
  [{ expired: true }, "expired"],
])("%o is %s", (over, state) => {
  expect(closedDeal(facts(over))?.state ?? null).toBe(state);
});

it("names who accepted and the PO number, and when an expired version ended", () => {
  expect(closedDeal(facts({ status: "Won", answer: accepted }))?.text).toBe("Version 2 was accepted by Dana Buyer (PO PO-7788).");
  expect(closedDeal(facts({ expired: true }))?.text).toBe("Version 2 expired on December 25, 2026.");
});
