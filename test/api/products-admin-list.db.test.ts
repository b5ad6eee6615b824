/**
 * GET /api/admin/products: the admin product list, searched (name or SKU),
 * filtered by category and paged on the server.
 */
import { DELETE as deleteCategoryRoute } from "@/app/api/admin/categories/[id]/route";
import { GET as listRoute } from "@/app/api/admin/products/route";
import type { Category } from "@/lib/types";
import { db } from "@/server/db/client";
import { useTestDatabase } from "../db";
import { makeAdmin, makeCategory, makeProduct } from "../factories";
import { login, send, validProduct } from "../kit";

useTestDatabase();

let cookie = "";
let bags: Category;
beforeAll(async () => {
  await makeAdmin();
  cookie = await login();
  bags = await makeCategory({ name: "Trash Bags" });
  const mailers = await makeCategory({ name: "Mailers" });
  await makeProduct({ name: "Black Contractor Bag 42 gal", category: bags, description: "Puncture-resistant, for demolition." });
  await makeProduct({ name: "Black Can Liner 33 gal", category: bags });
  await makeProduct({ name: "Clear Can Liner 55 gal", category: bags });
  await makeProduct({ name: "Poly Mailer 10x13", sku: "PMB-1001", category: mailers });
  await makeProduct({ name: "Poly Mailer 12x15", sku: "PMB-1002", category: mailers });
  await makeProduct({ name: "Black Poly Mailer 6x9", category: mailers });
  // Found by its SKU alone: its name does not say mailer.
  await makeProduct({ name: "Padded Envelope", sku: "MAILER-PAD-1", category: mailers });
  // More than a page of 50, so the first page is a cut of the list and not all of it.
  for (let i = 0; i < 46; i++) await makeProduct({ name: `Filler Roll ${String(i).padStart(2, "0")}` });
});

const list = (query: Record<string, string> = {}) => send(listRoute, "GET", "/api/admin/products", { cookie, query });
const names = (body: { items: { name: string }[] }) => body.items.map((p) => p.name);
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

test("needs the admin session", async () => {
  expect((await send(listRoute, "GET", "/api/admin/products")).status).toBe(401);
});

test("without filters: the first 50 products by name, with the total", async () => {
  const res = await list();
  expect(res.status).toBe(200);
  const all = await db.product.findMany({ select: { name: true, id: true } });
  expect(all.length).toBeGreaterThan(50);
  const sorted = all.sort((a, b) => byName(a.name, b.name) || a.id - b.id).map((p) => p.name);
  expect(res.body).toMatchObject({ total: all.length, page: 1, pageSize: 50 });
  expect(names(res.body)).toEqual(sorted.slice(0, 50));
  expect(Object.keys(res.body.items[0]).sort()).toEqual(
    expect.arrayContaining(["category", "categoryId", "id", "imageUrl", "name", "sku", "slug"]),
  );
});

test("search finds a SKU or a name, in any case, and nothing else", async () => {
  const sku = await list({ search: "pmb-1001" });
  expect(sku.body.items.map((p: { sku: string }) => p.sku)).toEqual(["PMB-1001"]);
  expect(sku.body.total).toBe(1);

  const byPart = await list({ search: "MAILER" });
  expect(names(byPart.body)).toEqual(["Black Poly Mailer 6x9", "Padded Envelope", "Poly Mailer 10x13", "Poly Mailer 12x15"]);
  expect(byPart.body.total).toBe(4);

  // Descriptions are not searched here (the storefront search does that): one product's description says "puncture".
  expect(await db.product.count({ where: { description: { contains: "Puncture" } } })).toBe(1);
  expect((await list({ search: "puncture" })).body).toMatchObject({ items: [], total: 0 });

  expect((await list({ search: "no-such-thing-anywhere" })).body).toMatchObject({ items: [], total: 0 });
});

test("% and _ in a search are plain characters, not wildcards", async () => {
  await send((await import("@/app/api/admin/products/route")).POST, "POST", "/api/admin/products", {
    cookie,
    body: await validProduct("percent", { name: "Bag 100% Recycled", sku: "PCT_01", categoryId: (await makeCategory()).id }),
  });
  expect(names((await list({ search: "100%" })).body)).toEqual(["Bag 100% Recycled"]);
  expect(names((await list({ search: "T_0" })).body)).toEqual(["Bag 100% Recycled"]);
  expect((await list({ search: "%" })).body.total).toBe(1);
  expect((await list({ search: "_" })).body.total).toBe(1);
});

test("a category filter shows only its products; with a search, both apply", async () => {
  const category = bags;
  const res = await list({ categoryId: String(category.id) });
  expect(names(res.body).sort()).toEqual(["Black Can Liner 33 gal", "Black Contractor Bag 42 gal", "Clear Can Liner 55 gal"]);
  expect(res.body.total).toBe(3);
  for (const p of res.body.items) expect(p.categoryId).toBe(category.id);

  // "Black Poly Mailer 6x9" is black too, in another category.
  const both = await list({ categoryId: String(category.id), search: "black" });
  expect(both.body.total).toBe(2);
  for (const p of both.body.items) {
    expect(p.categoryId).toBe(category.id);
    expect(`${p.name} ${p.sku}`.toLowerCase()).toContain("black");
  }
  expect((await list({ categoryId: "999999" })).body).toMatchObject({ items: [], total: 0 });
});

test('categoryId "none": the products whose category was deleted', async () => {
  const category = await db.category.create({ data: { name: "Doomed", slug: "doomed", description: "d", imageUrl: "/images/x.svg" } });
  const { POST } = await import("@/app/api/admin/products/route");
  await send(POST, "POST", "/api/admin/products", {
    cookie,
    body: await validProduct("orphan", { categoryId: category.id, name: "Orphan Roll" }),
  });
  expect((await list({ categoryId: "none" })).body.total).toBe(0);
  await send(deleteCategoryRoute, "DELETE", `/api/admin/categories/${category.id}`, { cookie, params: { id: String(category.id) } });
  const res = await list({ categoryId: "none" });
  expect(names(res.body)).toEqual(["Orphan Roll"]);
  expect(res.body.items[0].category).toBeNull();
});

test("pages: page 2 continues page 1; a page past the last is empty with the total", async () => {
  const all = names((await list({ pageSize: "100" })).body);
  const first = await list({ pageSize: "5" });
  const second = await list({ pageSize: "5", page: "2" });
  expect(second.body).toMatchObject({ page: 2, pageSize: 5, total: first.body.total });
  expect([...names(first.body), ...names(second.body)]).toEqual(all.slice(0, 10));
  const past = await list({ pageSize: "5", page: "999" });
  expect(past.body).toMatchObject({ items: [], total: first.body.total, page: 999 });
});

test("empty parameters count as absent", async () => {
  const res = await list({ search: "", categoryId: "", page: "", pageSize: "" });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ page: 1, pageSize: 50 });
});

test.each([
  ["pageSize", "101", "Page size must be a whole number from 1 to 100"],
  ["pageSize", "0", "Page size must be a whole number from 1 to 100"],
  ["page", "0", "Page must be a whole number of at least 1"],
  ["page", "1.5", "Page must be a whole number of at least 1"],
  ["page", "-2", "Page must be a whole number of at least 1"],
  ["categoryId", "abc", "Category must be a category id or none"],
  ["categoryId", "0", "Category must be a category id or none"],
  ["search", "x".repeat(101), "Search must be at most 100 characters"],
])("?%s=%s is a 400 naming the field", async (field, value, message) => {
  const res = await list({ [field]: value });
  expect(res.status).toBe(400);
  expect(res.body.errors).toEqual({ [field]: message });
});
