"use client";

import { useCallback, useMemo, useState } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { Plus } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { deleteProduct, useAdminProducts, useRefreshProducts } from "@/hooks/admin/use-products";
import type { Product } from "@/lib/types";
import { ADMIN_PRODUCTS_PAGE_SIZE, adminProductQuerySchema, queryFields, type AdminProductQuery } from "@/lib/validation/product";
import { AdminMain, AdminPageHeader } from "../shared/admin-page-header";
import { ConfirmDeleteDialog } from "../shared/confirm-dialog";
import { BulkActionBar } from "./bulk-action-bar";
import { DuplicateProductDialog } from "./duplicate-product-dialog";
import { ExportButtons } from "./export-buttons";
import { ImportProductsButton } from "./import-products-dialog";
import { PhotoHelpDialog } from "./photo-help-dialog";
import { ProductFilters } from "./product-filters";
import { ProductFormDialog } from "./product-form-dialog";
import { ProductList, type ListSelection } from "./product-list";
import { NO_SELECTION, toggled, type ProductSelection } from "./product-selection";

const DEFAULT_QUERY: AdminProductQuery = { search: "", page: 1, pageSize: ADMIN_PRODUCTS_PAGE_SIZE };

/** The list's filters as the page's address holds them (?search=&categoryId=&page=), so a reload or a shared link keeps them. */
function queryOf(params: URLSearchParams): AdminProductQuery {
  const parsed = adminProductQuerySchema.safeParse(queryFields(params));
  return parsed.success ? { ...parsed.data, pageSize: ADMIN_PRODUCTS_PAGE_SIZE } : DEFAULT_QUERY;
}

function addressOf(pathname: string, q: AdminProductQuery): string {
  const params = new URLSearchParams();
  if (q.search) params.set("search", q.search);
  if (q.categoryId !== undefined) params.set("categoryId", String(q.categoryId));
  if (q.page > 1) params.set("page", String(q.page));
  const qs = params.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}

export function ProductsScreen() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const query = useMemo(() => queryOf(searchParams), [searchParams]);
  const filters = useMemo(() => ({ search: query.search, categoryId: query.categoryId }), [query.search, query.categoryId]);
  const go = useCallback((q: AdminProductQuery) => router.replace(addressOf(pathname, q), { scroll: false }), [router, pathname]);
  // New filters start again at page 1.
  const onFilters = useCallback((f: Pick<AdminProductQuery, "search" | "categoryId">) => go({ ...query, ...f, page: 1 }), [go, query]);
  const onPage = useCallback((page: number) => go({ ...query, page }), [go, query]);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Product | null>(null);
  // Kept after the dialog closes so its title does not change while it fades out.
  const [deleting, setDeleting] = useState<Product | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const refreshProducts = useRefreshProducts();
  const [duplicating, setDuplicating] = useState<Product | null>(null);
  const [duplicateOpen, setDuplicateOpen] = useState(false);
  // The list's own request (SWR shares it): how many products match, for "Select all N matching".
  const { data: listed } = useAdminProducts(query);
  const [selection, setSelection] = useState<ProductSelection>(NO_SELECTION);
  // Other filters show other products: a selection made under the old ones would act on products out of sight.
  const filterKey = `${query.search}\u0000${query.categoryId ?? ""}`;
  const [selectedUnder, setSelectedUnder] = useState(filterKey);
  if (filterKey !== selectedUnder) {
    setSelectedUnder(filterKey);
    setSelection(NO_SELECTION);
  }
  const listSelection: ListSelection = {
    isSelected: (id) => selection.mode === "ids" && selection.ids.has(id),
    allMatching: selection.mode === "matching",
    onToggle: (id, on) => setSelection((s) => toggled(s, [id], on)),
    onTogglePage: (ids, on) => setSelection((s) => toggled(s, ids, on)),
  };

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
    const gone = deleting.id;
    setSelection((s) => (s.mode === "ids" && s.ids.has(gone) ? toggled(s, [gone], false) : s));
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
            <ExportButtons />
            <ImportProductsButton />
            <Button onClick={() => openForm(null)}>
              <Plus aria-hidden />
              Add Product
            </Button>
          </>
        }
      />
      <AdminMain>
        <div className="space-y-4">
          <ProductFilters value={filters} onChange={onFilters} />
          <BulkActionBar
            selection={selection}
            total={listed?.total ?? 0}
            onSelectAllMatching={() => setSelection({ mode: "matching", filter: filters, total: listed?.total ?? 0 })}
            onClear={() => setSelection(NO_SELECTION)}
            onDone={() => {
              setSelection(NO_SELECTION);
              void refreshProducts();
            }}
          />
          <ProductList
            query={query}
            onPageChange={onPage}
            onClearFilters={() => onFilters({ search: "", categoryId: undefined })}
            onAdd={() => openForm(null)}
            onEdit={openForm}
            onDelete={askDelete}
            onDuplicate={(p) => {
              setDuplicating(p);
              setDuplicateOpen(true);
            }}
            selection={listSelection}
          />
        </div>
      </AdminMain>
      <ProductFormDialog open={formOpen} onOpenChange={setFormOpen} product={editing} />
      <DuplicateProductDialog
        product={duplicating}
        open={duplicateOpen}
        onOpenChange={setDuplicateOpen}
        onDuplicated={() => void refreshProducts()}
      />
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
