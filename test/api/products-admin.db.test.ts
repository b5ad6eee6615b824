/**
 * POST /api/admin/products, PUT and DELETE /api/admin/products/{id}
 * (validation naming the field, money as decimal strings, unique slugs and SKUs).
 */
import { GET as dashboardRoute } from "@/app/api/admin/dashboard-stats/route";
import { PUT as updateRoute, DELETE as deleteRoute } from "@/app/api/admin/products/[id]/route";
import { POST as createRoute } from "@/app/api/admin/products/route";
import { GET as categoryRoute } from "@/app/api/categories/[slug]/route";
import { GET as categoryProductsRoute } from "@/app/api/categories/[slug]/products/route";
import { GET as productRoute } from "@/app/api/products/[slug]/route";
import { GET as productsRoute } from "@/app/api/products/route";
import { MONEY_MESSAGE, MONEY_TOO_LARGE_MESSAGE } from "@/lib/money";
import { SLUG_FORMAT_MESSAGE } from "@/lib/validation/common";
import { PRICE_ORDER_MESSAGE, SPECIFICATIONS_FORMAT_MESSAGE } from "@/lib/validation/product";
import { db } from "@/server/db/client";
import { useTestDatabase } from "../db";
import { makeAdmin, makeCategory, makeProduct } from "../factories";
import { CROSS_SITE, expectProductMatchesDb, login, send, unchanged, validProduct } from "../kit";

useTestDatabase();

/** The products beforeAll makes: two in the first category (validProduct's), two mailer bags, one T-shirt bag. */
const MADE = 5;

let cookie = "";
beforeAll(async () => {
  await makeAdmin();
  cookie = await login();
  const film = await makeCategory({ name: "PE Stretch Film", slug: "pe-stretch-film" });
  await makeProduct({ name: "Stretch Film", slug: "stretch-film", sku: "pe001", category: film });
  await makeProduct({ sku: "SF-2002", category: film });
  const mailers = await makeCategory({ name: "Mailer Bags", slug: "mailer-bags" });
  for (const sku of ["PMB-1001", "PMB-1002"]) await makeProduct({ sku, category: mailers });
  await makeCategory({ name: "Trash Bags", slug: "trash-bags" });
  await makeCategory({ name: "Gloves & Aprons", slug: "gloves-apron" });
  await makeProduct({ sku: "TB-3001", category: await makeCategory({ name: "T-Shirt Bags", slug: "t-shirt-bags" }) });
});

const create = (body: unknown, headers?: Record<string, string>) =>
  send(createRoute, "POST", "/api/admin/products", { body, cookie, headers });
const update = (id: number | string, body: unknown) =>
  send(updateRoute, "PUT", `/api/admin/products/${id}`, { body, cookie, params: { id: String(id) } });
const remove = (id: number | string) => send(deleteRoute, "DELETE", `/api/admin/products/${id}`, { cookie, params: { id: String(id) } });
const getBySlug = (slug: string) => send(productRoute, "GET", `/api/products/${slug}`, { params: { slug } });
const productCount = async (slug: string) =>
  (await send(categoryRoute, "GET", `/api/categories/${slug}`, { params: { slug } })).body.productCount;

let tagCounter = 0;
const tag = () => `t${++tagCounter}`;

