/**
 * Quote totals must be exact for any price and quantity the schemas allow, since
 * the buyer agrees to those numbers: each property checks the module against integer-cent arithmetic
 * done here from the digits of the money text, not through the module's own
 * helpers, so a shared mistake cannot hide.
 */
import fc from "fast-check";
import { QUANTITY_MAX } from "./quantity";
import { applicableUnitPrice, fromCents, priceLine, quoteTotals, toCents, type PriceBreak, type QuoteLineInput } from "./quote-math";
import { QUOTE_BREAKS_MAX, QUOTE_LINES_MAX } from "./validation/quote";

const MAX_MONEY = "9999999.99";

/** The oracle: "1234.50" -> 123450n, read digit by digit. */
function centsOf(money: string): bigint {
  const [int, dec] = money.split(".");
  if (dec === undefined || dec.length !== 2) throw new Error(`test oracle got ${money}`);
  let cents = 0n;
  for (const ch of int + dec) cents = cents * 10n + BigInt(ch.charCodeAt(0) - 48);
  return cents;
}

/** The oracle's way back: 123450n -> "1234.50". */
function textOf(cents: bigint): string {
  const s = cents.toString().padStart(3, "0");
  return `${s.slice(0, -2)}.${s.slice(-2)}`;
}

/** Normalised money text from 0.00 to 9,999,999.99, with the edges and float traps weighted in. */
const moneyText = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(fc.integer({ min: 0, max: 9_999_999 }), fc.integer({ min: 0, max: 99 }))
      .map(([d, c]) => `${d}.${String(c).padStart(2, "0")}`),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }))
      .map(([d, c]) => `${d}.${String(c).padStart(2, "0")}`),
  },
  { weight: 1, arbitrary: fc.constantFrom("0.00", "0.01", "0.10", "0.20", "0.30", "0.07", "1.15", "4.35", "0.57", "19.99", MAX_MONEY) },
);

const quantity = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: QUANTITY_MAX }) },
  { weight: 1, arbitrary: fc.constantFrom(1, 3, 10, 99_999, QUANTITY_MAX) },
);

const breaks = fc.uniqueArray(fc.record({ minQuantity: quantity, unitPrice: moneyText }), {
  maxLength: QUOTE_BREAKS_MAX,
  selector: (b) => b.minQuantity,
});

const line: fc.Arbitrary<QuoteLineInput> = fc.record({
  sku: fc.string({ maxLength: 8 }),
  name: fc.string({ minLength: 1, maxLength: 12 }),
  quantity,
  unit: fc.constantFrom("each", "roll", "case", "1,000 bags"),
  unitPrice: moneyText,
  breaks,
  note: fc.string({ maxLength: 10 }),
});

// fast-check's default size keeps arrays short; long quotes (up to the 200-line cap) are drawn too.
const lines = fc.oneof(
  fc.array(line, { maxLength: QUOTE_LINES_MAX }),
  fc.array(line, { minLength: 100, maxLength: QUOTE_LINES_MAX, size: "max" }),
);
const freight = fc.option(moneyText, { nil: null });

/** The oracle's unit price: the break with the highest minQuantity the quantity reaches, else the line's price. */
function expectedUnitPrice(l: Pick<QuoteLineInput, "quantity" | "unitPrice" | "breaks">): string {
  const reached = l.breaks.filter((b) => b.minQuantity <= l.quantity);
  if (reached.length === 0) return l.unitPrice;
  return reached.reduce((a, b) => (b.minQuantity > a.minQuantity ? b : a)).unitPrice;
}

const expectedLineCents = (l: QuoteLineInput) => centsOf(expectedUnitPrice(l)) * BigInt(l.quantity);

