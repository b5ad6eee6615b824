/**
 * The public catalogue reads: categories, a
 * category, its products, all products, one product and search.
 */
import { GET as categoryProductsRoute } from "@/app/api/categories/[slug]/products/route";
import { GET as categoryRoute } from "@/app/api/categories/[slug]/route";
import { GET as categoriesRoute } from "@/app/api/categories/route";
import { GET as productRoute } from "@/app/api/products/[slug]/route";
import { GET as productsRoute } from "@/app/api/products/route";
import { GET as searchRoute } from "@/app/api/products/search/route";
import { db } from "@/server/db/client";
import type { Json } from "../api";
import { useTestDatabase } from "../db";
import { makeCategory, makeProduct } from "../factories";
import { expectCategoryMatchesDb, expectProductMatchesDb, send } from "../kit";

useTestDatabase();

const FOOTER_SLUGS = ["pe-stretch-film", "mailer-bags", "trash-bags", "gloves-apron", "t-shirt-bags"];

/**
 * A catalogue of the store's five footer categories, two or three products each, with every word the searches below
 * look for: each matched in some products and not in others, in names, SKUs, descriptions or a category name alone.
 */
beforeAll(async () => {
  const [film, mailers, bags, gloves, shirts] = await Promise.all(
    [
      ["PE Stretch Film", "pe-stretch-film"],
      ["Mailer Bags", "mailer-bags"],
      ["Trash Bags", "trash-bags"],
      ["Gloves & Apron", "gloves-apron"],
      ["T-Shirt Bags", "t-shirt-bags"],
    ].map(([name, slug]) => makeCategory({ name, slug })),
  );
  const made: Parameters<typeof makeProduct>[0][] = [
    {
      name: "PE Stretch Film",
      slug: "stretch-film",
      sku: "pe001",
      priceMin: "45.00",
      priceMax: "55.00",
      description: "Clear film for unitizing pallet loads.",
      specifications: JSON.stringify({
        Weight: "33.29 lbs",
        "Film Type": "Hand Film",
        Width: "18in",
        Length: "1500 feet",
        Thickness: "80 gauge",
      }),
      category: film,
    },
    { name: "Hand Stretch Film 18in", sku: "SF-2003", description: "Hand wrap, 80 gauge.", category: film },
    { name: "Core Plug", sku: "SF-2100", description: "Fits stretch film cores.", category: film },
    { name: "Poly Mailer 10x13", sku: "PMB-1001", category: mailers },
    { name: "Poly Mailer 12x15", sku: "PMB-1002", category: mailers },
    { name: "Padded Envelope", sku: "PMB-2001", category: mailers },
    { name: "Black Contractor Bag", sku: "TB-1001", description: "Heavy liners for demolition.", category: bags },
    { name: "Clear Can Liner 33 gal", sku: "TB-1002", priceMin: "", priceMax: "", category: bags },
    { name: "Nitrile Gloves Blue", sku: "GL-1001", category: gloves },
    { name: "Poly Apron White", sku: "AP-1001", category: gloves },
    { name: "T-Shirt Bag 1/6 BBL White", sku: "TS-1001", category: shirts },
    { name: "Pepper Grocery Sack", sku: "TS-1002", category: shirts },
    { name: "Zipper Storage Bag", sku: "TS-1003", category: shirts },
  ];
  for (const p of made) await makeProduct(p);
});

const search = (q?: string) => send(searchRoute, "GET", "/api/products/search", q === undefined ? {} : { query: { q } });

/** What a search for `q` must find, computed from the database: name, SKU, description or category name contain it, any case. */
async function expectedMatches(q: string): Promise<number[]> {
  const term = q.trim().toLowerCase();
  const rows = await db.product.findMany({ include: { category: true } });
  return rows
    .filter((p) => [p.name, p.sku, p.description, p.category?.name ?? ""].some((s) => s.toLowerCase().includes(term)))
    .map((p) => p.id)
    .sort((a, b) => a - b);
}
const ids = (list: { id: number }[]) => list.map((p) => p.id).sort((a, b) => a - b);

async function addProduct(name: string, sku: string, extra: { description?: string; categoryId?: number | null } = {}) {
  return db.product.create({
    data: {
      name,
      sku,
      slug: sku.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
      description: extra.description ?? "Made by the search tests.",
      imageUrl: "/images/products/test.svg",
      specifications: "{}",
      categoryId: extra.categoryId ?? null,
    },
  });
}

