import { QUOTE_QUANTITY_MAX, quoteItemSchema } from "./validation/quote-request";
import { capQuantity, parseQuantity, QUANTITY_MAX, QUANTITY_MESSAGE } from "./quantity";

describe("parseQuantity", () => {
  it("takes whole numbers from 1 to 100,000", () => {
    expect(parseQuantity("1")).toBe(1);
    expect(parseQuantity(" 40 ")).toBe(40);
    expect(parseQuantity("007")).toBe(7);
    expect(parseQuantity("100000")).toBe(100_000);
  });
  it.each(["", " ", "0", "-3", "1.5", "1e3", "abc", "100001", "99999999", "4 0", "+5", "١٢"])("refuses %j", (text) => {
    expect(parseQuantity(text)).toBeNull();
  });
  it("caps sums at the limit", () => {
    expect(capQuantity(99_990 + 40)).toBe(QUANTITY_MAX);
    expect(capQuantity(12)).toBe(12);
  });
});

describe("the quote request shares the limit and the message", () => {
  const item = (quantity: number) => quoteItemSchema.safeParse({ productId: 1, sku: "A", name: "A", quantity });
  it("accepts what the field accepts and refuses the rest with the same message", () => {
    expect(QUOTE_QUANTITY_MAX).toBe(QUANTITY_MAX);
    expect(item(QUANTITY_MAX).success).toBe(true);
    expect(item(1).success).toBe(true);
    for (const bad of [0, QUANTITY_MAX + 1, 1.5]) {
      const r = item(bad);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0].message).toBe(QUANTITY_MESSAGE);
    }
  });
});
