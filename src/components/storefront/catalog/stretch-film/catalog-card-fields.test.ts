import { filmTypeOf, widthAndLength } from "./catalog-card-fields";

describe("filmTypeOf", () => {
  it("keeps a stored film type", () => {
    expect(filmTypeOf({ name: "Hand Stretch Film", filmType: "Machine Film" })).toBe("Machine Film");
  });

  it("derives it from the name when none is stored", () => {
    expect(filmTypeOf({ name: "Hand Stretch Film 18in", filmType: "" })).toBe("Hand Film");
    expect(filmTypeOf({ name: "Machine Stretch Film", filmType: "  " })).toBe("Machine Film");
    expect(filmTypeOf({ name: "hand film (lower case)", filmType: "" })).toBe("Machine Film");
  });
});

describe("widthAndLength", () => {
  it.each([
    ["18in x 1500ft", "18in", "1500ft"],
    ["450mm x 1500ft", "450mm", "1500ft"],
    ["10 x 13 in", "10 in", "13 in"],
    ["11.5 x 6.5 x 21.5 in", "11.5 in", "21.5 in"],
    ["20in X 5000ft", "20in", "5000ft"],
    ["18in", "18in", ""],
    ["", "", ""],
  ])("%j gives width %j and length %j", (size, width, length) => {
    expect(widthAndLength(size)).toEqual({ width, length });
  });
});
