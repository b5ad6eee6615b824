"use client";

import { Check } from "lucide-react";
import { cn } from "@/lib/utils";

// Local images, so a pick always loads: sample category images and the default placeholder.
export const QUICK_PICKS = [
  { url: "/images/categories/pe-stretch-film.svg", label: "PE Stretch Film" },
  { url: "/images/categories/mailer-bags.svg", label: "Mailer Bags" },
  { url: "/images/categories/trash-bags.svg", label: "Trash Bags" },
  { url: "/images/categories/gloves-apron.svg", label: "Gloves & Aprons" },
  { url: "/images/categories/t-shirt-bags.svg", label: "T-Shirt Bags" },
  { url: "/images/placeholder.svg", label: "Default placeholder" },
] as const;

export function ImageQuickPicks({ value, onPick }: { value: string; onPick: (url: string) => void }) {
  return (
    <div role="group" aria-labelledby="quick-picks-heading" className="space-y-2">
      <h3 id="quick-picks-heading" className="text-sm font-medium">
        Sample images
      </h3>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {QUICK_PICKS.map((p) => {
          const selected = value.trim() === p.url;
          return (
            <li key={p.url}>
              <button
                type="button"
                onClick={() => onPick(p.url)}
                aria-pressed={selected}
                className={cn(
                  "group relative flex w-full flex-col overflow-hidden rounded-md border bg-background text-left text-xs transition-shadow outline-none hover:shadow-sm focus-visible:ring-[3px] focus-visible:ring-ring/50",
                  selected && "border-primary ring-2 ring-primary",
                )}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- tiny local SVGs; no optimisation to gain */}
                <img src={p.url} alt="" className="aspect-[4/3] w-full bg-muted object-cover" />
                <span className="truncate px-1.5 py-1">{p.label}</span>
                {selected ? (
                  <span className="absolute top-1 right-1 rounded-full bg-primary p-0.5 text-primary-foreground">
                    <Check className="size-3" aria-hidden="true" />
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
