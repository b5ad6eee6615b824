import "server-only";
import { parseAttributes, type AttributeDef } from "@/lib/attributes";
import { parseAttributeDefs } from "@/lib/validation/attribute-defs";
import type { Category } from "@/lib/types";
import { convert } from "@/lib/units";
import type { CategoryInput } from "@/lib/validation/category";
import { audit } from "@/server/audit";
import { invalidate, TAGS } from "@/server/cache";
import { db, LONG_TRANSACTION } from "@/server/db/client";
import { conflict, notFound } from "@/server/http/errors";
import { recordEvents } from "@/server/webhooks/outbox";
import { PRODUCT_EVENT_SELECT, productData } from "@/server/webhooks/payloads";
import { forgetSlugs, recordSlug } from "@/server/catalog/former-slugs";
import { isStorableSlug } from "@/server/catalog/products/products";
import { updateProductsInBatches } from "@/server/catalog/products/update-in-batches";

const select = {
  id: true,
  name: true,
  slug: true,
  description: true,
  imageUrl: true,
  attributes: true,
  _count: { select: { products: true } },
} as const;

type Row = {
  id: number;
  name: string;
  slug: string;
  description: string;
  imageUrl: string;
  attributes: string;
  _count: { products: number };
};

/** productCount is always computed from the products; a client's value is ignored. */
const toCategory = ({ _count, attributes, ...r }: Row): Category => ({
  ...r,
  attributes: parseAttributeDefs(attributes),
  productCount: _count.products,
});

export async function listCategories(): Promise<Category[]> {
  return (await db.category.findMany({ select, orderBy: { id: "asc" } })).map(toCategory);
}

export async function getCategoryBySlug(slug: string): Promise<Category | null> {
  if (!isStorableSlug(slug)) return null;
  const row = await db.category.findUnique({ where: { slug }, select });
  return row ? toCategory(row) : null;
}

async function assertSlugFree(slug: string, exceptId?: number) {
  const clash = await db.category.findFirst({ where: { slug, ...(exceptId ? { NOT: { id: exceptId } } : {}) }, select: { id: true } });
  if (clash) throw conflict("A category with this slug already exists", { slug: "A category with this slug already exists" });
}

const data = (i: CategoryInput) => ({
  name: i.name,
  slug: i.slug,
  description: i.description,
  imageUrl: i.imageUrl,
  // Absent (a client of the original API) keeps the stored definitions.
  ...(i.attributes === undefined ? {} : { attributes: JSON.stringify(i.attributes) }),
});

/**
 * Keeps products' values meaning the same after their definitions change: a
 * number attribute whose unit moved within its dimension (gauge to mil, ft to
 * m) has its values converted; a renamed type or a removed key leaves values
 * that the definitions no longer describe, which products stop showing.
 */
async function convertValues(tx: Tx, categoryId: number, before: AttributeDef[], after: AttributeDef[]): Promise<number> {
  const changed = after.flatMap((d) => {
    const old = before.find((b) => b.key === d.key);
    return old && d.type === "number" && old.type === "number" && old.unit && d.unit && old.unit !== d.unit
      ? [{ key: d.key, from: old.unit, to: d.unit }]
      : [];
  });
  if (changed.length === 0) return 0;
  const rows = await tx.product.findMany({ where: { categoryId }, select: { ...PRODUCT_EVENT_SELECT, attributes: true } });
  const events: Parameters<typeof recordEvents>[1] = [];
  const writes: { id: number; data: { attributes: string } }[] = [];
  for (const row of rows) {
    const values = parseAttributes(row.attributes);
    let touched = false;
    for (const c of changed) {
      const v = values[c.key];
      if (typeof v !== "number") continue;
      try {
        values[c.key] = Number(convert(v, c.from, c.to).toPrecision(12));
        touched = true;
      } catch {
        // Another dimension (in to gauge): the value no longer means anything; drop it.
        delete values[c.key];
        touched = true;
      }
    }
    if (touched) {
      writes.push({ id: row.id, data: { attributes: JSON.stringify(values) } });
      events.push({ type: "product.updated", data: productData(row) });
    }
  }
  await updateProductsInBatches(tx, writes, { attributes: "text" });
  // A product whose values changed is an updated product to a receiver, as an edit of it would be.
  await recordEvents(tx, events);
  return events.length;
}

type Tx = Parameters<Parameters<typeof db.$transaction>[0]>[0];

export async function createCategory(input: CategoryInput, actor: string): Promise<Category> {
  await assertSlugFree(input.slug);
  const row = await db.$transaction(async (tx) => {
    const created = await tx.category.create({ data: data(input), select });
    await recordSlug(tx, "category", created.id, created.slug);
    return created;
  });
  await audit({ actor, action: "create", entity: "Category", entityId: row.id, after: row });
  invalidate(TAGS.catalog);
  return toCategory(row);
}

export async function updateCategory(id: number, input: CategoryInput, actor: string): Promise<Category> {
  const before = await db.category.findUnique({ where: { id }, select });
  if (!before) throw notFound("Category not found");
  await assertSlugFree(input.slug, id);
  const row = await db.$transaction(async (tx) => {
    const updated = await tx.category.update({ where: { id }, data: data(input), select });
    await recordSlug(tx, "category", id, updated.slug, before.slug);
    if (input.attributes !== undefined) await convertValues(tx, id, parseAttributeDefs(before.attributes), input.attributes);
    return updated;
  }, LONG_TRANSACTION);
  await audit({ actor, action: "update", entity: "Category", entityId: id, before, after: row });
  invalidate(TAGS.catalog);
  return toCategory(row);
}

/**
 * Deleting a category keeps its products; they lose their category, so nothing is lost silently.
 * The entry names them, so that restoring the category puts them back in it.
 */
export async function deleteCategory(id: number, actor: string): Promise<{ productsKept: number }> {
  // The whole row, dates included: the audit entry is what a restore brings back.
  const before = await db.category.findUnique({ where: { id } });
  if (!before) throw notFound("Category not found");
  const productIds = await db.$transaction(async (tx) => {
    const kept = await tx.product.findMany({ where: { categoryId: id }, select: PRODUCT_EVENT_SELECT, orderBy: { id: "asc" } });
    await tx.product.updateMany({ where: { categoryId: id }, data: { categoryId: null } });
    await recordEvents(
      tx,
      kept.map((p) => ({ type: "product.updated", data: productData({ ...p, categoryId: null }) })),
    );
    await tx.category.delete({ where: { id } });
    await forgetSlugs(tx, "category", id);
    return kept.map((p) => p.id);
  }, LONG_TRANSACTION);
  await audit({
    actor,
    action: "delete",
    entity: "Category",
    entityId: id,
    before,
    after: { productsKept: productIds.length, productIds },
  });
  invalidate(TAGS.catalog);
  return { productsKept: productIds.length };
}
