import type { AttributeDef } from "./attributes";
import { compareRows, specRows, valuesDiffer, type ComparedCategory, type ComparedProduct } from "./compare";
import { compareHref, parseSkus, readSelection } from "./compare-selection";

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
    const rows = specRows([
      JSON.stringify({ Width: "18 in", Color: "Black" }),
      JSON.stringify({ Width: "20 in", Core: "3 in", Color: "black" }),
    ]);
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

describe("compareRows", () => {
  const num = (key: string, label: string, unit: AttributeDef["unit"]): AttributeDef => ({
    key,
    label,
    type: "number",
    unit,
    filter: "none",
  });
  const text = (key: string, label: string): AttributeDef => ({ key, label, type: "text", unit: null, filter: "none" });
  const film: ComparedCategory = {
    slug: "pe-stretch-film",
    attributes: [
      num("width", "Width", "in"),
      num("length", "Length", "ft"),
      num("thickness", "Thickness", "gauge"),
      text("color", "Color"),
    ],
  };
  const bags: ComparedCategory = {
    slug: "trash-bags",
    attributes: [
      num("capacity", "Capacity", "gal"),
      num("thickness", "Thickness", "mil"),
      text("color", "Color"),
      num("countPerCase", "Count per Case", null),
    ],
  };
  const product = (
    slug: string | null,
    attributes: ComparedProduct["attributes"],
    specs: Record<string, string> = {},
  ): ComparedProduct => ({
    category: slug ? { slug } : null,
    attributes,
    specifications: JSON.stringify(specs),
  });

  it("gives one row per attribute in definition order with the other units beside each value, then the other free-text entries", () => {
    const rows = compareRows(
      [
        product(
          "pe-stretch-film",
          { width: 18, length: 1500, thickness: 80, color: "Clear" },
          { Width: "18in", Thickness: "80 gauge", Core: "3 in" },
        ),
        product("pe-stretch-film", { width: 20, length: 5000, thickness: 80, color: "clear" }, { Width: "20 in", "Rolls per Case": "1" }),
      ],
      [film],
    );
    expect(rows).toEqual([
      { key: "attr-width", label: "Width", values: ["18 in (457 mm)", "20 in (508 mm)"], differs: true },
      { key: "attr-length", label: "Length", values: ["1500 ft (457 m)", "5000 ft (1524 m)"], differs: true },
      { key: "attr-thickness", label: "Thickness", values: ["80 gauge (0.8 mil, 20 µm)", "80 gauge (0.8 mil, 20 µm)"], differs: false },
      { key: "attr-color", label: "Color", values: ["Clear", "clear"], differs: false },
      { key: "spec-Core", label: "Core", values: ["3 in", null], differs: true },
      { key: "spec-Rolls per Case", label: "Rolls per Case", values: [null, "1"], differs: true },
    ]);
  });

  it("compares numbers by quantity, not text: 0.8 mil is 80 gauge, 1.25 mil is not 1.5", () => {
    const rows = compareRows([product("pe-stretch-film", { thickness: 80 }), product("trash-bags", { thickness: 0.8 })], [film, bags]);
    expect(rows.find((r) => r.key === "attr-thickness")).toEqual({
      key: "attr-thickness",
      label: "Thickness",
      values: ["80 gauge (0.8 mil, 20 µm)", "0.8 mil (80 gauge, 20 µm)"],
      differs: false,
    });
    const thicker = compareRows([product("trash-bags", { thickness: 1.5 }), product("trash-bags", { thickness: 1.25 })], [bags]);
    expect(thicker[0].differs).toBe(true);
  });

  it("puts the rows of each category together for products of different categories, and a dash where a product lacks the attribute", () => {
    const rows = compareRows(
      [
        product("pe-stretch-film", { width: 18, thickness: 80, color: "Clear" }),
        product("trash-bags", { capacity: 55, thickness: 1.5, color: "Black", countPerCase: 200 }),
      ],
      [film, bags],
    );
    expect(rows.map((r) => [r.label, r.values, r.differs])).toEqual([
      ["Width", ["18 in (457 mm)", null], true],
      ["Thickness", ["80 gauge (0.8 mil, 20 µm)", "1.5 mil (150 gauge, 38 µm)"], true],
      ["Color", ["Clear", "Black"], true],
      ["Capacity", [null, "55 gal (208 L)"], true],
      ["Count per Case", [null, "200"], true],
    ]);
  });

  it("leaves out an attribute no compared product has a value for", () => {
    const rows = compareRows([product("pe-stretch-film", { width: 18 }), product("pe-stretch-film", { width: 18 })], [film]);
    expect(rows.map((r) => r.label)).toEqual(["Width"]);
  });

  it("shows a product's own free-text entry of an attribute's label where it has no value, compared by quantity when it reads as one", () => {
    const rows = compareRows(
      [
        product("pe-stretch-film", { thickness: 80 }),
        product(null, {}, { thickness: "80ga" }),
        product("pe-stretch-film", {}, { Thickness: "heavy" }),
      ],
      [film],
    );
    expect(rows).toEqual([
      { key: "attr-thickness", label: "Thickness", values: ["80 gauge (0.8 mil, 20 µm)", "80ga", "heavy"], differs: true },
    ]);
    const same = compareRows([product("pe-stretch-film", { thickness: 80 }), product(null, {}, { Thickness: "0.8 mil" })], [film]);
    expect(same).toEqual([{ key: "attr-thickness", label: "Thickness", values: ["80 gauge (0.8 mil, 20 µm)", "0.8 mil"], differs: false }]);
  });

  it("is the free-text rows alone without categories or attributes, as specRows gives them", () => {
    const specs: Record<string, string>[] = [
      { Width: "18 in", Color: "Black" },
      { Width: "20 in", Core: "3 in", Color: "black" },
    ];
    const rows = compareRows(
      specs.map((s) => product(null, {}, s)),
      [],
    );
    expect(rows).toEqual(
      specRows(specs.map((s) => JSON.stringify(s))).map((r) => ({
        key: `spec-${r.key}`,
        label: r.key,
        values: r.values,
        differs: r.differs,
      })),
    );
  });

  it("ignores values whose definitions no longer describe them", () => {
    const rows = compareRows([product("pe-stretch-film", { width: "wide", gone: 1 }), product("pe-stretch-film", {})], [film]);
    expect(rows).toEqual([]);
  });
});
