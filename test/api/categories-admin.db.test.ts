/**
 * POST /api/admin/categories, PUT and DELETE /api/admin/categories/{id}
 * (productCount computed, products kept on delete, unique slugs).
 */
import { GET as dashboardRoute } from "@/app/api/admin/dashboard-stats/route";
import { PUT as updateRoute, DELETE as deleteRoute } from "@/app/api/admin/categories/[id]/route";
import { POST as createRoute } from "@/app/api/admin/categories/route";
import { POST as createProductRoute } from "@/app/api/admin/products/route";
import { PUT as updateProductRoute } from "@/app/api/admin/products/[id]/route";
import { GET as categoryProductsRoute } from "@/app/api/categories/[slug]/products/route";
import { GET as categoryRoute } from "@/app/api/categories/[slug]/route";
import { GET as categoriesRoute } from "@/app/api/categories/route";
import { GET as productRoute } from "@/app/api/products/[slug]/route";
import { GET as productsRoute } from "@/app/api/products/route";
import { GET as searchRoute } from "@/app/api/products/search/route";
import { SLUG_FORMAT_MESSAGE } from "@/lib/validation/common";
import { db } from "@/server/db/client";
import type { Json } from "../api";
import { useTestDatabase } from "../db";
import { makeAdmin, makeCategory, makeProduct } from "../factories";
import { expectCategoryMatchesDb, expectProductMatchesDb, login, send, unchanged, validCategory, validProduct } from "../kit";

useTestDatabase();

let cookie = "";
beforeAll(async () => {
  await makeAdmin();
  cookie = await login();
  await makeCategory({ name: "Mailer Bags", slug: "mailer-bags" });
  await makeCategory({ name: "Gloves & Aprons", slug: "gloves-apron" });
  // With attribute definitions, so an update sent without them shows they stay.
  const bags = await makeCategory({
    name: "Trash Bags",
    slug: "trash-bags",
    attributes: [{ key: "capacity", label: "Capacity", type: "number", unit: "gal", filter: "values" }],
  });
  for (const name of ["Black Contractor Bag", "Clear Can Liner"]) await makeProduct({ name, category: bags });
  // One product the category's name is in, one it is not: the search after the delete may find only the first.
  const film = await makeCategory({ name: "PE Stretch Film", slug: "pe-stretch-film" });
  for (const name of ["PE Stretch Film 18in", "Hand Wrap 20in"]) await makeProduct({ name, category: film });
});

const create = (body: unknown) => send(createRoute, "POST", "/api/admin/categories", { body, cookie });
const update = (id: number | string, body: unknown) =>
  send(updateRoute, "PUT", `/api/admin/categories/${id}`, { body, cookie, params: { id: String(id) } });
const remove = (id: number | string) => send(deleteRoute, "DELETE", `/api/admin/categories/${id}`, { cookie, params: { id: String(id) } });
const getBySlug = (slug: string) => send(categoryRoute, "GET", `/api/categories/${slug}`, { params: { slug } });
const getProduct = (slug: string) => send(productRoute, "GET", `/api/products/${slug}`, { params: { slug } });

let n = 0;
const tag = () => `c${++n}`;

describe("POST /api/admin/categories", () => {
  test("creates the category: 201 with the original shape and productCount 0, whatever productCount the client sends", async () => {
    const statsBefore = (await send(dashboardRoute, "GET", "/api/admin/dashboard-stats", { cookie })).body;
    const answer = await create({ ...validCategory("bubble"), name: "  Bubble Wrap  ", productCount: 42, id: 777 });
    expect(answer.status).toBe(201);
    await expectCategoryMatchesDb(answer.body);
    expect(answer.body).toMatchObject({ name: "Bubble Wrap", slug: "test-category-bubble", productCount: 0 });
    expect(answer.body.id).not.toBe(777);
    expect((await getBySlug("test-category-bubble")).body).toEqual(answer.body);
    expect((await send(categoriesRoute, "GET", "/api/categories")).body).toContainEqual(answer.body);
    const statsAfter = (await send(dashboardRoute, "GET", "/api/admin/dashboard-stats", { cookie })).body;
    expect(statsAfter.totalCategories).toBe(statsBefore.totalCategories + 1);
  });

  test.each([
    ["name", undefined, "Name is required"],
    ["name", "", "Name is required"],
    ["name", "  ", "Name is required"],
    ["name", "n".repeat(201), "Name must be at most 200 characters"],
    ["slug", undefined, "Slug is required"],
    ["slug", "", "Slug is required"],
    ["slug", "Bad Slug", SLUG_FORMAT_MESSAGE],
    ["slug", "ünïcode", SLUG_FORMAT_MESSAGE],
    ["slug", "a/b", SLUG_FORMAT_MESSAGE],
    ["description", undefined, "Description is required"],
    ["description", "", "Description is required"],
    ["description", "d".repeat(5001), "Description must be at most 5000 characters"],
    ["imageUrl", undefined, "Valid image URL is required"],
    ["imageUrl", null, "Valid image URL is required"],
    ["imageUrl", "image.png", "Valid image URL is required"],
    ["imageUrl", "data:image/png;base64,AAAA", "Valid image URL is required"],
    ["imageUrl", "https://", "Valid image URL is required"],
    ["imageUrl", "https://cdn.example.com/a b.png", "Valid image URL is required"],
  ])("validation: %s = %j is 400 with its message, nothing stored", async (field, value, message) => {
    const body: Record<string, unknown> = validCategory(tag());
    if (value === undefined) delete body[field];
    else body[field] = value;
    const answer = await unchanged(() => create(body));
    expect(answer.status).toBe(400);
    expect(answer.body.errors[field]).toBe(message);
  });

  test("an empty object names every required field with the exact messages", async () => {
    const answer = await unchanged(() => create({}));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      name: "Name is required",
      slug: "Slug is required",
      description: "Description is required",
      imageUrl: "Valid image URL is required",
    });
  });

  test("a slug already in use is 409 and stores nothing", async () => {
    const answer = await unchanged(() => create(validCategory(tag(), { slug: "mailer-bags" })));
    expect(answer.status).toBe(409);
    expect(answer.body.errors).toEqual({ slug: "A category with this slug already exists" });
  });

  test("malformed or oversized bodies are 4xx and store nothing", async () => {
    for (const rawBody of ["", "{", "[]", "null", "true"]) {
      const answer = await unchanged(() => send(createRoute, "POST", "/api/admin/categories", { rawBody, cookie }));
      expect(answer.status).toBe(400);
    }
    const big = await unchanged(() => create(validCategory(tag(), { description: "x".repeat(65 * 1024) })));
    expect(big.status).toBe(413);
  });
});

