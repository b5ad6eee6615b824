import "server-only";
import { db, type Db } from "@/server/db/client";

/**
 * The addresses products and categories had before a rename, so that search
 * engines and bookmarks reach the page at its new address (a 308) instead of
 * a 404. Each row names the item, not the slug that followed, so a chain of
 * renames always ends at the current slug. A slug that any item of the same
 * kind takes as its own loses its row: the item living there wins.
 */
export type SlugKind = "product" | "category";

type Tx = Pick<Db, "formerSlug">;

/** In the transaction that gives item `id` the slug `to` (and, on a rename, leaves `from`): `to` is nobody's former slug any more, `from` becomes this item's. */
export async function recordSlug(tx: Tx, kind: SlugKind, id: number, to: string, from?: string): Promise<void> {
  await tx.formerSlug.deleteMany({ where: { kind, slug: to } });
  if (from === undefined || from === to) return;
  await tx.formerSlug.upsert({
    where: { kind_slug: { kind, slug: from } },
    create: { kind, slug: from, targetId: id },
    update: { targetId: id },
  });
}

/** The deleted item's former slugs go with it (they would lead nowhere). */
export async function forgetSlugs(tx: Tx, kind: SlugKind, id: number): Promise<void> {
  await tx.formerSlug.deleteMany({ where: { kind, targetId: id } });
}

/**
 * The current slug of the item that used to live at `slug`, or null when no
 * item did (or it is gone). Callers ask only after finding no item at `slug`.
 */
export async function currentSlug(kind: SlugKind, slug: string): Promise<string | null> {
  if (slug.includes("\u0000")) return null;
  const row = await db.formerSlug.findUnique({ where: { kind_slug: { kind, slug } }, select: { targetId: true } });
  if (!row) return null;
  const where = { where: { id: row.targetId }, select: { slug: true } };
  const target = kind === "product" ? await db.product.findUnique(where) : await db.category.findUnique(where);
  return target && target.slug !== slug ? target.slug : null;
}
