import { z } from "@/lib/validation/zod";
import {
  adminPriceBadge,
  formatPrice,
  priceWithUnit,
  unitText,
  MONEY_MESSAGE,
  MONEY_TOO_LARGE_MESSAGE,
  moneyToCents,
  normalizeMoney,
  parseMoney,
  priceText,
} from "./money";
import { money, requiredMoney } from "./validation/money";

describe("parseMoney", () => {
  it.each([
    ["45", "45.00"],
    ["45.5", "45.50"],
    ["45.00", "45.00"],
    [" 45.00 ", "45.00"],
    ["1,234.50", "1234.50"],
    ["$1,234.5", "1234.50"],
    ["0", "0.00"],
    ["007.1", "7.10"],
    ["9999999.99", "9999999.99"],
    ["9,999,999.99", "9999999.99"],
    [45, "45.00"],
    [45.5, "45.50"],
    [0, "0.00"],
  ])("normalises %j to %j", (input, out) => {
    expect(parseMoney(input)).toEqual({ ok: true, value: out });
  });

  it.each(["", "   ", null, undefined])("treats %j as no price", (input) => {
    expect(parseMoney(input)).toEqual({ ok: true, value: null });
  });

  it.each([
    "-5",
    "-5.00",
    "45.001",
    "abc",
    "45.",
    ".5",
    "1,23.00",
    "12,34",
    "1.2.3",
    "45 USD",
    "4 5",
    "$",
    "1e3",
    -1,
    1.005,
    NaN,
    Infinity,
    true,
    {},
    [],
  ])("rejects %j", (input) => {
    expect(parseMoney(input)).toEqual({ ok: false, message: MONEY_MESSAGE });
  });

  it.each(["10000000", "10,000,000.00", "99999999.99", 10000000])("rejects %j as too large", (input) => {
    expect(parseMoney(input)).toEqual({ ok: false, message: MONEY_TOO_LARGE_MESSAGE });
  });

  it("normalizeMoney and moneyToCents", () => {
    expect(normalizeMoney("1,000")).toBe("1000.00");
    expect(normalizeMoney("bad")).toBeNull();
    expect(moneyToCents("45.5")).toBe(4550);
    expect(moneyToCents("")).toBeNull();
  });
});

describe("formatPrice", () => {
  it.each([
    ["45.00", "$45.00"],
    ["45", "$45.00"],
    ["1234.5", "$1,234.50"],
    ["1234567.89", "$1,234,567.89"],
    ["999.99", "$999.99"],
    ["0.5", "$0.50"],
  ])("%j -> %j", (n, text) => {
    expect(formatPrice(n)).toBe(text);
  });
});

describe("priceText", () => {
  it("says Contact for Price when either price is missing", () => {
    expect(priceText(null, null)).toBe("Contact for Price");
    expect(priceText("", "55.00")).toBe("Contact for Price");
    expect(priceText("45.00", null)).toBe("Contact for Price");
    expect(priceText(undefined, "55.00")).toBe("Contact for Price");
    expect(priceText("garbage", "55.00")).toBe("Contact for Price");
  });
  it("shows one price when min equals max", () => {
    expect(priceText("45.00", "45.00")).toBe("$45.00");
    expect(priceText("45", "45.00")).toBe("$45.00");
  });
  it("shows a range otherwise", () => {
    expect(priceText("45.00", "55.00")).toBe("$45.00 - $55.00");
    expect(priceText("1000", "2500.5")).toBe("$1,000.00 - $2,500.50");
  });
});

describe("adminPriceBadge", () => {
  it("is null unless both are set", () => {
    expect(adminPriceBadge(null, "5")).toBeNull();
    expect(adminPriceBadge("5", "")).toBeNull();
    expect(adminPriceBadge(null, null)).toBeNull();
  });
  it("is a single price when equal, else min - max", () => {
    expect(adminPriceBadge("45.00", "45")).toBe("$45.00");
    expect(adminPriceBadge("45.00", "55.00")).toBe("$45.00 - $55.00");
  });
});

describe("money schemas", () => {
  const schema = z.object({ price: money });

  it("normalises and maps blank/absent to null", () => {
    expect(schema.parse({ price: "45" })).toEqual({ price: "45.00" });
    expect(schema.parse({ price: "" })).toEqual({ price: null });
    expect(schema.parse({ price: null })).toEqual({ price: null });
    expect(schema.parse({})).toEqual({ price: null });
  });

  it("rejects with the money message", () => {
    const r = schema.safeParse({ price: "-3" });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ path: ["price"], message: "Enter a price like 45.00" });
    expect(schema.safeParse({ price: false }).error?.issues[0].message).toBe("Enter a price like 45.00");
  });

  it("requiredMoney needs a value", () => {
    const req = z.object({ min: requiredMoney("Min price is required") });
    expect(req.parse({ min: "45" })).toEqual({ min: "45.00" });
    expect(req.safeParse({ min: "" }).error?.issues[0].message).toBe("Min price is required");
    expect(req.safeParse({}).error?.issues[0].message).toBe("Min price is required");
    expect(req.safeParse({ min: "x" }).error?.issues[0].message).toBe("Enter a price like 45.00");
  });
});

describe("unit of sale beside a price", () => {
  it("is the trimmed unit when there is a price, and nothing beside Contact for Price", () => {
    expect(unitText("45", "55", " per case of 4 rolls ")).toBe("per case of 4 rolls");
    expect(unitText(null, "55", "per case of 4 rolls")).toBe("");
    expect(unitText("45", "55", "")).toBe("");
    expect(unitText("45", "55", null)).toBe("");
  });

  it("reads as one line", () => {
    expect(priceWithUnit("45", "55", "per case of 4 rolls")).toBe("$45.00 - $55.00 per case of 4 rolls");
    expect(priceWithUnit("92", "92", "per roll")).toBe("$92.00 per roll");
    expect(priceWithUnit(null, null, "per roll")).toBe("Contact for Price");
    expect(priceWithUnit("45", "55", "")).toBe("$45.00 - $55.00");
  });
});
