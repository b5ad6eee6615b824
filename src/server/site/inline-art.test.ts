import { readFileSync } from "node:fs";
import { builtInSvgMarkup } from "./inline-art";

describe("builtInSvgMarkup", () => {
  it("gives the built-in hero picture's own file", () => {
    expect(builtInSvgMarkup("/images/hero.svg")).toBe(readFileSync("public/images/hero.svg", "utf8").trim());
  });

  it.each([
    "/images/../../.env",
    "/uploads/photo.svg",
    "https://example.com/images/hero.svg",
    "/images/hero.png",
    "/images/products/x.svg",
  ])("refuses %s, which is not one of our own pictures", (path) => {
    expect(() => builtInSvgMarkup(path)).toThrow("not a built-in SVG picture");
  });
});
