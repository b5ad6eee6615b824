"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { useSubmit } from "@/hooks/admin/use-submit";
import { send } from "@/lib/api-client";
import type { Product } from "@/lib/types";
import { duplicateProductSchema, type DuplicateProductInput, type DuplicateProductValues } from "@/lib/validation/bulk";

const FIELDS = ["sku", "slug", "name"] as const;

function DuplicateForm({ product, onDone, onCancel }: { product: Product; onDone: (copy: Product) => void; onCancel: () => void }) {
  const form = useForm<DuplicateProductValues, unknown, DuplicateProductInput>({
    resolver: zodResolver(duplicateProductSchema),
    defaultValues: { sku: "", slug: "", name: product.name },
  });

  const onSubmit = useSubmit(form, (values) => send<Product>("POST", `/api/admin/products/${product.id}/duplicate`, values), {
    failure: "Failed to duplicate the product",
    fields: FIELDS,
    // A taken SKU or slug is said under its field; a toast would only repeat it.
    toastFieldErrors: false,
    success: (copy) => {
      toast.success(`Duplicated as ${copy.name} (${copy.sku})`);
      onDone(copy);
    },
  });

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4">
        <FormField
          control={form.control}
          name="sku"
          render={({ field }) => (
            <FormItem>
              <FormLabel>New SKU</FormLabel>
              <FormControl>
                <Input {...field} autoComplete="off" spellCheck={false} placeholder={`${product.sku}-2`} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="slug"
          render={({ field }) => (
            <FormItem>
              <FormLabel>New slug</FormLabel>
              <FormControl>
                <Input {...field} autoComplete="off" spellCheck={false} placeholder={`${product.slug}-2`} />
              </FormControl>
              <FormDescription>Its address: /products/{field.value || "…"}</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="name"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Name</FormLabel>
              <FormControl>
                <Input {...field} value={field.value ?? ""} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? "Duplicating..." : "Duplicate"}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}

/** A copy of a product with everything but its SKU, slug and (if changed) name. */
export function DuplicateProductDialog({
  product,
  open,
  onOpenChange,
  onDuplicated,
}: {
  product: Product | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDuplicated: (copy: Product) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Duplicate {product?.name ?? "product"}</DialogTitle>
          <DialogDescription>
            The copy keeps its prices, category, specifications and photos. It needs its own SKU and slug.
          </DialogDescription>
        </DialogHeader>
        {product && (
          <DuplicateForm
            key={product.id}
            product={product}
            onCancel={() => onOpenChange(false)}
            onDone={(copy) => {
              onOpenChange(false);
              onDuplicated(copy);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
