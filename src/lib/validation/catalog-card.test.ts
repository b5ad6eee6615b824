import { catalogCardSchema } from "./catalog-card";
import { fieldErrors } from "./errors";

const errs = (v: unknown) => {
  const r = catalogCardSchema.safeParse(v);
  return r.success ? {} : fieldErrors(r.error);
};

const valid = {
  name: "Hand Stretch Film 18in",
  sku: "USSF.0001",
  size: "18in x 1500ft",
  thickness: "80 gauge",
  color: "Clear",
  weight: "33.29 lbs",
  dimensions: "18 x 18 x 4 in",
  filmType: "Hand Film",
  imageUrl: "https://example.com/film.jpg",
};

describe("catalogCardSchema", () => {
  it("accepts a card; description is optional", () => {
    expect(catalogCardSchema.parse(valid)).toEqual({ ...valid, description: "" });
    expect(catalogCardSchema.parse({ ...valid, description: " Nice " }).description).toBe("Nice");
  });
  it("requires every attribute", () => {
    expect(errs({})).toEqual({
      name: "Name is required",
      sku: "SKU is required",
      size: "Size is required",
      thickness: "Thickness is required",
      color: "Color is required",
      weight: "Weight is required",
      dimensions: "Dimensions are required",
      filmType: "Film type is required",
      imageUrl: "Valid image URL is required",
    });
  });
});
