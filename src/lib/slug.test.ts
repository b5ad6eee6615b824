import { isSlug, slugify } from "./slug";

describe("slugify", () => {
  it.each([
    ['PE Stretch Film 18"', "pe-stretch-film-18"],
    ["Mailer Bags", "mailer-bags"],
    ["T-Shirt Bags", "t-shirt-bags"],
    ["  Trash   Bags\t55 Gallon ", "trash-bags-55-gallon"],
    ["Gloves & Apron", "gloves-apron"],
    ["Poly Mailer 10x13 (White)", "poly-mailer-10x13-white"],
    ["Café Crème", "cafe-creme"],
    ["!!!", ""],
    ["", ""],
  ])("%j -> %j", (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it("always yields a slug or empty text", () => {
    for (const name of ["A_B", "x/y\\z", "émoji 🎉 bag", "--a--b--", "Ünïcödé"]) {
      const s = slugify(name);
      expect(s === "" || isSlug(s)).toBe(true);
    }
  });
});

describe("isSlug", () => {
  it("accepts a-z, 0-9 and hyphens", () => {
    expect(isSlug("pe-stretch-film")).toBe(true);
    expect(isSlug("abc123")).toBe(true);
  });
  it.each(["", "PE", "a b", "a_b", "a/b", "ü"])("rejects %j", (s) => {
    expect(isSlug(s)).toBe(false);
  });
  it("rejects non-strings", () => {
    expect(isSlug(undefined)).toBe(false);
    expect(isSlug(12)).toBe(false);
  });
});
