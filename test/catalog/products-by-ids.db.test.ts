/**
 * productsByIds reads cards with one plain join (every search answer and results page): it must give exactly what
 * the generated client's `select` gives for the same product (getProductById), in the order asked, on either database.
 */
import { getProductById, productsByIds } from "@/server/catalog/products/products";
import { db } from "@/server/db/client";
import { useTestDatabase } from "../db";
import { makeCategory, makeProduct } from "../factories";

useTestDatabase();

test("the products asked for, in the order asked, each as getProductById reads it; unknown ids are skipped", async () => {
  const film = await makeCategory({
    slug: "pbi-film",
    attributes: [{ key: "width", label: "Width", type: "number", unit: "in", filter: "values" }],
  });
  const priced = await makeProduct({ category: film, specifications: '{"Width": "18in"}', unitOfSale: "per roll" });
  const unpriced = await makeProduct({ category: film, priceMin: "", priceMax: "" });
  const loose = await makeProduct({ category: film, name: "Émile's “quoted” film ✓" });
  // A product whose category was deleted keeps no category.
  await db.product.update({ where: { id: loose.id }, data: { categoryId: null, images: '["/images/a.svg", 7]' } });

  const order = [loose.id, 999_999_999, priced.id, unpriced.id];
  const found = await productsByIds(order);
  const expected = await Promise.all([loose.id, priced.id, unpriced.id].map((id) => getProductById(id)));
  expect(found).toEqual(expected);
  expect(found.map((p) => p.id)).toEqual([loose.id, priced.id, unpriced.id]);
  expect(found[0].category).toBeNull();
  expect(found[0].images).toEqual(["/images/a.svg"]);
  expect(found[1].category).toEqual({ name: film.name, slug: film.slug });
  expect(found[2].priceMin).toBeNull();

  expect(await productsByIds([])).toEqual([]);
  expect(await productsByIds([priced.id, priced.id])).toEqual([expected[1], expected[1]]);
});

test("a write is seen by the next read at once, and any number of ids is one statement", async () => {
  const film = await makeCategory({ slug: "pbi-many" });
  const made = await Promise.all(Array.from({ length: 40 }, () => makeProduct({ category: film })));
  await db.product.update({ where: { id: made[0].id }, data: { name: "Renamed just now" } });
  expect((await productsByIds([made[0].id]))[0].name).toBe("Renamed just now");

  // More ids than SQLite's default limit of bound parameters (999 before 3.32), most unknown.
  const ids = [...Array.from({ length: 5_000 }, (_, i) => 1_000_000 + i), ...made.map((p) => p.id).reverse()];
  expect((await productsByIds(ids)).map((p) => p.id)).toEqual(made.map((p) => p.id).reverse());

  await db.product.delete({ where: { id: made[1].id } });
  expect(await productsByIds([made[1].id])).toEqual([]);
});
