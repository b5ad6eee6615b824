import "server-only";
import { env } from "@/env";
import { attributesFor, parseAttributes, specificationsWithAttributes, validateAttributes } from "@/lib/attributes";
import { parseAttributeDefs } from "@/lib/validation/attribute-defs";
import type { Product } from "@/lib/types";
import type { ProductInput } from "@/lib/validation/product";
import { audit } from "@/server/audit";
import { invalidate, TAGS } from "@/server/cache";
import { db } from "@/server/db/client";
import { sqliteReader } from "@/server/db/sqlite-reader";
import { badRequest, conflict, notFound } from "@/server/http/errors";
import { listBody, type ListBody } from "@/server/http/list";
import { categoriesLostProducts } from "@/server/catalog/categories/category-lastmod";
import { forgetSlugs, recordSlug } from "@/server/catalog/former-slugs";
import { recordEvent } from "@/server/webhooks/outbox";
import { productData } from "@/server/webhooks/payloads";

const select = {
  id: true,
  name: true,
  slug: true,
  sku: true,
  description: true,
  priceMin: true,
  priceMax: true,
  imageUrl: true,
  categoryId: true,
  specifications: true,
  unitOfSale: true,
  attributes: true,
  images: true,
  category: { select: { name: true, slug: true } },
} as const;

type Row = {
  id: number;
  name: string;
  slug: string;
  sku: string;
  description: string;
  priceMin: string | null;
  priceMax: string | null;
  imageUrl: string;
  categoryId: number | null;
  specifications: string;
  unitOfSale: string;
  attributes: string;
  images: string;
  category: { name: string; slug: string } | null;
};

const toProduct = (r: Row): Product => ({
  ...r,
  attributes: parseAttributes(r.attributes),
  images: parseImages(r.images),
  category: r.category ? { name: r.category.name, slug: r.category.slug } : null,
});

/** The stored JSON array of image URLs; anything else (a hand edit gone wrong) reads as none. */
function parseImages(text: string): string[] {
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? v.filter((u): u is string => typeof u === "string") : [];
  } catch {
    return [];
  }
}

export interface Page {
  page: number;
  pageSize: number;
}

/** No stored slug holds a NUL (a page URL with %00 would otherwise be a PostgreSQL error, a 500). */
export const isStorableSlug = (slug: string) => !slug.includes("\u0000");

export async function listProducts(page?: Page): Promise<Product[]> {
  const rows = await db.product.findMany({
    select,
    orderBy: [{ name: "asc" }, { id: "asc" }],
    ...(page ? { skip: (page.page - 1) * page.pageSize, take: page.pageSize } : {}),
  });
  return rows.map(toProduct);
}

/**
 * One page of the whole catalogue, or of one category's products (null when no
 * category has that slug), by name, with how many products the list holds.
 */
export async function productList(page: Page, categorySlug?: string): Promise<{ products: Product[]; total: number } | null> {
  let where = {};
  if (categorySlug !== undefined) {
    if (!isStorableSlug(categorySlug)) return null;
    const category = await db.category.findUnique({ where: { slug: categorySlug }, select: { id: true } });
    if (!category) return null;
    where = { categoryId: category.id };
  }
  const [rows, total] = await Promise.all([
    db.product.findMany({
      where,
      select,
      orderBy: [{ name: "asc" }, { id: "asc" }],
      skip: (page.page - 1) * page.pageSize,
      take: page.pageSize,
    }),
    db.product.count({ where }),
  ]);
  return { products: rows.map(toProduct), total };
}

/** productList ready to send (src/server/http/list.ts). */
export async function productListBody(page: Page, categorySlug?: string): Promise<ListBody | null> {
  const list = await productList(page, categorySlug);
  return list && listBody(list.products, list.total);
}

/** Products on one page of a catalogue listing. */
export const CATALOG_PAGE_SIZE = 24;

export interface ProductPage {
  products: Product[];
  /** 1-based. */
  page: number;
  pageSize: number;
  pageCount: number;
  total: number;
}

