import type { AttributeDef } from "@/lib/attributes";
import { attributeEntries, attributePropertyValues, specificationEntries } from "./product-attributes";

const num = (key: string, label: string, unit: AttributeDef["unit"]): AttributeDef => ({
  key,
  label,
  type: "number",
  unit,
  filter: "none",
});
const text = (key: string, label: string): AttributeDef => ({ key, label, type: "text", unit: null, filter: "none" });

const film = [num("width", "Width", "in"), num("length", "Length", "ft"), num("thickness", "Thickness", "gauge"), text("color", "Color")];

describe("attributeEntries", () => {
  it("writes numbers with their other units, text as it is, in definition order under the category's labels", () => {
    expect(attributeEntries({ color: "Clear", thickness: 80, length: 1500, width: 18 }, film)).toEqual([
      ["Width", "18 in (457 mm)"],
      ["Length", "1500 ft (457 m)"],
      ["Thickness", "80 gauge (0.8 mil, 20 µm)"],
      ["Color", "Clear"],
    ]);
  });
  it("shows a capacity in litres and a plain count as a number", () => {
    expect(
      attributeEntries({ capacity: 55, countPerCase: 200 }, [
        num("capacity", "Capacity", "gal"),
        num("countPerCase", "Count per Case", null),
      ]),
    ).toEqual([
      ["Capacity", "55 gal (208 L)"],
      ["Count per Case", "200"],
    ]);
  });
  it("leaves out values the definitions no longer describe or whose type changed", () => {
    expect(attributeEntries({ width: "wide", gone: 3, thickness: 80 }, film)).toEqual([["Thickness", "80 gauge (0.8 mil, 20 µm)"]]);
    expect(attributeEntries({}, film)).toEqual([]);
  });
});

describe("specificationEntries", () => {
  it("puts the attributes first and drops free-text entries of the same label in any case; the others stay in order", () => {
    const free: [string, string][] = [
      ["Core", "3 in"],
      ["thickness", "80ga"],
      [" WIDTH ", "18in"],
      ["Rolls per Case", "4"],
      ["Length", "1500 ft"],
    ];
    expect(specificationEntries(free, { width: 18, thickness: 80 }, film)).toEqual([
      ["Width", "18 in (457 mm)"],
      ["Thickness", "80 gauge (0.8 mil, 20 µm)"],
      ["Core", "3 in"],
      ["Rolls per Case", "4"],
      // The category defines Length but this product has no value: its written spec is all there is.
      ["Length", "1500 ft"],
    ]);
  });
  it("is the free text alone without attributes", () => {
    expect(specificationEntries([["Core", "3 in"]], {}, film)).toEqual([["Core", "3 in"]]);
  });
});

describe("attributePropertyValues", () => {
  it("gives schema.org PropertyValues with the stored number and its unit's symbol; text has no unit", () => {
    expect(attributePropertyValues({ thickness: 80, color: "Clear" }, film)).toEqual([
      { "@type": "PropertyValue", name: "Thickness", value: 80, unitText: "gauge" },
      { "@type": "PropertyValue", name: "Color", value: "Clear" },
    ]);
  });
});
