import type { ReorderAnswer } from "@/lib/orders";
import { reorderSummary } from "./reorder-button";

const product = (name: string) => ({
  id: 1,
  name,
  slug: "x",
  sku: "X-1",
  priceMin: "11.00",
  priceMax: "11.00",
  imageUrl: "/x.svg",
  category: "C",
  unitOfSale: "per case",
});

describe("reorderSummary", () => {
  it("names what was added, what is no longer sold and each price changed since, old → new", () => {
    const answer: ReorderAnswer = {
      items: [
        { product: product("Large Box"), quantity: 3, orderedPrice: "10.00", priceChanged: { from: "10.00", to: "11.00" } },
        { product: product("Tape"), quantity: 1, orderedPrice: "2.00", priceChanged: null },
        { product: product("Film"), quantity: 1, orderedPrice: "2.00", priceChanged: { from: "40.00 - 45.00", to: null } },
      ],
      notSold: [{ sku: "OLD-9", name: "Old Mailer" }],
    };
    expect(reorderSummary(answer)).toEqual([
      "3 lines are in your cart.",
      "Old Mailer (SKU OLD-9): no longer sold, left out.",
      "Large Box: price changed, $10.00 → $11.00.",
      "Film: price changed, $40.00 - $45.00 → Contact for Price.",
    ]);
  });

  it("says when nothing could be added", () => {
    expect(reorderSummary({ items: [], notSold: [{ sku: "", name: "Special bag" }] })).toEqual([
      "Nothing could be added to your cart.",
      "Special bag: no longer sold, left out.",
    ]);
  });
});