/**
 * One page of the whole catalogue, or of one category's products (null when
 * no category has that slug), by name; null too for a page past the last (the
 * first page always exists, empty or not).
 */
export async function productPage(opts: { categorySlug?: string; page: number }): Promise<ProductPage | null> {
  let categoryId: number | undefined;
  if (opts.categorySlug !== undefined) {
    if (!isStorableSlug(opts.categorySlug)) return null;
    const category = await db.category.findUnique({ where: { slug: opts.categorySlug }, select: { id: true } });
    if (!category) return null;
    categoryId = category.id;
  }
  const where = categoryId === undefined ? {} : { categoryId };
  const total = await db.product.count({ where });
  const pageCount = Math.max(1, Math.ceil(total / CATALOG_PAGE_SIZE));
  if (!Number.isInteger(opts.page) || opts.page < 1 || opts.page > pageCount) return null;
  const rows = await db.product.findMany({
    where,
    select,
    orderBy: [{ name: "asc" }, { id: "asc" }],
    skip: (opts.page - 1) * CATALOG_PAGE_SIZE,
    take: CATALOG_PAGE_SIZE,
  });
  return { products: rows.map(toProduct), page: opts.page, pageSize: CATALOG_PAGE_SIZE, pageCount, total };
}

export async function getProductBySlug(slug: string): Promise<Product | null> {
  if (!isStorableSlug(slug)) return null;
  const row = await db.product.findUnique({ where: { slug }, select });
  return row ? toProduct(row) : null;
}

export async function getProductById(id: number): Promise<Product | null> {
  const row = await db.product.findUnique({ where: { id }, select });
  return row ? toProduct(row) : null;
}

type RawRow = Omit<Row, "id" | "categoryId" | "category"> & {
  id: number | bigint;
  categoryId: number | bigint | null;
  categoryName: string | null;
  categorySlug: string | null;
};

const byIdsColumns = `p."id", p."name", p."slug", p."sku", p."description", p."priceMin", p."priceMax", p."imageUrl",
  p."categoryId", p."specifications", p."unitOfSale", p."attributes", p."images", c."name" AS "categoryName", c."slug" AS "categorySlug"
  FROM "Product" p LEFT JOIN "Category" c ON c."id" = p."categoryId"`;

/**
 * The products with these ids, in the order given. Every search answer and
 * results page reads its cards here, so it is one plain join: the same rows
 * as `findMany({ select })` in less than half the time (about 1 ms against
 * 2.3 ms for 48 products), the generated client's relation query being most
 * of a new search term's cost. On SQLite it is read straight from the
 * driver, one statement for any number of ids (their JSON array), since the
 * ORM's raw path left several copies of each row for the collector (ADR 34).
 * `productsByIds` tests hold it to `select`'s rows on both databases.
 */
export async function productsByIds(ids: number[]): Promise<Product[]> {
  const wanted = [...new Set(ids.filter((id) => Number.isSafeInteger(id)))];
  if (wanted.length === 0) return [];
  const reader = sqliteReader();
  const rows = reader
    ? reader.all<RawRow>(`SELECT ${byIdsColumns} WHERE p."id" IN (SELECT value FROM json_each(?))`, JSON.stringify(wanted))
    : await db.$queryRawUnsafe<RawRow[]>(
        `SELECT ${byIdsColumns} WHERE p."id" IN (${wanted.map((_, i) => `$${i + 1}`).join(", ")})`,
        ...wanted,
      );
  const byId = new Map<number, Product>();
  for (const r of rows) {
    const id = Number(r.id);
    byId.set(id, {
      id,
      name: r.name,
      slug: r.slug,
      sku: r.sku,
      description: r.description,
      priceMin: r.priceMin,
      priceMax: r.priceMax,
      imageUrl: r.imageUrl,
      categoryId: r.categoryId === null ? null : Number(r.categoryId),
      category: r.categoryName === null || r.categorySlug === null ? null : { name: r.categoryName, slug: r.categorySlug },
      specifications: r.specifications,
      unitOfSale: r.unitOfSale,
      attributes: parseAttributes(r.attributes),
      images: parseImages(r.images),
    });
  }
  return ids.flatMap((id) => {
    const product = byId.get(id);
    return product ? [product] : [];
  });
}

