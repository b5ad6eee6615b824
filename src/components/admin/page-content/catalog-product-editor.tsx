"use client";

import { useId } from "react";
import { useWatch } from "react-hook-form";
import { Trash2 } from "lucide-react";
import { ImagePreview } from "@/components/admin/settings/image-preview";
import { Button } from "@/components/ui/button";
import type { EditorValues } from "./editor-values";
import { LinkStatus } from "./link-status";
import { TextField } from "./text-field";

const FIELDS = [
  { key: "name", label: "Name", wide: true },
  { key: "sku", label: "SKU" },
  { key: "filmType", label: "Film Type", placeholder: "Hand Film" },
  { key: "size", label: "Size" },
  { key: "thickness", label: "Thickness" },
  { key: "color", label: "Color" },
  { key: "weight", label: "Weight" },
  { key: "dimensions", label: "Dimensions", wide: true },
] as const;

/** One catalogue card of the page, every attribute editable in place. */
export function CatalogProductEditor({ index, onRemove }: { index: number; onRemove: () => void }) {
  const name = useWatch<EditorValues, `catalogProducts.${number}.name`>({ name: `catalogProducts.${index}.name` });
  const imageUrl = useWatch<EditorValues, `catalogProducts.${number}.imageUrl`>({ name: `catalogProducts.${index}.imageUrl` });
  const title = name?.trim() || `Product ${index + 1}`;
  const headingId = useId();

  return (
    <li className="rounded-lg border bg-background p-4">
      <div role="group" aria-labelledby={headingId} className="space-y-3">
        <div className="flex items-start justify-between gap-3">
          <h3 id={headingId} className="min-w-0 text-sm font-semibold">
            <span className="text-muted-foreground">#{index + 1}</span> <span className="break-words">{title}</span>
          </h3>
          <Button
            type="button"
            variant="ghost"
            size="icon-sm"
            className="-mt-1 shrink-0 text-destructive"
            onClick={onRemove}
            aria-label={`Remove ${title}`}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
        <div className="grid grid-cols-2 gap-3">
          {FIELDS.map((f) => (
            <TextField
              key={f.key}
              name={`catalogProducts.${index}.${f.key}`}
              label={f.label}
              placeholder={"placeholder" in f ? f.placeholder : undefined}
              className={"wide" in f ? "col-span-2" : undefined}
            />
          ))}
        </div>
        <LinkStatus name={`catalogProducts.${index}.sku`} />
        <div className="flex items-start gap-3">
          <ImagePreview src={imageUrl ?? ""} alt={`Image of ${title}`} />
          <TextField
            name={`catalogProducts.${index}.imageUrl`}
            label="Image URL"
            type="url"
            inputMode="url"
            placeholder="https://example.com/image.jpg"
            className="min-w-0 flex-1"
          />
        </div>
      </div>
    </li>
  );
}