describe("GET /api/categories", () => {
  test("lists every category with the original fields and productCount counted from its products", async () => {
    const answer = await send(categoriesRoute, "GET", "/api/categories");
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(await db.category.count());
    expect(answer.body.map((c: Json) => c.slug)).toEqual(expect.arrayContaining(FOOTER_SLUGS));
    for (const c of answer.body) await expectCategoryMatchesDb(c);
    // The catalogue made above puts products in every footer category.
    for (const c of answer.body) expect(c.productCount).toBeGreaterThan(0);
  });

  test("productCount follows the products of the category", async () => {
    const category = await db.category.findUniqueOrThrow({ where: { slug: "trash-bags" } });
    const before = (await send(categoriesRoute, "GET", "/api/categories")).body.find((c: Json) => c.id === category.id).productCount;
    const added = await addProduct("Count Probe Liner", "COUNT-PROBE", { categoryId: category.id });
    const after = (await send(categoriesRoute, "GET", "/api/categories")).body.find((c: Json) => c.id === category.id).productCount;
    expect(after).toBe(before + 1);
    await db.product.delete({ where: { id: added.id } });
    const again = (await send(categoriesRoute, "GET", "/api/categories")).body.find((c: Json) => c.id === category.id).productCount;
    expect(again).toBe(before);
  });
});

describe("GET /api/categories/{slug}", () => {
  test("answers the category, the same as its entry in the list", async () => {
    const list = (await send(categoriesRoute, "GET", "/api/categories")).body;
    for (const slug of FOOTER_SLUGS) {
      const answer = await send(categoryRoute, "GET", `/api/categories/${slug}`, { params: { slug } });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(list.find((c: Json) => c.slug === slug));
      await expectCategoryMatchesDb(answer.body);
    }
  });

  test.each(["no-such-category", "PE-STRETCH-FILM", "pe-stretch-film ", "%25", "..%2F"])("unknown slug %j is 404", async (slug) => {
    const answer = await send(categoryRoute, "GET", `/api/categories/${encodeURIComponent(slug)}`, { params: { slug } });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: "Category not found" });
  });
});

describe("GET /api/categories/{slug}/products", () => {
  test("lists exactly the category's products, each with category {name}", async () => {
    for (const slug of FOOTER_SLUGS) {
      const category = await db.category.findUniqueOrThrow({ where: { slug } });
      const answer = await send(categoryProductsRoute, "GET", `/api/categories/${slug}/products`, { params: { slug } });
      expect(answer.status).toBe(200);
      const expected = await db.product.findMany({ where: { categoryId: category.id }, select: { id: true } });
      expect(ids(answer.body)).toEqual(ids(expected));
      expect(answer.body.length).toBeGreaterThan(0);
      for (const p of answer.body) {
        expect(p.category).toEqual({ name: category.name, slug: category.slug });
        expect(p.categoryId).toBe(category.id);
        await expectProductMatchesDb(p);
      }
    }
  });

  test("a category without products answers an empty list", async () => {
    const empty = await db.category.create({
      data: { name: "Empty Shelf", slug: "empty-shelf", description: "Nothing here yet.", imageUrl: "/images/x.svg" },
    });
    const answer = await send(categoryProductsRoute, "GET", "/api/categories/empty-shelf/products", { params: { slug: "empty-shelf" } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([]);
    const category = await send(categoryRoute, "GET", "/api/categories/empty-shelf", { params: { slug: "empty-shelf" } });
    expect(category.body.productCount).toBe(0);
    await db.category.delete({ where: { id: empty.id } });
  });

  test("an unknown category is 404", async () => {
    const answer = await send(categoryProductsRoute, "GET", "/api/categories/nope/products", { params: { slug: "nope" } });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: "Category not found" });
  });
});

