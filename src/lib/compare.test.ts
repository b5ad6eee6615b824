import { compareHref, parseSkus, readSelection, specRows, valuesDiffer } from "./compare";

describe("parseSkus", () => {
  it("splits on commas, trims, drops blanks and keeps the first of case-insensitive duplicates", () => {
    expect(parseSkus(" SF-2002, ,sf-2002,SF-2003 ,")).toEqual(["SF-2002", "SF-2003"]);
  });
  it("gives nothing for a missing parameter", () => {
    expect(parseSkus(undefined)).toEqual([]);
    expect(parseSkus("")).toEqual([]);
  });
});

describe("compareHref", () => {
  it("joins SKUs with plain commas and escapes the rest", () => {
    expect(compareHref(["SF-2002", "A B"])).toBe("/compare?skus=SF-2002,A%20B");
  });
});

describe("readSelection", () => {
  it("keeps at most four distinct strings", () => {
    expect(readSelection(JSON.stringify(["a", "A", "b", 3, "c", "d", "e"]))).toEqual(["a", "b", "c", "d"]);
  });
  it("treats anything that is not an array of SKUs as empty", () => {
    expect(readSelection(null)).toEqual([]);
    expect(readSelection("{bad")).toEqual([]);
    expect(readSelection('{"a":1}')).toEqual([]);
  });
});

describe("specRows", () => {
  it("is the union of keys in first-seen order, with null where a product lacks a key", () => {
    const rows = specRows([JSON.stringify({ Width: "18 in", Color: "Black" }), JSON.stringify({ Width: "20 in", Core: "3 in", Color: "black" })]);
    expect(rows).toEqual([
      { key: "Width", values: ["18 in", "20 in"], differs: true },
      { key: "Color", values: ["Black", "black"], differs: false },
      { key: "Core", values: [null, "3 in"], differs: true },
    ]);
  });
  it("gives no rows for products without (valid) specifications", () => {
    expect(specRows(["", "not json"])).toEqual([]);
  });
});

describe("valuesDiffer", () => {
  it("ignores case and surrounding spaces, but a missing value differs from an empty one", () => {
    expect(valuesDiffer(["80 gauge", " 80 Gauge "])).toBe(false);
    expect(valuesDiffer(["", null])).toBe(true);
    expect(valuesDiffer(["x"])).toBe(false);
  });
});
