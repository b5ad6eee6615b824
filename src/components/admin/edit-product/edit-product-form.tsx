"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { Save } from "lucide-react";
import { ImagePreview } from "@/components/admin/settings/image-preview";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useSaveCatalogCard } from "@/hooks/admin/use-page-content";
import { useSubmit } from "@/hooks/admin/use-submit";
import { catalogCardSchema, type CatalogCardFormValues, type CatalogCardInput } from "@/lib/validation/catalog-card";
import { ImageDropField } from "../shared/image-drop-field";
import { ImageQuickPicks } from "./image-quick-picks";

type TextKey = Exclude<keyof CatalogCardFormValues, "description" | "imageUrl">;

const FIELDS: { name: TextKey; label: string; placeholder?: string; wide?: boolean }[] = [
  { name: "name", label: "Product Name", wide: true },
  { name: "sku", label: "SKU", placeholder: "USSF.0001" },
  { name: "filmType", label: "Film Type", placeholder: "Hand Film" },
  { name: "size", label: "Size", placeholder: "18in x 1500ft" },
  { name: "thickness", label: "Thickness", placeholder: "80 gauge" },
  { name: "color", label: "Color", placeholder: "Clear" },
  { name: "weight", label: "Weight", placeholder: "33.29 lbs" },
  { name: "dimensions", label: "Dimensions", placeholder: "19 x 11 x 11 in", wide: true },
];

const CARD_KEYS = ["name", "sku", "size", "thickness", "color", "weight", "dimensions", "filmType", "imageUrl", "description"] as const;

/**
 * Edits catalogue card `index` of the stretch-film page and saves it for real
 * (the original screen only pretended to). `loadedAt` is the content version the card was read from:
 * if the page content changed since, the save is refused and says so.
 */
export function EditProductForm({ index, initial, loadedAt }: { index: number; initial: CatalogCardFormValues; loadedAt?: string }) {
  const router = useRouter();
  const saveCatalogCard = useSaveCatalogCard();
  const form = useForm<CatalogCardFormValues, unknown, CatalogCardInput>({
    resolver: zodResolver(catalogCardSchema),
    defaultValues: initial,
  });
  const imageUrl = useWatch({ control: form.control, name: "imageUrl" }) ?? "";

  const onSubmit = useSubmit(
    form,
    async (values) => {
      await saveCatalogCard(index, { ...values, updatedAt: loadedAt });
      return values.name;
    },
    {
      failure: "Failed to update product",
      fields: CARD_KEYS,
      success: (name) => {
        toast.success("Product Updated", { description: `${name} has been saved.` });
        router.push("/products");
      },
    },
  );

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">
              <h2>Product Details</h2>
            </CardTitle>
            <CardDescription>Catalog card {index + 1} of the PE Stretch Film page.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            {FIELDS.map((f) => (
              <FormField
                key={f.name}
                control={form.control}
                name={f.name}
                render={({ field }) => (
                  <FormItem className={f.wide ? "content-start sm:col-span-2" : "content-start"}>
                    <FormLabel>{f.label}</FormLabel>
                    <FormControl>
                      <Input
                        {...field}
                        value={field.value ?? ""}
                        placeholder={f.placeholder}
                        list={f.name === "filmType" ? "film-types" : undefined}
                      />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            ))}
            <datalist id="film-types">
              <option value="Hand Film" />
              <option value="Machine Film" />
            </datalist>
            <FormField
              control={form.control}
              name="description"
              render={({ field }) => (
                <FormItem className="sm:col-span-2">
                  <FormLabel>Description (optional)</FormLabel>
                  <FormControl>
                    <Textarea {...field} value={field.value ?? ""} rows={3} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
          </CardContent>
        </Card>

        <div className="grid content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">
                <h2>Product Image</h2>
              </CardTitle>
            </CardHeader>
            <CardContent className="space-y-4">
              <FormField
                control={form.control}
                name="imageUrl"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Image URL</FormLabel>
                    <div className="flex items-start gap-3">
                      <ImagePreview src={imageUrl.trim()} alt="Preview of the product image" />
                      <div className="grid min-w-0 flex-1 gap-2">
                        <ImageDropField
                          label="card image"
                          onUploaded={(image) => form.setValue("imageUrl", image.url, { shouldDirty: true, shouldValidate: true })}
                        >
                          <FormControl>
                            <Input
                              {...field}
                              value={field.value ?? ""}
                              type="url"
                              inputMode="url"
                              placeholder="https://example.com/image.jpg"
                            />
                          </FormControl>
                        </ImageDropField>
                        <FormDescription>Upload a photo, give a direct image link, or pick a sample below.</FormDescription>
                        <FormMessage />
                      </div>
                    </div>
                  </FormItem>
                )}
              />
              <ImageQuickPicks
                value={imageUrl}
                onPick={(url) => form.setValue("imageUrl", url, { shouldDirty: true, shouldValidate: true })}
              />
            </CardContent>
          </Card>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button asChild variant="outline">
              <Link href="/admin/product-management">Cancel</Link>
            </Button>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              <Save aria-hidden="true" />
              {form.formState.isSubmitting ? "Saving..." : "Save Product"}
            </Button>
          </div>
        </div>
      </form>
    </Form>
  );
}
