/**
 * Edits of a large category that touch each of its products, through the
 * admin API. A unit change (PUT) converts every product's value in the edit's
 * transaction: written one row at a time, 20,000 products ran past the
 * transaction's time limit and the edit was rolled back with a 500. A delete
 * keeps the products, without a category, and tells receivers of each; a
 * restore of the delete puts them all back.
 */
import { POST as restoreRoute } from "@/app/api/admin/audit-log/[id]/restore/route";
import { DELETE as deleteCategoryRoute, PUT as updateCategoryRoute } from "@/app/api/admin/categories/[id]/route";
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

let cookie = "";
let categoryId = 0;
beforeAll(async () => {
  await makeAdmin();
  cookie = await login();
  const created = await send(createCategoryRoute, "POST", "/api/admin/categories", {
    body: validCategory("large", { attributes: [GAUGE] }),
    cookie,
  });
  expect(created.status).toBe(201);
  categoryId = Number(created.body.id);
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
}, 120_000);

beforeEach(async () => {
  await db.outboxEvent.deleteMany();
});

test(`a category of ${PRODUCTS.toLocaleString("en-US")} products changes its thickness unit: 200, every value converted, one event each`, async () => {
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

test(`deleting it: 200, its ${PRODUCTS.toLocaleString("en-US")} products kept without a category, one event each`, async () => {
  const answer = await send(deleteCategoryRoute, "DELETE", `/api/admin/categories/${categoryId}`, {
    cookie,
    params: { id: String(categoryId) },
  });
  expect(answer.status).toBe(200);
  expect(await db.category.count({ where: { id: categoryId } })).toBe(0);
  expect(await db.product.count({ where: { sku: { startsWith: "LG-" }, categoryId: null } })).toBe(PRODUCTS);
  expect(await db.outboxEvent.count({ where: { type: "product.updated" } })).toBe(PRODUCTS);
}, 180_000);

test(`restoring the deleted category: 201 under its old id, its ${PRODUCTS.toLocaleString("en-US")} products back in it, one event each`, async () => {
  const entry = await db.auditLog.findFirstOrThrow({ where: { entity: "Category", action: "delete", entityId: String(categoryId) } });
  const answer = await send(restoreRoute, "POST", `/api/admin/audit-log/${entry.id}/restore`, {
    cookie,
    params: { id: String(entry.id) },
  });
  expect(answer.status).toBe(201);
  expect(answer.body.id).toBe(categoryId);
  expect(await db.product.count({ where: { sku: { startsWith: "LG-" }, categoryId } })).toBe(PRODUCTS);
  expect(await db.outboxEvent.count({ where: { type: "product.updated" } })).toBe(PRODUCTS);
}, 180_000);
