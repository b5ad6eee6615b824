/**
 * A product's further images (`images`, a JSON array of URLs): stored and
 * answered by the admin API and the public one, checked like imageUrl, kept
 * when a PUT leaves them out, and a change to them moves CatalogVersion (the
 * catalogue triggers still fire after the column was added).
 */
import { PUT as updateProductRoute } from "@/app/api/admin/products/[id]/route";
import { POST as createProductRoute } from "@/app/api/admin/products/route";
import { GET as publicProductRoute } from "@/app/api/products/[slug]/route";
import { PRODUCT_IMAGES_MAX } from "@/lib/validation/product";
import { catalogVersion } from "@/server/catalog/search/catalog-index";
import { db } from "@/server/db/client";
import { useTestDatabase } from "../db";
import { makeAdmin, makeCategory } from "../factories";
import { expectProductMatchesDb, login, send, validProduct } from "../kit";

useTestDatabase();

const IMAGES = ["/uploads/0123456789abcdef0123456789abcdef.webp", "https://images.example.com/side.jpg"];

let cookie = "";
beforeAll(async () => {
  await makeAdmin();
  // The category validProduct files its products under.
  await makeCategory({ name: "Image Bags" });
  cookie = await login();
});

const storedImages = async (id: number) =>
  JSON.parse((await db.product.findUniqueOrThrow({ where: { id }, select: { images: true } })).images);

test("created with images, answered in order and stored as JSON; a product made without any has none", async () => {
  const made = await send(createProductRoute, "POST", "/api/admin/products", {
    cookie,
    body: await validProduct("img-a", { images: IMAGES.map((u) => ` ${u} `) }),
  });
  expect(made.status).toBe(201);
  expect(made.body.images).toEqual(IMAGES);
  await expectProductMatchesDb(made.body);
  const shown = await send(publicProductRoute, "GET", "/api/products/test-product-img-a", { params: { slug: "test-product-img-a" } });
  expect(shown.status).toBe(200);
  expect(shown.body.images).toEqual(IMAGES);

  const plain = await send(createProductRoute, "POST", "/api/admin/products", { cookie, body: await validProduct("img-none") });
  expect(plain.status).toBe(201);
  expect(plain.body.images).toEqual([]);
  expect(await storedImages(plain.body.id)).toEqual([]);
});

test("a PUT without images keeps them, [] clears them, and each change moves the catalogue version", async () => {
  const made = await send(createProductRoute, "POST", "/api/admin/products", {
    cookie,
    body: await validProduct("img-b", { images: IMAGES }),
  });
  const id = made.body.id as number;
  const path = `/api/admin/products/${id}`;

  const kept = await send(updateProductRoute, "PUT", path, {
    cookie,
    params: { id: String(id) },
    body: await validProduct("img-b", { description: "edited" }),
  });
  expect(kept.status).toBe(200);
  expect(kept.body.images).toEqual(IMAGES);
  expect(await storedImages(id)).toEqual(IMAGES);

  const before = await catalogVersion();
  const swapped = await send(updateProductRoute, "PUT", path, {
    cookie,
    params: { id: String(id) },
    body: await validProduct("img-b", { description: "edited", images: [IMAGES[1], IMAGES[0]] }),
  });
  expect(swapped.body.images).toEqual([IMAGES[1], IMAGES[0]]);
  expect(await catalogVersion()).toBeGreaterThan(before);

  const cleared = await send(updateProductRoute, "PUT", path, {
    cookie,
    params: { id: String(id) },
    body: await validProduct("img-b", { description: "edited", images: [] }),
  });
  expect(cleared.body.images).toEqual([]);
  expect(await storedImages(id)).toEqual([]);
});

test.each([
  ["a bad URL", ["/uploads/a.webp", "javascript:alert(1)"], "images.1", "Each image must be a valid image URL"],
  ["an empty entry", [""], "images.0", "Each image must be a valid image URL"],
  ["a non-text entry", [42], "images.0", "Each image must be a valid image URL"],
  ["not a list", "/uploads/a.webp", "images", "Images must be a list of image URLs"],
  [
    "too many",
    Array.from({ length: PRODUCT_IMAGES_MAX + 1 }, (_, i) => `/uploads/${i}.webp`),
    "images",
    `At most ${PRODUCT_IMAGES_MAX} further images`,
  ],
])("%s is refused with a 400 naming the field, and nothing is stored", async (_label, images, field, message) => {
  const tag = `img-bad-${field.replace(".", "-")}-${String(images).length}`;
  const answer = await send(createProductRoute, "POST", "/api/admin/products", { cookie, body: await validProduct(tag, { images }) });
  expect(answer.status).toBe(400);
  expect(answer.body.errors).toEqual({ [field]: message });
  expect(await db.product.count({ where: { sku: `TP-${tag}` } })).toBe(0);
});
