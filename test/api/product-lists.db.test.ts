/**
 * The anonymous product lists past LIST_CAP products (GET /api/products and
 * /api/categories/{slug}/products): without ?page= they answer the list's
 * first 1,000 with its full count and a link to the rest, never the whole
 * catalogue; with ?page= any page; each answer has an ETag honoured by
 * If-None-Match. That the answer without ?page= is served from the cached
 * catalogue shows only in a production server: e2e/security-edge.spec.ts.
 */
import { GET as categoryProductsRoute } from "@/app/api/categories/[slug]/products/route";
import { GET as productsRoute } from "@/app/api/products/route";
import { db } from "@/server/db/client";
import { call, type Json } from "../api";
import { useTestDatabase } from "../db";
import { makeCategory, makeProduct } from "../factories";
import { send } from "../kit";

useTestDatabase();

const BULK = 1_500;
const CATEGORY = "list-bags";

beforeAll(async () => {
  const category = await makeCategory({ name: "List Bags", slug: CATEGORY });
  // Products made one by one, named to sort before, among and after the bulk ones ("Bulk Bag 00001" ...), so order
  // is checked across rows of both kinds; one in another category, which the category's list must leave out.
  for (const name of ["Anchor Bag", "Bulk Bag 00750 B", "Cargo Bag"]) await makeProduct({ name, category });
  await makeProduct({ name: "Bulk Bag 00500 Elsewhere" });
  await db.product.createMany({
    data: Array.from({ length: BULK }, (_, i) => ({
      name: `Bulk Bag ${String(BULK - i).padStart(5, "0")}`,
      slug: `bulk-bag-${i}`,
      sku: `BULK-${i}`,
      description: "Seeded in bulk by the list tests.",
      imageUrl: "/images/products/test.svg",
      categoryId: i % 3 === 0 ? null : category.id,
    })),
  });
});

/** The list's ids in its own order (name, then id), as the database has them. */
async function idsInOrder(categorySlug?: string): Promise<number[]> {
  const where = categorySlug ? { category: { slug: categorySlug } } : {};
  return (await db.product.findMany({ where, select: { id: true }, orderBy: [{ name: "asc" }, { id: "asc" }] })).map((p) => p.id);
}

const LISTS: { name: string; path: string; handler: Parameters<typeof send>[0]; params: Record<string, string>; slug?: string }[] = [
  { name: "GET /api/products", path: "/api/products", handler: productsRoute, params: {} },
  {
    name: `GET /api/categories/${CATEGORY}/products`,
    path: `/api/categories/${CATEGORY}/products`,
    handler: categoryProductsRoute,
    params: { slug: CATEGORY },
    slug: CATEGORY,
  },
];

describe.each(LISTS)("$name", ({ path, handler, params, slug }) => {
  test("without ?page=: the first 1,000 in the list's order, X-Total-Count and a Link to page 2 of 1,000", async () => {
    const ids = await idsInOrder(slug);
    expect(ids.length).toBeGreaterThan(1_000);
    const answer = await send(handler, "GET", path, { params });
    expect(answer.status).toBe(200);
    expect(answer.body.map((p: Json) => p.id)).toEqual(ids.slice(0, 1_000));
    expect(answer.headers.get("x-total-count")).toBe(String(ids.length));
    expect(answer.headers.get("link")).toBe(`<${path}?page=2&pageSize=1000>; rel="next"`);

    const rest = await send(handler, "GET", path, { params, query: { page: "2", pageSize: "1000" } });
    expect(rest.body.map((p: Json) => p.id)).toEqual(ids.slice(1_000));
    expect(rest.headers.get("x-total-count")).toBe(String(ids.length));
    expect(rest.headers.get("link")).toBeNull();
  });

  test("with ?page=: pages of pageSize in the same order, a Link while more follow, [] past the end", async () => {
    const ids = await idsInOrder(slug);
    const page3 = await send(handler, "GET", path, { params, query: { page: "3", pageSize: "200" } });
    expect(page3.body.map((p: Json) => p.id)).toEqual(ids.slice(400, 600));
    expect(page3.headers.get("x-total-count")).toBe(String(ids.length));
    expect(page3.headers.get("link")).toBe(`<${path}?page=4&pageSize=200>; rel="next"`);
    const past = await send(handler, "GET", path, { params, query: { page: "1000", pageSize: "1000" } });
    expect(past.body).toEqual([]);
    expect(past.headers.get("link")).toBeNull();
  });

  test("an ETag, and a 304 without body for If-None-Match holding it (strong, weak, in a list, *)", async () => {
    const first = await send(handler, "GET", path, { params });
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const again = await call(handler, "GET", path, { params, headers: { "if-none-match": ifNoneMatch } });
      expect(again.status).toBe(304);
      expect(again.body).toBeNull();
      expect(again.headers.get("etag")).toBe(etag);
    }
    expect((await send(handler, "GET", path, { params, headers: { "if-none-match": '"other"' } })).status).toBe(200);
    const page2 = await send(handler, "GET", path, { params, query: { page: "2", pageSize: "1000" } });
    expect(page2.headers.get("etag")).not.toBe(etag);
    expect(
      (
        await call(handler, "GET", path, {
          params,
          query: { page: "2", pageSize: "1000" },
          headers: { "if-none-match": page2.headers.get("etag")! },
        })
      ).status,
    ).toBe(304);
  });

  test("a product added past the first 1,000 changes the count and the ETag", async () => {
    const before = await send(handler, "GET", path, { params });
    const category = slug ? await db.category.findUniqueOrThrow({ where: { slug } }) : null;
    const added = await db.product.create({
      data: {
        name: "Zz Last Of All",
        slug: `zz-last-${path.length}`,
        sku: `ZZ-LAST-${path.length}`,
        description: "Sorts last.",
        imageUrl: "/images/products/test.svg",
        categoryId: category?.id ?? null,
      },
    });
    try {
      const after = await send(handler, "GET", path, { params });
      expect(after.body).toEqual(before.body);
      expect(after.headers.get("x-total-count")).toBe(String(Number(before.headers.get("x-total-count")) + 1));
      expect(after.headers.get("etag")).not.toBe(before.headers.get("etag"));
    } finally {
      await db.product.delete({ where: { id: added.id } });
    }
  });
});

test("an unknown category is still 404, with or without ?page=", async () => {
  for (const query of [{}, { page: "1" }] as Record<string, string>[]) {
    const answer = await send(categoryProductsRoute, "GET", "/api/categories/no-such-category/products", {
      params: { slug: "no-such-category" },
      query,
    });
    expect(answer.status).toBe(404);
  }
});

test("pageSize above 1,000 is 400, naming the field", async () => {
  const answer = await send(productsRoute, "GET", "/api/products", { query: { pageSize: "1001" } });
  expect(answer.status).toBe(400);
  expect(answer.body.errors).toEqual({ pageSize: "must be a whole number from 1 to 1000" });
});
