/**
 * Typed attributes through the admin API, as the admin forms send them: a
 * category's definitions (PUT /api/admin/categories/{id}), a product's values
 * (POST/PUT /api/admin/products), and what the public reads give back.
 */
import { PUT as updateCategoryRoute } from "@/app/api/admin/categories/[id]/route";
import { POST as createCategoryRoute } from "@/app/api/admin/categories/route";
import { PUT as updateProductRoute } from "@/app/api/admin/products/[id]/route";
import { POST as createProductRoute } from "@/app/api/admin/products/route";
import { GET as categoryRoute } from "@/app/api/categories/[slug]/route";
import { GET as categoriesRoute } from "@/app/api/categories/route";
import { GET as productRoute } from "@/app/api/products/[slug]/route";
import type { AttributeDef } from "@/lib/attributes";
import { db } from "@/server/db/client";
import type { Json } from "../api";
import { useTestDatabase } from "../db";
import { makeAdmin } from "../factories";
import { login, send, unchanged, validCategory, validProduct } from "../kit";

useTestDatabase();

let cookie = "";
let category: Json;
beforeAll(async () => {
  await makeAdmin();
  cookie = await login();
  const created = await send(createCategoryRoute, "POST", "/api/admin/categories", { body: validCategory("film"), cookie });
  expect(created.status).toBe(201);
  category = created.body;
});

const putCategory = (body: unknown) =>
  send(updateCategoryRoute, "PUT", `/api/admin/categories/${category.id}`, { body, cookie, params: { id: String(category.id) } });
const createProduct = (body: unknown) => send(createProductRoute, "POST", "/api/admin/products", { body, cookie });
const putProduct = (id: number, body: unknown) =>
  send(updateProductRoute, "PUT", `/api/admin/products/${id}`, { body, cookie, params: { id: String(id) } });
const getProduct = (slug: string) => send(productRoute, "GET", `/api/products/${slug}`, { params: { slug } });

const DEFS: AttributeDef[] = [
  { key: "width", label: "Width", type: "number", unit: "in", filter: "values" },
  { key: "thickness", label: "Thickness", type: "number", unit: "gauge", filter: "range" },
  { key: "color", label: "Color", type: "text", unit: null, filter: "values" },
];

const film = (tag: string, overrides: Record<string, unknown> = {}) =>
  validProduct(tag, { categoryId: category.id, specifications: JSON.stringify({ Width: "18in", Core: "3 in" }), ...overrides });

describe("typed attributes through the admin API", () => {
  let productId = 0;

  test("PUT a category's attributes: stored in order (no unit as null), and both category reads the admin uses carry them", async () => {
    // As the category form sends them: "" is its "No unit".
    const answer = await putCategory({ ...validCategory("film"), attributes: DEFS.map((d) => ({ ...d, unit: d.unit ?? "" })) });
    expect(answer.status).toBe(200);
    expect(answer.body.attributes).toEqual(DEFS);
    expect(
      (await send(categoryRoute, "GET", `/api/categories/${category.slug}`, { params: { slug: category.slug } })).body.attributes,
    ).toEqual(DEFS);
    const list = (await send(categoriesRoute, "GET", "/api/categories")).body as Json[];
    expect(list.map((c) => [c.name, c.attributes])).toEqual([["Test Category film", DEFS]]);
    const row = await db.category.findUniqueOrThrow({ where: { id: category.id } });
    expect(JSON.parse(row.attributes)).toEqual(DEFS);
  });

  test("a category definition the schema refuses is a 400 naming the row's field, nothing stored", async () => {
    for (const [attributes, field, message] of [
      [[DEFS[0], { ...DEFS[1], key: "width" }], "attributes.1.key", "Key width is used twice"],
      [[{ ...DEFS[2], unit: "in" }], "attributes.0.unit", "Only a number attribute has a unit"],
      [[{ ...DEFS[2], filter: "range" }], "attributes.0.filter", "Only a number attribute can be a range filter"],
      [[{ ...DEFS[0], unit: "furlong" }], "attributes.0.unit", "Unit is not one the catalogue knows"],
    ] as const) {
      const answer = await unchanged(() => putCategory({ ...validCategory("film"), attributes }));
      expect(answer.status).toBe(400);
      expect(answer.body.errors[field]).toBe(message);
    }
  });

  test("POST a product with attributes: GET returns them (numbers as numbers) and the specifications carry the labelled values", async () => {
    const answer = await createProduct(await film("attr-1", { attributes: { width: 18, thickness: "80", color: " Clear " } }));
    expect(answer.status).toBe(201);
    productId = answer.body.id;
    const read = await getProduct("test-product-attr-1");
    expect(read.status).toBe(200);
    expect(read.body.attributes).toEqual({ width: 18, thickness: 80, color: "Clear" });
    // "18in" already says 18 in, so it stays as written; the others are added under their labels.
    expect(JSON.parse(read.body.specifications)).toEqual({ Width: "18in", Core: "3 in", Thickness: "80 gauge", Color: "Clear" });
  });

  test("a value that is not a number is a 400 naming attributes.width, nothing saved", async () => {
    const body = await film("attr-bad", { attributes: { width: "wide", thickness: 80 } });
    const answer = await unchanged(() => createProduct(body));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ "attributes.width": "Width must be a number" });
    expect(answer.body.message).toBe("attributes.width: Width must be a number");
    expect((await getProduct("test-product-attr-bad")).status).toBe(404);
    // The same on an edit: the stored values stay.
    const edit = await unchanged(async () => putProduct(productId, await film("attr-1", { attributes: { width: "wide" } })));
    expect(edit.status).toBe(400);
    expect(edit.body.errors["attributes.width"]).toBe("Width must be a number");
  });

  test("a key the category does not define is a 400 naming it", async () => {
    const body = await film("attr-unknown", { attributes: { width: 18, colour: "Clear" } });
    const answer = await unchanged(() => createProduct(body));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ "attributes.colour": "colour is not an attribute of this category" });
  });

  test("changing the thickness unit from gauge to mil converts the stored 80 to 0.8", async () => {
    const answer = await putCategory({ ...validCategory("film"), attributes: [DEFS[0], { ...DEFS[1], unit: "mil" }, DEFS[2]] });
    expect(answer.status).toBe(200);
    const read = await getProduct("test-product-attr-1");
    expect(read.body.attributes).toEqual({ width: 18, thickness: 0.8, color: "Clear" });
  });

  test("a product PUT without attributes keeps its stored ones; one with {} clears them", async () => {
    const body: Record<string, unknown> = await film("attr-1", { name: "Test Product attr-1 renamed", slug: "test-product-attr-1" });
    delete body.attributes;
    const kept = await putProduct(productId, body);
    expect(kept.status).toBe(200);
    expect(kept.body.attributes).toEqual({ width: 18, thickness: 0.8, color: "Clear" });
    expect((await getProduct("test-product-attr-1")).body).toMatchObject({
      name: "Test Product attr-1 renamed",
      attributes: { width: 18, thickness: 0.8, color: "Clear" },
    });
    const cleared = await putProduct(productId, { ...body, attributes: {} });
    expect(cleared.status).toBe(200);
    expect((await getProduct("test-product-attr-1")).body.attributes).toEqual({});
  });
});
