import "server-only";
import type { Db } from "@/server/db/client";

/**
 * A category's page lists its products, so when one leaves it (moved to
 * another category or deleted) that page changed although no row of the
 * category did. Moving its `updatedAt` keeps the sitemap's lastmod for the
 * page (and the catalogue's and home page's, which take the newest) honest.
 */
export async function categoriesLostProducts(tx: Pick<Db, "category">, ids: Iterable<number | null | undefined>): Promise<void> {
  const unique = [...new Set([...ids].filter((id): id is number => typeof id === "number"))];
  if (unique.length > 0) await tx.category.updateMany({ where: { id: { in: unique } }, data: { updatedAt: new Date() } });
}