describe("toCents / fromCents", () => {
  it("round-trip every money value: fromCents(toCents(x)) === x", () => {
    fc.assert(
      fc.property(moneyText, (x) => {
        expect(toCents(x)).toBe(centsOf(x));
        expect(fromCents(toCents(x))).toBe(x);
      }),
    );
  });

  it("round-trip any number of cents, far past what a float holds exactly", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), (n) => {
        expect(fromCents(n)).toBe(textOf(n));
        expect(toCents(fromCents(n))).toBe(n);
      }),
    );
  });

  it("write small and negative amounts with two decimals", () => {
    expect([0n, 1n, 10n, 99n, 100n, 123450n].map(fromCents)).toEqual(["0.00", "0.01", "0.10", "0.99", "1.00", "1234.50"]);
    expect(fromCents(-105n)).toBe("-1.05");
    expect(fromCents(-5n)).toBe("-0.05");
  });

  it.each(["", "1", "1.5", "1.500", ".50", "1,000.00", "$1.00", " 1.00", "1.00 ", "-1.00", "1e3", "NaN"])(
    "toCents refuses text that is not normalised money: %j",
    (bad) => {
      expect(() => toCents(bad)).toThrow(/Not a normalised money value/);
    },
  );
});

describe("applicableUnitPrice", () => {
  it("picks the highest break whose minQuantity the quantity reaches, else the unit price, in any order of breaks", () => {
    fc.assert(
      fc.property(
        quantity,
        moneyText,
        breaks.chain((bs) => fc.tuple(fc.constant(bs), fc.shuffledSubarray(bs, { minLength: bs.length }))),
        (q, unitPrice, [bs, shuffled]) => {
          expect(applicableUnitPrice({ quantity: q, unitPrice, breaks: bs })).toBe(
            expectedUnitPrice({ quantity: q, unitPrice, breaks: bs }),
          );
          expect(applicableUnitPrice({ quantity: q, unitPrice, breaks: shuffled })).toBe(
            expectedUnitPrice({ quantity: q, unitPrice, breaks: bs }),
          );
        },
      ),
    );
  });

  it("counts a break at exactly the quantity, and not one a unit above it", () => {
    const ladder: PriceBreak[] = [
      { minQuantity: 1000, unitPrice: "0.80" },
      { minQuantity: 100, unitPrice: "0.90" },
      { minQuantity: 500, unitPrice: "0.85" },
    ];
    const at = (quantity: number) => applicableUnitPrice({ quantity, unitPrice: "1.00", breaks: ladder });
    expect([at(1), at(99), at(100), at(499), at(500), at(999), at(1000), at(QUANTITY_MAX)]).toEqual([
      "1.00",
      "1.00",
      "0.90",
      "0.90",
      "0.85",
      "0.85",
      "0.80",
      "0.80",
    ]);
    expect(applicableUnitPrice({ quantity: 5, unitPrice: "2.00", breaks: [] })).toBe("2.00");
  });

  it("uses a break even when it costs more than the unit price (the admin's ladder is taken as written)", () => {
    expect(applicableUnitPrice({ quantity: 10, unitPrice: "1.00", breaks: [{ minQuantity: 10, unitPrice: "1.50" }] })).toBe("1.50");
  });
});

describe("priceLine", () => {
  it("is quantity × the applicable unit price, exactly, and keeps the line's own fields", () => {
    fc.assert(
      fc.property(line, (l) => {
        const priced = priceLine(l);
        expect(priced.appliedUnitPrice).toBe(expectedUnitPrice(l));
        expect(priced.lineTotal).toBe(textOf(expectedLineCents(l)));
        expect(priced).toMatchObject(l);
      }),
    );
  });
});

