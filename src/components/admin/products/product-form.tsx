"use client";

import Link from "next/link";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { useCategories } from "@/hooks/admin/use-categories";
import { createProduct, updateProduct, useRefreshProducts } from "@/hooks/admin/use-products";
import { useSubmit } from "@/hooks/admin/use-submit";
import type { AttributeDef } from "@/lib/attributes";
import type { Category, Product } from "@/lib/types";
import { slugify } from "@/lib/slug";
import { parseSpecificationsObject } from "@/lib/specifications";
import { DEFAULT_IMAGE_URL } from "@/lib/validation/common";
import type { ProductFormValues, ProductInput } from "@/lib/validation/product";
import { AddressChangeNote } from "../shared/address-change-note";
import { ImageDropField } from "../shared/image-drop-field";
import { ImageUrlPreview } from "../shared/image-url-preview";
import { AttributeFields, attributeFormValues, droppedKeys, productResolver } from "./attribute-fields";
import { PhotoHelpDialog } from "./photo-help-dialog";
import { ProductImagesField } from "./product-images-field";
import { UnitOfSaleInput } from "./unit-of-sale-input";

const FIELDS = [
  "name",
  "slug",
  "sku",
  "description",
  "priceMin",
  "priceMax",
  "unitOfSale",
  "imageUrl",
  "categoryId",
  "specifications",
] as const;

/** Stored specifications are often one long line; indented JSON is easier to edit. */
function editableSpecifications(text: string): string {
  const obj = parseSpecificationsObject(text);
  return obj ? JSON.stringify(obj, null, 2) : text;
}

function initialValues(product: Product | null): ProductFormValues {
  return {
    name: product?.name ?? "",
    slug: product?.slug ?? "",
    sku: product?.sku ?? "",
    description: product?.description ?? "",
    priceMin: product?.priceMin ?? "",
    priceMax: product?.priceMax ?? "",
    unitOfSale: product?.unitOfSale ?? "",
    // The default picture shows as an empty field: emptying it is how it is chosen.
    imageUrl: product && product.imageUrl !== DEFAULT_IMAGE_URL ? product.imageUrl : "",
    categoryId: product?.categoryId ? String(product.categoryId) : "",
    specifications: product ? editableSpecifications(product.specifications) : "",
    attributes: attributeFormValues(product?.attributes ?? {}),
    images: product?.images ?? [],
  };
}

const categoryOf = (categories: readonly Category[] | undefined, id: unknown) =>
  id === "" || id === undefined || id === null ? undefined : categories?.find((c) => c.id === Number(id));