describe("PUT /api/admin/categories/{id}", () => {
  test("updates the fields; productCount stays the real count whatever is sent", async () => {
    const row = await db.category.findUniqueOrThrow({ where: { slug: "trash-bags" } });
    const realCount = await db.product.count({ where: { categoryId: row.id } });
    expect(realCount).toBeGreaterThan(0);
    const answer = await update(row.id, {
      name: "Trash Bags & Liners",
      slug: "trash-bags",
      description: "Updated.",
      imageUrl: "https://cdn.example.com/trash.jpg",
      productCount: 999,
    });
    expect(answer.status).toBe(200);
    await expectCategoryMatchesDb(answer.body);
    expect(answer.body).toEqual({
      id: row.id,
      name: "Trash Bags & Liners",
      slug: "trash-bags",
      description: "Updated.",
      imageUrl: "https://cdn.example.com/trash.jpg",
      productCount: realCount,
      // Sent without attribute definitions (a client of the original API): the stored ones stay.
      attributes: JSON.parse(row.attributes),
    });
    // Its products now show the new category name.
    const list = await send(categoryProductsRoute, "GET", "/api/categories/trash-bags/products", { params: { slug: "trash-bags" } });
    expect(list.body).toHaveLength(realCount);
    for (const p of list.body) expect(p.category).toEqual({ name: "Trash Bags & Liners", slug: "trash-bags" });
  });

  test("a new slug moves the category: the old slug redirects, products follow", async () => {
    const created = (await create(validCategory("move-me"))).body;
    const product = (
      await send(createProductRoute, "POST", "/api/admin/products", {
        cookie,
        body: await validProduct("in-moved", { categoryId: created.id }),
      })
    ).body;
    const answer = await update(created.id, validCategory("moved"));
    expect(answer.status).toBe(200);
    expect(answer.body.productCount).toBe(1);
    const old = await getBySlug("test-category-move-me");
    expect(old.status).toBe(308);
    expect(old.headers.get("location")).toBe("/api/categories/test-category-moved");
    expect((await getBySlug("test-category-moved")).body).toEqual(answer.body);
    expect((await getProduct(product.slug)).body.category).toEqual({ name: "Test Category moved", slug: "test-category-moved" });
  });

  test("another category's slug is 409 and changes nothing", async () => {
    const row = await db.category.findUniqueOrThrow({ where: { slug: "gloves-apron" } });
    const answer = await unchanged(() => update(row.id, validCategory(tag(), { slug: "mailer-bags" })));
    expect(answer.status).toBe(409);
    expect(answer.body.errors).toEqual({ slug: "A category with this slug already exists" });
  });

  test("validation failures are 400 and change nothing", async () => {
    const row = await db.category.findUniqueOrThrow({ where: { slug: "gloves-apron" } });
    for (const [field, value, message] of [
      ["name", "", "Name is required"],
      ["slug", "", "Slug is required"],
      ["description", "", "Description is required"],
      ["imageUrl", "nope", "Valid image URL is required"],
    ] as const) {
      const answer = await unchanged(() => update(row.id, validCategory(tag(), { [field]: value })));
      expect(answer.status).toBe(400);
      expect(answer.body.errors[field]).toBe(message);
    }
  });

  test("an unknown id is 404; a non-numeric id is 400; nothing changes", async () => {
    const missing = await unchanged(() => update(987654, validCategory(tag())));
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Category not found");
    for (const id of ["abc", "0", "-2", "3.0", "1e2", "4294967296"]) {
      const answer = await unchanged(() => update(id, validCategory(tag())));
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({ id: "must be a positive whole number" });
    }
  });
});

