import { cardSpecs, parseSpecifications, parseSpecificationsObject } from "./specifications";

describe("parseSpecifications", () => {
  it("reads a JSON object in order, values as text", () => {
    expect(parseSpecifications('{"Width":"18in","Length":1500,"Cast":true,"Note":null,"Sizes":[1,2]}')).toEqual({
      entries: [
        ["Width", "18in"],
        ["Length", "1500"],
        ["Cast", "true"],
        ["Note", ""],
        ["Sizes", "[1,2]"],
      ],
      valid: true,
    });
  });

  it.each(["not json", "{bad", "[1,2]", '"text"', "42", "null", "true"])("treats %j as invalid", (text) => {
    expect(parseSpecifications(text)).toEqual({ entries: [], valid: false });
  });

  it("treats empty text as no specifications", () => {
    expect(parseSpecifications("")).toEqual({ entries: [], valid: true });
    expect(parseSpecifications("  ")).toEqual({ entries: [], valid: true });
    expect(parseSpecifications(null)).toEqual({ entries: [], valid: true });
    expect(parseSpecifications("{}")).toEqual({ entries: [], valid: true });
  });

  it("parseSpecificationsObject only returns objects", () => {
    expect(parseSpecificationsObject('{"a":"b"}')).toEqual({ a: "b" });
    expect(parseSpecificationsObject("[]")).toBeUndefined();
    expect(parseSpecificationsObject(5)).toBeUndefined();
  });
});

describe("cardSpecs", () => {
  it("returns the first 4 entries", () => {
    const text = JSON.stringify({ a: "1", b: "2", c: "3", d: "4", e: "5", f: "6" });
    expect(cardSpecs(text)).toEqual([
      ["a", "1"],
      ["b", "2"],
      ["c", "3"],
      ["d", "4"],
    ]);
  });
  it("returns fewer when there are fewer, none when invalid", () => {
    expect(cardSpecs('{"a":"1"}')).toEqual([["a", "1"]]);
    expect(cardSpecs("oops")).toEqual([]);
  });
});
