"use client";

import { useId, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { ArrowUp, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { isWebUrl } from "@/lib/validation/common";
import { PRODUCT_IMAGE_MESSAGE, PRODUCT_IMAGES_MAX, type ProductFormValues } from "@/lib/validation/product";
import { ImageDropField } from "../shared/image-drop-field";
import { ImageUrlPreview } from "../shared/image-url-preview";

function movedEarlier(list: string[], i: number): string[] {
  const next = [...list];
  [next[i - 1], next[i]] = [next[i], next[i - 1]];
  return next;
}

/**
 * A product's further images, after its main one: each with a preview, a
 * button to move it earlier and one to remove it; more are added by upload
 * (several files at once) or by a pasted link.
 */
export function ProductImagesField() {
  const form = useFormContext<ProductFormValues>();
  const images = useWatch({ control: form.control, name: "images" }) ?? [];
  const errors = form.formState.errors.images;
  const [typed, setTyped] = useState("");
  const [typedError, setTypedError] = useState<string | null>(null);
  const headingId = useId();
  const inputId = useId();
  const room = PRODUCT_IMAGES_MAX - images.length;

  // Read at call time: uploads of several files add one after another.
  const current = () => form.getValues("images") ?? [];
  const set = (next: string[]) => form.setValue("images", next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  function addTyped() {
    const url = typed.trim();
    if (url === "") return;
    if (!isWebUrl(url)) return setTypedError(PRODUCT_IMAGE_MESSAGE);
    set([...current(), url]);
    setTyped("");
    setTypedError(null);
  }

  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <div>
        <h3 id={headingId} className="text-sm font-medium">
          More images
        </h3>
        <p className="text-sm text-muted-foreground">
          Shown after the main image on the product page, in this order. Up to {PRODUCT_IMAGES_MAX}.
        </p>
      </div>
      {images.length > 0 && (
        <ol className="space-y-2">
          {images.map((url, i) => (
            <li key={`${i}:${url}`} className="flex items-center gap-3">
              <ImageUrlPreview url={url} />
              <span className="min-w-0 flex-1 truncate font-mono text-xs" title={url}>
                {url}
              </span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Move image ${i + 1} earlier`}
                disabled={i === 0}
                onClick={() => set(movedEarlier(current(), i))}
              >
                <ArrowUp aria-hidden="true" />
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove image ${i + 1}`}
                onClick={() => set(current().filter((_, j) => j !== i))}
              >
                <X aria-hidden="true" />
              </Button>
              {errors?.[i]?.message && <p className="basis-full text-sm text-destructive">{errors[i].message}</p>}
            </li>
          ))}
        </ol>
      )}
      <ImageDropField
        label="more images"
        multiple
        maxFiles={room}
        disabled={room <= 0}
        onUploaded={(image) => set([...current(), image.url])}
      >
        <div className="grid gap-2">
          <label htmlFor={inputId} className="text-sm font-medium">
            Add a link to an image
          </label>
          <div className="flex gap-2">
            <Input
              id={inputId}
              type="url"
              inputMode="url"
              spellCheck={false}
              placeholder="https://example.com/side.jpg"
              value={typed}
              disabled={room <= 0}
              aria-invalid={typedError !== null}
              aria-describedby={typedError ? `${inputId}-error` : undefined}
              onChange={(e) => setTyped(e.target.value)}
              onKeyDown={(e) => {
                // Enter adds the link rather than saving the whole form.
                if (e.key !== "Enter") return;
                e.preventDefault();
                addTyped();
              }}
            />
            <Button type="button" variant="outline" disabled={room <= 0} onClick={addTyped}>
              Add
            </Button>
          </div>
          {typedError && (
            <p id={`${inputId}-error`} className="text-sm text-destructive">
              {typedError}
            </p>
          )}
        </div>
      </ImageDropField>
      {errors?.message && <p className="text-sm text-destructive">{errors.message}</p>}
    </section>
  );
}
