"use client";

import { createContext, useContext, useMemo, type ReactNode } from "react";
import { Link2, Link2Off } from "lucide-react";
import { useWatch } from "react-hook-form";
import { priceWithUnit } from "@/lib/money";
import type { LinkedProduct } from "@/lib/validation/product-page-content";
import type { EditorValues } from "./editor-values";

const Linked = createContext<ReadonlyMap<string, LinkedProduct>>(new Map());

/** The catalogue products the server found for the content's codes (at load and at each save), by lower-cased SKU. */
export function LinkedProductsProvider({ products, children }: { products: readonly LinkedProduct[]; children: ReactNode }) {
  const map = useMemo(() => new Map(products.map((p) => [p.sku.toLowerCase(), p])), [products]);
  return <Linked.Provider value={map}>{children}</Linked.Provider>;
}

type CodeField = `handWrappedVariants.${number}.code` | `machineWrappedVariants.${number}.code` | `catalogProducts.${number}.sku`;

/**
 * Which catalogue product a variant code or card SKU sells (the page offers
 * it with that product's price and cart entry), or that it sells none and
 * buyers see "Contact for Price". Codes typed since the last save are
 * checked at the next one.
 */
export function LinkStatus({ name, className }: { name: CodeField; className?: string }) {
  const code = (useWatch<EditorValues, CodeField>({ name }) ?? "").trim();
  const product = useContext(Linked).get(code.toLowerCase());
  if (!code) return null;
  if (product) {
    return (
      <p className={`flex items-center gap-1.5 text-xs text-muted-foreground ${className ?? ""}`}>
        <Link2 aria-hidden="true" className="size-3.5 shrink-0" />
        <span>
          Sells {product.name} ({product.sku}), {priceWithUnit(product.priceMin, product.priceMax, product.unitOfSale)}
        </span>
      </p>
    );
  }
  return (
    <p className={`flex items-center gap-1.5 text-xs text-amber-700 dark:text-amber-400 ${className ?? ""}`}>
      <Link2Off aria-hidden="true" className="size-3.5 shrink-0" />
      <span>
        Not linked to a catalogue product: no product has the SKU {code} (checked when loaded and saved). Buyers see Contact for Price.
      </span>
    </p>
  );
}
