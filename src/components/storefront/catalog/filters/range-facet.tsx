import type { Facet, Filter } from "@/lib/facets";
import { boundText, facetLegend } from "./filter-links";

const INPUT_CLASS =
  "h-9 w-full min-w-0 rounded-md border border-input bg-transparent px-2 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50";

/** A range facet: Min and Max number fields (`length.min`, `length.max`), the placeholders the values' span. */
export function RangeFacet({ facet, filter }: { facet: Facet; filter?: Filter }) {
  if (facet.min === undefined && filter?.min === undefined && filter?.max === undefined) return null;
  const legend = facetLegend(facet.label, facet.unit);
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        {(["min", "max"] as const).map((bound) => (
          <label key={bound} className="flex min-w-0 flex-col gap-1 text-xs text-muted-foreground">
            {bound === "min" ? "Min" : "Max"}
            <input
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              name={`${facet.key}.${bound}`}
              defaultValue={boundText(filter?.[bound])}
              placeholder={boundText(facet[bound])}
              className={INPUT_CLASS}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
