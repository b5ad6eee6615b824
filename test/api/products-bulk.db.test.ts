/**
 * POST /api/admin/products/bulk (move or delete many products, by id or by the
 * admin list's filters) and POST /api/admin/products/{id}/duplicate, against
 * the real database: counts, rows, audit entries, and refusals that change
 * nothing.
 */
import { POST as duplicateRoute } from "@/app/api/admin/products/[id]/duplicate/route";
import { POST as bulkRoute } from "@/app/api/admin/products/bulk/route";
import { POST as createCategoryRoute } from "@/app/api/admin/categories/route";
import { PUT as updateProductRoute } from "@/app/api/admin/products/[id]/route";
import { POST as createProductRoute } from "@/app/api/admin/products/route";
import { GET as publicProductRoute } from "@/app/api/products/[slug]/route";
import type { AttributeDef } from "@/lib/attributes";
import { BULK_IDS_MAX } from "@/lib/validation/bulk";
import { db } from "@/server/db/client";
import { useTestDatabase } from "../db";
import { makeAdmin } from "../factories";
import { expectProductMatchesDb, login, send, unchanged, validCategory, validProduct } from "../kit";

useTestDatabase();

const DEFS: AttributeDef[] = [{ key: "width", label: "Width", type: "number", unit: "in", filter: "values" }];

let cookie = "";
let from = 0;
let to = 0;

const bulk = (body: unknown, opts: { cookie?: string } = { cookie }) =>
  send(bulkRoute, "POST", "/api/admin/products/bulk", { ...opts, body });
const duplicate = (id: number, body: unknown) =>
  send(duplicateRoute, "POST", `/api/admin/products/${id}/duplicate`, { cookie, params: { id: String(id) }, body });

async function category(tag: string): Promise<number> {
  const answer = await send(createCategoryRoute, "POST", "/api/admin/categories", {
    cookie,
    body: validCategory(tag, { attributes: DEFS }),
  });
  expect(answer.status).toBe(201);
  return answer.body.id;
}

async function product(tag: string, overrides: Record<string, unknown> = {}): Promise<number> {
  const answer = await send(createProductRoute, "POST", "/api/admin/products", {
    cookie,
    body: await validProduct(tag, { categoryId: from, ...overrides }),
  });
  expect(answer.status).toBe(201);
  return answer.body.id;
}

const categoryOf = async (ids: number[]) =>
  (await db.product.findMany({ where: { id: { in: ids } }, select: { categoryId: true } })).map((p) => p.categoryId);
const entriesFor = (ids: number[], action: string) =>
  db.auditLog.findMany({ where: { action, entity: "Product", entityId: { in: ids.map(String) } }, orderBy: { id: "asc" } });

beforeAll(async () => {
  await makeAdmin();
  cookie = await login();
  from = await category("bulk-from");
  to = await category("bulk-to");
});

