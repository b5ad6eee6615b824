"use client";

import { useFieldArray, useFormContext } from "react-hook-form";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { newCatalogProduct } from "@/lib/validation/product-page-content";
import { CatalogProductEditor } from "./catalog-product-editor";
import type { EditorValues } from "./editor-values";
import { ListError } from "./list-error";
import { SectionHeading } from "./section-heading";

export function CatalogProductsTab() {
  const { control, setFocus } = useFormContext<EditorValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "catalogProducts", keyName: "key" });

  return (
    <div className="space-y-4">
      <SectionHeading
        title="Catalog Products"
        description={`The cards of the page's Product Catalog section (${fields.length} ${fields.length === 1 ? "product" : "products"}).`}
        action={
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              append(newCatalogProduct());
              requestAnimationFrame(() => setFocus(`catalogProducts.${fields.length}.name`));
            }}
          >
            <Plus aria-hidden="true" />
            Add Product
          </Button>
        }
      />
      <ListError name="catalogProducts" />
      {fields.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">No catalog products yet.</p>
      ) : (
        <ol className="grid gap-4 lg:grid-cols-2">
          {fields.map((f, i) => (
            <CatalogProductEditor key={f.key} index={i} onRemove={() => remove(i)} />
          ))}
        </ol>
      )}
    </div>
  );
}
