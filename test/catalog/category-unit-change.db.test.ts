/**
 * A unit change on a large category through PUT /api/admin/categories/{id}:
 * every product's value is converted in the edit's transaction. Written one
 * row at a time, 20,000 products ran past the transaction's time limit and
 * the edit was rolled back with a 500.
 */
import { PUT as updateCategoryRoute } from "@/app/api/admin/categories/[id]/route";
import { POST as createCategoryRoute } from "@/app/api/admin/categories/route";
import type { AttributeDef } from "@/lib/attributes";
import { catalogVersion } from "@/server/catalog/search/catalog-index";
import { db } from "@/server/db/client";
import { useTestDatabase } from "../db";
import { makeAdmin } from "../factories";
import { login, send, validCategory } from "../kit";

useTestDatabase();

const PRODUCTS = 20_000;
const GAUGE: AttributeDef = { key: "thickness", label: "Thickness", type: "number", unit: "gauge", filter: "values" };

test(`a category of ${PRODUCTS.toLocaleString("en-US")} products changes its thickness unit: 200, every value converted, one event each`, async () => {
  await makeAdmin();
  const cookie = await login();
  const created = await send(createCategoryRoute, "POST", "/api/admin/categories", {
    body: validCategory("large", { attributes: [GAUGE] }),
    cookie,
  });
  expect(created.status).toBe(201);
  const categoryId = Number(created.body.id);
  for (let i = 0; i < PRODUCTS; i += 1_000) {
    await db.product.createMany({
      data: Array.from({ length: Math.min(1_000, PRODUCTS - i) }, (_, j) => ({
        sku: `LG-${i + j}`,
        name: `Large ${i + j}`,
        slug: `large-${i + j}`,
        description: "d",
        imageUrl: "/images/products/test.svg",
        categoryId,
        // Every fifth product has no thickness: it is left as it is.
        attributes: JSON.stringify((i + j) % 5 === 0 ? { color: "Clear" } : { thickness: 80 + ((i + j) % 3) * 40 }),
      })),
    });
  }
  await db.outboxEvent.deleteMany();
  const before = await catalogVersion();

  const answer = await send(updateCategoryRoute, "PUT", `/api/admin/categories/${categoryId}`, {
    body: validCategory("large", { attributes: [{ ...GAUGE, unit: "mil" }] }),
    cookie,
    params: { id: String(categoryId) },
  });
  expect(answer.status).toBe(200);

  const rows = await db.product.findMany({ where: { categoryId }, select: { sku: true, attributes: true }, orderBy: { id: "asc" } });
  expect(rows).toHaveLength(PRODUCTS);
  const wrong = rows.filter((r, n) => {
    const expected = n % 5 === 0 ? { color: "Clear" } : { thickness: [0.8, 1.2, 1.6][n % 3] };
    return JSON.stringify(JSON.parse(r.attributes)) !== JSON.stringify(expected);
  });
  expect(wrong.slice(0, 3)).toEqual([]);
  expect(await db.outboxEvent.count({ where: { type: "product.updated" } })).toBe(PRODUCTS - PRODUCTS / 5);
  expect(await catalogVersion()).toBeGreaterThan(before);
}, 180_000);
