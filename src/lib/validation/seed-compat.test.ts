/**
 * The seeded data must pass the same schemas the admin forms use, or an admin
 * could not re-save a seeded record unchanged (and the product page content
 * would be refused when read back).
 */
import { seedCategories, seedPageContent, seedProducts, seedSettings } from "../../../prisma/seed-data";
import { categoryInputSchema } from "./category";
import { fieldErrors } from "./errors";
import { productInputSchema } from "./product";
import { productPageContentSchema } from "./product-page-content";
import { businessInfoSchema, websiteImagesSchema } from "./settings";

const errs = (schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, v: unknown) => {
  const r = schema.safeParse(v);
  return r.success ? {} : fieldErrors(r.error!);
};

describe("seed data passes the shared schemas", () => {
  it.each(seedCategories.map((c) => [c.slug, c] as const))("category %s", (_slug, c) => {
    expect(errs(categoryInputSchema, c)).toEqual({});
  });

  it.each(seedProducts.map((p) => [p.slug, p] as const))("product %s", (_slug, p) => {
    expect(errs(productInputSchema, { ...p, categoryId: 1 })).toEqual({});
    // Prices are stored already normalised.
    const out = productInputSchema.parse({ ...p, categoryId: 1 });
    expect([out.priceMin, out.priceMax]).toEqual([p.priceMin, p.priceMax]);
  });

  it("settings", () => {
    expect(errs(businessInfoSchema, seedSettings)).toEqual({});
    expect(errs(websiteImagesSchema, seedSettings)).toEqual({});
  });

  it("product page content round-trips unchanged", () => {
    expect(productPageContentSchema.parse(seedPageContent)).toEqual(seedPageContent);
  });
});
