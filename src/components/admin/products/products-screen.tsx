"use client";

import { useState } from "react";
import { Plus } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { deleteProduct, useRefreshProducts } from "@/hooks/admin/use-products";
import type { Product } from "@/lib/types";
import { AdminMain, AdminPageHeader } from "../shared/admin-page-header";
import { ConfirmDeleteDialog } from "../shared/confirm-delete-dialog";
import { PhotoHelpDialog } from "./photo-help-dialog";
import { ProductFormDialog } from "./product-form-dialog";
import { ProductList } from "./product-list";

export function ProductsScreen() {
  const [page, setPage] = useState(1);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Product | null>(null);
  // Kept after the dialog closes so its title does not change while it fades out.
  const [deleting, setDeleting] = useState<Product | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const refreshProducts = useRefreshProducts();

  const openForm = (product: Product | null) => {
    setEditing(product);
    setFormOpen(true);
  };

  const askDelete = (product: Product) => {
    setDeleting(product);
    setDeleteOpen(true);
  };

  async function confirmDelete(): Promise<boolean> {
    if (!deleting) return true;
    try {
      await deleteProduct(deleting.id);
    } catch (e) {
      toast.error("Failed to delete product", { description: e instanceof Error ? e.message : undefined });
      return false;
    }
    toast.success("Product deleted successfully");
    void refreshProducts();
    return true;
  }

  return (
    <>
      <AdminPageHeader
        title="Product Management"
        description="Products in the public catalogue: names, prices, photos, categories and specifications."
        actions={
          <>
            <PhotoHelpDialog />
            <Button onClick={() => openForm(null)}>
              <Plus aria-hidden />
              Add Product
            </Button>
          </>
        }
      />
      <AdminMain>
        <ProductList page={page} onPageChange={setPage} onAdd={() => openForm(null)} onEdit={openForm} onDelete={askDelete} />
      </AdminMain>
      <ProductFormDialog open={formOpen} onOpenChange={setFormOpen} product={editing} />
      <ConfirmDeleteDialog
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        title={`Delete ${deleting?.name ?? "product"}`}
        description="Are you sure you want to delete this product?"
        onConfirm={confirmDelete}
      />
    </>
  );
}