describe("move", () => {
  test("by ids: each product moves and gets its own update entry; answered with the count", async () => {
    const ids = [await product("move-a"), await product("move-b"), await product("move-c")];
    const answer = await bulk({ action: "move", categoryId: to, ids });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ count: 3 });
    expect(await categoryOf(ids)).toEqual([to, to, to]);
    const entries = await entriesFor(ids, "update");
    expect(entries.map((e) => Number(e.entityId)).sort()).toEqual([...ids].sort());
    // Written by SQL of its own: the time must read back as now, in UTC.
    for (const e of entries) expect(Math.abs(e.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
    for (const e of entries) {
      expect(JSON.parse(e.before!)).toMatchObject({ categoryId: from, category: { slug: "test-category-bulk-from" } });
      expect(JSON.parse(e.after!)).toMatchObject({ categoryId: to, category: { slug: "test-category-bulk-to" } });
    }
    // Moving them there again: still chosen, nothing changes, no new entries.
    expect((await bulk({ action: "move", categoryId: to, ids })).body).toEqual({ count: 3 });
    expect(await entriesFor(ids, "update")).toHaveLength(3);
  });

  test("by filter: every product the list shows for the search and category, however many pages; literal % in a search", async () => {
    const widgets = [];
    for (let i = 0; i < 7; i++) widgets.push(await product(`filter-widget-${i}`, { name: `Filter Widget ${i}` }));
    const percent = await product("filter-pct", { name: "Filter Widget 100% recycled" });
    const elsewhere = await product("filter-widget-elsewhere", { name: "Filter Widget elsewhere", categoryId: to });
    const answer = await bulk({ action: "move", categoryId: to, filter: { search: "  FILTER widget 100%", categoryId: from } });
    expect(answer.body).toEqual({ count: 1 });
    expect(await categoryOf([percent])).toEqual([to]);
    const all = await bulk({ action: "move", categoryId: to, filter: { search: "filter widget", categoryId: from } });
    expect(all.body).toEqual({ count: 7 });
    expect(await categoryOf(widgets)).toEqual(widgets.map(() => to));
    expect(await entriesFor([elsewhere], "update")).toHaveLength(0);
  });

  test('by filter "none": the products without a category', async () => {
    const loose = [await product("none-1"), await product("none-2")];
    await db.product.updateMany({ where: { id: { in: loose } }, data: { categoryId: null } });
    expect((await bulk({ action: "move", categoryId: from, filter: { categoryId: "none" } })).body).toEqual({ count: 2 });
    expect(await categoryOf(loose)).toEqual([from, from]);
    expect(await db.product.count({ where: { categoryId: null } })).toBe(0);
  });
});

describe("delete", () => {
  test("by ids: gone with their former addresses, one whole delete entry each", async () => {
    const ids = [await product("del-a"), await product("del-b")];
    const renamed = await send(updateProductRoute, "PUT", `/api/admin/products/${ids[0]}`, {
      cookie,
      params: { id: String(ids[0]) },
      body: await validProduct("del-a-renamed", { categoryId: from }),
    });
    expect(renamed.status).toBe(200);
    expect(await db.formerSlug.count({ where: { kind: "product", targetId: ids[0] } })).toBe(1);
    // Longer than the 20,000 characters other entries keep.
    const long = "Long description. ".repeat(2000);
    await db.product.update({ where: { id: ids[1] }, data: { description: long } });

    const answer = await bulk({ action: "delete", ids: [...ids, ids[0]] });
    expect(answer.body).toEqual({ count: 2 });
    expect(await db.product.count({ where: { id: { in: ids } } })).toBe(0);
    expect(await db.formerSlug.count({ where: { kind: "product", targetId: { in: ids } } })).toBe(0);
    const entries = await entriesFor(ids, "delete");
    expect(entries).toHaveLength(2);
    const kept = JSON.parse(entries.find((e) => e.entityId === String(ids[1]))!.before!);
    expect(kept).toMatchObject({ id: ids[1], slug: "test-product-del-b", sku: "TP-del-b", description: long, categoryId: from });
    const publicAnswer = await send(publicProductRoute, "GET", "/api/products/test-product-del-b", {
      params: { slug: "test-product-del-b" },
    });
    expect(publicAnswer.status).toBe(404);
  });

  test("by filter: the matching products only", async () => {
    const doomed = [await product("purge-1", { name: "Purge Me 1" }), await product("purge-2", { name: "Purge Me 2" })];
    const kept = await product("purge-kept", { name: "Purge Me kept", categoryId: to });
    expect((await bulk({ action: "delete", filter: { search: "purge me", categoryId: from } })).body).toEqual({ count: 2 });
    expect(await db.product.count({ where: { id: { in: doomed } } })).toBe(0);
    expect(await db.product.count({ where: { id: kept } })).toBe(1);
    expect((await bulk({ action: "delete", filter: { search: "purge me", categoryId: from } })).body).toEqual({ count: 0 });
  });
});

