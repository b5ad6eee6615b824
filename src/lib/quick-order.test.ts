import fc from "fast-check";
import { QUANTITY_MESSAGE } from "./quantity";
import { boundedDistance, normalizeSku, parseLine, parseQuickOrder } from "./quick-order";

const sq = (l: { sku: string; quantity: number | null }) => [l.sku, l.quantity];

describe("parseLine", () => {
  it.each([
    ["SF-2002 3", "SF-2002", 3],
    ["SF-2002    3", "SF-2002", 3],
    ["5 x SF-2003", "SF-2003", 5],
    ["5x SF-2003", "SF-2003", 5],
    ["5 × SF-2003", "SF-2003", 5],
    ["5 SF-2003", "SF-2003", 5],
    ["SF-2003 x 5", "SF-2003", 5],
    ["SF-2003 x5", "SF-2003", 5],
    ["sf2004, 10", "sf2004", 10],
    ["sf2004,10", "sf2004", 10],
    ["SF-2002", "SF-2002", 1],
    ["SF-2002\t7", "SF-2002", 7],
    ["SF-2002;7", "SF-2002", 7],
    ["SF-2002; 7;", "SF-2002", 7],
    ['"SF-2002","7"', "SF-2002", 7],
    ["7,SF-2002", "SF-2002", 7],
    ["SF-2002,7,Stretch film 18in", "SF-2002", 7],
    ["SF-2002,", "SF-2002", 1],
    ["sf 2002, 4", "sf 2002", 4],
  ])("%j → %s × %d", (input, sku, quantity) => {
    expect(parseLine(input)).toEqual({ input, sku, quantity });
  });

  it.each([["SF-2002, 0"], ["SF-2002, 100001"], ["SF-2002; abc"], ["SF-2002\t-3"], ["SF-2002, 2.5"]])(
    "keeps the SKU of %j and names the bad quantity",
    (input) => {
      const line = parseLine(input);
      expect(line.sku).toBe("SF-2002");
      expect(line.quantity).toBeNull();
      expect(line.error).toBe(QUANTITY_MESSAGE);
    },
  );

  it.each([
    ["SF-2002 -2", "-2"],
    ["SF-2002 2.5", "2.5"],
    ["SF-2002 +4", "+4"],
    ["SF-2002 .5", ".5"],
    ["SF-2002 0", "0"],
    ["SF-2002 999999", "999999"],
    ["-2 x SF-2002", "-2"],
    ["2.5 x SF-2002", "2.5"],
    ["SF-2002 x 2.5", "2.5"],
    ["-2 SF-2002", "-2"],
    ["2.5, SF-2002", "2.5"],
  ])("reads a signed or decimal number in %j as a bad quantity of the SKU, not as part of it", (input, written) => {
    expect(parseLine(input)).toEqual({ input, sku: "SF-2002", quantity: null, quantityText: written, error: QUANTITY_MESSAGE });
  });
});

describe("parseQuickOrder", () => {
  it("keeps the non-empty lines in order and skips a header row", () => {
    const text = "SKU,Quantity\r\nSF-2002 3\n\n   \n5 x SF-2003\rsf2004, 10\nSF-2002\n";
    expect(parseQuickOrder(text).map(sq)).toEqual([
      ["SF-2002", 3],
      ["SF-2003", 5],
      ["sf2004", 10],
      ["SF-2002", 1],
    ]);
  });

  it.each(["sku,quantity", "SKU;Qty", "Item\tQuantity", '"sku","qty"'])("skips the header row %j only as the first line", (header) => {
    expect(parseQuickOrder(`${header}\nSF-2002,2`).map(sq)).toEqual([["SF-2002", 2]]);
    expect(parseQuickOrder(`SF-2002,2\n${header}`)).toHaveLength(2);
  });

  it("reads nothing from blank text", () => {
    expect(parseQuickOrder("")).toEqual([]);
    expect(parseQuickOrder("\n \t\n")).toEqual([]);
  });
});

describe("normalizeSku", () => {
  it("ignores case, spaces, dashes, dots and underscores", () => {
    for (const s of ["SF-2002", "sf2002", "Sf 2002", "SF_2002", "s.f-20 02"]) expect(normalizeSku(s)).toBe("sf2002");
  });
});

describe("any SKU and quantity, written in any format, reads back", () => {
  // A SKU as catalogues write them: letters and digits with single dashes, a letter in it.
  const sku = fc
    .tuple(fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{0,7}$/), fc.array(fc.stringMatching(/^[A-Za-z0-9]{1,6}$/), { maxLength: 3 }))
    .map(([head, rest]) => [head, ...rest].join("-"));
  const quantity = fc.integer({ min: 1, max: 100_000 });
  const formats: ((s: string, q: number) => string)[] = [
    (s, q) => `${s} ${q}`,
    (s, q) => `${q} x ${s}`,
    (s, q) => `${q}x ${s}`,
    (s, q) => `${s}, ${q}`,
    (s, q) => `${s},${q}`,
    (s, q) => `${s}\t${q}`,
    (s, q) => `${s};${q}`,
    (s, q) => `  ${s} x ${q}  `,
    (s, q) => `"${s}","${q}"`,
  ];

  it("each line gives its SKU and quantity, in order", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(sku, quantity, fc.nat(formats.length - 1)), { minLength: 1, maxLength: 20 }), (rows) => {
        const text = rows.map(([s, q, f]) => formats[f](s, q)).join("\n");
        expect(parseQuickOrder(text).map(sq)).toEqual(rows.map(([s, q]) => [s, q]));
      }),
    );
  });

  it("a SKU alone is one of it", () => {
    fc.assert(fc.property(sku, (s) => expect(sq(parseLine(s))).toEqual([s, 1])));
  });
});

describe("boundedDistance", () => {
  /** The textbook full table, to compare with. */
  function levenshtein(a: string, b: string): number {
    const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
    for (let j = 1; j <= b.length; j++) d[0][j] = j;
    for (let i = 1; i <= a.length; i++)
      for (let j = 1; j <= b.length; j++)
        d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    return d[a.length][b.length];
  }

  it.each([
    ["sf2092", "sf2002", 1],
    ["sf2002", "sf2002", 0],
    ["sf2002", "fs2002", 2],
    ["sf20", "sf2002", 2],
    ["kitten", "sitting", 3],
    ["", "ab", 2],
    ["abcdef", "ab", 3],
  ])("%s → %s: %d (3 meaning more than 2)", (a, b, d) => {
    expect(boundedDistance(a, b, 2)).toBe(d);
  });

  it("agrees with the full table up to the bound, on any strings", () => {
    const word = fc.string({ unit: fc.constantFrom("a", "b", "c", "1"), maxLength: 9 });
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 3 }), (a, b, max) => {
        expect(boundedDistance(a, b, max)).toBe(Math.min(levenshtein(a, b), max + 1));
      }),
      { numRuns: 2000 },
    );
  });
});
