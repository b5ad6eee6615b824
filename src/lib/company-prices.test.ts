import { breaksCell, breaksText, isExpired, parseBreaksCell, priceForQuantity } from "./company-prices";
import { companyPriceInputSchema } from "./validation/company-prices";

describe("company prices", () => {
  const price = {
    unitPrice: "10.00",
    breaks: [
      { minQuantity: 100, unitPrice: "9.00" },
      { minQuantity: 500, unitPrice: "8.00" },
    ],
  };

  test("a quantity buys at the highest break it reaches", () => {
    expect([1, 99, 100, 499, 500, 10_000].map((q) => priceForQuantity(price, q))).toEqual([
      "10.00",
      "10.00",
      "9.00",
      "9.00",
      "8.00",
      "8.00",
    ]);
  });

  test("a price holds through its last day", () => {
    expect(isExpired(null, "2026-11-28")).toBe(false);
    expect(isExpired("2026-11-28", "2026-11-28")).toBe(false);
    expect(isExpired("2026-11-27", "2026-11-28")).toBe(true);
  });

  test("breaks as a cell and back", () => {
    expect(breaksCell(price.breaks)).toBe("100:9.00;500:8.00");
    expect(parseBreaksCell("100:9.00;500:8.00")).toEqual([
      { minQuantity: 100, unitPrice: "9.00" },
      { minQuantity: 500, unitPrice: "8.00" },
    ]);
    expect(parseBreaksCell(" 100 : 9 ; 500:8.5 ")).toEqual([
      { minQuantity: 100, unitPrice: "9" },
      { minQuantity: 500, unitPrice: "8.5" },
    ]);
    expect(parseBreaksCell("")).toEqual([]);
    for (const bad of ["100", "100:9.00,500:8.00", "x:1", "100:9.00;", "1:1;".repeat(12)]) expect(parseBreaksCell(bad)).toBeNull();
    expect(breaksText(price.breaks)).toBe("100+ $9.00, 500+ $8.00");
  });

  test("the schema normalises money and dates", () => {
    expect(companyPriceInputSchema.parse({ sku: " SF-1 ", unitPrice: "$1,234.5", breaks: null, expiresOn: "" })).toEqual({
      sku: "SF-1",
      unitPrice: "1234.50",
      breaks: [],
      expiresOn: null,
    });
  });
});
