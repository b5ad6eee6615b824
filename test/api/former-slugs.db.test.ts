/**
 * Renaming a product or category keeps its old addresses: each former slug
 * answers a 308 to the item's current one (API here; the pages go through the
 * same lookup, e2e/admin/renamed-addresses.spec.ts checks them over HTTP).
 */
import { PUT as updateCategoryRoute, DELETE as deleteCategoryRoute } from "@/app/api/admin/categories/[id]/route";
import { POST as createCategoryRoute } from "@/app/api/admin/categories/route";
import { PUT as updateProductRoute, DELETE as deleteProductRoute } from "@/app/api/admin/products/[id]/route";
import { POST as createProductRoute } from "@/app/api/admin/products/route";
import { GET as categoryProductsRoute } from "@/app/api/categories/[slug]/products/route";
import { GET as categoryRoute } from "@/app/api/categories/[slug]/route";
import { GET as productRoute } from "@/app/api/products/[slug]/route";
import { listCategories } from "@/server/catalog/categories/categories";
import { currentSlug } from "@/server/catalog/former-slugs";
import { sitemapEntries } from "@/server/sitemap";
import { useTestDatabase } from "../db";
import { makeAdmin, makeCategory } from "../factories";
import { login, send, validCategory, validProduct } from "../kit";

useTestDatabase();

let cookie = "";
beforeAll(async () => {
  await makeAdmin();
  // The category validProduct files every product here under.
  await makeCategory({ name: "Rename Bags", slug: "rename-bags" });
  cookie = await login();
});

const createProduct = async (body: unknown) => {
  const res = await send(createProductRoute, "POST", "/api/admin/products", { body, cookie });
  expect(res.status).toBe(201);
  return res.body as { id: number; slug: string };
};
const renameProduct = async (id: number, body: Record<string, unknown>, name: string, slug: string) => {
  const res = await send(updateProductRoute, "PUT", `/api/admin/products/${id}`, {
    body: { ...body, name, slug },
    cookie,
    params: { id: String(id) },
  });
  expect(res.status).toBe(200);
};
const getProduct = (slug: string) => send(productRoute, "GET", `/api/products/${slug}`, { params: { slug } });
const getCategory = (slug: string) => send(categoryRoute, "GET", `/api/categories/${slug}`, { params: { slug } });

describe("a renamed product", () => {
  test("renamed twice: both old slugs answer 308 to the newest, which answers 200", async () => {
    const body = await validProduct("rename-a");
    const { id } = await createProduct(body);
    await renameProduct(id, body, "Rename B", "rename-b");
    await renameProduct(id, body, "Rename C", "rename-c");

    for (const old of ["test-product-rename-a", "rename-b"]) {
      const res = await getProduct(old);
      expect(res.status).toBe(308);
      expect(res.headers.get("location")).toBe("/api/products/rename-c");
      expect(await currentSlug("product", old)).toBe("rename-c");
    }
    const now = await getProduct("rename-c");
    expect(now.status).toBe(200);
    expect(now.body).toMatchObject({ id, name: "Rename C", slug: "rename-c" });
    expect(await currentSlug("product", "rename-c")).toBeNull();

    // The sitemap lists the current address only.
    const paths = (await sitemapEntries()).entries.map((e) => new URL(e.url).pathname);
    expect(paths.filter((p) => /rename-[abc]$/.test(p))).toEqual(["/products/rename-c"]);
  });

  test("a new product given an old slug takes that address; the other old slug still redirects", async () => {
    const body = await validProduct("reuse-a");
    const { id } = await createProduct(body);
    await renameProduct(id, body, "Reuse B", "reuse-b");
    await renameProduct(id, body, "Reuse C", "reuse-c");

    const other = await createProduct(await validProduct("reuse-new", { name: "Reuse B again", slug: "reuse-b" }));
    const taken = await getProduct("reuse-b");
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ id: other.id, slug: "reuse-b" });
    expect(await currentSlug("product", "reuse-b")).toBeNull();
    expect((await getProduct("test-product-reuse-a")).headers.get("location")).toBe("/api/products/reuse-c");

    // The newcomer leaving that slug makes it its own former slug, not the first product's again.
    const otherBody = await validProduct("reuse-new");
    await renameProduct(other.id, otherBody, "Reuse D", "reuse-d");
    expect((await getProduct("reuse-b")).headers.get("location")).toBe("/api/products/reuse-d");
  });

  test("renaming back to an old slug takes it back, and the slug left behind redirects", async () => {
    const body = await validProduct("back-a");
    const { id } = await createProduct(body);
    await renameProduct(id, body, "Back B", "back-b");
    await renameProduct(id, body, "Back A", "test-product-back-a");
    expect((await getProduct("test-product-back-a")).status).toBe(200);
    const res = await getProduct("back-b");
    expect(res.status).toBe(308);
    expect(res.headers.get("location")).toBe("/api/products/test-product-back-a");
  });

  test("a deleted product's old slugs answer 404", async () => {
    const body = await validProduct("gone-a");
    const { id } = await createProduct(body);
    await renameProduct(id, body, "Gone B", "gone-b");
    expect((await getProduct("test-product-gone-a")).status).toBe(308);
    expect((await send(deleteProductRoute, "DELETE", `/api/admin/products/${id}`, { cookie, params: { id: String(id) } })).status).toBe(
      200,
    );
    expect((await getProduct("test-product-gone-a")).status).toBe(404);
    expect(await currentSlug("product", "test-product-gone-a")).toBeNull();
  });

  test("an unknown slug is still a 404, and a product slug does not redirect a category address", async () => {
    expect((await getProduct("never-was-a-product")).status).toBe(404);
    expect(await currentSlug("category", "rename-b")).toBeNull();
  });
});