describe("DELETE /api/admin/categories/{id} (products are kept)", () => {
  test("the category goes; its products stay, with category null", async () => {
    const category = await db.category.findUniqueOrThrow({ where: { slug: "pe-stretch-film" }, include: { products: true } });
    const kept = category.products;
    expect(kept.length).toBeGreaterThan(0);
    const productCount = await db.product.count();
    const categoryCount = await db.category.count();

    const answer = await remove(category.id);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: "Category deleted successfully", productsKept: kept.length });

    expect(await db.category.findUnique({ where: { id: category.id } })).toBeNull();
    expect(await db.category.count()).toBe(categoryCount - 1);
    expect(await db.product.count()).toBe(productCount);
    expect((await getBySlug("pe-stretch-film")).status).toBe(404);
    expect(
      (await send(categoryProductsRoute, "GET", "/api/categories/pe-stretch-film/products", { params: { slug: "pe-stretch-film" } }))
        .status,
    ).toBe(404);
    for (const p of kept) {
      const answer = await getProduct(p.slug);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        id: p.id,
        name: p.name,
        sku: p.sku,
        priceMin: p.priceMin,
        priceMax: p.priceMax,
        category: null,
        categoryId: null,
      });
      await expectProductMatchesDb(answer.body);
    }
    const all = (await send(productsRoute, "GET", "/api/products")).body;
    for (const p of kept) expect(all.find((x: Json) => x.id === p.id)).toMatchObject({ category: null, categoryId: null });
    // The old category name no longer finds them through the category (their own texts still may).
    const found = (await send(searchRoute, "GET", "/api/products/search", { query: { q: "pe stretch film" } })).body;
    for (const p of found) expect(`${p.name} ${p.sku} ${p.description}`.toLowerCase()).toContain("pe stretch film");
    const stats = (await send(dashboardRoute, "GET", "/api/admin/dashboard-stats", { cookie })).body;
    expect(stats).toMatchObject({ totalProducts: productCount, totalCategories: categoryCount - 1 });
  });

  test("a product left without a category can be given a new one", async () => {
    const orphan = await db.product.findFirstOrThrow({ where: { categoryId: null } });
    const target = await db.category.findUniqueOrThrow({ where: { slug: "mailer-bags" } });
    const body = await validProduct("x", {
      name: orphan.name,
      slug: orphan.slug,
      sku: orphan.sku,
      description: orphan.description,
      imageUrl: orphan.imageUrl,
      specifications: orphan.specifications,
      priceMin: orphan.priceMin,
      priceMax: orphan.priceMax,
      categoryId: target.id,
    });
    const answer = await send(updateProductRoute, "PUT", `/api/admin/products/${orphan.id}`, {
      body,
      cookie,
      params: { id: String(orphan.id) },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.category).toEqual({ name: target.name, slug: target.slug });
    await expectProductMatchesDb(answer.body);
  });

  test("an empty category is deleted with productsKept 0", async () => {
    const created = (await create(validCategory("empty"))).body;
    const answer = await remove(created.id);
    expect(answer.body).toEqual({ success: true, message: "Category deleted successfully", productsKept: 0 });
    expect(await db.category.findUnique({ where: { id: created.id } })).toBeNull();
  });

  test("deleting again or an unknown id is 404; a non-numeric id is 400; nothing changes", async () => {
    const created = (await create(validCategory("twice"))).body;
    expect((await remove(created.id)).status).toBe(200);
    const again = await unchanged(() => remove(created.id));
    expect(again.status).toBe(404);
    expect(again.body.message).toBe("Category not found");
    for (const id of ["abc", "0", "-1", "1.0", "%20"]) {
      const answer = await unchanged(() => remove(id));
      expect(answer.status).toBe(400);
    }
  });

  test("a deleted category's slug can be used again", async () => {
    const answer = await create(validCategory("again", { slug: "pe-stretch-film", name: "PE Stretch Film" }));
    expect(answer.status).toBe(201);
    expect(answer.body.productCount).toBe(0);
  });
});

describe("the default picture", () => {
  test("an empty image URL clears a custom image back to the default picture", async () => {
    const created = (await create(validCategory("own-picture", { imageUrl: "https://images.example.com/own.png" }))).body;
    const cleared = await update(created.id, validCategory("own-picture", { imageUrl: "" }));
    expect(cleared.status).toBe(200);
    expect(cleared.body.imageUrl).toBe("/images/placeholder.svg");
    await expectCategoryMatchesDb(cleared.body);
  });
});
