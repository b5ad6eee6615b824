/**
 * Search that understands specs and typos, on a catalogue of its own (not the
 * seed, so the expectations follow from the rows below): specs typed in the
 * query rank products by their typed attributes, the remaining words by text,
 * an exact SKU first; words no name holds are corrected to the catalogue's own.
 */
import type { AttributeDef } from "@/lib/attributes";
import { GET as searchRoute } from "@/app/api/products/search/route";
import { db } from "@/server/db/client";
import { searchCatalog } from "@/server/catalog/search/spec-search";
import { searchProducts } from "@/server/catalog/search/search";
import { call, type Json } from "../api";
import { useTestDatabase } from "../db";

useTestDatabase();

const film: AttributeDef[] = [
  { key: "width", label: "Width", type: "number", unit: "in", filter: "values" },
  { key: "length", label: "Length", type: "number", unit: "ft", filter: "range" },
  { key: "thickness", label: "Thickness", type: "number", unit: "gauge", filter: "values" },
  { key: "color", label: "Color", type: "text", unit: null, filter: "values" },
];
const trash: AttributeDef[] = [
  { key: "capacity", label: "Capacity", type: "number", unit: "gal", filter: "values" },
  { key: "thickness", label: "Thickness", type: "number", unit: "mil", filter: "values" },
];
const gloves: AttributeDef[] = [
  { key: "material", label: "Material", type: "text", unit: null, filter: "values" },
  { key: "thickness", label: "Thickness", type: "number", unit: "mil", filter: "values" },
];

const skus: Record<string, number> = {};

beforeAll(async () => {
  const cat = async (name: string, slug: string, defs: AttributeDef[]) =>
    (await db.category.create({ data: { name, slug, description: "d", imageUrl: "/x.svg", attributes: JSON.stringify(defs) } })).id;
  const films = await cat("Stretch Film", "stretch-film", film);
  const bags = await cat("Trash Bags", "trash-bags", trash);
  const glove = await cat("Gloves", "gloves", gloves);
  const add = async (
    sku: string,
    name: string,
    categoryId: number,
    attributes: Record<string, number | string>,
    description = "A product.",
  ) => {
    const row = await db.product.create({
      data: { sku, name, slug: sku.toLowerCase(), description, imageUrl: "/x.svg", categoryId, attributes: JSON.stringify(attributes) },
    });
    skus[sku] = row.id;
  };
  await add("F-1880", "Hand Stretch Film 18in x 1500ft 80 Gauge", films, { width: 18, length: 1500, thickness: 80, color: "Clear" });
  await add("F-1860", "Hand Stretch Film 18in x 1500ft 60 Gauge", films, { width: 18, length: 1500, thickness: 60, color: "Clear" });
  await add("F-2080", "Machine Stretch Film 20in x 5000ft 80 Gauge", films, { width: 20, length: 5000, thickness: 80, color: "Clear" });
  await add("F-1210", "Hand Stretch Film 12in x 1000ft 120 Gauge", films, { width: 12, length: 1000, thickness: 120, color: "Black" });
  await add("F-18150", "Heavy Film 18in x 1500ft 150 Gauge", films, { width: 18, length: 1500, thickness: 150, color: "Clear" });
  await add("T-5515", "Contractor Trash Bags 55 Gallon 1.5 Mil", bags, { capacity: 55, thickness: 1.5 });
  await add("T-5520", "Contractor Trash Bags 55 Gallon 2 Mil", bags, { capacity: 55, thickness: 2 });
  await add("T-3315", "Trash Bags 33 Gallon 1.5 Mil", bags, { capacity: 33, thickness: 1.5 });
  await add("G-N4", "Nitrile Gloves 4 mil Blue", glove, { material: "Nitrile", thickness: 4 });
  await add("G-V3", "Vinyl Gloves 3 mil", glove, { material: "Vinyl", thickness: 3 });
  // Only its description mentions the width: text, not a spec.
  await add("X-1", "Packing Tape", glove, {}, "Pairs well with 18 inch stretch film.");
});

const ids = async (q: string) => (await searchCatalog(q)).products.map((p) => p.sku);

