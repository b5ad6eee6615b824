/**
 * CatalogVersion, the counter the in-memory catalogue index follows, is bumped
 * by database triggers. On PostgreSQL they are deferred to commit: bumped as
 * each statement ran, a category edit that converts its products' values and
 * product edits at the same moment deadlocked (93 of 101 writes failed here).
 */
import type { AttributeDef } from "@/lib/attributes";
import { catalogVersion } from "@/server/catalog/search/catalog-index";
import { db } from "@/server/db/client";
import { categoryInputSchema } from "@/lib/validation/category";
import { productInputSchema } from "@/lib/validation/product";
import { createCategory, updateCategory } from "@/server/catalog/categories/categories";
import { createProduct, updateProduct } from "@/server/catalog/products/products";
import { useTestDatabase } from "../db";

useTestDatabase();
const DEFS: AttributeDef[] = [{ key: "thickness", label: "Thickness", type: "number", unit: "gauge", filter: "values" }];

test("a category's unit change and 100 product edits at once all succeed, and the version moves", async () => {
  const c = await createCategory(
    categoryInputSchema.parse({ name: "T", slug: "t", description: "d", imageUrl: "/images/categories/test.svg", attributes: DEFS }),
    "t",
  );
  const inputs = [];
  for (let i = 0; i < 200; i++) {
    const input = productInputSchema.parse({
      name: `P ${i}`,
      slug: `p-${i}`,
      sku: `P-${i}`,
      description: "d",
      priceMin: "",
      priceMax: "",
      imageUrl: "/images/products/test.svg",
      categoryId: c.id,
      specifications: "{}",
      attributes: { thickness: 80 },
    });
    const p = await createProduct(input, "t");
    inputs.push({ id: p.id, input });
  }
  const before = await catalogVersion();
  const cat = updateCategory(
    c.id,
    categoryInputSchema.parse({
      name: "T",
      slug: "t",
      description: "d",
      imageUrl: "/images/categories/test.svg",
      attributes: [{ ...DEFS[0], unit: "mil" }],
    }),
    "t",
  );
  const edits = inputs.slice(100).map(({ id, input }) => updateProduct(id, { ...input, description: "edited" }, "t"));
  const results = await Promise.allSettled([cat, ...edits]);
  const failed = results.filter((r) => r.status === "rejected").map((r) => String((r as PromiseRejectedResult).reason).slice(0, 300));
  expect(failed).toEqual([]);
  expect(await catalogVersion()).toBeGreaterThan(before);
  // Every untouched product's 80 gauge became 0.8 mil.
  const untouched = await db.product.findMany({
    where: { id: { in: inputs.slice(0, 100).map((p) => p.id) } },
    select: { attributes: true },
  });
  expect(untouched.map((p) => JSON.parse(p.attributes).thickness)).toEqual(Array(100).fill(0.8));
}, 120000);
