/**
 * Category filters end to end, on the real database: GET
 * /api/categories/{slug}/facets, the filtered products list and the filtered
 * view (…/filtered, what a filter click redraws in place) answer what
 * brute force over the rows read back from the database says (not over what
 * the test generated), in the catalogue's order, paged; malformed filters
 * are 400s naming their parameter; the in-memory index follows a change
 * made in SQL behind the app's back (the CatalogVersion trigger), and a unit
 * change converts the stored values.
 */
import { GET as facetsRoute } from "@/app/api/categories/[slug]/facets/route";
import { GET as filteredRoute } from "@/app/api/categories/[slug]/filtered/route";
import { GET as productsRoute } from "@/app/api/categories/[slug]/products/route";
import type { AttributeDef, AttributeValue, Attributes } from "@/lib/attributes";
import { categoryInputSchema } from "@/lib/validation/category";
import { productInputSchema } from "@/lib/validation/product";
import { createCategory, updateCategory } from "@/server/catalog/categories/categories";
import { catalogVersion } from "@/server/catalog/search/catalog-index";
import { filteredCategoryPage, readCategoryFilters } from "@/server/catalog/search/facets";
import { createProduct } from "@/server/catalog/products/products";
import { db } from "@/server/db/client";
import { call, type Json } from "../api";
import { useTestDatabase } from "../db";
import { send } from "../kit";

useTestDatabase();

const SLUG = "test-film";
const OTHER_SLUG = "other-film";
const DEFS: AttributeDef[] = [
  { key: "width", label: "Width", type: "number", unit: "in", filter: "values" },
  { key: "length", label: "Length", type: "number", unit: "ft", filter: "range" },
  { key: "thickness", label: "Thickness", type: "number", unit: "gauge", filter: "values" },
  { key: "color", label: "Color", type: "text", unit: null, filter: "values" },
  { key: "countPerCase", label: "Count per case", type: "number", unit: null, filter: "none" },
];
const WIDTHS = [12, 15, 18, 20, 24, 30];
const LENGTHS = [1000, 1200, 1500, 2000, 3000, 5000, 6000, 9000];
const GAUGES = [47, 60, 63, 70, 80, 90, 120];
/** Case variants of one colour: one facet value, matched whatever the URL's case. */
const COLORS = ["Clear", "clear", "CLEAR", "Black", "Blue", "White", "Café"];
const PRODUCTS = 300;

