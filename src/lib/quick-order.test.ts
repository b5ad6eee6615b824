import fc from "fast-check";
import { QUANTITY_MESSAGE } from "./quantity";
import { normalizeSku, parseLine, parseQuickOrder } from "./quick-order";

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

  it.each([
    ["SF-2002, 0"],
    ["SF-2002, 100001"],
    ["SF-2002; abc"],
    ["SF-2002\t-3"],
    ["SF-2002, 2.5"],
  ])("keeps the SKU of %j and names the bad quantity", (input) => {
    const line = parseLine(input);
    expect(line.sku).toBe("SF-2002");
    expect(line.quantity).toBeNull();
    expect(line.error).toBe(QUANTITY_MESSAGE);
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