/**
 * `JSON.stringify(await productsByIds(ids))` for ids given once each, and how
 * many products it lists: the search API's answer. On SQLite the database
 * writes the JSON itself, so the answer's 100 products never become rows,
 * objects and a string in turn (0.8–1.0 ms less CPU a new search term at
 * 100,000 products, and less for the collector). Stored attributes and image
 * lists are the JSON the app wrote; one holding anything parseAttributes or
 * parseImages would drop (a hand edit) is rebuilt from its kept entries, as
 * they would. Its tests hold it to productsByIds on both databases.
 */
export async function productsJsonByIds(ids: number[]): Promise<{ json: string; count: number }> {
  const wanted = [...new Set(ids.filter((id) => Number.isSafeInteger(id)))];
  const reader = wanted.length > 0 ? sqliteReader() : null;
  if (!reader) {
    const products = await productsByIds(wanted);
    return { json: JSON.stringify(products), count: products.length };
  }
  const [row] = reader.all<{ json: string; count: number | bigint }>(PRODUCTS_JSON_SQL, JSON.stringify(wanted));
  return { json: row?.json ?? "[]", count: Number(row?.count ?? 0) };
}

/** A stored JSON column as parse(text) would read it: kept when it already is that, else rebuilt from what it keeps. */
const cleanJson = (column: string, type: "object" | "array", kept: string, rebuilt: string) =>
  `CASE WHEN json_valid(${column}) AND json_type(${column}) = '${type}' AND NOT EXISTS (SELECT 1 FROM json_each(${column}) WHERE type NOT IN (${kept}))
    THEN json(${column})
    WHEN json_valid(${column}) AND json_type(${column}) = '${type}' THEN (SELECT ${rebuilt} FROM json_each(${column}) WHERE type IN (${kept}))
    ELSE '${type === "object" ? "{}" : "[]"}' END`;

// Keys in Product's order (lib/types), so the text is JSON.stringify's.
const PRODUCTS_JSON_SQL = `SELECT json_group_array(json(item) ORDER BY at) AS "json", count(*) AS "count" FROM (
  SELECT j.key AS at, json_object('id', p."id", 'name', p."name", 'slug', p."slug", 'sku', p."sku", 'description', p."description",
    'priceMin', p."priceMin", 'priceMax', p."priceMax", 'imageUrl', p."imageUrl", 'categoryId', p."categoryId",
    'category', CASE WHEN c."id" IS NULL THEN NULL ELSE json_object('name', c."name", 'slug', c."slug") END,
    'specifications', p."specifications", 'unitOfSale', p."unitOfSale",
    'attributes', json(${cleanJson(`p."attributes"`, "object", `'integer', 'real', 'text'`, `coalesce(json_group_object(key, value), '{}')`)}),
    'images', json(${cleanJson(`p."images"`, "array", `'text'`, `coalesce(json_group_array(value), '[]')`)})) AS item
  FROM json_each(?) j JOIN "Product" p ON p."id" = j.value LEFT JOIN "Category" c ON c."id" = p."categoryId")`;

/**
 * The products whose SKU is one of these, in any case (the index on
 * lower("sku")): how the stretch-film page's variant codes and catalogue
 * cards find their products.
 */
export async function productsBySkus(skus: readonly string[]): Promise<Product[]> {
  const wanted = [...new Set(skus.map((s) => s.trim().toLowerCase()).filter((s) => s && isStorableSlug(s)))];
  if (wanted.length === 0) return [];
  const marks = wanted.map((_, i) => (env.provider === "postgresql" ? `$${i + 1}` : "?")).join(", ");
  const rows = await db.$queryRawUnsafe<{ id: number | bigint }[]>(
    `SELECT "id" FROM "Product" WHERE lower("sku") IN (${marks}) ORDER BY "id"`,
    ...wanted,
  );
  return productsByIds(rows.map((r) => Number(r.id)));
}

