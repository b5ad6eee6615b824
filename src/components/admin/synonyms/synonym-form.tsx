"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type Resolver } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { useCategories } from "@/hooks/admin/use-categories";
import { useSubmit } from "@/hooks/admin/use-submit";
import { createSynonym, updateSynonym, useRefreshSynonyms, type Synonym } from "@/hooks/admin/use-synonyms";
import { synonymInputSchema, type SynonymFormValues, type SynonymInput } from "@/lib/validation/synonym";
import { NativeSelect } from "../categories/native-select";

const initialValues = (synonym: Synonym | null): SynonymFormValues => ({
  phrases: synonym?.phrases.join(", ") ?? "",
  categoryId: synonym?.categoryId ?? null,
});

/** Add (no entry) or edit a synonym entry: its phrases, comma-separated, and the category they name. */
function SynonymForm({ synonym, onDone }: { synonym: Synonym | null; onDone: () => void }) {
  const refresh = useRefreshSynonyms();
  const { data: categories } = useCategories();
  const form = useForm<SynonymFormValues, unknown, SynonymInput>({
    // The schema also takes the phrases as a list (its own output), which the form never holds.
    resolver: zodResolver(synonymInputSchema) as Resolver<SynonymFormValues, unknown, SynonymInput>,
    defaultValues: initialValues(synonym),
  });
  const busy = form.formState.isSubmitting;

  const onSubmit = useSubmit(form, (values) => (synonym ? updateSynonym(synonym.id, values) : createSynonym(values)), {
    failure: synonym ? "Failed to update synonym" : "Failed to add synonym",
    fields: ["phrases", "categoryId"],
    success: () => {
      toast.success(synonym ? "Synonym updated" : "Synonym added");
      void refresh();
      onDone();
    },
  });

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4">
        <FormField
          control={form.control}
          name="phrases"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Phrases</FormLabel>
              <FormControl>
                <Input {...field} placeholder="trash bags, can liners, garbage bags" autoComplete="off" />
              </FormControl>
              <FormDescription>
                Words buyers use for the same goods, separated by commas. A search for any of them finds the others.
              </FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="categoryId"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Category</FormLabel>
              <FormControl>
                <NativeSelect
                  name={field.name}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  value={field.value == null ? "" : String(field.value)}
                  onChange={(e) => field.onChange(e.target.value === "" ? null : Number(e.target.value))}
                >
                  <option value="">None: search the phrases for one another</option>
                  {(categories ?? []).map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </NativeSelect>
              </FormControl>
              <FormDescription>When set, a search holding any phrase finds this category&apos;s products.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onDone} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? "Saving..." : synonym ? "Save Changes" : "Add Synonym"}
          </Button>
        </div>
      </form>
    </Form>
  );
}

export function SynonymFormDialog({
  open,
  onOpenChange,
  synonym,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  synonym: Synonym | null;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{synonym ? "Edit Synonym" : "Add Synonym"}</DialogTitle>
          <DialogDescription>Search treats these phrases as the same words.</DialogDescription>
        </DialogHeader>
        {open && <SynonymForm key={synonym?.id ?? "new"} synonym={synonym} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
