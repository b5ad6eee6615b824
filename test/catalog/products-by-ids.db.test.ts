/**
 * productsByIds reads cards with one plain join (every search answer and results page): it must give exactly what
 * the generated client's `select` gives for the same product (getProductById), in the order asked, on either database.
 */
import { getProductById, productsByIds, productsJsonByIds } from "@/server/catalog/products/products";
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

describe("productsJsonByIds (the search API's answer)", () => {
  const asStringified = async (ids: number[]) => JSON.stringify(await productsByIds([...new Set(ids)]));

  test("is JSON.stringify of productsByIds, byte for byte, for awkward text and hand-edited columns", async () => {
    const film = await makeCategory({
      slug: "pbj-film",
      name: 'Film "A" \\ B',
      attributes: [{ key: "width", label: "Width", type: "number", unit: "in", filter: "values" }],
    });
    const awkward = [
      'Quote " backslash \\ slash / tab \t newline \n return \r',
      "Controls \u0001 \u0008 \u000c \u001f \u007f",
      "Émile’s “film” ✓ 🧤 \u2028 \u2029 <script>&amp;",
    ];
    // Written straight to the database: the forms refuse some of these (a name on two lines), a database may still hold them.
    const made = await Promise.all(awkward.map(() => makeProduct({ category: film })));
    await Promise.all(
      made.map((p, i) =>
        db.product.update({
          where: { id: p.id },
          data: {
            name: awkward[i],
            description: awkward[i].split("").reverse().join(""),
            specifications: JSON.stringify({ Note: awkward[i] }),
            unitOfSale: i ? "" : awkward[i],
          },
        }),
      ),
    );
    const unpriced = await makeProduct({ category: film, priceMin: "", priceMax: "" });
    const edited = await makeProduct({ category: film });
    // By hand, past the app's validation: values parseAttributes and parseImages drop, broken JSON, the wrong shapes.
    await db.product.update({
      where: { id: edited.id },
      data: {
        attributes: '{"width": 18, "bad": null, "list": [1], "deep": {"a": 1}, "note": "kept", "thick": 1.5}',
        images: '["/a.svg", 7, null, "/b.svg"]',
      },
    });
    const broken = await makeProduct({ category: film });
    await db.product.update({ where: { id: broken.id }, data: { attributes: "{not json", images: '{"a": "/a.svg"}', categoryId: null } });
    const numbers = await makeProduct({ category: film });
    await db.product.update({
      where: { id: numbers.id },
      data: { attributes: '{"width": 0.30000000000000004, "big": 12345678901234, "neg": -2.5}', images: "[]" },
    });

    const ids = [broken.id, ...made.map((p) => p.id), 999_999_999, unpriced.id, edited.id, numbers.id, made[0].id];
    const { json, count } = await productsJsonByIds(ids);
    expect(json).toBe(await asStringified(ids));
    expect(count).toBe(JSON.parse(json).length);
    expect(count).toBe(7);
    expect(JSON.parse(json)[5].attributes).toEqual({ width: 18, note: "kept", thick: 1.5 });
  });

  test("nothing asked, nothing found, and many ids in the order asked", async () => {
    expect(await productsJsonByIds([])).toEqual({ json: "[]", count: 0 });
    expect(await productsJsonByIds([999_999_998, 999_999_999])).toEqual({ json: "[]", count: 0 });
    const bags = await makeCategory({ slug: "pbj-many" });
    const made = await Promise.all(Array.from({ length: 30 }, () => makeProduct({ category: bags })));
    const ids = [...Array.from({ length: 2_000 }, (_, i) => 2_000_000 + i), ...made.map((p) => p.id).reverse()];
    const { json, count } = await productsJsonByIds(ids);
    expect(count).toBe(30);
    expect(json).toBe(await asStringified(ids));
  });
});