describe("POST /api/admin/products", () => {
  test("creates the product: 201 with the original shape, visible in every public read", async () => {
    const category = await db.category.findUniqueOrThrow({ where: { slug: "mailer-bags" } });
    expect(await productCount("mailer-bags")).toBe(2);
    const statsBefore = (await send(dashboardRoute, "GET", "/api/admin/dashboard-stats", { cookie })).body;
    expect(statsBefore.totalProducts).toBe(MADE);
    const body = await validProduct("new-mailer", { categoryId: category.id, name: "  Kraft Bubble Mailer 6 x 10 in  " });
    const answer = await create(body);
    expect(answer.status).toBe(201);
    await expectProductMatchesDb(answer.body);
    expect(answer.body).toMatchObject({
      name: "Kraft Bubble Mailer 6 x 10 in",
      slug: "test-product-new-mailer",
      sku: "TP-new-mailer",
      priceMin: "10.00",
      priceMax: "12.50",
      categoryId: category.id,
      category: { name: "Mailer Bags", slug: "mailer-bags" },
      specifications: JSON.stringify({ Width: "18in", Color: "Clear" }),
    });
    expect((await getBySlug("test-product-new-mailer")).body).toEqual(answer.body);
    const inCategory = await send(categoryProductsRoute, "GET", "/api/categories/mailer-bags/products", {
      params: { slug: "mailer-bags" },
    });
    expect(inCategory.body.map((p: { sku: string }) => p.sku).sort()).toEqual(["PMB-1001", "PMB-1002", "TP-new-mailer"]);
    expect(inCategory.body).toContainEqual(answer.body);
    const all = (await send(productsRoute, "GET", "/api/products")).body;
    expect(all).toHaveLength(MADE + 1);
    expect(all).toContainEqual(answer.body);
    expect(await productCount("mailer-bags")).toBe(3);
    const statsAfter = (await send(dashboardRoute, "GET", "/api/admin/dashboard-stats", { cookie })).body;
    expect(statsAfter.totalProducts).toBe(MADE + 1);
  });

  test("the client cannot choose the id or the category object; unknown keys are ignored", async () => {
    const category = await db.category.findUniqueOrThrow({ where: { slug: "trash-bags" } });
    const t = tag();
    const answer = await create(
      await validProduct(t, {
        id: 99999,
        categoryId: category.id,
        category: { name: "Fake", slug: "fake" },
        productCount: 5,
        isAdmin: true,
      }),
    );
    expect(answer.status).toBe(201);
    expect(answer.body.id).not.toBe(99999);
    expect(answer.body.category).toEqual({ name: "Trash Bags", slug: "trash-bags" });
    await expectProductMatchesDb(answer.body);
  });

  test.each([
    ["45", "45.00"],
    ["45.5", "45.50"],
    ["$45", "45.00"],
    ["1,234.50", "1234.50"],
    [" 7.25 ", "7.25"],
    [45.5, "45.50"],
    [0, "0.00"],
    ["9999999.99", "9999999.99"],
  ])("price %j is stored as money text %j", async (input, stored) => {
    const answer = await create(await validProduct(tag(), { priceMin: input, priceMax: "9999999.99" }));
    expect(answer.status).toBe(201);
    expect(answer.body.priceMin).toBe(stored);
    await expectProductMatchesDb(answer.body);
  });

  test.each([
    ["absent", undefined],
    ["empty", ""],
    ["blank", "   "],
    ["null", null],
  ])("no price (%s) is stored as null", async (_label, value) => {
    const body: Record<string, unknown> = await validProduct(tag());
    if (value === undefined) {
      delete body.priceMin;
      delete body.priceMax;
    } else {
      body.priceMin = value;
      body.priceMax = value;
    }
    const answer = await create(body);
    expect(answer.status).toBe(201);
    expect(answer.body.priceMin).toBeNull();
    expect(answer.body.priceMax).toBeNull();
    await expectProductMatchesDb(answer.body);
  });

  test("categoryId given as text (a form select) is accepted as a number", async () => {
    const category = await db.category.findUniqueOrThrow({ where: { slug: "gloves-apron" } });
    const answer = await create(await validProduct(tag(), { categoryId: String(category.id) }));
    expect(answer.status).toBe(201);
    expect(answer.body.categoryId).toBe(category.id);
  });

  describe("validation: 400 with the exact message for the field, nothing stored", () => {
    test.each([
      ["name", undefined, "Name is required"],
      ["name", "", "Name is required"],
      ["name", "   ", "Name is required"],
      ["name", 12, "Name is required"],
      ["name", "n".repeat(201), "Name must be at most 200 characters"],
      ["slug", undefined, "Slug is required"],
      ["slug", "", "Slug is required"],
      ["slug", "Has Spaces", SLUG_FORMAT_MESSAGE],
      ["slug", "UPPER", SLUG_FORMAT_MESSAGE],
      ["slug", "semi;colon", SLUG_FORMAT_MESSAGE],
      ["sku", undefined, "SKU is required"],
      ["sku", "", "SKU is required"],
      ["sku", "s".repeat(65), "SKU must be at most 64 characters"],
      ["description", undefined, "Description is required"],
      ["description", " ", "Description is required"],
      ["imageUrl", undefined, "Valid image URL is required"],
      ["imageUrl", null, "Valid image URL is required"],
      ["imageUrl", "not a url", "Valid image URL is required"],
      ["imageUrl", "javascript:alert(1)", "Valid image URL is required"],
      ["imageUrl", "ftp://files.example.com/a.png", "Valid image URL is required"],
      ["imageUrl", "//evil.example/a.png", "Valid image URL is required"],
      ["categoryId", undefined, "Category is required"],
      ["categoryId", 0, "Category is required"],
      ["categoryId", -3, "Category is required"],
      ["categoryId", 1.5, "Category is required"],
      ["categoryId", "abc", "Category is required"],
      ["categoryId", null, "Category is required"],
      ["specifications", undefined, "Specifications are required"],
      ["specifications", "", "Specifications are required"],
      ["specifications", "not json", SPECIFICATIONS_FORMAT_MESSAGE],
      ["specifications", "[1,2]", SPECIFICATIONS_FORMAT_MESSAGE],
      ["specifications", "null", SPECIFICATIONS_FORMAT_MESSAGE],
      ["specifications", '"text"', SPECIFICATIONS_FORMAT_MESSAGE],
      ["specifications", { Width: "18in" }, "Specifications are required"],
      ["priceMin", "abc", MONEY_MESSAGE],
      ["priceMin", "-5", MONEY_MESSAGE],
      ["priceMin", -5, MONEY_MESSAGE],
      ["priceMin", "45.999", MONEY_MESSAGE],
      ["priceMin", "4 5", MONEY_MESSAGE],
      ["priceMin", "1e3", MONEY_MESSAGE],
      ["priceMin", "NaN", MONEY_MESSAGE],
      ["priceMin", true, MONEY_MESSAGE],
      ["priceMin", { amount: 5 }, MONEY_MESSAGE],
      ["priceMin", [5], MONEY_MESSAGE],
      ["priceMax", "12,34", MONEY_MESSAGE],
      ["priceMax", "10000000", MONEY_TOO_LARGE_MESSAGE],
    ])("%s = %j", async (field, value, message) => {
      const body: Record<string, unknown> = await validProduct(tag());
      if (value === undefined) delete body[field];
      else body[field] = value;
      const answer = await unchanged(() => create(body));
      expect(answer.status).toBe(400);
      expect(answer.body.errors[field]).toBe(message);
    });

    test("a max price below the min price is refused on priceMax", async () => {
      const answer = await unchanged(async () => create(await validProduct(tag(), { priceMin: "20.00", priceMax: "19.99" })));
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({ priceMax: PRICE_ORDER_MESSAGE });
    });

    test("an empty object names every required field with its spec message", async () => {
      const answer = await unchanged(() => create({}));
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({
        name: "Name is required",
        slug: "Slug is required",
        sku: "SKU is required",
        description: "Description is required",
        imageUrl: "Valid image URL is required",
        categoryId: "Category is required",
        specifications: "Specifications are required",
      });
    });

    test("a category that does not exist is 400 on categoryId", async () => {
      const answer = await unchanged(async () => create(await validProduct(tag(), { categoryId: 987654 })));
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({ categoryId: "Category not found" });
    });
  });

  describe("conflicts: 409, nothing stored", () => {
    test("a slug already in use", async () => {
      const answer = await unchanged(async () => create(await validProduct(tag(), { slug: "stretch-film" })));
      expect(answer.status).toBe(409);
      expect(answer.body.errors).toEqual({ slug: "A product with this slug already exists" });
    });

    test("a SKU already in use", async () => {
      const answer = await unchanged(async () => create(await validProduct(tag(), { sku: "pe001" })));
      expect(answer.status).toBe(409);
      expect(answer.body.errors).toEqual({ sku: "A product with this SKU already exists" });
    });

    test("a SKU already in use, sent with spaces around it", async () => {
      const answer = await unchanged(async () => create(await validProduct(tag(), { sku: "  SF-2002  " })));
      expect(answer.status).toBe(409);
    });

    test("creating the same product twice", async () => {
      const body = await validProduct(tag());
      expect((await create(body)).status).toBe(201);
      const again = await unchanged(() => create(body));
      expect(again.status).toBe(409);
    });
  });

  test.each([
    ["not JSON", "{name:"],
    ["empty", ""],
    ["an array", "[]"],
    ["null", "null"],
    ["a number", "3"],
  ])("a malformed body (%s) is 400 and stores nothing", async (_label, rawBody) => {
    const answer = await unchanged(() => send(createRoute, "POST", "/api/admin/products", { rawBody, cookie }));
    expect(answer.status).toBe(400);
  });

  test("a body over 64 KB is 413 and stores nothing", async () => {
    const answer = await unchanged(async () => create(await validProduct(tag(), { description: "d".repeat(70 * 1024) })));
    expect(answer.status).toBe(413);
  });

  test("a cross-site create is 403 and stores nothing", async () => {
    for (const headers of CROSS_SITE) {
      const answer = await unchanged(async () => create(await validProduct(tag()), headers));
      expect(answer.status).toBe(403);
    }
  });
});

