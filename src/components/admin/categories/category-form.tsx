"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { createCategory, updateCategory, useRefreshCategories } from "@/hooks/admin/use-categories";
import { useSubmit } from "@/hooks/admin/use-submit";
import type { Category } from "@/lib/types";
import { slugify } from "@/lib/slug";
import { categoryInputSchema, type CategoryFormValues, type CategoryInput } from "@/lib/validation/category";
import { DEFAULT_IMAGE_URL } from "@/lib/validation/common";
import { AddressChangeNote } from "../shared/address-change-note";
import { ImageDropField } from "../shared/image-drop-field";
import { ImageUrlPreview } from "../shared/image-url-preview";
import { AttributeDefsField, toRows } from "./attribute-defs-field";

const FIELDS = ["name", "slug", "description", "imageUrl"] as const;
const ROW_FIELDS = ["key", "label", "type", "unit", "filter"] as const;

/** The form's fields a server error may name: the attribute rows' too (`attributes.1.key`). */
const serverFields = (rows: number) => [
  ...FIELDS,
  "attributes" as const,
  ...Array.from({ length: rows }, (_, i) => ROW_FIELDS.map((k) => `attributes.${i}.${k}` as const)).flat(),
];

function initialValues(category: Category | null): CategoryFormValues {
  return {
    name: category?.name ?? "",
    slug: category?.slug ?? "",
    description: category?.description ?? "",
    // The default picture shows as an empty field: emptying it is how it is chosen.
    imageUrl: category && category.imageUrl !== DEFAULT_IMAGE_URL ? category.imageUrl : "",
    attributes: toRows(category?.attributes ?? []),
  };
}

/**
 * Create (no category) or edit a category. The slug follows the name until
 * the admin types in it; an existing slug that was customised stays put.
 */
export function CategoryForm({ category, onSaved, onCancel }: { category: Category | null; onSaved: () => void; onCancel: () => void }) {
  const refreshCategories = useRefreshCategories();
  const [slugEdited, setSlugEdited] = useState(() => category !== null && category.slug !== slugify(category.name));
  const form = useForm<CategoryFormValues, unknown, CategoryInput>({
    resolver: zodResolver(categoryInputSchema),
    defaultValues: initialValues(category),
  });
  const busy = form.formState.isSubmitting;
  const editing = category !== null;
  const imageUrl = useWatch({ control: form.control, name: "imageUrl" });
  const slug = useWatch({ control: form.control, name: "slug" });

  const onSubmit = useSubmit(form, (values) => (editing ? updateCategory(category.id, values) : createCategory(values)), {
    failure: editing ? "Failed to update category" : "Failed to create category",
    fields: () => serverFields(form.getValues("attributes")?.length ?? 0),
    success: () => {
      toast.success(editing ? "Category updated successfully" : "Category created successfully");
      void refreshCategories();
      form.reset(initialValues(null));
      onSaved();
    },
  });

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4">
        <FormField
          control={form.control}
          name="name"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Name</FormLabel>
              <FormControl>
                <Input
                  {...field}
                  placeholder="e.g. Pallet Covers"
                  onChange={(e) => {
                    field.onChange(e);
                    if (!slugEdited) form.setValue("slug", slugify(e.target.value), { shouldValidate: form.formState.isSubmitted });
                  }}
                />
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
              <FormLabel>Slug</FormLabel>
              <FormControl>
                <Input
                  {...field}
                  className="font-mono text-sm"
                  spellCheck={false}
                  autoCapitalize="none"
                  placeholder="e.g. pallet-covers"
                  onChange={(e) => {
                    field.onChange(e);
                    // Emptying the field hands it back to the name.
                    setSlugEdited(e.target.value !== "");
                  }}
                />
              </FormControl>
              <FormDescription>
                The web address: /categories/{field.value || "your-slug"}. Lowercase letters, numbers and hyphens.
              </FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="description"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Description</FormLabel>
              <FormControl>
                <Textarea {...field} rows={3} placeholder="Shown on the home page card and at the top of the category page." />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="imageUrl"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Image URL</FormLabel>
              <ImageDropField
                label="category image"
                onUploaded={(image) => form.setValue("imageUrl", image.url, { shouldDirty: true, shouldValidate: true })}
              >
                <div className="flex items-center gap-3">
                  <FormControl>
                    <Input {...field} type="url" inputMode="url" spellCheck={false} placeholder="https://example.com/category.jpg" />
                  </FormControl>
                  <ImageUrlPreview url={imageUrl} />
                </div>
              </ImageDropField>
              <FormDescription>
                Upload a photo, or give a direct image link or a site image such as /images/categories/trash-bags.svg. Leave empty to show
                the default picture.
              </FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <AttributeDefsField saved={category?.attributes ?? []} />
        <AddressChangeNote base="/categories" from={category?.slug} to={slug} />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? "Saving..." : editing ? "Update Category" : "Create Category"}
          </Button>
        </div>
      </form>
    </Form>
  );
}
