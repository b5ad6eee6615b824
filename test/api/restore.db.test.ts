/**
 * POST /api/admin/audit-log/{id}/restore: a deleted product or category comes
 * back from its audit entry, within 30 days, under its old id, with its fields
 * and its category; clashes and repeats are refused and change nothing.
 */
import { POST as restoreRoute } from "@/app/api/admin/audit-log/[id]/restore/route";
import { GET as auditLogRoute } from "@/app/api/admin/audit-log/route";
import { DELETE as deleteCategoryRoute } from "@/app/api/admin/categories/[id]/route";
import { POST as createCategoryRoute } from "@/app/api/admin/categories/route";
import { DELETE as deleteProductRoute, PUT as updateProductRoute } from "@/app/api/admin/products/[id]/route";
import { POST as bulkRoute } from "@/app/api/admin/products/bulk/route";
import { POST as createProductRoute } from "@/app/api/admin/products/route";
import { GET as publicProductRoute } from "@/app/api/products/[slug]/route";
import { db } from "@/server/db/client";
import { useTestDatabase } from "../db";
import { makeAdmin, makeCatalogue } from "../factories";
import { login, send, unchanged, validCategory, validProduct } from "../kit";

useTestDatabase();

const DAY = 24 * 60 * 60 * 1000;
let cookie = "";

const restore = (entryId: number, opts: { cookie?: string } = { cookie }) =>
  send(restoreRoute, "POST", `/api/admin/audit-log/${entryId}/restore`, { ...opts, params: { id: String(entryId) } });

async function category(tag: string): Promise<number> {
  const answer = await send(createCategoryRoute, "POST", "/api/admin/categories", { cookie, body: validCategory(tag) });
  expect(answer.status).toBe(201);
  return answer.body.id;
}

async function product(tag: string, categoryId: number, overrides: Record<string, unknown> = {}): Promise<number> {
  const answer = await send(createProductRoute, "POST", "/api/admin/products", {
    cookie,
    body: await validProduct(tag, { categoryId, ...overrides }),
  });
  expect(answer.status).toBe(201);
  return answer.body.id;
}

async function deleteProduct(id: number): Promise<number> {
  expect((await send(deleteProductRoute, "DELETE", `/api/admin/products/${id}`, { cookie, params: { id: String(id) } })).status).toBe(200);
  return deleteEntry("Product", id);
}

async function deleteCategory(id: number): Promise<number> {
  expect((await send(deleteCategoryRoute, "DELETE", `/api/admin/categories/${id}`, { cookie, params: { id: String(id) } })).status).toBe(
    200,
  );
  return deleteEntry("Category", id);
}

const deleteEntry = async (entity: string, id: number) =>
  (await db.auditLog.findFirstOrThrow({ where: { action: "delete", entity, entityId: String(id) }, orderBy: { id: "desc" } })).id;

const storefront = (slug: string) => send(publicProductRoute, "GET", `/api/products/${slug}`, { params: { slug } });

const restorableIn = async (entryId: number) => {
  const answer = await send(auditLogRoute, "GET", "/api/admin/audit-log?page=1&pageSize=100", { cookie });
  return answer.body.entries.find((e: { id: number }) => e.id === entryId)?.restorable;
};

let home = 0;
beforeAll(async () => {
  // Other products and categories around the ones restored, which a refused restore must leave as they are.
  await makeCatalogue();
  await makeAdmin();
  cookie = await login();
  home = await category("restore-home");
});

