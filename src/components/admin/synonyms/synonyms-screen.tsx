"use client";

import { useState } from "react";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { deleteSynonym, useRefreshSynonyms, useSynonyms, type Synonym } from "@/hooks/admin/use-synonyms";
import { AdminMain, AdminPageHeader } from "../shared/admin-page-header";
import { ConfirmDeleteDialog } from "../shared/confirm-dialog";
import { SynonymFormDialog } from "./synonym-form";

/** The search's synonym dictionary: each entry's phrases and the category they name, to add, edit or delete. */
export function SynonymsScreen() {
  const { data, error, isLoading } = useSynonyms();
  const refresh = useRefreshSynonyms();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Synonym | null>(null);
  const [deleting, setDeleting] = useState<Synonym | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);

  const openForm = (synonym: Synonym | null) => {
    setEditing(synonym);
    setFormOpen(true);
  };

  async function confirmDelete(): Promise<boolean> {
    if (!deleting) return true;
    try {
      await deleteSynonym(deleting.id);
    } catch (e) {
      toast.error("Failed to delete synonym", { description: e instanceof Error ? e.message : undefined });
      return false;
    }
    toast.success("Synonym deleted");
    void refresh();
    return true;
  }

  return (
    <>
      <AdminPageHeader
        title="Search Synonyms"
        description="Words buyers use for the same goods. A search for one phrase of an entry finds the others, or the category the entry names."
        actions={
          <Button onClick={() => openForm(null)}>
            <Plus aria-hidden />
            Add Synonym
          </Button>
        }
      />
      <AdminMain>
        {isLoading ? (
          <div className="space-y-2" aria-busy="true" aria-label="Loading synonyms">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-12" />
            ))}
          </div>
        ) : error || !data ? (
          <p className="text-destructive">Synonyms could not be loaded.</p>
        ) : data.length === 0 ? (
          <p className="text-muted-foreground">No synonyms yet.</p>
        ) : (
          <ul aria-label="Synonyms" className="divide-y rounded-xl border bg-card">
            {data.map((s) => (
              <li key={s.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-medium break-words">{s.phrases.join(", ")}</p>
                  <p className="text-sm text-muted-foreground">
                    {s.categoryName ? `Finds the ${s.categoryName} category` : "Phrases searched for one another"}
                  </p>
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button variant="outline" size="sm" onClick={() => openForm(s)} aria-label={`Edit ${s.phrases[0]}`}>
                    <Pencil aria-hidden />
                    Edit
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => {
                      setDeleting(s);
                      setDeleteOpen(true);
                    }}
                    aria-label={`Delete ${s.phrases[0]}`}
                  >
                    <Trash2 aria-hidden />
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </AdminMain>
      <SynonymFormDialog open={formOpen} onOpenChange={setFormOpen} synonym={editing} />
      <ConfirmDeleteDialog
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        title={`Delete ${deleting?.phrases[0] ?? "synonym"}`}
        description="Searches for these phrases will no longer find one another."
        onConfirm={confirmDelete}
      />
    </>
  );
}