describe("GET /api/products", () => {
  test("answers all products with the original shape", async () => {
    const answer = await send(productsRoute, "GET", "/api/products");
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(await db.product.count());
    expect(ids(answer.body)).toEqual(ids(await db.product.findMany({ select: { id: true } })));
    for (const p of answer.body) await expectProductMatchesDb(p);
    // Both kinds of price occur: a range of strings, and none ("Contact for Price").
    expect(answer.body.some((p: Json) => p.priceMin === null && p.priceMax === null)).toBe(true);
    expect(answer.body.some((p: Json) => /^\d+\.\d{2}$/.test(p.priceMin ?? "") && /^\d+\.\d{2}$/.test(p.priceMax ?? ""))).toBe(true);
  });

  test("?page=&pageSize= answers consecutive pages of the same list", async () => {
    const all = (await send(productsRoute, "GET", "/api/products")).body;
    const page1 = await send(productsRoute, "GET", "/api/products", { query: { page: "1", pageSize: "5" } });
    const page2 = await send(productsRoute, "GET", "/api/products", { query: { page: "2", pageSize: "5" } });
    expect(page1.status).toBe(200);
    expect(page1.body).toEqual(all.slice(0, 5));
    expect(page2.body).toEqual(all.slice(5, 10));
    const beyond = await send(productsRoute, "GET", "/api/products", { query: { page: "1000", pageSize: "200" } });
    expect(beyond.body).toEqual([]);
  });

  test.each([
    [{ page: "0" }, "page", "must be a whole number of at least 1"],
    [{ page: "abc" }, "page", "must be a whole number of at least 1"],
    [{ page: "1.5" }, "page", "must be a whole number of at least 1"],
    [{ page: "-2" }, "page", "must be a whole number of at least 1"],
    [{ pageSize: "0" }, "pageSize", "must be a whole number from 1 to 1000"],
    [{ pageSize: "1001" }, "pageSize", "must be a whole number from 1 to 1000"],
    [{ page: "1", pageSize: "ten" }, "pageSize", "must be a whole number from 1 to 1000"],
  ])("bad paging %j is 400", async (query, field, message) => {
    const answer = await send(productsRoute, "GET", "/api/products", { query });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ [field]: message });
  });
});

describe("GET /api/products/{slug}", () => {
  test("answers the stretch-film product: sku pe001, 45.00 to 55.00, category {name}", async () => {
    const answer = await send(productRoute, "GET", "/api/products/stretch-film", { params: { slug: "stretch-film" } });
    expect(answer.status).toBe(200);
    await expectProductMatchesDb(answer.body);
    expect(answer.body).toMatchObject({
      slug: "stretch-film",
      sku: "pe001",
      priceMin: "45.00",
      priceMax: "55.00",
      category: { name: "PE Stretch Film", slug: "pe-stretch-film" },
    });
    const specs = JSON.parse(answer.body.specifications);
    expect(specs).toMatchObject({
      Weight: "33.29 lbs",
      "Film Type": "Hand Film",
      Width: "18in",
      Length: "1500 feet",
      Thickness: "80 gauge",
    });
  });

  test("a product without prices answers null prices", async () => {
    const row = await db.product.findFirstOrThrow({ where: { priceMin: null } });
    const answer = await send(productRoute, "GET", `/api/products/${row.slug}`, { params: { slug: row.slug } });
    expect(answer.status).toBe(200);
    expect(answer.body.priceMin).toBeNull();
    expect(answer.body.priceMax).toBeNull();
    await expectProductMatchesDb(answer.body);
  });

  test.each(["no-such-product", "STRETCH-FILM", "pe001", "1"])("unknown slug %j is 404", async (slug) => {
    const answer = await send(productRoute, "GET", `/api/products/${slug}`, { params: { slug } });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: "Product not found" });
  });
});