describe("PUT /api/admin/products/{id}", () => {
  test("updates every field and answers the stored product", async () => {
    const created = (await create(await validProduct("to-edit"))).body;
    const target = await db.category.findUniqueOrThrow({ where: { slug: "t-shirt-bags" } });
    expect(await productCount("t-shirt-bags")).toBe(1);
    const body = {
      name: "Edited Bag",
      slug: "edited-bag",
      sku: "EB-1",
      description: "Edited description.",
      priceMin: "3",
      priceMax: "4.5",
      imageUrl: "https://cdn.example.com/edited.webp",
      categoryId: target.id,
      specifications: '{"Size":"1/6 BBL"}',
      unitOfSale: "per case of 250",
    };
    const answer = await update(created.id, body);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      ...body,
      id: created.id,
      priceMin: "3.00",
      priceMax: "4.50",
      category: { name: target.name, slug: target.slug },
      // Sent without typed attributes: it keeps those of its stored ones the new category defines (none).
      attributes: {},
      // Sent without images: it keeps the stored ones (none).
      images: [],
    });
    await expectProductMatchesDb(answer.body);
    expect((await getBySlug("edited-bag")).body).toEqual(answer.body);
    // The old address leads to the new one (renames keep their addresses, so links and search results never break).
    const old = await getBySlug("test-product-to-edit");
    expect(old.status).toBe(308);
    expect(old.headers.get("location")).toBe("/api/products/edited-bag");
    expect(await productCount("t-shirt-bags")).toBe(2);
  });

  test("keeping its own slug and SKU is not a conflict; clearing prices gives null", async () => {
    const created = (await create(await validProduct("keep-own"))).body;
    const answer = await update(created.id, await validProduct("keep-own", { name: "Renamed", priceMin: "", priceMax: null }));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: created.id,
      name: "Renamed",
      slug: created.slug,
      sku: created.sku,
      priceMin: null,
      priceMax: null,
    });
    await expectProductMatchesDb(answer.body);
  });

  test("taking another product's slug or SKU is 409 and changes nothing", async () => {
    const created = (await create(await validProduct("clash"))).body;
    const slugClash = await unchanged(async () => update(created.id, await validProduct("clash", { slug: "stretch-film" })));
    expect(slugClash.status).toBe(409);
    expect(slugClash.body.errors).toEqual({ slug: "A product with this slug already exists" });
    const skuClash = await unchanged(async () => update(created.id, await validProduct("clash", { sku: "pe001" })));
    expect(skuClash.status).toBe(409);
    expect(skuClash.body.errors).toEqual({ sku: "A product with this SKU already exists" });
  });

  test("validation failures are 400 and change nothing", async () => {
    const row = await db.product.findUniqueOrThrow({ where: { slug: "stretch-film" } });
    for (const [field, value, message] of [
      ["name", "", "Name is required"],
      ["imageUrl", "nope", "Valid image URL is required"],
      ["categoryId", 0, "Category is required"],
      ["priceMin", "cheap", MONEY_MESSAGE],
      ["specifications", "{bad", SPECIFICATIONS_FORMAT_MESSAGE],
    ] as const) {
      const answer = await unchanged(async () => update(row.id, await validProduct("v", { [field]: value })));
      expect(answer.status).toBe(400);
      expect(answer.body.errors[field]).toBe(message);
    }
    const missing = await unchanged(async () => update(row.id, await validProduct("v", { categoryId: 987654 })));
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ categoryId: "Category not found" });
  });

  test("an unknown id is 404 and creates nothing", async () => {
    const answer = await unchanged(async () => update(987654, await validProduct(tag())));
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe("Product not found");
  });

  test.each(["abc", "0", "-1", "1.5", "1e3", "0x10", " 1", "99999999999", "01", ""])(
    "a non-numeric id %j is 400 and changes nothing",
    async (id) => {
      const answer = await unchanged(async () => update(id, await validProduct(tag())));
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({ id: "must be a positive whole number" });
    },
  );

  test("a malformed body is 400 and changes nothing", async () => {
    const row = await db.product.findUniqueOrThrow({ where: { slug: "stretch-film" } });
    for (const rawBody of ["{", "[]", "null", '"x"']) {
      const answer = await unchanged(() =>
        send(updateRoute, "PUT", `/api/admin/products/${row.id}`, { rawBody, cookie, params: { id: String(row.id) } }),
      );
      expect(answer.status).toBe(400);
    }
  });
});