/** A small deterministic generator (mulberry32): the same catalogue on every run and both databases. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  return { next, pick, chance: (p: number) => next() < p };
}

let categoryId: number;

const get = (handler: typeof facetsRoute, path: string, slug = SLUG) => send(handler, "GET", path, { params: { slug } });
const facets = (query: string, slug = SLUG) => get(facetsRoute, `/api/categories/${slug}/facets${query ? `?${query}` : ""}`, slug);
const filtered = (query: string, slug = SLUG) => get(filteredRoute, `/api/categories/${slug}/filtered${query ? `?${query}` : ""}`, slug);
const products = (query: string, slug = SLUG) => get(productsRoute, `/api/categories/${slug}/products${query ? `?${query}` : ""}`, slug);

beforeAll(async () => {
  const category = await createCategory(
    categoryInputSchema.parse({
      name: "Test Film",
      slug: SLUG,
      description: "Films for the facet tests.",
      imageUrl: "/images/categories/test.svg",
      attributes: DEFS,
    }),
    "test",
  );
  categoryId = category.id;
  const other = await createCategory(
    categoryInputSchema.parse({
      name: "Other Film",
      slug: OTHER_SLUG,
      description: "Products that must not be counted.",
      imageUrl: "/images/categories/test.svg",
      attributes: DEFS,
    }),
    "test",
  );
  const r = random(17);
  // Names repeat on purpose: the catalogue's order is by name, then id.
  const words = ["Hand", "Machine", "Cast", "Blown", "Pre-Stretched", "Vented"];
  for (let i = 0; i < PRODUCTS; i++) {
    const attributes: Record<string, AttributeValue> = {};
    if (r.chance(0.9)) attributes.width = r.pick(WIDTHS);
    if (r.chance(0.85)) attributes.length = r.chance(0.8) ? r.pick(LENGTHS) : 1000 + Math.floor(r.next() * 8000);
    if (r.chance(0.85)) attributes.thickness = r.pick(GAUGES);
    if (r.chance(0.8)) attributes.color = r.pick(COLORS);
    if (r.chance(0.5)) attributes.countPerCase = r.pick([4, 6]);
    const inOther = i % 10 === 9;
    await createProduct(
      productInputSchema.parse({
        name: `${r.pick(words)} Film ${Math.floor(r.next() * 40)}`,
        slug: `facet-film-${i}`,
        sku: `FF-${String(i).padStart(4, "0")}`,
        description: "A film made by the facet tests.",
        priceMin: "",
        priceMax: "",
        imageUrl: "/images/products/test.svg",
        categoryId: inOther ? other.id : categoryId,
        specifications: JSON.stringify({ Core: "3 in" }),
        attributes,
      }),
      "test",
    );
  }
  // Rows written by other means (an import, an old script): a value of the wrong type and a key the category does not define are not filtered on;
  // text with spaces around it is the value without them.
  await db.product.createMany({
    data: [
      {
        name: "Imported Film",
        slug: "imported-1",
        sku: "IMP-1",
        description: "Imported.",
        imageUrl: "/images/products/test.svg",
        categoryId,
        specifications: "{}",
        attributes: JSON.stringify({ width: "18", thickness: 80, gauge: 80, color: " clear " }),
      },
      {
        name: "Imported Film",
        slug: "imported-2",
        sku: "IMP-2",
        description: "Imported.",
        imageUrl: "/images/products/test.svg",
        categoryId,
        specifications: "{}",
        attributes: "not json",
      },
      {
        name: "Uncategorised Film",
        slug: "imported-3",
        sku: "IMP-3",
        description: "Imported.",
        imageUrl: "/images/products/test.svg",
        categoryId: null,
        specifications: "{}",
        attributes: JSON.stringify({ width: 18 }),
      },
    ],
  });
}, 180_000);

// --- brute force over the database's rows -----------------------------------

interface Row {
  id: number;
  attributes: Attributes;
}

/** The category's products in the catalogue's order as the database sorts it, their values as stored, kept when the category's current definitions describe them. */
async function readBack(): Promise<{ defs: AttributeDef[]; rows: Row[] }> {
  const category = await db.category.findUniqueOrThrow({ where: { slug: SLUG } });
  const defs = JSON.parse(category.attributes) as AttributeDef[];
  const stored = await db.product.findMany({
    where: { categoryId: category.id },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    select: { id: true, attributes: true },
  });
  const rows = stored.map((p) => {
    let raw: Record<string, unknown> = {};
    try {
      raw = JSON.parse(p.attributes);
    } catch {
      /* unreadable: no values */
    }
    const attributes: Attributes = {};
    for (const d of defs) {
      const v = raw[d.key];
      if (d.type === "number" ? typeof v === "number" : typeof v === "string") attributes[d.key] = v as AttributeValue;
    }
    return { id: p.id, attributes };
  });
  return { defs, rows };
}

const textKey = (s: string) => s.trim().normalize("NFC").toLowerCase();
const same = (a: AttributeValue, b: AttributeValue) =>
  typeof a === "number" && typeof b === "number"
    ? Math.abs(a - b) < 1e-9
    : typeof a === "string" && typeof b === "string" && textKey(a) === textKey(b);

/** One filter as the URL says it: values (any of), min and max (inclusive). */
interface Want {
  values: AttributeValue[];
  min?: number;
  max?: number;
}

function wantedFilters(params: [string, string][], defs: AttributeDef[]): Record<string, Want> {
  const out: Record<string, Want> = {};
  for (const [name, value] of params) {
    const [key, bound] = name.split(".");
    const def = defs.find((d) => d.key === key);
    if (!def || def.filter === "none") continue;
    const f = (out[key] ??= { values: [] });
    if (bound === "min" || bound === "max") f[bound] = Number(value);
    else f.values.push(def.type === "number" ? Number(value) : value);
  }
  return out;
}

const passes = (f: Want, v: AttributeValue | undefined) =>
  v !== undefined &&
  (f.values.length === 0 || f.values.some((w) => same(w, v))) &&
  (f.min === undefined || (typeof v === "number" && v >= f.min)) &&
  (f.max === undefined || (typeof v === "number" && v <= f.max));

