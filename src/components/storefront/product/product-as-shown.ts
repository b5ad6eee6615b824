import "server-only";
import { productSpecs } from "@/components/storefront/catalog/product-specifications";
import type { AttributeDef } from "@/lib/attributes";
import type { Product } from "@/lib/types";
import { attributeEntries, specificationEntries } from "./product-attributes";

/**
 * The product as its page shows it: the specifications start with its typed
 * attributes in their category's order, with the other units beside them
 * ("80 gauge (0.8 mil, 20 µm)"), then the free-text entries not already shown
 * as one. Without attributes it is the product itself, so unreadable
 * specifications still reach productSpecs' warning unchanged.
 */
export function productAsShown(product: Product, defs: readonly AttributeDef[]): Product {
  if (attributeEntries(product.attributes, defs).length === 0) return product;
  const entries = specificationEntries(productSpecs(product), product.attributes, defs);
  return { ...product, specifications: JSON.stringify(Object.fromEntries(entries)) };
}
