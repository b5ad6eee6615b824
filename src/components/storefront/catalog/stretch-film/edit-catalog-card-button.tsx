"use client";

import { Pencil } from "lucide-react";
import { useRouter } from "next/navigation";
import { EDITING_PRODUCT_KEY } from "@/components/admin/edit-product/stored-product";
import { Button } from "@/components/ui/button";
import { writeStored } from "@/lib/stored";
import type { CatalogProduct } from "@/lib/validation/product-page-content";
import { useIsAdmin } from "./admin-session";

/** Admin only: opens catalogue card number `index` in the edit-product screen. */
export function EditCatalogCardButton({ card, index }: { card: CatalogProduct; index: number }) {
  const isAdmin = useIsAdmin();
  const router = useRouter();
  if (!isAdmin) return null;

  const edit = () => {
    // Without the prefill (storage blocked or full) the edit screen loads card `index` from the server.
    writeStored(EDITING_PRODUCT_KEY, card);
    router.push(`/admin/edit-product?index=${index}`);
  };

  return (
    <Button type="button" variant="outline" size="sm" onClick={edit} aria-label={`Edit ${card.name}`}>
      <Pencil aria-hidden="true" />
      Edit
    </Button>
  );
}
