"use client";

import { useState } from "react";
import { Plus } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { deleteCategory, useRefreshCategories } from "@/hooks/admin/use-categories";
import type { Category } from "@/lib/types";
import { AdminMain, AdminPageHeader } from "../shared/admin-page-header";
import { ConfirmDeleteDialog } from "../shared/confirm-dialog";
import { CategoryFormDialog } from "./category-form-dialog";
import { CategoryGrid } from "./category-grid";

export function CategoriesScreen() {
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Category | null>(null);
  // Kept after the dialog closes so its title does not change while it fades out.
  const [deleting, setDeleting] = useState<Category | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const refreshCategories = useRefreshCategories();

  const openForm = (category: Category | null) => {
    setEditing(category);
    setFormOpen(true);
  };
  const askDelete = (category: Category) => {
    setDeleting(category);
    setDeleteOpen(true);
  };

  async function confirmDelete(): Promise<boolean> {
    if (!deleting) return true;
    let kept: number | undefined;
    try {
      kept = (await deleteCategory(deleting.id))?.productsKept;
    } catch (e) {
      toast.error("Failed to delete category", { description: e instanceof Error ? e.message : undefined });
      return false;
    }
    // Deleting a category keeps its products (nothing is lost silently); say where they went rather than letting them vanish from view.
    toast.success("Category deleted successfully", {
      description: kept ? `${kept} product${kept === 1 ? "" : "s"} kept without a category.` : undefined,
    });
    void refreshCategories();
    return true;
  }

  return (
    <>
      <AdminPageHeader
        title="Category Management"
        description="Categories group the catalogue on the home page and at /categories/{slug}."
        actions={
          <Button onClick={() => openForm(null)}>
            <Plus aria-hidden />
            Add Category
          </Button>
        }
      />
      <AdminMain>
        <CategoryGrid onAdd={() => openForm(null)} onEdit={openForm} onDelete={askDelete} />
      </AdminMain>
      <CategoryFormDialog open={formOpen} onOpenChange={setFormOpen} category={editing} />
      <ConfirmDeleteDialog
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        title={`Delete ${deleting?.name ?? "category"}`}
        description="Are you sure you want to delete this category? This will affect all products in this category."
        onConfirm={confirmDelete}
      />
    </>
  );
}