describe("refusals change nothing", () => {
  let ids: number[] = [];
  beforeAll(async () => {
    ids = [await product("refuse-1"), await product("refuse-2")];
  });

  test.each([
    ["one id that is no product", "ids", "No product has id 99999999", () => ({ action: "delete", ids: [...ids, 99_999_999] })],
    ["a category that does not exist", "categoryId", "Category not found", () => ({ action: "move", categoryId: 99_999, ids })],
    ["move without a category", "categoryId", "Choose the category to move the products to", () => ({ action: "move", ids })],
    ["both ids and filter", "ids", "Give either ids or filter, not both", () => ({ action: "delete", ids, filter: {} })],
    ["neither ids nor filter", "ids", "Give either ids or filter, not both", () => ({ action: "delete" })],
    ["another action", "action", 'action must be "move" or "delete"', () => ({ action: "archive", ids })],
    [
      "an id that is not a whole number",
      "ids.1",
      "ids must be product ids (whole numbers of at least 1)",
      () => ({ action: "delete", ids: [ids[0], 1.5] }),
    ],
    ["no ids", "ids", "Choose at least one product", () => ({ action: "delete", ids: [] })],
    [
      "too many ids",
      "ids",
      `ids may name at most ${BULK_IDS_MAX} products; choose them by filter instead`,
      () => ({ action: "delete", ids: Array.from({ length: BULK_IDS_MAX + 1 }, (_, i) => i + 1) }),
    ],
    [
      "a filter category that is not an id",
      "filter.categoryId",
      "Category must be a category id or none",
      () => ({ action: "delete", filter: { categoryId: "tapes" } }),
    ],
    [
      "an unknown filter key",
      "filter",
      "filter must be an object with search and categoryId",
      () => ({ action: "delete", filter: { name: "x" } }),
    ],
  ])("%s: 400 naming %s", async (_label, field, message, body) => {
    const answer = await unchanged(() => bulk(body()));
    expect(answer.status).toBe(400);
    expect(answer.body.errors[field]).toBe(message);
  });

  test("without a session: 401", async () => {
    const answer = await unchanged(() => bulk({ action: "delete", ids }, {}));
    expect(answer.status).toBe(401);
  });
});

describe("duplicate", () => {
  test("copies every field but SKU and slug (and the name when given), records it, and the storefront shows it", async () => {
    const sourceId = await product("dup-source", {
      priceMin: "3.10",
      priceMax: "4.20",
      unitOfSale: "per case of 6",
      attributes: { width: 18 },
    });
    await db.product.update({
      where: { id: sourceId },
      data: { images: JSON.stringify(["/images/products/a.svg", "/images/products/b.svg"]) },
    });
    const answer = await duplicate(sourceId, { sku: "TP-dup-copy", slug: "test-product-dup-copy" });
    expect(answer.status).toBe(201);
    await expectProductMatchesDb(answer.body);
    const [source, copy] = await Promise.all([
      db.product.findUniqueOrThrow({ where: { id: sourceId } }),
      db.product.findUniqueOrThrow({ where: { id: answer.body.id } }),
    ]);
    const own = ["id", "sku", "slug", "createdAt", "updatedAt"];
    const fields = (p: typeof source) => Object.fromEntries(Object.entries(p).filter(([k]) => !own.includes(k)));
    expect(fields(copy)).toEqual(fields(source));
    expect(copy).toMatchObject({ sku: "TP-dup-copy", slug: "test-product-dup-copy", name: source.name, unitOfSale: "per case of 6" });
    expect(JSON.parse(copy.attributes)).toEqual({ width: 18 });
    const entry = await db.auditLog.findFirstOrThrow({ where: { action: "create", entity: "Product", entityId: String(copy.id) } });
    expect(JSON.parse(entry.after!)).toMatchObject({ id: copy.id, sku: "TP-dup-copy", duplicatedFrom: sourceId });
    const page = await send(publicProductRoute, "GET", "/api/products/test-product-dup-copy", {
      params: { slug: "test-product-dup-copy" },
    });
    expect(page.status).toBe(200);
    expect(page.body.id).toBe(copy.id);

    const named = await duplicate(sourceId, { sku: "TP-dup-named", slug: "test-product-dup-named", name: "  A Named Copy " });
    expect(named.status).toBe(201);
    expect(named.body.name).toBe("A Named Copy");
  });

  test("a taken SKU or slug is 409 naming it; bad input 400 naming the field; an unknown product 404", async () => {
    const sourceId = await product("dup-conflict");
    const slugTaken = await unchanged(() => duplicate(sourceId, { sku: "TP-dup-free", slug: "test-product-dup-conflict" }));
    expect(slugTaken.status).toBe(409);
    expect(slugTaken.body.errors).toEqual({ slug: "A product with this slug already exists" });
    const skuTaken = await unchanged(() => duplicate(sourceId, { sku: "TP-dup-conflict", slug: "test-product-dup-free" }));
    expect(skuTaken.status).toBe(409);
    expect(skuTaken.body.errors).toEqual({ sku: "A product with this SKU already exists" });
    const noSku = await unchanged(() => duplicate(sourceId, { slug: "test-product-dup-free" }));
    expect(noSku.status).toBe(400);
    expect(noSku.body.errors.sku).toBe("SKU is required");
    const badSlug = await unchanged(() => duplicate(sourceId, { sku: "TP-dup-free", slug: "Not A Slug" }));
    expect(badSlug.status).toBe(400);
    expect(Object.keys(badSlug.body.errors)).toEqual(["slug"]);
    const missing = await unchanged(() => duplicate(99_999_999, { sku: "TP-dup-free", slug: "test-product-dup-free" }));
    expect(missing.status).toBe(404);
  });
});

