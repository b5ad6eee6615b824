import "server-only";
import { CARD_SPEC_COUNT, parseSpecifications } from "@/lib/specifications";
import type { Product } from "@/lib/types";
import { logger } from "@/server/logger.mjs";

/**
 * The product's specification entries. Unreadable JSON shows none rather than an error;
 * the warning goes to the server log, where the admin can act on it, and
 * never to the visitor.
 */
export function productSpecs(product: Pick<Product, "sku" | "slug" | "specifications">, limit?: number): [string, string][] {
  const { entries, valid } = parseSpecifications(product.specifications);
  if (!valid) logger.warn({ sku: product.sku, slug: product.slug }, "product has invalid specifications JSON; showing none");
  return limit === undefined ? entries : entries.slice(0, limit);
}

export const cardSpecEntries = (product: Pick<Product, "sku" | "slug" | "specifications">) => productSpecs(product, CARD_SPEC_COUNT);