describe("quoteTotals", () => {
  it("line totals, subtotal and total equal integer-cent arithmetic for up to 200 lines", () => {
    fc.assert(
      fc.property(lines, freight, (ls, f) => {
        const t = quoteTotals(ls, f);
        const lineCents = ls.map(expectedLineCents);
        const subtotal = lineCents.reduce((a, b) => a + b, 0n);
        expect(t.lines.map((l) => l.lineTotal)).toEqual(lineCents.map(textOf));
        expect(t.lines.map((l) => l.appliedUnitPrice)).toEqual(ls.map(expectedUnitPrice));
        expect(t.subtotal).toBe(textOf(subtotal));
        expect(t.freight).toBe(f);
        expect(t.total).toBe(textOf(subtotal + (f === null ? 0n : centsOf(f))));
      }),
      { numRuns: 200 },
    );
  });

  it("does not depend on the order of the lines", () => {
    fc.assert(
      fc.property(lines, freight, (ls, f) => {
        const a = quoteTotals(ls, f);
        const b = quoteTotals([...ls].reverse(), f);
        expect([b.subtotal, b.total]).toEqual([a.subtotal, a.total]);
      }),
    );
  });

  it("never loses a cent where float arithmetic does", () => {
    // Float sums of these values are off; the exact ones are asserted (and the float
    // ones shown to differ, so the cases really are traps).
    const cases: Array<{ lines: Array<[number, string]>; freight: string | null; subtotal: string; total: string; float: number }> = [
      {
        lines: [
          [1, "0.10"],
          [1, "0.20"],
        ],
        freight: null,
        subtotal: "0.30",
        total: "0.30",
        float: 0.1 + 0.2,
      },
      { lines: [[3, "0.10"]], freight: null, subtotal: "0.30", total: "0.30", float: 3 * 0.1 },
      { lines: [[1, "1.15"]], freight: "0.00", subtotal: "1.15", total: "1.15", float: Math.floor(1.15 * 100) / 100 },
      { lines: [[100, "4.35"]], freight: null, subtotal: "435.00", total: "435.00", float: Math.floor(100 * 4.35 * 100) / 100 },
      { lines: [[1, "1.10"]], freight: "2.20", subtotal: "1.10", total: "3.30", float: 1.1 + 2.2 },
      { lines: [[1, "0.57"]], freight: null, subtotal: "0.57", total: "0.57", float: Math.floor(0.57 * 100) / 100 },
      {
        lines: Array.from({ length: 10 }, () => [1, "0.10"] as [number, string]),
        freight: null,
        subtotal: "1.00",
        total: "1.00",
        float: Array.from({ length: 10 }, () => 0.1).reduce((a, b) => a + b, 0),
      },
    ];
    for (const c of cases) {
      const t = quoteTotals(
        c.lines.map(([q, p]) => ({ sku: "", name: "x", quantity: q, unit: "each", unitPrice: p, breaks: [], note: "" })),
        c.freight,
      );
      expect([t.subtotal, t.total]).toEqual([c.subtotal, c.total]);
      expect(String(c.float)).not.toBe(String(Number(c.total)));
    }
  });

  it("is exact at the largest quote the schemas accept: 200 lines × 100,000 × $9,999,999.99 plus maximal freight", () => {
    const big: QuoteLineInput = {
      sku: "MAX",
      name: "Largest",
      quantity: QUANTITY_MAX,
      unit: "pallet",
      unitPrice: MAX_MONEY,
      breaks: [],
      note: "",
    };
    const t = quoteTotals(
      Array.from({ length: QUOTE_LINES_MAX }, () => big),
      MAX_MONEY,
    );
    expect(t.lines.every((l) => l.lineTotal === "999999999000.00")).toBe(true);
    expect(t.subtotal).toBe("199999999800000.00");
    expect(t.total).toBe("200000009799999.99");
    // In cents that is past Number.MAX_SAFE_INTEGER: a float total could not say it.
    expect(centsOf(t.total)).toBeGreaterThan(BigInt(Number.MAX_SAFE_INTEGER));
    expect(BigInt(Math.round(Number(t.total) * 100))).not.toBe(centsOf(t.total));
  });

  it("applies each line's break before summing", () => {
    const t = quoteTotals(
      [
        {
          sku: "A",
          name: "Film",
          quantity: 120,
          unit: "roll",
          unitPrice: "45.00",
          breaks: [
            { minQuantity: 100, unitPrice: "41.50" },
            { minQuantity: 500, unitPrice: "39.00" },
          ],
          note: "",
        },
        {
          sku: "B",
          name: "Bags",
          quantity: 3,
          unit: "1,000 bags",
          unitPrice: "26.10",
          breaks: [{ minQuantity: 10, unitPrice: "24.00" }],
          note: "",
        },
      ],
      "150.00",
    );
    expect(t.lines.map((l) => [l.appliedUnitPrice, l.lineTotal])).toEqual([
      ["41.50", "4980.00"],
      ["26.10", "78.30"],
    ]);
    expect([t.subtotal, t.freight, t.total]).toEqual(["5058.30", "150.00", "5208.30"]);
  });

  it("with no lines and no freight is zero; null freight adds nothing and stays null", () => {
    expect(quoteTotals([], null)).toEqual({ lines: [], subtotal: "0.00", freight: null, total: "0.00" });
    expect(quoteTotals([], "12.34")).toEqual({ lines: [], subtotal: "0.00", freight: "12.34", total: "12.34" });
  });
});
