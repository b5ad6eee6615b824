/**
 * CatalogVersion, the counter the in-memory catalogue index follows, is bumped
 * by database triggers. On PostgreSQL they are deferred to commit: bumped as
 * each statement ran, a category edit that converts its products' values and
 * product edits at the same moment deadlocked (93 of 101 writes failed here).
 * On SQLite catalogVersion() reads it through the driver's own connection
 * (ADR 35): it must be the row the ORM reads, moved the moment a write commits.
 */
import type { AttributeDef } from "@/lib/attributes";
import { catalogVersion } from "@/server/catalog/search/catalog-index";
import { db } from "@/server/db/client";
import { categoryInputSchema } from "@/lib/validation/category";
import { productInputSchema } from "@/lib/validation/product";
import { createCategory, updateCategory } from "@/server/catalog/categories/categories";
import { createProduct, updateProduct } from "@/server/catalog/products/products";
import { useTestDatabase } from "../db";
import { makeCategory, makeProduct } from "../factories";

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

const ormVersion = async () => (await db.catalogVersion.findUnique({ where: { id: 1 }, select: { version: true } }))?.version ?? 0;

test("is the ORM's row, and each catalogue write moves it at once", async () => {
  const before = await catalogVersion();
  expect(before).toBe(await ormVersion());

  const bags = await makeCategory({ slug: "cv-bags" });
  const afterCategory = await catalogVersion();
  expect(afterCategory).toBeGreaterThan(before);
  expect(afterCategory).toBe(await ormVersion());

  const bag = await makeProduct({ category: bags });
  await db.product.update({ where: { id: bag.id }, data: { name: "Renamed at once" } });
  expect(await catalogVersion()).toBeGreaterThan(afterCategory);
  expect(await catalogVersion()).toBe(await ormVersion());
});
