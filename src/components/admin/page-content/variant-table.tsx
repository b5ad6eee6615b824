"use client";

import { useFieldArray, useFormContext } from "react-hook-form";
import { Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { newVariant } from "@/lib/validation/product-page-content";
import type { EditorValues } from "./editor-values";
import { LinkStatus } from "./link-status";
import { ListError } from "./list-error";
import { SectionHeading } from "./section-heading";
import { TextField } from "./text-field";

const COLUMNS = [
  { key: "code", label: "Code", placeholder: "USSF.0001" },
  { key: "size", label: "Size", placeholder: "18in x 1500ft" },
  { key: "thickness", label: "Thickness", placeholder: "80 gauge" },
  { key: "color", label: "Color", placeholder: "Clear" },
] as const;

const ROW = "grid grid-cols-2 gap-x-3 gap-y-2 md:grid-cols-[1fr_1.4fr_1fr_1fr_2.25rem] md:items-start";

/**
 * One variants table of the page, edited in place: each row is a line of
 * inputs (stacked into a small card on phones), headed by the column names.
 */
export function VariantTable({ name, title }: { name: "handWrappedVariants" | "machineWrappedVariants"; title: string }) {
  const { control, setFocus } = useFormContext<EditorValues>();
  const { fields, append, remove } = useFieldArray({ control, name, keyName: "key" });

  return (
    <section className="space-y-3" aria-label={title}>
      <SectionHeading
        title={title}
        description={`${fields.length} ${fields.length === 1 ? "variant" : "variants"}`}
        action={
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              append(newVariant());
              requestAnimationFrame(() => setFocus(`${name}.${fields.length}.size`));
            }}
          >
            <Plus aria-hidden="true" />
            Add Variant
          </Button>
        }
      />
      <ListError name={name} />
      {fields.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">No variants yet.</p>
      ) : (
        <div className="space-y-2">
          <div className={`${ROW} hidden px-3 text-xs font-medium text-muted-foreground uppercase md:grid`} aria-hidden="true">
            {COLUMNS.map((c) => (
              <span key={c.key}>{c.label}</span>
            ))}
          </div>
          <ol className="space-y-2">
            {fields.map((f, i) => (
              <li key={f.key} className={`${ROW} rounded-lg border bg-background p-3 md:border-0 md:bg-transparent md:px-3 md:py-0`}>
                {COLUMNS.map((c) => (
                  <TextField
                    key={c.key}
                    name={`${name}.${i}.${c.key}`}
                    label={
                      <>
                        {c.label}
                        <span className="sr-only">, row {i + 1}</span>
                      </>
                    }
                    hideLabelFrom="md"
                    placeholder={c.placeholder}
                  />
                ))}
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="col-span-2 justify-self-end text-destructive md:col-span-1"
                  onClick={() => remove(i)}
                  aria-label={`Remove variant ${i + 1}`}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
                <LinkStatus name={`${name}.${i}.code`} className="col-span-2 md:col-span-5" />
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
