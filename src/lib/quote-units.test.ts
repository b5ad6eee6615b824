import { quantityWithUnit, unitFor } from "./quote-units";

describe("quantityWithUnit", () => {
  it.each([
    [25, "roll", true, "25+ rolls"],
    [1, "roll", false, "1 roll"],
    [1, "roll", true, "1+ rolls"],
    [2, "box", false, "2 boxes"],
    [2, "pouch", false, "2 pouches"],
    [2, "battery", false, "2 batteries"],
    [5, "case of 4 rolls", true, "5+ cases of 4 rolls"],
    [25, "pallet", true, "25+ pallets"],
    [25, "ROLL", true, "25+ ROLLS"],
    [25, "rolls", true, "25+ rolls"],
    [1000, "each", true, "1,000+ each"],
    [3, "lb", false, "3 lb"],
    [2, "pcs", false, "2 pcs"],
    [5, "1,000 bags", true, "5+ × 1,000 bags"],
    [12, "", false, "12"],
  ])("%d %j (or more: %s) → %j", (n, unit, orMore, expected) => {
    expect(quantityWithUnit(n, unit, { orMore })).toBe(expected);
  });

  it("keeps the unit as typed for one", () => {
    expect(unitFor(1, " case of 4 rolls ")).toBe("case of 4 rolls");
  });
});