describe("GET /api/products/search", () => {
  test.each([undefined, "", "   ", "\t"])("a blank q (%j) answers []", async (q) => {
    const answer = await search(q);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([]);
  });

  test.each(["stretch", "STRETCH", "Mailer", "nitrile", "pmb-10", "  liners  ", "unitizing", "Gloves & Apron", "t-shirt"])(
    "q=%j finds exactly the products whose name, SKU, description or category name contain it (any case)",
    async (q) => {
      const answer = await search(q);
      expect(answer.status).toBe(200);
      const expected = await expectedMatches(q);
      expect(expected.length).toBeGreaterThan(0);
      expect(ids(answer.body)).toEqual(expected);
      for (const p of answer.body) await expectProductMatchesDb(p);
    },
  );

  test("matches in the description alone are found", async () => {
    // "unitizing" occurs only in the stretch-film product's description.
    const answer = await search("UNITIZING");
    expect(answer.body.map((p: Json) => p.slug)).toEqual(["stretch-film"]);
  });

  test("matches on the category name alone are found", async () => {
    const category = await db.category.findUniqueOrThrow({ where: { slug: "gloves-apron" }, include: { products: true } });
    const answer = await search("gloves & APRON");
    expect(ids(answer.body)).toEqual(ids(category.products));
    expect(answer.body.length).toBe(category.products.length);
  });

  test("an exact SKU match comes first, then name matches, then the rest", async () => {
    // A product whose name mentions another product's SKU and sorts before it by name.
    const mention = await addProduct("Aaa Core Adapter for SF-2003 rolls", "ADAPT-1");
    const described = await addProduct("Zzz Spare Parts", "SPARE-1", { description: "Fits wrappers that run SF-2003 film." });
    const exact = await db.product.findUniqueOrThrow({ where: { sku: "SF-2003" } });
    for (const q of ["SF-2003", "sf-2003"]) {
      const answer = await search(q);
      expect(answer.body.map((p: Json) => p.id)).toEqual([exact.id, mention.id, described.id]);
    }
    // Partial SKU: no exact match; name matches still precede description-only matches.
    const partial = await search("stretch film");
    const nameHit = (p: Json) => p.name.toLowerCase().includes("stretch film");
    const firstOther = partial.body.findIndex((p: Json) => !nameHit(p));
    const lastName = partial.body.map(nameHit).lastIndexOf(true);
    expect(lastName).toBeGreaterThanOrEqual(0);
    if (firstOther >= 0) expect(lastName).toBeLessThan(firstOther);
    // The stretch-film SKU searched exactly is first even among many name matches of "pe".
    const pe = await search("PE001");
    expect(pe.body[0].sku).toBe("pe001");
    await db.product.deleteMany({ where: { id: { in: [mention.id, described.id] } } });
  });

  test("% and _ are literal characters, not wildcards", async () => {
    // "f_lm" and "f%m" would match "Film" if they were wildcards; "%" alone would match everything.
    const total = await db.product.count();
    for (const q of ["%", "_", "\\", "f_lm", "f%m", "0%"]) {
      const answer = await search(q);
      expect(ids(answer.body)).toEqual(await expectedMatches(q));
      expect(answer.body.length).toBeLessThan(total);
    }
    expect((await search("f_lm")).body).toEqual([]);
    expect((await search("f%m")).body).toEqual([]);
    const percent = await addProduct("Recycled Film 100% PCR", "PCR-100");
    const underscore = await addProduct("Odd Name Bag", "ODD_1");
    const backslash = await addProduct("Slash\\Bag", "SLASH-1");
    expect(ids((await search("%")).body)).toContain(percent.id);
    expect((await search("100%")).body.map((p: Json) => p.id)).toEqual([percent.id]);
    expect((await search("_")).body.map((p: Json) => p.id)).toEqual([underscore.id]);
    expect((await search("odd_1")).body.map((p: Json) => p.id)).toEqual([underscore.id]);
    expect((await search("h\\b")).body.map((p: Json) => p.id)).toEqual([backslash.id]);
    for (const q of ["%", "_", "\\", "f_lm"]) expect(ids((await search(q)).body)).toEqual(await expectedMatches(q));
    await db.product.deleteMany({ where: { id: { in: [percent.id, underscore.id, backslash.id] } } });
  });

  test("products without a category are searchable and answer category null", async () => {
    const orphan = await addProduct("Orphan Pallet Cover", "ORPHAN-1");
    const answer = await search("orphan pallet");
    expect(answer.body).toHaveLength(1);
    expect(answer.body[0]).toMatchObject({ id: orphan.id, category: null, categoryId: null });
    await db.product.delete({ where: { id: orphan.id } });
  });

  test("no match answers []", async () => {
    const answer = await search("zzz-nothing-like-this");
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([]);
  });

  test("a very long q is a normal answer, not an error", async () => {
    const answer = await search("stretch ".repeat(500));
    expect(answer.status).toBe(200);
    expect(Array.isArray(answer.body)).toBe(true);
  });
});
