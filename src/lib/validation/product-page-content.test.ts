import { fieldErrors } from "./errors";
import { newCatalogProduct, newVariant, productPageContentSchema, type ProductPageContentInput } from "./product-page-content";

const errs = (v: unknown) => {
  const r = productPageContentSchema.safeParse(v);
  return r.success ? {} : fieldErrors(r.error);
};

const valid: ProductPageContentInput = {
  productName: "PE Stretch Film",
  productDescription: "Premium LDPE stretch film.",
  mainImageUrl: "https://example.com/main.jpg",
  specifications: {
    weight: "33.29 lbs",
    filmType: "Hand Film",
    filmWidth: "18in",
    filmLength: "1500 feet",
    filmThickness: "80 gauge",
    sku: "pe001",
  },
  priceRange: { min: "45.00", max: "55.00" },
  galleryImages: ["https://example.com/1.jpg"],
  handWrappedVariants: [{ code: "USSF.0001", size: "450mm x 1500ft", thickness: "20mic", color: "Clear" }],
  machineWrappedVariants: [{ code: "USSF.0008", size: "20in x 5000ft", thickness: "63 gauge", color: "Clear" }],
  catalogProducts: [
    {
      id: 1,
      name: "Hand Stretch Film",
      sku: "USSF.0001",
      size: "18in",
      thickness: "80 gauge",
      color: "Clear",
      weight: "33 lbs",
      dimensions: "18in x 1500ft",
      filmType: "Hand Film",
      imageUrl: "https://example.com/c1.jpg",
    },
  ],
  downloadDocuments: [{ title: "Spec sheet", description: "PDF", downloadUrl: "https://example.com/spec.pdf" }],
};

describe("productPageContentSchema", () => {
  it("accepts the page content unchanged", () => {
    expect(productPageContentSchema.parse(valid)).toEqual(valid);
  });

  it("drops empty gallery URLs on parse", () => {
    const out = productPageContentSchema.parse({
      ...valid,
      galleryImages: ["", "https://example.com/a.jpg", "   ", null, " https://example.com/b.jpg "],
    });
    expect(out.galleryImages).toEqual(["https://example.com/a.jpg", "https://example.com/b.jpg"]);
  });

  it("reports a bad gallery URL at its position", () => {
    expect(errs({ ...valid, galleryImages: ["", "not-a-url"] })).toEqual({
      "galleryImages.1": "Please enter a valid image URL",
    });
  });

  it("limits the gallery to 50 non-empty images", () => {
    const many = Array.from({ length: 51 }, (_, i) => `https://example.com/${i}.jpg`);
    expect(errs({ ...valid, galleryImages: many })).toEqual({ galleryImages: "At most 50 gallery images" });
    expect(errs({ ...valid, galleryImages: [...many.slice(0, 50), "", ""] })).toEqual({});
  });

  it("requires the main fields and each specification", () => {
    expect(
      errs({
        ...valid,
        productName: "",
        productDescription: "",
        mainImageUrl: "x",
        specifications: { weight: "", filmType: "", filmWidth: "", filmLength: "", filmThickness: "", sku: "" },
      }),
    ).toEqual({
      productName: "Product name is required",
      productDescription: "Product description is required",
      mainImageUrl: "Valid image URL is required",
      "specifications.weight": "Weight is required",
      "specifications.filmType": "Film type is required",
      "specifications.filmWidth": "Film width is required",
      "specifications.filmLength": "Film length is required",
      "specifications.filmThickness": "Film thickness is required",
      "specifications.sku": "SKU is required",
    });
  });

  it("requires and normalises the price range", () => {
    expect(errs({ ...valid, priceRange: { min: "", max: "" } })).toEqual({
      "priceRange.min": "Min price is required",
      "priceRange.max": "Max price is required",
    });
    expect(errs({ ...valid, priceRange: {} })).toEqual({
      "priceRange.min": "Min price is required",
      "priceRange.max": "Max price is required",
    });
    expect(errs({ ...valid, priceRange: { min: "abc", max: "55" } })).toEqual({
      "priceRange.min": "Enter a price like 45.00",
    });
    expect(errs({ ...valid, priceRange: { min: "60", max: "55" } })).toEqual({
      "priceRange.max": "Max price must be at least the min price",
    });
    expect(productPageContentSchema.parse({ ...valid, priceRange: { min: "45", max: "55.5" } }).priceRange).toEqual({
      min: "45.00",
      max: "55.50",
    });
  });

  it("validates list items and counts", () => {
    expect(
      errs({
        ...valid,
        handWrappedVariants: [{ code: "", size: "", thickness: "", color: "" }],
        catalogProducts: [{ ...valid.catalogProducts[0], id: "1", name: "", imageUrl: "nope" }],
        downloadDocuments: [{ title: "", description: "", downloadUrl: "" }],
      }),
    ).toEqual({
      "handWrappedVariants.0.code": "Code is required",
      "catalogProducts.0.id": "Product id must be a number",
      "catalogProducts.0.name": "Name is required",
      "catalogProducts.0.imageUrl": "Please enter a valid image URL",
      "downloadDocuments.0.title": "Title is required",
      "downloadDocuments.0.downloadUrl": "Valid download URL is required",
    });
    const variants = Array.from({ length: 201 }, (_, i) => ({ code: `USSF.${i}`, size: "", thickness: "", color: "" }));
    expect(errs({ ...valid, machineWrappedVariants: variants })).toEqual({
      machineWrappedVariants: "At most 200 machine-wrapped variants",
    });
    const docs = Array.from({ length: 51 }, () => valid.downloadDocuments[0]);
    expect(errs({ ...valid, downloadDocuments: docs })).toEqual({ downloadDocuments: "At most 50 download documents" });
  });

  it("keeps a catalogue card's optional description", () => {
    const card = { ...valid.catalogProducts[0], description: "Edited" };
    expect(productPageContentSchema.parse({ ...valid, catalogProducts: [card] }).catalogProducts[0]).toEqual(card);
  });

  it("strips unknown keys", () => {
    expect(productPageContentSchema.parse({ ...valid, hacked: true })).not.toHaveProperty("hacked");
  });
});

describe("new item defaults", () => {
  it("newVariant: USSF. + last four digits of the time, color Clear", () => {
    expect(newVariant(1732270801234)).toEqual({ code: "USSF.1234", size: "", thickness: "", color: "Clear" });
    expect(newVariant(1732270800007).code).toBe("USSF.0007");
    expect(newVariant().code).toMatch(/^USSF\.\d{4}$/);
  });
  it("newCatalogProduct: id from the time, color Clear, others empty", () => {
    expect(newCatalogProduct(1732270801234)).toEqual({
      id: 1732270801234,
      name: "",
      sku: "",
      size: "",
      thickness: "",
      color: "Clear",
      weight: "",
      dimensions: "",
      filmType: "",
      imageUrl: "",
    });
  });
});