describe("a renamed category", () => {
  const createCategory = async (body: unknown) => {
    const res = await send(createCategoryRoute, "POST", "/api/admin/categories", { body, cookie });
    expect(res.status).toBe(201);
    return res.body as { id: number };
  };
  const renameCategory = async (id: number, slug: string) => {
    const res = await send(updateCategoryRoute, "PUT", `/api/admin/categories/${id}`, {
      body: validCategory("x", { name: `Cat ${slug}`, slug }),
      cookie,
      params: { id: String(id) },
    });
    expect(res.status).toBe(200);
  };

  test("renamed twice: old slugs answer 308 to the newest; reusing one for a new category takes precedence", async () => {
    const { id } = await createCategory(validCategory("cat-a", { slug: "cat-a" }));
    await renameCategory(id, "cat-b");
    await renameCategory(id, "cat-c");
    for (const old of ["cat-a", "cat-b"]) {
      const res = await getCategory(old);
      expect(res.status).toBe(308);
      expect(res.headers.get("location")).toBe("/api/categories/cat-c");
      expect(await currentSlug("category", old)).toBe("cat-c");
    }
    expect((await getCategory("cat-c")).body).toMatchObject({ id, slug: "cat-c" });
    // Its product list too, with the query kept.
    const list = await send(categoryProductsRoute, "GET", "/api/categories/cat-a/products", {
      params: { slug: "cat-a" },
      query: { page: "2", pageSize: "5" },
    });
    expect(list.status).toBe(308);
    expect(list.headers.get("location")).toBe("/api/categories/cat-c/products?page=2&pageSize=5");
    expect((await listCategories()).map((c) => c.slug).sort()).toEqual(["cat-c", "rename-bags"]);

    const newcomer = await createCategory(validCategory("cat-new", { slug: "cat-a" }));
    const taken = await getCategory("cat-a");
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ id: newcomer.id, slug: "cat-a" });
    expect(await currentSlug("category", "cat-a")).toBeNull();
    expect((await getCategory("cat-b")).headers.get("location")).toBe("/api/categories/cat-c");

    expect((await send(deleteCategoryRoute, "DELETE", `/api/admin/categories/${id}`, { cookie, params: { id: String(id) } })).status).toBe(
      200,
    );
    expect((await getCategory("cat-b")).status).toBe(404);
  });
});
