import { DEFAULT_IMAGE_URL } from "./common";
import { fieldErrors } from "./errors";
import { productInputSchema } from "./product";

const errs = (v: unknown) => {
  const r = productInputSchema.safeParse(v);
  return r.success ? {} : fieldErrors(r.error);
};

const valid = {
  name: 'PE Stretch Film 18"',
  slug: "pe-stretch-film-18",
  sku: "pe001",
  description: "Hand film",
  imageUrl: "https://example.com/film.jpg",
  categoryId: 1,
  specifications: '{"Width": "18in"}',
  priceMin: "45",
  priceMax: "55.00",
};

describe("productInputSchema", () => {
  it.each([true, [5], "5x", 0, -1, 1.5, null])("refuses categoryId %p with the exact message", (categoryId) => {
    const r = productInputSchema.safeParse({ ...valid, categoryId });
    expect(r.success).toBe(false);
    expect(r.error?.issues.find((i) => i.path[0] === "categoryId")?.message).toBe("Category is required");
  });

  it("accepts a product, normalises prices, coerces categoryId, strips unknown keys", () => {
    expect(productInputSchema.parse({ ...valid, categoryId: "3", id: 9, category: { name: "x" } })).toEqual({
      ...valid,
      categoryId: 3,
      priceMin: "45.00",
      priceMax: "55.00",
    });
  });

  it("takes an optional unit of sale, trimmed, at most 60 characters", () => {
    expect(productInputSchema.parse({ ...valid, unitOfSale: "  per case of 4 rolls " }).unitOfSale).toBe("per case of 4 rolls");
    expect(productInputSchema.parse({ ...valid, unitOfSale: null }).unitOfSale).toBe("");
    // Absent: the stored one is kept (clients of the original API do not send it).
    expect(productInputSchema.parse(valid).unitOfSale).toBeUndefined();
    expect(errs({ ...valid, unitOfSale: "x".repeat(61) })).toEqual({ unitOfSale: "Unit of sale must be at most 60 characters" });
    expect(errs({ ...valid, unitOfSale: 4 })).toEqual({ unitOfSale: "Unit of sale must be text" });
    expect(errs({ ...valid, unitOfSale: "per case\nof 4 rolls" })).toEqual({ unitOfSale: "Unit of sale must be on one line" });
  });

  it("treats prices as optional", () => {
    const out = productInputSchema.parse({ ...valid, priceMin: "", priceMax: undefined });
    expect(out.priceMin).toBeNull();
    expect(out.priceMax).toBeNull();
    expect(productInputSchema.parse({ ...valid, priceMin: null, priceMax: "5" }).priceMax).toBe("5.00");
  });

  it("uses the exact messages", () => {
    expect(errs({ name: "", slug: "", sku: "", description: "", imageUrl: "not a url", categoryId: "", specifications: "" })).toEqual({
      name: "Name is required",
      slug: "Slug is required",
      sku: "SKU is required",
      description: "Description is required",
      imageUrl: "Valid image URL is required",
      categoryId: "Category is required",
      specifications: "Specifications are required",
    });
  });

  it("an empty image URL means the default picture; a missing one is refused", () => {
    expect(productInputSchema.parse({ ...valid, imageUrl: "  " }).imageUrl).toBe(DEFAULT_IMAGE_URL);
    expect(errs({ ...valid, imageUrl: undefined })).toEqual({ imageUrl: "Valid image URL is required" });
    expect(errs({ ...valid, imageUrl: null })).toEqual({ imageUrl: "Valid image URL is required" });
  });

  it.each([0, -1, "0", null, undefined, "abc", 1.5])("refuses categoryId %j", (categoryId) => {
    expect(errs({ ...valid, categoryId })).toEqual({ categoryId: "Category is required" });
  });

  it("needs specifications to be a JSON object", () => {
    const message = 'Specifications must be a JSON object of key/value pairs, e.g. {"Width": "18in"}';
    expect(errs({ ...valid, specifications: "Width: 18in" })).toEqual({ specifications: message });
    expect(errs({ ...valid, specifications: "[1]" })).toEqual({ specifications: message });
    expect(errs({ ...valid, specifications: "{}" })).toEqual({});
  });

  it("refuses bad money and a max below the min", () => {
    expect(errs({ ...valid, priceMin: "-1" })).toEqual({ priceMin: "Enter a price like 45.00" });
    expect(errs({ ...valid, priceMax: "abc" })).toEqual({ priceMax: "Enter a price like 45.00" });
    expect(errs({ ...valid, priceMin: "55", priceMax: "45" })).toEqual({
      priceMax: "Max price must be at least the min price",
    });
    expect(errs({ ...valid, priceMin: "45", priceMax: "45.00" })).toEqual({});
    expect(errs({ ...valid, priceMin: "55", priceMax: "" })).toEqual({});
  });

  it("checks the slug characters and URL scheme", () => {
    expect(errs({ ...valid, slug: "PE Film" }).slug).toBe("Slug may only contain lowercase letters, numbers and hyphens");
    expect(errs({ ...valid, imageUrl: "javascript:alert(1)" })).toEqual({ imageUrl: "Valid image URL is required" });
  });

  it("has max lengths", () => {
    expect(
      errs({
        ...valid,
        name: "n".repeat(201),
        sku: "s".repeat(65),
        description: "d".repeat(5001),
        imageUrl: `https://example.com/${"a".repeat(2000)}`,
        specifications: JSON.stringify({ a: "x".repeat(10000) }),
      }),
    ).toEqual({
      name: "Name must be at most 200 characters",
      sku: "SKU must be at most 64 characters",
      description: "Description must be at most 5000 characters",
      imageUrl: "URL must be at most 2000 characters",
      specifications: "Specifications must be at most 10000 characters",
    });
  });
});
