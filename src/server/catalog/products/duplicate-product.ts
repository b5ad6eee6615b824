import "server-only";
import type { Product } from "@/lib/types";
import type { DuplicateProductInput } from "@/lib/validation/bulk";
import { audit } from "@/server/audit";
import { invalidate, TAGS } from "@/server/cache";
import { db } from "@/server/db/client";
import { conflict, notFound } from "@/server/http/errors";
import { recordSlug } from "@/server/catalog/former-slugs";
import { getProductById } from "@/server/catalog/products/products";
import { recordEvent } from "@/server/webhooks/outbox";
import { productData } from "@/server/webhooks/payloads";

/**
 * A new product copied from another: every column (prices, category,
 * attributes, unit of sale, images...) but its own SKU, slug and, when given,
 * name. Taken SKU or slug: 409 naming the field, as creating a product does.
 */
export async function duplicateProduct(sourceId: number, input: DuplicateProductInput, actor: string): Promise<Product> {
  const source = await db.product.findUnique({ where: { id: sourceId } });
  if (!source) throw notFound("Product not found");
  const clash = await db.product.findFirst({ where: { OR: [{ slug: input.slug }, { sku: input.sku }] }, select: { slug: true } });
  if (clash?.slug === input.slug)
    throw conflict("A product with this slug already exists", { slug: "A product with this slug already exists" });
  if (clash) throw conflict("A product with this SKU already exists", { sku: "A product with this SKU already exists" });
  // Copying the row rather than naming columns: one added later is copied too.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { id, createdAt, updatedAt, ...fields } = source;
  const created = await db.$transaction(async (tx) => {
    const row = await tx.product.create({ data: { ...fields, sku: input.sku, slug: input.slug, name: input.name ?? source.name } });
    await recordSlug(tx, "product", row.id, row.slug);
    await recordEvent(tx, "product.created", productData(row));
    return row;
  });
  const product = (await getProductById(created.id))!;
  await audit({ actor, action: "create", entity: "Product", entityId: created.id, after: { ...product, duplicatedFrom: sourceId } });
  invalidate(TAGS.catalog);
  return product;
}
