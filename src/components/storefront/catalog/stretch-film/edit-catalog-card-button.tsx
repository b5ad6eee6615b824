"use client";

import { Pencil } from "lucide-react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import type { CatalogProduct } from "@/lib/validation/product-page-content";
import { useIsAdmin } from "./admin-session";

/** The key the /admin/edit-product screen reads its prefill from. */
export const EDITING_PRODUCT_KEY = "editingProduct";

/** Admin only: opens catalogue card number `index` in the edit-product screen. */
export function EditCatalogCardButton({ card, index }: { card: CatalogProduct; index: number }) {
  const isAdmin = useIsAdmin();
  const router = useRouter();
  if (!isAdmin) return null;

  const edit = () => {
    try {
      localStorage.setItem(EDITING_PRODUCT_KEY, JSON.stringify(card));
    } catch (error) {
      // The edit screen can still load card `index` from the server without the prefill.
      console.warn("Could not store the product to edit:", error);
    }
    router.push(`/admin/edit-product?index=${index}`);
  };

  return (
    <Button type="button" variant="outline" size="sm" onClick={edit} aria-label={`Edit ${card.name}`}>
      <Pencil aria-hidden="true" />
      Edit
    </Button>
  );
}
