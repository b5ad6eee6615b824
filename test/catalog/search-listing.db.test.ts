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
import { makeCategory, makeProduct } from "../factories";

useTestDatabase();

// "bags" finds 31 products over three categories, more than one page of 24: by name (the mailers, ranked first),
// by category name (the trash liners) and by description (the gloves); the film matches neither way.
const made = { trash: [] as number[], gloves: [] as number[], mailers: [] as number[] };
beforeAll(async () => {
  const trash = await makeCategory({ name: "Trash Bags" });
  for (let i = 1; i <= 20; i++) made.trash.push((await makeProduct({ name: `Contractor Liner ${i}`, category: trash })).id);
  const gloves = await makeCategory({ name: "Gloves" });
  made.gloves.push((await makeProduct({ name: "Nitrile Gloves", description: "Sold in bags of 100.", category: gloves })).id);
  const mailers = await makeCategory({ name: "Mailer Bags" });
  for (let i = 1; i <= 10; i++) made.mailers.push((await makeProduct({ name: `Poly Mailer Bags ${i}`, category: mailers })).id);
  await makeProduct({ name: "PE Stretch Film 18in", category: await makeCategory({ name: "PE Stretch Film" }) });
});

const categoryOf = async (ids: number[]) => {
  const rows = await db.product.findMany({ where: { id: { in: ids } }, select: { id: true, category: { select: { name: true } } } });
  const byId = new Map(rows.map((r) => [r.id, r.category?.name]));
  return ids.map((id) => byId.get(id));
};

test("a broad term pages 24 at a time through every result, in the search's order", async () => {
  const all = (await searchCatalogIds("bags", 1000)).ids;
  // Name matches first, then the rest by id.
  expect(all).toEqual([...made.mailers, ...made.trash, ...made.gloves]);
  const first = await searchListing("bags", {}, 1);
  expect(first).toMatchObject({ page: 1, total: all.length, found: all.length, capped: false, pageCount: Math.ceil(all.length / 24) });
  expect(first).toMatchObject({ total: 31, pageCount: 2 });
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
  expect(shown).toEqual(
    new Map([
      ["Mailer Bags", 10],
      ["Trash Bags", 20],
      ["Gloves", 1],
    ]),
  );

  const filters = parseFilters([["category", "trash bags"]], SEARCH_FILTER_DEFS);
  if (!filters.ok) throw new Error("filters");
  const narrowed = await searchListing("bags", filters.filters, 1);
  expect(narrowed.total).toBe(20);
  expect(narrowed.found).toBe(all.length);
  expect(new Set(await categoryOf(narrowed.products.map((p) => p.id)))).toEqual(new Set(["Trash Bags"]));
  // The ticked category's own facet still counts what ticking each other one would add.
  expect(narrowed.facets[0].values!.find((v) => v.value === "Mailer Bags")?.count).toBe(10);

  // Two categories: any of them.
  const two = parseFilters(
    [
      ["category", "Trash Bags"],
      ["category", "Mailer Bags"],
    ],
    SEARCH_FILTER_DEFS,
  );
  if (!two.ok) throw new Error("filters");
  expect((await searchListing("bags", two.filters, 1)).total).toBe(30);
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
