"use client";

import { useId, useState } from "react";
import { Download, FolderInput, Trash2, X } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { send } from "@/lib/api-client";
import { useCategories } from "@/hooks/admin/use-categories";
import { NativeSelect } from "../categories/native-select";
import { ConfirmDeleteDialog } from "../shared/confirm-dialog";
import { exportHref, type ExportFormat } from "./export-buttons";
import { bulkTarget, selectionCount, type ProductSelection } from "./product-selection";

const plural = (n: number) => `${n} product${n === 1 ? "" : "s"}`;

/** POST /api/admin/products/bulk. */
const bulk = (body: Record<string, unknown>) => send<{ count: number }>("POST", "/api/admin/products/bulk", body);

function exportLink(selection: ProductSelection, format: ExportFormat): string {
  return selection.mode === "ids" ? exportHref(format, [...selection.ids]) : exportHref(format, undefined, selection.filter);
}

/**
 * What can be done with the selected products: move them to a category,
 * delete them (after a confirmation that says how many), export them. Shown
 * while at least one product is selected; `onDone` follows a change.
 */
export function BulkActionBar({
  selection,
  total,
  onSelectAllMatching,
  onClear,
  onDone,
}: {
  selection: ProductSelection;
  /** How many products match the list's filters. */
  total: number;
  onSelectAllMatching: () => void;
  onClear: () => void;
  onDone: () => void;
}) {
  const { data: categories } = useCategories();
  const [categoryId, setCategoryId] = useState("");
  const [moving, setMoving] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const selectId = useId();
  const count = selectionCount(selection);
  if (count === 0) return null;

  async function move() {
    const category = categories?.find((c) => String(c.id) === categoryId);
    if (!category) {
      toast.error("Choose the category to move them to");
      return;
    }
    setMoving(true);
    try {
      const { count: moved } = await bulk({ action: "move", categoryId: category.id, ...bulkTarget(selection) });
      toast.success(`Moved ${plural(moved)} to ${category.name}`);
      setCategoryId("");
      onDone();
    } catch (e) {
      toast.error("Failed to move the products", { description: e instanceof Error ? e.message : undefined });
    } finally {
      setMoving(false);
    }
  }

  async function remove(): Promise<boolean> {
    try {
      const { count: deleted } = await bulk({ action: "delete", ...bulkTarget(selection) });
      toast.success(`Deleted ${plural(deleted)}`, { description: "Each can be restored from the audit log for 30 days." });
    } catch (e) {
      toast.error("Failed to delete the products", { description: e instanceof Error ? e.message : undefined });
      return false;
    }
    onDone();
    return true;
  }

  return (
    <section aria-label="Bulk actions" className="flex flex-wrap items-center gap-3 rounded-xl border bg-muted/50 p-3">
      <p className="font-medium" aria-live="polite">
        {selection.mode === "matching" ? `All ${total} matching products selected` : `${count} selected`}
      </p>
      {selection.mode === "ids" && total > count && (
        <Button variant="link" className="h-auto p-0" onClick={onSelectAllMatching}>
          Select all {total} matching
        </Button>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={selectId} className="sr-only">
          Move to category
        </label>
        <NativeSelect id={selectId} value={categoryId} onChange={(e) => setCategoryId(e.target.value)} className="w-48">
          <option value="">Move to category…</option>
          {categories?.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name}
            </option>
          ))}
        </NativeSelect>
        <Button variant="outline" onClick={move} disabled={moving || categoryId === ""}>
          <FolderInput aria-hidden />
          {moving ? "Moving..." : "Move"}
        </Button>
      </div>
      <Button
        variant="outline"
        className="text-destructive hover:bg-destructive/10 hover:text-destructive"
        onClick={() => setDeleteOpen(true)}
      >
        <Trash2 aria-hidden />
        Delete selected
      </Button>
      {(["csv", "xlsx"] as const).map((format) => (
        <Button key={format} variant="outline" asChild>
          <a href={exportLink(selection, format)} download>
            <Download aria-hidden />
            Export selected as {format.toUpperCase()}
          </a>
        </Button>
      ))}
      <Button variant="ghost" onClick={onClear}>
        <X aria-hidden />
        Clear selection
      </Button>
      <ConfirmDeleteDialog
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        title={`Delete ${plural(count)}?`}
        description="They leave the catalogue at once. Each can be restored from the audit log for 30 days."
        confirmLabel={`Delete ${plural(count)}`}
        onConfirm={remove}
      />
    </section>
  );
}