test.each([["18 inch 80 gauge"], ["18\" x 1500' 80ga"], ["18in 80g stretch film"], ["18x1500x80"]])(
  "%s puts the 18 in 80 gauge film first",
  async (q) => {
    const found = await ids(q);
    expect(found[0]).toBe("F-1880");
    // Partial matches (18 in at another gauge, 80 gauge at another width) follow the full one.
    expect(found).toEqual(expect.arrayContaining(["F-1860", "F-2080"]));
    expect(found.indexOf("F-1880")).toBeLessThan(found.indexOf("F-1860"));
  },
);

test("20 micron finds the 80 gauge films (the nearest standard gauge), not others", async () => {
  const found = await ids("20 micron");
  expect(new Set(found.slice(0, 2))).toEqual(new Set(["F-1880", "F-2080"]));
  expect(found).not.toContain("F-1210");
  expect((await searchCatalog("20 micron")).chips).toEqual(["20 µm"]);
});

test("1.5 mil 55 gallon ranks the bag with both first, then those with one", async () => {
  const found = await ids("1.5 mil 55 gallon");
  expect(found[0]).toBe("T-5515");
  expect(new Set(found.slice(1, 3))).toEqual(new Set(["T-3315", "T-5520"]));
  // 1.5 mil is 150 gauge: the heavy film matches that spec too, but it has no capacity: after the bags.
  expect(found.indexOf("F-18150")).toBe(3);
});

test("the words narrow the spec matches first: 18 inch film before the tape that only mentions it", async () => {
  const found = await ids("18 inch stretch film");
  expect(new Set(found.slice(0, 3))).toEqual(new Set(["F-1860", "F-1880", "F-18150"]));
});

test("products of one score are listed by id", async () => {
  // Three 18 in films of equal score, made in this order; "1.5 mil 55 gallon" has three scores.
  expect(await ids("18 inch")).toEqual(["F-1880", "F-1860", "F-18150"]);
  const found = await ids("1.5 mil 55 gallon");
  const ties = found.slice(1, 3);
  expect(ties).toEqual([...ties].sort((a, b) => skus[a] - skus[b]));
});

test("a query without specs is the text search, unchanged", async () => {
  for (const q of ["stretch", "nitrile gloves", "F-2080", "tape"]) {
    expect(await ids(q)).toEqual((await searchProducts(q)).map((p) => p.sku));
  }
});

test("an exact SKU comes first, also beside specs", async () => {
  expect((await ids("g-v3"))[0]).toBe("G-V3");
});

test.each([
  ["strech film", "stretch film", "F-1880"],
  ["nitrle gloves", "nitrile gloves", "G-N4"],
  ["Contracter trash bgas", "contractor trash bags", "T-5515"],
])("typo %s shows results for %s", async (q, corrected, expected) => {
  const found = await searchCatalog(q);
  expect(found.correctedQuery?.toLowerCase()).toBe(corrected);
  expect(found.products.map((p) => p.sku)).toContain(expected);
  expect(await searchProducts(q)).toEqual([]);
});

test("a typo beside specs: corrected words, specs kept", async () => {
  const found = await searchCatalog("strech film 18in 80g");
  expect(found.correctedQuery).toBe("stretch film 18in 80g");
  expect(found.products[0].sku).toBe("F-1880");
  expect(found.chips).toEqual(["18 in", "80 gauge"]);
});

test("nothing near: no correction, no results", async () => {
  const found = await searchCatalog("zzqqxx");
  expect(found).toEqual({ products: [], correctedQuery: null, chips: [] });
});

test("the API answers the ranked array and names the corrected query in a header", async () => {
  const res = await call(searchRoute, "GET", "/api/products/search", { query: { q: "strech film 18in 80g" } });
  expect(res.status).toBe(200);
  expect((res.body as Json[])[0].sku).toBe("F-1880");
  expect(decodeURIComponent(res.headers.get("x-showing-results-for") ?? "")).toBe("stretch film 18in 80g");
  const plain = await call(searchRoute, "GET", "/api/products/search", { query: { q: "stretch film" } });
  expect(plain.headers.get("x-showing-results-for")).toBeNull();
});

test("a change to the catalogue reaches the next search (the index follows CatalogVersion)", async () => {
  expect(await ids("25 inch")).toEqual([]);
  await db.$executeRawUnsafe(
    `UPDATE "Product" SET "attributes" = '{"width":25,"length":1500,"thickness":80,"color":"Clear"}' WHERE "sku" = 'F-1210'`,
  );
  expect(await ids("25 inch")).toEqual(["F-1210"]);
});
