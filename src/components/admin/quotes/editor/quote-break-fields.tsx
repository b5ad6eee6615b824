"use client";

import { Plus, X } from "lucide-react";
import { useRef } from "react";
import { useFieldArray, useFormContext, useFormState } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { QUOTE_BREAKS_MAX } from "@/lib/validation/quote";
import { emptyBreak, type EditorValues } from "./editor-values";
import { EditorField } from "./editor-field";

/** A line's quantity breaks: from a minimum quantity up, another unit price (the highest reached applies). */
export function QuoteBreakFields({ lineIndex }: { lineIndex: number }) {
  const { control } = useFormContext<EditorValues>();
  const { fields, append, remove } = useFieldArray({ control, name: `lines.${lineIndex}.breaks` });
  const { errors } = useFormState({ control, name: `lines.${lineIndex}.breaks` });
  const addButton = useRef<HTMLButtonElement>(null);
  const line = lineIndex + 1;
  const listError = errors.lines?.[lineIndex]?.breaks?.root?.message ?? errors.lines?.[lineIndex]?.breaks?.message;

  return (
    <div className="space-y-2">
      {fields.length > 0 && (
        <p className="text-xs text-muted-foreground">Quantity breaks: the highest minimum the quantity reaches sets its price.</p>
      )}
      {fields.length > 0 && (
        <ul className="space-y-2" aria-label={`Quantity breaks of line ${line}`}>
          {fields.map((f, j) => (
            <li key={f.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2 rounded-md bg-muted/60 p-2 sm:max-w-lg">
              <EditorField
                path={`lines.${lineIndex}.breaks.${j}.minQuantity`}
                name={`Line ${line} break ${j + 1} minimum quantity`}
                label="Minimum quantity"
                inputMode="numeric"
                autoComplete="off"
                inputClassName="bg-background"
              />
              <EditorField
                path={`lines.${lineIndex}.breaks.${j}.unitPrice`}
                name={`Line ${line} break ${j + 1} unit price`}
                label="Unit price"
                inputMode="decimal"
                autoComplete="off"
                inputClassName="bg-background"
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="mt-5"
                aria-label={`Remove break ${j + 1} of line ${line}`}
                onClick={() => {
                  remove(j);
                  addButton.current?.focus();
                }}
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {listError && <p className="text-xs text-destructive">{listError}</p>}
      {fields.length < QUOTE_BREAKS_MAX && (
        <Button ref={addButton} type="button" variant="outline" size="sm" onClick={() => append(emptyBreak())}>
          <Plus aria-hidden /> Add break<span className="sr-only"> for line {line}</span>
        </Button>
      )}
    </div>
  );
}
