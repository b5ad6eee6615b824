/**
 * The search results page's data: 24 results a page in the search's order,
 * and the category facet, only of the categories the results span, each
 * counted exactly; ticking categories narrows the pages.
 */
import { parseFilters } from "@/lib/facets";
import { readSearchFilters, SEARCH_FILTER_DEFS, searchListing } from "@/server/catalog/search/search-listing";
import { searchCatalogIds } from "@/server/catalog/search/spec-search";
import { db } from "@/server/db/client";
import { useTestDatabase } from "../db";

useTestDatabase({ seed: true });

const categoryOf = async (ids: number[]) => {
  const rows = await db.product.findMany({ where: { id: { in: ids } }, select: { id: true, category: { select: { name: true } } } });
  const byId = new Map(rows.map((r) => [r.id, r.category?.name]));
  return ids.map((id) => byId.get(id));
};

test("a broad term pages 24 at a time through every result, in the search's order", async () => {
  const all = (await searchCatalogIds("bags", 1000)).ids;
  expect(all.length).toBeGreaterThan(24);
  const first = await searchListing("bags", {}, 1);
  expect(first).toMatchObject({ page: 1, total: all.length, found: all.length, capped: false, pageCount: Math.ceil(all.length / 24) });
  expect(first.products).toHaveLength(24);
  const seen: number[] = [];
  for (let page = 1; page <= first.pageCount; page++) seen.push(...(await searchListing("bags", {}, page)).products.map((p) => p.id));
  expect(seen).toEqual(all);
  // Past the last page: the last page.
  expect((await searchListing("bags", {}, 999)).page).toBe(first.pageCount);
});

test("the category facet lists only the categories the results span, with exact counts; ticking one narrows the results", async () => {
  const all = (await searchCatalogIds("bags", 1000)).ids;
  const names = await categoryOf(all);
  const expected = new Map<string, number>();
  for (const n of names) if (n) expected.set(n, (expected.get(n) ?? 0) + 1);

  const listing = await searchListing("bags", {}, 1);
  const facet = listing.facets.find((f) => f.key === "category")!;
  const shown = new Map(facet.values!.filter((v) => v.count > 0).map((v) => [v.value, v.count]));
  expect(shown).toEqual(expected);
  expect(shown.has("PE Stretch Film")).toBe(false);
  expect(shown.size).toBeGreaterThan(1);

  const filters = parseFilters([["category", "trash bags"]], SEARCH_FILTER_DEFS);
  if (!filters.ok) throw new Error("filters");
  const narrowed = await searchListing("bags", filters.filters, 1);
  expect(narrowed.total).toBe(expected.get("Trash Bags"));
  expect(narrowed.found).toBe(all.length);
  expect(new Set(await categoryOf(narrowed.products.map((p) => p.id)))).toEqual(new Set(["Trash Bags"]));
  // The ticked category's own facet still counts what ticking each other one would add.
  expect(narrowed.facets[0].values!.find((v) => v.value === "Mailer Bags")?.count).toBe(expected.get("Mailer Bags"));

  // Two categories: any of them.
  const two = parseFilters(
    [
      ["category", "Trash Bags"],
      ["category", "Mailer Bags"],
    ],
    SEARCH_FILTER_DEFS,
  );
  if (!two.ok) throw new Error("filters");
  expect((await searchListing("bags", two.filters, 1)).total).toBe(expected.get("Trash Bags")! + expected.get("Mailer Bags")!);
});

test("a results address's filter reads to one canonical query; paging and the term are not filters", () => {
  expect(
    readSearchFilters([
      ["q", "bags"],
      ["category", " Trash Bags "],
      ["page", "2"],
    ]),
  ).toEqual({ ok: true, filters: { category: { values: ["Trash Bags"] } }, query: "category=Trash+Bags" });
  expect(readSearchFilters([["q", "bags"]])).toEqual({ ok: true, filters: {}, query: "" });
});
