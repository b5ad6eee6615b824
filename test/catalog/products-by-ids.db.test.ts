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