const passesAll = (row: Row, filters: Record<string, Want>, except?: string) =>
  Object.entries(filters).every(([k, f]) => k === except || passes(f, row.attributes[k]));

/** What the facets answer must be, from the rows. */
function bruteFacets(rows: Row[], defs: AttributeDef[], filters: Record<string, Want>) {
  const total = rows.filter((r) => passesAll(r, filters)).length;
  const facets = defs
    .filter((d) => d.filter !== "none")
    .map((def) => {
      const values = rows
        .filter((r) => passesAll(r, filters, def.key))
        .flatMap((r) => (r.attributes[def.key] === undefined ? [] : [r.attributes[def.key]]));
      if (def.filter === "range") {
        const nums = values as number[];
        return { key: def.key, type: "range", ...(nums.length ? { min: Math.min(...nums), max: Math.max(...nums) } : {}) };
      }
      const counts: Record<string, number> = {};
      for (const v of values) counts[keyOf(v)] = (counts[keyOf(v)] ?? 0) + 1;
      for (const v of filters[def.key]?.values ?? []) counts[keyOf(v)] ??= 0;
      return { key: def.key, type: "values", counts };
    });
  return { total, facets };
}

const keyOf = (v: AttributeValue) => (typeof v === "number" ? `n${v}` : `t${textKey(v)}`);

/** The facets answer in brute force's shape: values as {key: count}, one entry per value. */
function answerShape(body: Json) {
  return {
    total: body.total,
    facets: body.facets.map((f: Json) => {
      if (f.type === "range") return { key: f.key, type: "range", ...(f.min === undefined ? {} : { min: f.min, max: f.max }) };
      const counts: Record<string, number> = {};
      for (const v of f.values) {
        expect(counts[keyOf(v.value)]).toBeUndefined();
        counts[keyOf(v.value)] = v.count;
      }
      return { key: f.key, type: "values", counts };
    }),
  };
}

/** A random query: some widths, thicknesses and colours (any case), a length range, and parameters that are not filters. */
function randomQuery(r: ReturnType<typeof random>): [string, string][] {
  const params: [string, string][] = [];
  const some = <T>(list: readonly T[], p: number) =>
    r.chance(p) ? Array.from({ length: 1 + Math.floor(r.next() * 3) }, () => r.pick(list)) : [];
  for (const w of some([...WIDTHS, 16], 0.5)) params.push(["width", String(w)]);
  for (const t of some(GAUGES, 0.4)) params.push(["thickness", String(t)]);
  for (const c of some([...COLORS, "cafÉ", "Green"], 0.4)) params.push(["color", c]);
  let min = r.chance(0.4) ? r.pick(LENGTHS) : undefined;
  let max = r.chance(0.4) ? r.pick(LENGTHS) : undefined;
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  if (min !== undefined) params.push(["length.min", String(min)]);
  if (max !== undefined) params.push(["length.max", String(max)]);
  if (r.chance(0.2)) params.push(["countPerCase", "4"]);
  if (r.chance(0.2)) params.push(["utm_source", "newsletter"]);
  // Shuffled: the order of a URL's parameters means nothing.
  for (let i = params.length - 1; i > 0; i--) {
    const j = Math.floor(r.next() * (i + 1));
    [params[i], params[j]] = [params[j], params[i]];
  }
  return params;
}

const qs = (params: [string, string][]) => new URLSearchParams(params).toString();

