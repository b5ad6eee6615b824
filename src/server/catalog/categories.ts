import "server-only";
import type { Category } from "@/lib/types";
import type { CategoryInput } from "@/lib/validation/category";
import { audit } from "@/server/audit";
import { invalidate, TAGS } from "@/server/cache";
import { db } from "@/server/db/client";
import { conflict, notFound } from "@/server/http/errors";
import { forgetSlugs, recordSlug } from "./former-slugs";
import { isStorableSlug } from "./products";

const select = { id: true, name: true, slug: true, description: true, imageUrl: true, _count: { select: { products: true } } } as const;

type Row = { id: number; name: string; slug: string; description: string; imageUrl: string; _count: { products: number } };

/** productCount is always computed from the products (DECISIONS D8). */
const toCategory = ({ _count, ...r }: Row): Category => ({ ...r, productCount: _count.products });

export async function listCategories(): Promise<Category[]> {
  return (await db.category.findMany({ select, orderBy: { id: "asc" } })).map(toCategory);
}

export async function getCategoryBySlug(slug: string): Promise<Category | null> {
  if (!isStorableSlug(slug)) return null;
  const row = await db.category.findUnique({ where: { slug }, select });
  return row ? toCategory(row) : null;
}

export const countCategories = () => db.category.count();

async function assertSlugFree(slug: string, exceptId?: number) {
  const clash = await db.category.findFirst({ where: { slug, ...(exceptId ? { NOT: { id: exceptId } } : {}) }, select: { id: true } });
  if (clash) throw conflict("A category with this slug already exists", { slug: "A category with this slug already exists" });
}

const data = (i: CategoryInput) => ({ name: i.name, slug: i.slug, description: i.description, imageUrl: i.imageUrl });

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
    return updated;
  });
  await audit({ actor, action: "update", entity: "Category", entityId: id, before, after: row });
  invalidate(TAGS.catalog);
  return toCategory(row);
}

/** Deleting a category keeps its products; they lose their category (DECISIONS D9). */
export async function deleteCategory(id: number, actor: string): Promise<{ productsKept: number }> {
  const before = await db.category.findUnique({ where: { id }, select });
  if (!before) throw notFound("Category not found");
  const count = await db.$transaction(async (tx) => {
    const kept = await tx.product.updateMany({ where: { categoryId: id }, data: { categoryId: null } });
    await tx.category.delete({ where: { id } });
    await forgetSlugs(tx, "category", id);
    return kept.count;
  });
  await audit({ actor, action: "delete", entity: "Category", entityId: id, before, after: { productsKept: count } });
  invalidate(TAGS.catalog);
  return { productsKept: count };
}
