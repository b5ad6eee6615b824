import { DEFAULT_IMAGE_URL } from "./common";
import { categoryInputSchema } from "./category";
import { fieldErrors } from "./errors";

const errs = (v: unknown) => {
  const r = categoryInputSchema.safeParse(v);
  return r.success ? {} : fieldErrors(r.error);
};

const valid = {
  name: "Mailer Bags",
  slug: "mailer-bags",
  description: "Poly mailers",
  imageUrl: "https://example.com/mailer.jpg",
};

describe("categoryInputSchema", () => {
  it("accepts a category and strips productCount and unknown keys", () => {
    expect(categoryInputSchema.parse({ ...valid, productCount: 99, id: 3 })).toEqual(valid);
  });
  it("uses the exact messages", () => {
    expect(errs({ name: "", slug: "", description: " ", imageUrl: "not a url" })).toEqual({
      name: "Name is required",
      slug: "Slug is required",
      description: "Description is required",
      imageUrl: "Valid image URL is required",
    });
    expect(errs({})).toEqual({
      name: "Name is required",
      slug: "Slug is required",
      description: "Description is required",
      imageUrl: "Valid image URL is required",
    });
  });
  it("an empty image URL means the default picture", () => {
    expect(categoryInputSchema.parse({ ...valid, imageUrl: "" }).imageUrl).toBe(DEFAULT_IMAGE_URL);
  });
  it("checks slug characters and max lengths", () => {
    expect(errs({ ...valid, slug: "Mailer Bags" })).toEqual({
      slug: "Slug may only contain lowercase letters, numbers and hyphens",
    });
    expect(errs({ ...valid, name: "n".repeat(201), description: "d".repeat(5001) })).toEqual({
      name: "Name must be at most 200 characters",
      description: "Description must be at most 5000 characters",
    });
  });
});