describe("DELETE /api/admin/products/{id}", () => {
  test("deletes the product everywhere", async () => {
    const created = (await create(await validProduct("to-delete"))).body;
    const count = await db.product.count();
    const answer = await remove(created.id);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: "Product deleted successfully" });
    expect(await db.product.findUnique({ where: { id: created.id } })).toBeNull();
    expect(await db.product.count()).toBe(count - 1);
    expect((await getBySlug(created.slug)).status).toBe(404);
    // Its slug and SKU are free again.
    expect((await create(await validProduct("to-delete"))).status).toBe(201);
  });

  test("deleting again, or an unknown id, is 404 and changes nothing", async () => {
    const created = (await create(await validProduct("twice"))).body;
    expect((await remove(created.id)).status).toBe(200);
    const again = await unchanged(() => remove(created.id));
    expect(again.status).toBe(404);
    expect(again.body.message).toBe("Product not found");
  });

  test.each(["abc", "0", "-5", "2.0", "1;DROP TABLE Product"])("a non-numeric id %j is 400 and changes nothing", async (id) => {
    const answer = await unchanged(() => remove(id));
    expect(answer.status).toBe(400);
  });
});

describe("the default picture", () => {
  test("an empty image URL clears a custom image back to the default picture, on create and on update", async () => {
    const created = await create(await validProduct("no-photo", { imageUrl: "" }));
    expect(created.status).toBe(201);
    expect(created.body.imageUrl).toBe("/images/placeholder.svg");
    const custom = await update(created.body.id, await validProduct("no-photo", { imageUrl: "https://images.example.com/own.png" }));
    expect(custom.body.imageUrl).toBe("https://images.example.com/own.png");
    const cleared = await update(created.body.id, await validProduct("no-photo", { imageUrl: "  " }));
    expect(cleared.status).toBe(200);
    expect(cleared.body.imageUrl).toBe("/images/placeholder.svg");
    await expectProductMatchesDb(cleared.body);
  });
});
