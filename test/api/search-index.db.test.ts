/** The search index (FTS5 trigram on SQLite, pg_trgm on PostgreSQL) follows every product write. */
import { POST as createProduct } from "@/app/api/admin/products/route";
import { DELETE as deleteProduct, PUT as updateProduct } from "@/app/api/admin/products/[id]/route";
import { PUT as updateCategory } from "@/app/api/admin/categories/[id]/route";
import { GET as search } from "@/app/api/products/search/route";
import { db } from "@/server/db/client";
import { call, cookieFrom } from "../api";
import { useTestDatabase } from "../db";
import { POST as login } from "@/app/api/admin/login/route";

useTestDatabase({ seed: true });

let cookie: string;
const find = async (q: string) => ((await call(search, "GET", "/api/products/search", { query: { q } })).body as { slug: string }[]).map((p) => p.slug);

beforeAll(async () => {
  cookie = cookieFrom(await call(login, "POST", "/api/admin/login", { body: { username: "admin", password: "Correct-Horse-9" } }));
});

test("created, renamed, recategorised and deleted products are found (or not) at once", async () => {
  const category = await db.category.findFirstOrThrow({ where: { slug: "trash-bags" } });
  const body = { name: "Zylophane Liner", slug: "zylophane-liner", sku: "ZYL-0001", description: "Heavy quokkaduty liner", priceMin: "", priceMax: "", imageUrl: "/images/placeholder.svg", categoryId: category.id, specifications: "{}" };
  const created = await call(createProduct, "POST", "/api/admin/products", { body, cookie });
  expect(created.status).toBe(201);
  const id = String(created.body.id);

  expect(await find("zylophane")).toEqual(["zylophane-liner"]);
  expect(await find("QUOKKA")).toEqual(["zylophane-liner"]);
  expect(await find("zyl-0001")).toEqual(["zylophane-liner"]);

  await call(updateProduct, "PUT", `/api/admin/products/${id}`, { body: { ...body, name: "Brontoflex Liner" }, cookie, params: { id } });
  expect(await find("zylophane")).toEqual([]);
  expect(await find("brontoflex")).toEqual(["zylophane-liner"]);

  await call(updateCategory, "PUT", `/api/admin/categories/${category.id}`, {
    body: { name: "Garbagio Sacks", slug: category.slug, description: category.description, imageUrl: category.imageUrl },
    cookie,
    params: { id: String(category.id) },
  });
  expect(await find("garbagio")).toContain("zylophane-liner");

  await call(deleteProduct, "DELETE", `/api/admin/products/${id}`, { cookie, params: { id } });
  expect(await find("brontoflex")).toEqual([]);
});

test("quotes and operators in the query are plain text", async () => {
  for (const q of [`"`, `film" OR "x`, "NEAR(a b)", "a*", "-film", "^film", "'; DROP TABLE \"Product\"; --"]) {
    const res = await call(search, "GET", "/api/products/search", { query: { q } });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
  }
  expect(await db.product.count()).toBeGreaterThan(0);
});