/**
 * Checks the input against taken slugs/SKUs and its category, and settles its
 * attributes: validated against the category's definitions (400 naming
 * `attributes.{key}`), or, when the input has none (a client of the original
 * API), the stored ones the category still defines. The specifications text
 * is brought in line with them.
 */
async function prepare(input: ProductInput, before?: { id: number; attributes: string }) {
  const clash = await db.product.findFirst({
    where: { OR: [{ slug: input.slug }, { sku: input.sku }], ...(before ? { NOT: { id: before.id } } : {}) },
    select: { slug: true, sku: true },
  });
  if (clash?.slug === input.slug)
    throw conflict("A product with this slug already exists", { slug: "A product with this slug already exists" });
  if (clash) throw conflict("A product with this SKU already exists", { sku: "A product with this SKU already exists" });
  const category = await db.category.findUnique({ where: { id: input.categoryId }, select: { attributes: true } });
  if (!category) throw badRequest("categoryId: Category not found", { categoryId: "Category not found" });
  const defs = parseAttributeDefs(category.attributes);
  const given = input.attributes ?? attributesFor(parseAttributes(before?.attributes), defs);
  const checked = validateAttributes(given, defs);
  if (!checked.ok) {
    const [field, message] = Object.entries(checked.errors)[0];
    throw badRequest(`${field}: ${message}`, checked.errors);
  }
  return {
    name: input.name,
    slug: input.slug,
    sku: input.sku,
    description: input.description,
    priceMin: input.priceMin ?? null,
    priceMax: input.priceMax ?? null,
    imageUrl: input.imageUrl,
    categoryId: input.categoryId,
    specifications: specificationsWithAttributes(input.specifications, defs, checked.value),
    unitOfSale: input.unitOfSale,
    attributes: JSON.stringify(checked.value),
    // undefined leaves the column as it is (or its default on create).
    images: input.images && JSON.stringify(input.images),
  };
}

export async function createProduct(input: ProductInput, actor: string): Promise<Product> {
  const data = await prepare(input);
  const row = await db.$transaction(async (tx) => {
    const created = await tx.product.create({ data, select });
    await recordSlug(tx, "product", created.id, created.slug);
    await recordEvent(tx, "product.created", productData(created));
    return created;
  });
  await audit({ actor, action: "create", entity: "Product", entityId: row.id, after: row });
  invalidate(TAGS.catalog);
  return toProduct(row);
}

export async function updateProduct(id: number, input: ProductInput, actor: string): Promise<Product> {
  const before = await db.product.findUnique({ where: { id }, select });
  if (!before) throw notFound("Product not found");
  const data = await prepare(input, before);
  const row = await db.$transaction(async (tx) => {
    const updated = await tx.product.update({ where: { id }, data, select });
    await recordSlug(tx, "product", id, updated.slug, before.slug);
    if (updated.categoryId !== before.categoryId) await categoriesLostProducts(tx, [before.categoryId]);
    await recordEvent(tx, "product.updated", productData(updated));
    return updated;
  });
  await audit({ actor, action: "update", entity: "Product", entityId: id, before, after: row });
  invalidate(TAGS.catalog);
  return toProduct(row);
}

export async function deleteProduct(id: number, actor: string): Promise<void> {
  // The whole row, dates included: the audit entry is what a restore brings back.
  const before = await db.product.findUnique({ where: { id }, include: { category: { select: { name: true, slug: true } } } });
  if (!before) throw notFound("Product not found");
  await db.$transaction(async (tx) => {
    await tx.product.delete({ where: { id } });
    await forgetSlugs(tx, "product", id);
    await categoriesLostProducts(tx, [before.categoryId]);
    await recordEvent(tx, "product.deleted", productData(before));
  });
  await audit({ actor, action: "delete", entity: "Product", entityId: id, before });
  invalidate(TAGS.catalog);
}
