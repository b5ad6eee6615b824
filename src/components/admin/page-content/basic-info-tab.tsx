"use client";

import { useWatch } from "react-hook-form";
import { ImagePreview } from "@/components/admin/settings/image-preview";
import type { EditorValues } from "./editor-values";
import { SectionHeading } from "./section-heading";
import { TextField } from "./text-field";

export function BasicInfoTab() {
  const mainImageUrl = useWatch<EditorValues, "mainImageUrl">({ name: "mainImageUrl" });
  return (
    <div className="space-y-4">
      <SectionHeading title="Basic Info" description="The heading, introduction and main image of the stretch film page." />
      <TextField name="productName" label="Product Name" />
      <TextField name="productDescription" label="Product Description" multiline rows={6} />
      <div className="flex items-start gap-3">
        <TextField
          name="mainImageUrl"
          label="Main Image URL"
          type="url"
          inputMode="url"
          placeholder="https://example.com/image.jpg"
          className="min-w-0 flex-1"
        />
        <div className="pt-6">
          <ImagePreview src={mainImageUrl ?? ""} alt="Preview of the main image" />
        </div>
      </div>
    </div>
  );
}