describe("filters against brute force", () => {
  it("facets, totals and the filtered list match the rows, for many filter sets", async () => {
    const { defs, rows } = await readBack();
    expect(rows.length).toBe(PRODUCTS - PRODUCTS / 10 + 2);
    const r = random(99);
    let nonEmpty = 0;
    for (let n = 0; n < 60; n++) {
      const params = randomQuery(r);
      const query = qs(params);
      const filters = wantedFilters(params, defs);
      const want = bruteFacets(rows, defs, filters);
      const matching = rows.filter((row) => passesAll(row, filters)).map((row) => row.id);
      if (matching.length) nonEmpty++;

      const f = await facets(query);
      expect(f.status).toBe(200);
      expect({ query, ...answerShape(f.body) }).toEqual({ query, ...want });

      const p = await products(query);
      expect(p.status).toBe(200);
      expect(p.headers.get("x-total-count")).toBe(String(matching.length));
      if (Object.keys(filters).length) expect({ query, ids: p.body.map((x: Json) => x.id) }).toEqual({ query, ids: matching });

      // The view a click draws: the facets' answer, the page's cards in the list's order, the canonical query.
      const v = await filtered(`${query}&page=2`);
      expect(v.status).toBe(200);
      expect({ query, ...answerShape({ total: v.body.total, facets: v.body.facets }) }).toEqual({ query, ...want });
      expect(v.body.cards.map((c: Json) => c.item.id)).toEqual(matching.slice(24, 48));
      expect([v.body.page, v.body.pageSize, v.body.pageCount]).toEqual([2, 24, Math.max(1, Math.ceil(matching.length / 24))]);

      const read = await readCategoryFilters(SLUG, params);
      expect(v.body.query).toBe(read!.query);
      const page = await filteredCategoryPage(SLUG, read!.filters, 2, 10);
      expect(page!.total).toBe(matching.length);
      expect(page!.pageCount).toBe(Math.max(1, Math.ceil(matching.length / 10)));
      expect(page!.products.map((x) => x.id)).toEqual(matching.slice(10, 20));
    }
    // The generator must exercise matches, not only empty answers.
    expect(nonEmpty).toBeGreaterThan(30);
  });

  it("without filters, the facets count the whole category and the list is the plain one", async () => {
    const { defs, rows } = await readBack();
    const f = await facets("page=2&utm_source=x");
    expect(answerShape(f.body)).toEqual(bruteFacets(rows, defs, {}));
    expect(f.body.total).toBe(rows.length);
    const p = await products("");
    expect(p.body.map((x: Json) => x.id)).toEqual(rows.map((row) => row.id));
  });

  it("pages a filtered list, its Link keeping the filters in canonical form", async () => {
    const { defs, rows } = await readBack();
    const params: [string, string][] = [
      ["width", "20"],
      ["width", "18"],
      ["length.max", "6000"],
      ["utm_source", "x"],
    ];
    const matching = rows.filter((row) => passesAll(row, wantedFilters(params, defs))).map((row) => row.id);
    expect(matching.length).toBeGreaterThan(20);
    const pageSize = 7;
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(matching.length / pageSize); page++) {
      const res = await products(`${qs(params)}&page=${page}&pageSize=${pageSize}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("x-total-count")).toBe(String(matching.length));
      const last = page * pageSize >= matching.length;
      expect(res.headers.get("link")).toBe(
        last
          ? null
          : `</api/categories/${SLUG}/products?width=18&width=20&length.max=6000&page=${page + 1}&pageSize=${pageSize}>; rel="next"`,
      );
      seen.push(...res.body.map((x: Json) => x.id));
    }
    expect(seen).toEqual(matching);
    // A client holding the page is answered 304, the same filters written another way included.
    const first = await products(`${qs(params)}&page=1&pageSize=${pageSize}`);
    const again = await get(
      productsRoute,
      `/api/categories/${SLUG}/products?length.max=6,000&width=20&width=18&page=1&pageSize=${pageSize}`,
    );
    expect(again.headers.get("etag")).toBe(first.headers.get("etag"));
    // Not through send: a 304 has no JSON body.
    const cached = await call(productsRoute, "GET", `/api/categories/${SLUG}/products?${qs(params)}&page=1&pageSize=${pageSize}`, {
      params: { slug: SLUG },
      headers: { "if-none-match": first.headers.get("etag")! },
    });
    expect(cached.status).toBe(304);

    const past = await products(`${qs(params)}&page=99&pageSize=${pageSize}`);
    expect(past.status).toBe(200);
    expect(past.body).toEqual([]);
    expect(past.headers.get("x-total-count")).toBe(String(matching.length));
  });
});

describe("bad requests", () => {
  it.each([
    ["width=abc", "width"],
    ["length.min=x", "length.min"],
    ["length.max=1e3", "length.max"],
    ["color.min=1", "color.min"],
    ["length.min=3000&length.max=1000", "length.min"],
    [Array.from({ length: 21 }, (_, i) => `width=${i}`).join("&"), "width"],
  ])("?%s is a 400 naming %s", async (query, param) => {
    for (const res of [await facets(query), await products(query), await products(`${query}&page=1&pageSize=10`), await filtered(query)]) {
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(param);
      expect(Object.keys(res.body.errors)).toContain(param);
    }
  });

  it("a bad page or page size on a filtered list is a 400 naming it", async () => {
    expect((await products("width=18&page=0")).body.errors).toEqual({ page: "must be a whole number of at least 1" });
    expect((await products("width=18&pageSize=5000")).body.errors).toEqual({ pageSize: "must be a whole number from 1 to 1000" });
    for (const page of ["0", "x", "1e3", "9999999"]) {
      const res = await filtered(`width=18&page=${page}`);
      expect([res.status, res.body.errors]).toEqual([400, { page: `"${page}" is not a page number` }]);
    }
    // A page past the last is a view with no cards, which says how many pages there are.
    const past = await filtered("width=18&page=999");
    expect([past.status, past.body.cards, past.body.total > 0, past.body.pageCount < 999]).toEqual([200, [], true, true]);
  });

  it("an unknown category is a 404, filters or not", async () => {
    for (const query of ["", "width=18", "width=abc"]) {
      for (const res of [
        await facets(query, "no-such-category"),
        await products(query, "no-such-category"),
        await filtered(query, "no-such-category"),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body.message).toBe("Category not found");
      }
    }
    expect((await facets("color=%00", SLUG)).body.message).toBe("The URL must not contain NUL characters (%00)");
  });
});

describe("a renamed category", () => {
  it("answers 308 from its former slug to the current one, filters kept", async () => {
    const category = await db.category.findUniqueOrThrow({ where: { id: categoryId } });
    const input = { name: category.name, description: category.description, imageUrl: category.imageUrl };
    await updateCategory(categoryId, categoryInputSchema.parse({ ...input, slug: "renamed-film" }), "test");
    try {
      const f = await facets("width=18&length.min=1000", SLUG);
      expect(f.status).toBe(308);
      expect(f.headers.get("location")).toBe("/api/categories/renamed-film/facets?width=18&length.min=1000");
      const p = await products("width=18&page=2&pageSize=5", SLUG);
      expect(p.status).toBe(308);
      expect(p.headers.get("location")).toBe("/api/categories/renamed-film/products?width=18&page=2&pageSize=5");
      const v = await filtered("width=18&page=2", SLUG);
      expect([v.status, v.headers.get("location")]).toEqual([308, "/api/categories/renamed-film/filtered?width=18&page=2"]);
      expect((await facets("width=18", "renamed-film")).status).toBe(200);
    } finally {
      await updateCategory(categoryId, categoryInputSchema.parse({ ...input, slug: SLUG }), "test");
    }
    expect((await facets("width=18")).status).toBe(200);
  });
});

describe("the index stays current", () => {
  const widthCount = (body: Json, width: number) =>
    body.facets.find((f: Json) => f.key === "width").values.find((v: Json) => v.value === width)?.count ?? 0;

  it("sees a product changed in SQL on the very next call", async () => {
    const before = await facets("");
    expect(widthCount(before.body, 99)).toBe(0);
    const target = await db.product.findFirstOrThrow({ where: { categoryId, sku: { startsWith: "FF-" } }, orderBy: { id: "asc" } });
    await db.$executeRawUnsafe(`UPDATE "Product" SET "attributes" = '{"width":99,"length":1500}' WHERE "id" = ${target.id}`);
    const after = await facets("");
    expect(widthCount(after.body, 99)).toBe(1);
    const only = await products("width=99");
    expect(only.body.map((x: Json) => x.id)).toEqual([target.id]);

    // Deleted in SQL: gone from the counts at once too.
    await db.$executeRawUnsafe(`DELETE FROM "Product" WHERE "id" = ${target.id}`);
    expect(widthCount((await facets("")).body, 99)).toBe(0);
    expect((await facets("")).body.total).toBe((await readBack()).rows.length);
  });

  it("after the counter moves back (a backup restored while the app runs), never serves an index from before once it climbs back", async () => {
    const target = await db.product.findFirstOrThrow({ where: { categoryId, sku: { startsWith: "FF-" } }, orderBy: { id: "desc" } });
    await db.$executeRawUnsafe(`UPDATE "Product" SET "attributes" = '{"width":97}' WHERE "id" = ${target.id}`);
    expect(widthCount((await facets("")).body, 97)).toBe(1);
    const indexed = await catalogVersion();

    // The restore: other data, and a counter below the one the index was loaded at.
    await db.$executeRawUnsafe(`UPDATE "Product" SET "attributes" = '{"width":98}' WHERE "id" = ${target.id}`);
    await db.$executeRawUnsafe(`UPDATE "CatalogVersion" SET "version" = 1 WHERE "id" = 1`);
    expect(widthCount((await facets("")).body, 98)).toBe(1);

    // Writes since bring the counter back to the number the old index was loaded at.
    await db.$executeRawUnsafe(`UPDATE "CatalogVersion" SET "version" = ${indexed} WHERE "id" = 1`);
    const now = (await facets("")).body;
    expect([widthCount(now, 97), widthCount(now, 98)]).toEqual([0, 1]);
  });

  it("sees a category's definitions changed in SQL", async () => {
    const category = await db.category.findUniqueOrThrow({ where: { id: categoryId } });
    const defs = (JSON.parse(category.attributes) as AttributeDef[]).map((d) => (d.key === "width" ? { ...d, filter: "none" } : d));
    await db.$executeRawUnsafe(`UPDATE "Category" SET "attributes" = '${JSON.stringify(defs)}' WHERE "id" = ${categoryId}`);
    const res = await facets("width=abc");
    // No longer a filter: the parameter is ignored, not refused.
    expect(res.status).toBe(200);
    expect(res.body.facets.map((f: Json) => f.key)).toEqual(["length", "thickness", "color"]);
    await db.$executeRawUnsafe(`UPDATE "Category" SET "attributes" = '${category.attributes}' WHERE "id" = ${categoryId}`);
    expect((await facets("")).body.facets.map((f: Json) => f.key)).toEqual(["width", "length", "thickness", "color"]);
  });

  it("converts stored values when a unit changes from gauge to mil", async () => {
    const gauge = await facets("thickness=80");
    const countAt80 = gauge.body.total;
    expect(countAt80).toBeGreaterThan(0);
    const storedBefore = await db.product.findMany({
      where: { categoryId },
      select: { id: true, attributes: true },
      orderBy: { id: "asc" },
    });

    const category = await db.category.findUniqueOrThrow({ where: { id: categoryId } });
    const defs = (JSON.parse(category.attributes) as AttributeDef[]).map((d) => (d.key === "thickness" ? { ...d, unit: "mil" } : d));
    await updateCategory(
      categoryId,
      categoryInputSchema.parse({
        name: category.name,
        slug: category.slug,
        description: category.description,
        imageUrl: category.imageUrl,
        attributes: defs,
      }),
      "test",
    );

    const storedAfter = await db.product.findMany({
      where: { categoryId },
      select: { id: true, attributes: true },
      orderBy: { id: "asc" },
    });
    expect(storedAfter.map((p) => p.id)).toEqual(storedBefore.map((p) => p.id));
    storedBefore.forEach((p, i) => {
      let before: Record<string, unknown> = {};
      try {
        before = JSON.parse(p.attributes);
      } catch {
        return;
      }
      const after = JSON.parse(storedAfter[i].attributes);
      // Gauge to mil is a hundredth; other values stay as they were.
      if (typeof before.thickness === "number") expect(after.thickness).toBeCloseTo(before.thickness / 100, 12);
      expect({ ...after, thickness: undefined }).toEqual({ ...before, thickness: undefined });
    });

    const mil = await facets("thickness=0.8");
    expect(mil.status).toBe(200);
    expect(mil.body.total).toBe(countAt80);
    const thickness = mil.body.facets.find((f: Json) => f.key === "thickness");
    expect(thickness.unit).toBe("mil");
    expect(thickness.values.map((v: Json) => v.value)).toEqual(GAUGES.map((g) => g / 100));
    expect((await products("thickness=0.8")).body.length).toBe(countAt80);
  });
});
