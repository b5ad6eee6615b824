/**
 * The seeded data must pass the same schemas the admin forms use, or an admin
 * could not re-save a seeded record unchanged (and the product page content
 * would be refused when read back).
 */
import { seedCategories, seedPageContent, seedProducts, seedSettings } from "../../../prisma/seed-data";
import { categoryInputSchema } from "./category";
import { fieldErrors } from "./errors";
import { productInputSchema } from "./product";
import { storedPageContentSchema } from "./product-page-content";
import { businessInfoSchema, websiteImagesSchema } from "./settings";

const errs = (
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  v: unknown,
) => {
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

  it("product page content round-trips unchanged (its price is its product's, not stored with it)", () => {
    expect(storedPageContentSchema.parse(seedPageContent)).toEqual(seedPageContent);
    expect(seedPageContent).not.toHaveProperty("priceRange");
  });
});

describe("the seeded catalogue is consistent", () => {
  const bySku = new Map(seedProducts.map((p) => [p.sku.toLowerCase(), p]));

  it("slugs and SKUs (in any case) are unique", () => {
    expect(new Set(seedProducts.map((p) => p.slug)).size).toBe(seedProducts.length);
    expect(bySku.size).toBe(seedProducts.length);
  });

  it("every product says what its price buys", () => {
    for (const p of seedProducts) expect([p.sku, p.unitOfSale.trim()]).not.toEqual([p.sku, ""]);
  });

  it("the stretch-film page's price is its product's: pe001 at $45.00 to $55.00", () => {
    expect(seedProducts.find((p) => p.slug === "stretch-film")).toMatchObject({ sku: "pe001", priceMin: "45.00", priceMax: "55.00" });
  });

  it("each of the 14 variant codes is a product in PE Stretch Film with the row's size, thickness and color", () => {
    const rows = [...seedPageContent.handWrappedVariants, ...seedPageContent.machineWrappedVariants];
    expect(rows).toHaveLength(14);
    for (const v of rows) {
      const p = bySku.get(v.code.toLowerCase());
      expect(p).toMatchObject({ sku: v.code, categorySlug: "pe-stretch-film" });
      expect(JSON.parse(p!.specifications)).toMatchObject({ Size: v.size, Thickness: v.thickness, Color: v.color });
    }
  });

  it("each catalogue card's SKU is a product of its own category and price; a card says what its variant row says", () => {
    const rows = new Map([...seedPageContent.handWrappedVariants, ...seedPageContent.machineWrappedVariants].map((v) => [v.code, v]));
    for (const card of seedPageContent.catalogProducts) {
      const p = bySku.get(card.sku.toLowerCase());
      expect(p).toBeDefined();
      expect(p!.priceMin).not.toBeNull();
      const row = rows.get(card.sku);
      if (row)
        expect({ size: card.size, thickness: card.thickness, color: card.color }).toEqual({
          size: row.size,
          thickness: row.thickness,
          color: row.color,
        });
    }
    expect(bySku.get("tsb.0001")?.categorySlug).toBe("t-shirt-bags");
    expect(bySku.get("pmb.0003")?.categorySlug).toBe("mailer-bags");
  });
});
