import "server-only";
import { filterDefs } from "@/lib/facets";
import { currentSlug } from "@/server/catalog/former-slugs";
import { catalogIndex } from "@/server/catalog/search/catalog-index";

/**
 * What a category address whose query is shaped like filters (`?width=18`) is, decided before any page streams
 * (src/proxy.ts): once the filtered view has begun streaming, a redirect from it is only the browser script's, and a
 * reader without JavaScript (or a crawler) gets an empty 200.
 * - `moved`: a renamed category's old slug; the same query at the new one (308).
 * - `plain`: the category has a filter for none of the names (an old link after an attribute was removed, a
 *   tracking tag nobody listed); its plain page (307).
 * - `filtered`: the filtered view renders it (also for an unknown category, which it answers as not found).
 */
export type FilterAddress = { kind: "filtered" } | { kind: "plain" } | { kind: "moved"; slug: string };

export async function filterAddress(slug: string, names: readonly string[]): Promise<FilterAddress> {
  const category = (await catalogIndex()).bySlug.get(slug);
  if (!category) {
    const now = await currentSlug("category", slug);
    return now && now !== slug ? { kind: "moved", slug: now } : { kind: "filtered" };
  }
  const keys = new Set(filterDefs(category.defs).map((d) => d.key));
  return names.some((name) => keys.has(name.split(".")[0])) ? { kind: "filtered" } : { kind: "plain" };
}
