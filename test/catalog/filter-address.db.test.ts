/**
 * What the proxy makes of a category address whose query is shaped like filters (filterAddress), against a real
 * database: a renamed category's old slug, names the category has no filter for, and real filters.
 */
import { updateCategory } from "@/server/catalog/categories/categories";
import { filterAddress } from "@/server/catalog/categories/filter-address";
import { useTestDatabase } from "../db";
import { makeCategory } from "../factories";

useTestDatabase();

const WIDTH = { key: "width", label: "Width", type: "number", unit: "in", filter: "values" } as const;
const NOTE = { key: "note", label: "Note", type: "text", filter: "none" } as const;

test("real filters are the filtered view; names the category has no filter for are its plain page", async () => {
  const film = await makeCategory({ slug: "fa-film", attributes: [WIDTH, NOTE] });
  expect(await filterAddress(film.slug, ["width"])).toEqual({ kind: "filtered" });
  expect(await filterAddress(film.slug, ["width.min"])).toEqual({ kind: "filtered" });
  expect(await filterAddress(film.slug, ["ref", "width"])).toEqual({ kind: "filtered" });
  // An attribute that is not offered as a filter is no filter either.
  expect(await filterAddress(film.slug, ["note"])).toEqual({ kind: "plain" });
  expect(await filterAddress(film.slug, ["capacity", "ref"])).toEqual({ kind: "plain" });
});

test("a renamed category's old slug is its new one; an unknown slug is left to the view (not found)", async () => {
  const bags = await makeCategory({ slug: "fa-bags", attributes: [WIDTH] });
  await updateCategory(
    bags.id,
    { name: bags.name, slug: "fa-bags-two", description: bags.description, imageUrl: bags.imageUrl, attributes: [WIDTH] },
    "test",
  );
  expect(await filterAddress("fa-bags", ["width"])).toEqual({ kind: "moved", slug: "fa-bags-two" });
  expect(await filterAddress("fa-bags-two", ["width"])).toEqual({ kind: "filtered" });
  expect(await filterAddress("fa-no-such-shelf", ["width"])).toEqual({ kind: "filtered" });
});
