"use client";

import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { ImagePlus, Trash2 } from "lucide-react";
import { ImagePreview } from "@/components/admin/settings/image-preview";
import { Button } from "@/components/ui/button";
import type { EditorValues } from "./editor-values";
import { ListError } from "./list-error";
import { SectionHeading } from "./section-heading";
import { TextField } from "./text-field";

export function GalleryTab() {
  const { control, setFocus } = useFormContext<EditorValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "galleryImages", keyName: "key" });
  const urls = useWatch({ control, name: "galleryImages" });

  return (
    <div className="space-y-4">
      <SectionHeading
        title="Gallery"
        description="Extra images of the product. Empty entries are dropped when you save."
        action={
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              append({ url: "" });
              // The new row renders on the next frame; focus it so the admin can paste right away.
              requestAnimationFrame(() => setFocus(`galleryImages.${fields.length}.url`));
            }}
          >
            <ImagePlus aria-hidden="true" />
            Add Image
          </Button>
        }
      />
      <ListError name="galleryImages" />
      {fields.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">No gallery images yet.</p>
      ) : (
        <ol className="space-y-3">
          {fields.map((f, i) => (
            <li key={f.key} className="flex items-start gap-3 rounded-lg border bg-background p-3">
              <ImagePreview src={urls?.[i]?.url ?? ""} alt={`Gallery image ${i + 1}`} emptyText="No URL" />
              <TextField
                name={`galleryImages.${i}.url`}
                label={`Image ${i + 1} URL`}
                type="url"
                inputMode="url"
                placeholder="https://example.com/image.jpg"
                className="min-w-0 flex-1"
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="mt-6 shrink-0 text-destructive"
                onClick={() => remove(i)}
                aria-label={`Remove image ${i + 1}`}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
