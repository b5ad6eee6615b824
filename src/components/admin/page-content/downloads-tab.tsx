"use client";

import { useFieldArray, useFormContext } from "react-hook-form";
import { FilePlus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { EditorValues } from "./editor-values";
import { ListError } from "./list-error";
import { SectionHeading } from "./section-heading";
import { TextField } from "./text-field";

export function DownloadsTab() {
  const { control, setFocus } = useFormContext<EditorValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "downloadDocuments", keyName: "key" });

  return (
    <div className="space-y-4">
      <SectionHeading
        title="Downloads"
        description="Documents offered for download, such as spec sheets and safety data sheets."
        action={
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              append({ title: "", description: "", downloadUrl: "" });
              requestAnimationFrame(() => setFocus(`downloadDocuments.${fields.length}.title`));
            }}
          >
            <FilePlus aria-hidden="true" />
            Add Document
          </Button>
        }
      />
      <ListError name="downloadDocuments" />
      {fields.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">No documents yet.</p>
      ) : (
        <ol className="space-y-3">
          {fields.map((f, i) => (
            <li key={f.key} className="rounded-lg border bg-background p-4">
              <div role="group" aria-labelledby={`download-${f.key}`} className="grid gap-3 md:grid-cols-2">
                <div className="flex items-center justify-between md:col-span-2">
                  <h3 id={`download-${f.key}`} className="text-sm font-semibold">
                    Document {i + 1}
                  </h3>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon-sm"
                    className="text-destructive"
                    onClick={() => remove(i)}
                    aria-label={`Remove document ${i + 1}`}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
                <TextField name={`downloadDocuments.${i}.title`} label="Title" placeholder="Product Specification Sheet" />
                <TextField
                  name={`downloadDocuments.${i}.downloadUrl`}
                  label="Download URL"
                  type="url"
                  inputMode="url"
                  placeholder="https://example.com/spec-sheet.pdf"
                />
                <TextField name={`downloadDocuments.${i}.description`} label="Description" multiline rows={2} className="md:col-span-2" />
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