test("a deleted product comes back whole: same id, fields, category, its slug answering again; recorded; once only", async () => {
  const id = await product("restore-me", home, { priceMin: null, priceMax: null, unitOfSale: "per roll" });
  // A rename leaves a former slug; the delete forgets it, the restore does not bring it back.
  const renamed = await send(updateProductRoute, "PUT", `/api/admin/products/${id}`, {
    cookie,
    params: { id: String(id) },
    body: await validProduct("restore-me-2", { categoryId: home, priceMin: null, priceMax: null, unitOfSale: "per roll" }),
  });
  expect(renamed.status).toBe(200);
  const long = "A long description kept whole. ".repeat(900);
  await db.product.update({ where: { id }, data: { description: long, images: JSON.stringify(["/images/products/x.svg"]) } });
  const before = await db.product.findUniqueOrThrow({ where: { id } });
  const entryId = await deleteProduct(id);
  expect((await storefront("test-product-restore-me-2")).status).toBe(404);
  expect(await restorableIn(entryId)).toBe(true);

  const answer = await restore(entryId);
  expect(answer.status).toBe(201);
  expect(answer.body).toEqual({ entity: "Product", id });
  const after = await db.product.findUniqueOrThrow({ where: { id } });
  // The entry holds the whole row: the product keeps the day it was first made.
  expect({ ...after, updatedAt: null }).toEqual({ ...before, updatedAt: null });
  expect(after.description).toBe(long);
  const page = await storefront("test-product-restore-me-2");
  expect(page.status).toBe(200);
  expect(page.body).toMatchObject({ id, category: { slug: "test-category-restore-home" }, priceMin: null, unitOfSale: "per roll" });
  expect((await storefront("test-product-restore-me")).status).toBe(404);

  const entry = await db.auditLog.findFirstOrThrow({ where: { action: "restore", entity: "Product", entityId: String(id) } });
  // Cut at 20,000 characters as entries other than deletes are; it begins by naming the entry it undid.
  expect(
    entry.after!.startsWith(`{"restoredFrom":${entryId},"id":${id},"name":"Test Product restore-me-2","slug":"test-product-restore-me-2"`),
  ).toBe(true);
  expect(await restorableIn(entryId)).toBe(false);

  const again = await unchanged(() => restore(entryId));
  expect(again.status).toBe(409);
  expect(again.body.errors).toEqual({ id: "Already restored from this entry" });
});

test("30 days: an entry 29 days old restores, one 31 days old is 410", async () => {
  const young = await deleteProduct(await product("restore-29", home));
  const old = await deleteProduct(await product("restore-31", home));
  await db.auditLog.update({ where: { id: young }, data: { createdAt: new Date(Date.now() - 29 * DAY) } });
  await db.auditLog.update({ where: { id: old }, data: { createdAt: new Date(Date.now() - 31 * DAY) } });
  expect(await restorableIn(old)).toBe(false);
  const gone = await unchanged(() => restore(old));
  expect(gone.status).toBe(410);
  expect(gone.body.message).toBe("Deleted more than 30 days ago: too old to restore");
  expect((await restore(young)).status).toBe(201);
});

test("a slug or SKU another product has now: 409 naming it, nothing changed; restorable once renamed", async () => {
  const entryId = await deleteProduct(await product("restore-clash", home));
  const usurper = await product("restore-clash", home, { sku: "TP-usurper" });
  const slug = await unchanged(() => restore(entryId));
  expect(slug.status).toBe(409);
  expect(slug.body.errors).toEqual({
    slug: "The product \u201cTest Product restore-clash\u201d now has the slug test-product-restore-clash: change its slug first",
  });
  await db.product.update({ where: { id: usurper }, data: { slug: "test-product-usurper", sku: "TP-restore-clash" } });
  const sku = await unchanged(() => restore(entryId));
  expect(sku.status).toBe(409);
  expect(Object.keys(sku.body.errors)).toEqual(["sku"]);
  await db.product.update({ where: { id: usurper }, data: { sku: "TP-usurper" } });
  expect((await restore(entryId)).status).toBe(201);
});

test("only deletes of products and categories: anything else is 404", async () => {
  const id = await product("restore-not-delete", home);
  const create = await db.auditLog.findFirstOrThrow({ where: { action: "create", entity: "Product", entityId: String(id) } });
  const setting = await db.auditLog.create({
    data: { actor: "admin", action: "delete", entity: "Setting", entityId: "business_phone", before: '"x"' },
  });
  for (const entryId of [create.id, setting.id, 99_999_999]) {
    const answer = await unchanged(() => restore(entryId));
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe("This audit entry is not the deletion of a product or category");
  }
});