describe("10,000 products", () => {
  test("moved by ids (the most one request names) and deleted by filter, each in one request, with an entry each", async () => {
    const category = await db.category.create({
      data: { name: "Bulk Many", slug: "bulk-many", description: "d", imageUrl: "/images/placeholder.svg" },
    });
    const rows = Array.from({ length: BULK_IDS_MAX }, (_, i) => ({
      name: `Bulk Many ${i}`,
      slug: `bulk-many-${i}`,
      sku: `BULK-MANY-${i}`,
      description: "d",
      imageUrl: "/images/placeholder.svg",
      categoryId: from,
    }));
    for (let i = 0; i < rows.length; i += 1000) await db.product.createMany({ data: rows.slice(i, i + 1000) });
    const ids = (await db.product.findMany({ where: { sku: { startsWith: "BULK-MANY-" } }, select: { id: true } })).map((p) => p.id);
    expect(ids).toHaveLength(BULK_IDS_MAX);

    let started = performance.now();
    expect((await bulk({ action: "move", categoryId: category.id, ids })).body).toEqual({ count: BULK_IDS_MAX });
    const moveMs = performance.now() - started;
    expect(await db.product.count({ where: { categoryId: category.id } })).toBe(BULK_IDS_MAX);

    started = performance.now();
    expect((await bulk({ action: "delete", filter: { search: "bulk many", categoryId: category.id } })).body).toEqual({
      count: BULK_IDS_MAX,
    });
    const deleteMs = performance.now() - started;
    expect(await db.product.count({ where: { sku: { startsWith: "BULK-MANY-" } } })).toBe(0);
    let entries = 0;
    for (let i = 0; i < ids.length; i += 500) {
      entries += await db.auditLog.count({
        where: { action: "delete", entity: "Product", entityId: { in: ids.slice(i, i + 500).map(String) } },
      });
    }
    expect(entries).toBe(BULK_IDS_MAX);
    console.info(
      `bulk ${process.env.TEST_DB ?? "sqlite"}: move 10,000 by ids ${Math.round(moveMs)} ms, delete 10,000 by filter ${Math.round(deleteMs)} ms`,
    );
  }, 300_000);
});