/** "Width or Thickness": the labels the product's own category gave those keys, else the keys. */
function namesOf(keys: string[], categories: readonly Category[] | undefined, product: Product | null): string {
  const labelled = (key: string) => {
    const own: AttributeDef | undefined = categoryOf(categories, product?.categoryId)?.attributes.find((d) => d.key === key);
    return own?.label ?? categories?.flatMap((c) => c.attributes).find((d) => d.key === key)?.label ?? key;
  };
  const names = keys.map(labelled);
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} or ${names[names.length - 1]}`;
}

/**
 * Create (no product) or edit a product. It is mounted each time its dialog
 * opens, so it always starts from the product's current values.
 */
export function ProductForm({ product, onSaved, onCancel }: { product: Product | null; onSaved: () => void; onCancel: () => void }) {
  const { data: categories, isLoading: categoriesLoading, error: categoriesError } = useCategories();
  const refreshProducts = useRefreshProducts();
  const form = useForm<ProductFormValues, unknown, ProductInput>({
    // Made each render: useForm takes the latest options, so it checks against the categories as loaded.
    resolver: productResolver((id) => (categories ? (categoryOf(categories, id)?.attributes ?? []) : undefined)),
    defaultValues: initialValues(product),
  });
  const busy = form.formState.isSubmitting;
  const editing = product !== null;
  const imageUrl = useWatch({ control: form.control, name: "imageUrl" });
  const slug = useWatch({ control: form.control, name: "slug" });
  const categoryId = useWatch({ control: form.control, name: "categoryId" });
  const attributeValues = useWatch({ control: form.control, name: "attributes" });
  const category = categoryOf(categories, categoryId);
  const defs = category?.attributes ?? [];
  const dropped = category ? droppedKeys(attributeValues, defs) : [];

  const onSubmit = useSubmit(form, (values) => (editing ? updateProduct(product.id, values) : createProduct(values)), {
    failure: editing ? "Failed to update product" : "Failed to create product",
    fields: (values) => [
      ...FIELDS,
      "images",
      ...(values.images ?? []).map((_, i) => `images.${i}` as const),
      ...defs.map((d) => `attributes.${d.key}` as const),
    ],
    success: () => {
      toast.success(editing ? "Product updated successfully" : "Product created successfully");
      void refreshProducts();
      form.reset(initialValues(null));
      onSaved();
    },
  });

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4">
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="name"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Name</FormLabel>
                <FormControl>
                  <Input
                    {...field}
                    placeholder="e.g. Hand Stretch Film 18in x 1500ft"
                    onChange={(e) => {
                      field.onChange(e);
                      // The slug is read-only and always follows the name, so it can never disagree with it.
                      form.setValue("slug", slugify(e.target.value), { shouldValidate: form.formState.isSubmitted });
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
                  <Input {...field} readOnly className="bg-muted font-mono text-sm" placeholder="generated-from-the-name" />
                </FormControl>
                <FormDescription>Generated from the name; used in the product&rsquo;s web address.</FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="sku"
            render={({ field }) => (
              <FormItem>
                <FormLabel>SKU</FormLabel>
                <FormControl>
                  <Input {...field} placeholder="e.g. USSF.0001" autoCapitalize="characters" spellCheck={false} />
                </FormControl>
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
                <Select
                  value={field.value ? String(field.value) : ""}
                  onValueChange={field.onChange}
                  disabled={categoriesLoading || !!categoriesError}
                >
                  <FormControl>
                    <SelectTrigger ref={field.ref} onBlur={field.onBlur} className="w-full">
                      <SelectValue placeholder={categoriesLoading ? "Loading categories..." : "Select a category"} />
                    </SelectTrigger>
                  </FormControl>
                  <SelectContent position="popper">
                    {categories?.map((c) => (
                      <SelectItem key={c.id} value={String(c.id)}>
                        {c.name}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                {categoriesError && <FormDescription>Categories could not be loaded. Close this dialog and try again.</FormDescription>}
                {categories?.length === 0 && (
                  <FormDescription>
                    No categories yet.{" "}
                    <Link href="/admin/categories" className="text-primary underline">
                      Create one first
                    </Link>
                    .
                  </FormDescription>
                )}
                <FormMessage />
              </FormItem>
            )}
          />
        </div>

        {category && <AttributeFields defs={defs} categoryName={category.name} />}
        {dropped.length > 0 && (
          <p
            role="status"
            className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
          >
            {category!.name} has no {namesOf(dropped, categories, product)} attribute: {dropped.length === 1 ? "its value" : "their values"}{" "}
            will be dropped when you save.
          </p>
        )}

        <FormField
          control={form.control}
          name="description"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Description</FormLabel>
              <FormControl>
                <Textarea {...field} rows={3} placeholder="What it is, what it is used for, pack size." />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />

        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="priceMin"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Min price (USD)</FormLabel>
                <FormControl>
                  <Input {...field} value={field.value ?? ""} inputMode="decimal" placeholder="e.g. 45.00" />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="priceMax"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Max price (USD)</FormLabel>
                <FormControl>
                  <Input {...field} value={field.value ?? ""} inputMode="decimal" placeholder="e.g. 55.00" />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <p className="-mt-2 text-sm text-muted-foreground sm:col-span-2">
            Optional. Leave both empty to show &ldquo;Contact for Price&rdquo;.
          </p>
          <FormField
            control={form.control}
            name="unitOfSale"
            render={({ field }) => (
              <FormItem className="sm:col-span-2">
                <FormLabel>Unit of sale</FormLabel>
                <FormControl>
                  <UnitOfSaleInput {...field} value={field.value ?? ""} placeholder="e.g. per case of 4 rolls" />
                </FormControl>
                <FormDescription>What one price buys; shown beside the price everywhere.</FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>

        <FormField
          control={form.control}
          name="imageUrl"
          render={({ field }) => (
            <FormItem>
              <div className="flex items-center justify-between gap-2">
                <FormLabel>Image URL</FormLabel>
                <PhotoHelpDialog
                  onPick={(url) => form.setValue("imageUrl", url, { shouldDirty: true, shouldValidate: true })}
                  trigger={
                    <Button type="button" variant="link" size="sm" className="h-auto p-0">
                      Browse sample images
                    </Button>
                  }
                />
              </div>
              <ImageDropField
                label="main image"
                onUploaded={(image) => form.setValue("imageUrl", image.url, { shouldDirty: true, shouldValidate: true })}
              >
                <div className="flex items-center gap-3">
                  <FormControl>
                    <Input {...field} type="url" inputMode="url" spellCheck={false} placeholder="https://example.com/photo.jpg" />
                  </FormControl>
                  <ImageUrlPreview url={imageUrl} />
                </div>
              </ImageDropField>
              <FormDescription>Upload a photo or paste a link. Leave empty to show the default picture.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />

        <ProductImagesField />

        <FormField
          control={form.control}
          name="specifications"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Details (specifications)</FormLabel>
              <FormControl>
                <Textarea
                  {...field}
                  rows={5}
                  spellCheck={false}
                  className="font-mono text-sm"
                  placeholder={'{\n  "Width": "18in",\n  "Length": "1500 ft",\n  "Thickness": "80 gauge"\n}'}
                />
              </FormControl>
              <FormDescription>
                JSON key/value pairs. The first four appear on product cards.
                {defs.length > 0 && " Attributes filled in above are written in here under their labels on save."}
              </FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />

        <AddressChangeNote base="/products" from={product?.slug} to={slug} />

        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? "Saving..." : editing ? "Update Product" : "Create Product"}
          </Button>
        </div>
      </form>
    </Form>
  );
}