test("a deleted category comes back with the products it had, except those moved since", async () => {
  const id = await category("restore-cat");
  const [a, b, c] = [await product("restore-cat-a", id), await product("restore-cat-b", id), await product("restore-cat-c", id)];
  const before = await db.category.findUniqueOrThrow({ where: { id } });
  const entryId = await deleteCategory(id);
  expect(await db.product.count({ where: { id: { in: [a, b, c] }, categoryId: null } })).toBe(3);
  await db.product.update({ where: { id: c }, data: { categoryId: home } });

  const answer = await restore(entryId);
  expect(answer.status).toBe(201);
  expect(answer.body).toEqual({
    entity: "Category",
    id,
    note: "2 of its 3 products are back in it (1 is in another category now, or deleted)",
  });
  expect({ ...(await db.category.findUniqueOrThrow({ where: { id } })), updatedAt: null }).toEqual({ ...before, updatedAt: null });
  const rows = await db.product.findMany({ where: { id: { in: [a, b, c] } }, orderBy: { id: "asc" }, select: { categoryId: true } });
  expect(rows.map((r) => r.categoryId)).toEqual([id, id, home]);
});

test("a product whose category was deleted too: restore the category first (409), then the product joins it", async () => {
  const cat = await category("restore-both");
  const p = await product("restore-both", cat);
  const productEntry = await deleteProduct(p);
  const categoryEntry = await deleteCategory(cat);
  const first = await unchanged(() => restore(productEntry));
  expect(first.status).toBe(409);
  expect(first.body.errors).toEqual({
    categoryId: "Its category \u201cTest Category restore-both\u201d was deleted too: restore the category first",
  });
  expect((await restore(categoryEntry)).status).toBe(201);
  expect((await restore(productEntry)).body).toEqual({ entity: "Product", id: p });
  expect((await db.product.findUniqueOrThrow({ where: { id: p } })).categoryId).toBe(cat);
});

test("a product whose category is gone for good comes back without one, and says so", async () => {
  const cat = await category("restore-lost");
  const p = await product("restore-lost", cat);
  const productEntry = await deleteProduct(p);
  const categoryEntry = await deleteCategory(cat);
  await db.auditLog.update({ where: { id: categoryEntry }, data: { createdAt: new Date(Date.now() - 40 * DAY) } });
  const answer = await restore(productEntry);
  expect(answer.status).toBe(201);
  expect(answer.body).toEqual({ entity: "Product", id: p, note: "Its category is gone for good, so it is back without a category" });
  expect((await db.product.findUniqueOrThrow({ where: { id: p } })).categoryId).toBeNull();
});

test("each product of a bulk delete restores on its own", async () => {
  const ids = [await product("restore-bulk-1", home), await product("restore-bulk-2", home)];
  const before = await db.product.findUniqueOrThrow({ where: { id: ids[1] } });
  const answer = await send(bulkRoute, "POST", "/api/admin/products/bulk", { cookie, body: { action: "delete", ids } });
  expect(answer.body).toEqual({ count: 2 });
  expect((await restore(await deleteEntry("Product", ids[1]))).body).toEqual({ entity: "Product", id: ids[1] });
  expect(await db.product.count({ where: { id: { in: ids } } })).toBe(1);
  // A bulk delete's entry keeps every column, the day it was made too.
  expect({ ...(await db.product.findUniqueOrThrow({ where: { id: ids[1] } })), updatedAt: null }).toEqual({ ...before, updatedAt: null });
  expect((await storefront("test-product-restore-bulk-2")).status).toBe(200);
});

test("a slug the category has lost to another: 409 naming slug", async () => {
  const entryId = await deleteCategory(await category("restore-cat-clash"));
  await category("restore-cat-clash");
  const answer = await unchanged(() => restore(entryId));
  expect(answer.status).toBe(409);
  expect(Object.keys(answer.body.errors)).toEqual(["slug"]);
});

test("without a session: 401, nothing changed", async () => {
  const entryId = await deleteProduct(await product("restore-guard", home));
  const answer = await unchanged(() => restore(entryId, {}));
  expect(answer.status).toBe(401);
});
