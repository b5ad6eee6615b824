"use client";

import type { FieldPath } from "react-hook-form";
import type { EditorValues } from "./editor-values";
import { SectionHeading } from "./section-heading";
import { TextField } from "./text-field";

const SPECS: { name: FieldPath<EditorValues>; label: string; placeholder: string }[] = [
  { name: "specifications.weight", label: "Weight", placeholder: "33.29 lbs" },
  { name: "specifications.filmType", label: "Film Type", placeholder: "Hand Film" },
  { name: "specifications.filmWidth", label: "Film Width", placeholder: "18in" },
  { name: "specifications.filmLength", label: "Film Length", placeholder: "1500 feet" },
  { name: "specifications.filmThickness", label: "Film Thickness", placeholder: "80 gauge" },
  { name: "specifications.sku", label: "SKU", placeholder: "pe001" },
];

export function SpecificationsTab() {
  return (
    <div className="space-y-6">
      <section className="space-y-4">
        <SectionHeading title="Product Specifications" description="Shown in the Product Specifications card." />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {SPECS.map((s) => (
            <TextField key={s.name} name={s.name} label={s.label} placeholder={s.placeholder} />
          ))}
        </div>
      </section>
      <section className="space-y-4">
        <SectionHeading
          title="Price Range"
          description="Shown in the Pricing & Ordering card, for example $45.00 - $55.00. Saved as the price of the stretch film product itself, so its catalogue card, category page and cart show the same price."
        />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <TextField name="priceRange.min" label="Min Price" prefix="$" inputMode="decimal" placeholder="45.00" />
          <TextField name="priceRange.max" label="Max Price" prefix="$" inputMode="decimal" placeholder="55.00" />
        </div>
      </section>
    </div>
  );
}
