"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useEffect, useState, type ReactNode } from "react";
import { PackageSearch } from "lucide-react";
import { AdminMain, AdminPageHeader } from "@/components/admin/shared/admin-page-header";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { usePageContent } from "@/hooks/admin/use-page-content";
import type { CatalogCardFormValues } from "@/lib/validation/catalog-card";
import type { CatalogProduct } from "@/lib/validation/product-page-content";
import { EditProductForm } from "./edit-product-form";
import { clearStoredProduct, parseIndex, readStoredProduct, type StoredProduct } from "./stored-product";

function toFormValues(card: CatalogProduct | undefined, stored: StoredProduct | null): CatalogCardFormValues {
  const pick = (k: Exclude<keyof CatalogCardFormValues, "updatedAt">) => stored?.[k] ?? card?.[k] ?? "";
  return {
    name: pick("name"),
    sku: pick("sku"),
    size: pick("size"),
    thickness: pick("thickness"),
    color: pick("color"),
    weight: pick("weight"),
    dimensions: pick("dimensions"),
    filmType: pick("filmType"),
    imageUrl: pick("imageUrl"),
    description: pick("description"),
  };
}

/**
 * /admin/edit-product?index={n}: the card handed over in local storage by the stretch-film page's Edit button,
 * or else card `n` as stored; with neither there is nothing to edit.
 */
export function EditProductScreen() {
  const queryIndex = parseIndex(useSearchParams().get("index"));
  const { content, error } = usePageContent();
  // Read once per visit; the server has no storage, but it only ever renders the skeleton
  // (the content is fetched in the browser), so hydration sees the same output.
  const [stored] = useState(readStoredProduct);
  // Removed in an effect rather than while reading, so a repeated render cannot lose it.
  useEffect(clearStoredProduct, []);

  const idIndex = stored?.id !== undefined && content ? content.catalogProducts.findIndex((p) => p.id === stored.id) : -1;
  const index = queryIndex ?? (idIndex >= 0 ? idIndex : null);
  const card = index !== null ? content?.catalogProducts[index] : undefined;

  let body: ReactNode;
  if (!content && !error) body = <FormSkeleton />;
  else if (index === null) body = <NothingToEdit reason="none" />;
  else if (card || (stored && error))
    body = <EditProductForm key={index} index={index} initial={toFormValues(card, stored)} loadedAt={content?.updatedAt} />;
  else body = <NothingToEdit reason={error ? "load" : "missing"} />;

  return (
    <>
      <AdminPageHeader title="Edit Product" description="A product card of the PE Stretch Film catalog" />
      <AdminMain>{body}</AdminMain>
    </>
  );
}

const REASONS = {
  none: {
    title: "No product selected",
    text: "Use the edit button of a catalog card on the stretch film page, or edit the cards under Catalog Products in Product Page Management.",
  },
  missing: { title: "Product not found", text: "There is no catalog product at this position. It may have been removed." },
  load: { title: "Product could not be loaded", text: "Failed to load the catalog products. Please try refreshing the page." },
};

function NothingToEdit({ reason }: { reason: keyof typeof REASONS }) {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center rounded-xl border bg-card p-8 text-center shadow-sm">
      <PackageSearch className="mb-3 size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="mb-2 text-lg font-semibold">{REASONS[reason].title}</h2>
      <p className="mb-6 text-sm text-muted-foreground">{REASONS[reason].text}</p>
      <Button asChild>
        <Link href="/admin/product-management">Go to Product Page Management</Link>
      </Button>
    </div>
  );
}

function FormSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading product" className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <div className="space-y-4 rounded-xl border bg-card p-6">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-9 w-full" />
        ))}
      </div>
      <Skeleton className="h-64 w-full rounded-xl" />
    </div>
  );
}
