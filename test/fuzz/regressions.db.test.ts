/**
 * The inputs the fuzzing found answered 500 (or stored other text than was
 * validated), pinned as plain examples so they stay fixed on both databases.
 */
import { POST as createProductRoute } from "@/app/api/admin/products/route";
import { GET as categoryRoute } from "@/app/api/categories/[slug]/route";
import { POST as contactRoute } from "@/app/api/contact/route";
import { GET as productRoute } from "@/app/api/products/[slug]/route";
import { GET as searchRoute } from "@/app/api/products/search/route";
import { POST as quoteRoute } from "@/app/api/quote-requests/route";
import { getCategoryBySlug } from "@/server/catalog/categories/categories";
import { getProductBySlug, productList } from "@/server/catalog/products/products";
import { searchProducts } from "@/server/catalog/search/search";
import { call } from "../api";
import { useTestDatabase } from "../db";
import { makeAdmin, makeCategory, makeProduct } from "../factories";
import { login, send, unchanged, validProduct } from "../kit";

useTestDatabase();

beforeAll(async () => {
  await makeAdmin();
  // Something for a search without the NUL to find, so that "the same answer" is not two empty lists, and the slugs
  // the NUL tests name, so a NUL simply dropped would find them.
  const category = await makeCategory({ name: "PE Stretch Film", slug: "pe-stretch-film" });
  await makeProduct({ name: "Stretch Film 18in Hand Wrap", slug: "stretch-film", category });
});

const contact = { firstName: "Dana", lastName: "Buyer", email: "dana@acme.example", company: "Acme", message: "Hello" };

describe("text a database cannot store as sent is a 400 naming the field", () => {
  test.each([
    ["a NUL in a value (PostgreSQL: 500 before)", { ...contact, message: "a\u0000b" }, "message"],
    ["a NUL in the name", { ...contact, firstName: "\u0000" }, "firstName"],
    ["a lone high surrogate (stored as U+FFFD before)", { ...contact, message: "x\ud800y" }, "message"],
    ["a lone low surrogate", { ...contact, lastName: "\udfff" }, "lastName"],
    ["a NUL in an unknown key", { ...contact, "k\u0000": 1 }, "k?"],
  ])("%s", async (_label, body, field) => {
    const answer = await unchanged(() => send(contactRoute, "POST", "/api/contact", { body, headers: { "x-forwarded-for": "10.60.0.1" } }));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ [field]: "must not contain NUL characters or invalid Unicode" });
  });

  test("in a nested item of a quote request", async () => {
    const body = {
      name: "Dana",
      email: "dana@acme.example",
      phone: "(555) 201-3344",
      state: "TX",
      zip: "75001",
      items: [{ sku: "pe001", name: "Film\u0000", quantity: 1 }],
    };
    const answer = await unchanged(() =>
      send(quoteRoute, "POST", "/api/quote-requests", { body, headers: { "x-forwarded-for": "10.60.0.2" } }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ "items.0.name": "must not contain NUL characters or invalid Unicode" });
  });

  test("in an admin write", async () => {
    const cookie = await login();
    const body = await validProduct("nul", { description: "thin\u0000film" });
    const answer = await unchanged(() => send(createProductRoute, "POST", "/api/admin/products", { body, cookie }));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toHaveProperty("description");
  });

  test("escaped text that only looks like it is fine", async () => {
    const answer = await send(contactRoute, "POST", "/api/contact", {
      rawBody: JSON.stringify({ ...contact, message: "literally \\u0000 and \\ud800" }),
      headers: { "x-forwarded-for": "10.60.0.3" },
    });
    expect(answer.status).toBe(201);
  });
});

describe("a NUL (%00) in the URL is a 400, not a database error", () => {
  test("search ?q= (SQLite full-text search: 500 before; PostgreSQL: 500 before)", async () => {
    for (const q of ["\u0000", "film\u0000", "\u0000\u0000\u0000"]) {
      const answer = await send(searchRoute, "GET", "/api/products/search", { query: { q } });
      expect(answer.status).toBe(400);
    }
    expect((await send(searchRoute, "GET", "/api/products/search", { query: { q: "film" } })).status).toBe(200);
  });

  test("a slug (PostgreSQL: 500 before)", async () => {
    expect((await send(productRoute, "GET", "/api/products/x%00", { params: { slug: "stretch-film\u0000" } })).status).toBe(400);
    expect((await send(categoryRoute, "GET", "/api/categories/x%00", { params: { slug: "\u0000" } })).status).toBe(400);
  });

  test("any other query key or value", async () => {
    const answer = await call(searchRoute, "GET", "/api/products/search?q=film&x=%00");
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/NUL/);
  });
});

describe("the catalogue reads behind the public pages (/categories/%00, /products/%00: PostgreSQL 500 before)", () => {
  test("a slug with a NUL is simply not found", async () => {
    expect(await getCategoryBySlug("pe-stretch-film\u0000")).toBeNull();
    expect(await getProductBySlug("\u0000")).toBeNull();
    expect(await productList({ page: 1, pageSize: 10 }, "\u0000")).toBeNull();
  });

  test("a search with a NUL searches without it", async () => {
    const found = (await searchProducts("stretch")).map((p) => p.id);
    expect(found).toHaveLength(1);
    expect((await searchProducts("stretch\u0000")).map((p) => p.id)).toEqual(found);
    expect(await searchProducts("\u0000")).toEqual([]);
  });
});
