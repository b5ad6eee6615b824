import { formatAttribute, type AttributeDef } from "@/lib/attributes";
import type { Facet, Filter } from "@/lib/facets";
import { facetLegend, valueParam } from "./filter-links";
import { formatCount } from "@/lib/count";

/**
 * A values facet: one checkbox per value, "18 in (12)", each count what
 * ticking it would give. A value no product would match is left out unless
 * it is ticked (so it can be unticked).
 */
export function ValuesFacet({ facet, def, filter }: { facet: Facet; def: AttributeDef; filter?: Filter }) {
  const ticked = new Set((filter?.values ?? []).map(valueParam).map((v) => v.toLowerCase()));
  const values = (facet.values ?? []).filter((v) => v.count > 0 || ticked.has(valueParam(v.value).toLowerCase()));
  if (values.length === 0) return null;
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold">{facetLegend(facet.label, facet.unit)}</legend>
      {values.map((v) => {
        const param = valueParam(v.value);
        return (
          <label key={param} className="flex cursor-pointer items-start gap-2 text-sm">
            <input
              type="checkbox"
              name={facet.key}
              value={param}
              defaultChecked={ticked.has(param.toLowerCase())}
              className="mt-0.5 size-4 shrink-0 accent-primary"
            />
            <span className="min-w-0 break-words">
              {formatAttribute(def, v.value)} <span className="text-muted-foreground">({formatCount(v.count)})</span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
