/**
 * The stretch-film page and the catalogue are one set of data: the page's
 * price is its product's, every orderable card and variant is a product of its
 * own, every price says what it buys (unitOfSale), and concurrent edits of the
 * page content never drop each other.
 */
import { PUT as cardRoute } from "@/app/api/admin/catalog-cards/[index]/route";
import { GET as getContentRoute, POST as saveContentRoute } from "@/app/api/admin/product-page-content/route";
import { PUT as updateProductRoute } from "@/app/api/admin/products/[id]/route";
import { POST as createProductRoute } from "@/app/api/admin/products/route";
import { GET as getQuoteRoute } from "@/app/api/admin/quote-requests/[id]/route";
import { GET as categoryProductsRoute } from "@/app/api/categories/[slug]/products/route";
import { GET as productRoute } from "@/app/api/products/[slug]/route";
import { GET as productsRoute } from "@/app/api/products/route";
import { POST as quoteRoute } from "@/app/api/quote-requests/route";
import { priceText } from "@/lib/money";
import { db } from "@/server/db/client";
import { linkedProducts, updateCatalogCard } from "@/server/page-content/page-content";
import type { Json } from "../api";
import { useTestDatabase } from "../db";
import { login, send, unchanged, validCard } from "../kit";

useTestDatabase({ seed: true });

let cookie = "";
beforeAll(async () => {
  cookie = await login();
});

const STALE = /changed since you opened it; reload/;
const HAND = ["USSF.0001", "USSF.0002", "USSF.0012", "USSF.0016", "USSF.0004", "USSF.0013", "USSF.0015", "USSF.0020"];
const MACHINE = ["USSF.0008", "USSF.0009", "USSF.0010", "USSF.0011", "USSF.0014", "USSF.0019"];

const getContent = () => send(getContentRoute, "GET", "/api/admin/product-page-content", { cookie });
const saveContent = (body: unknown) => send(saveContentRoute, "POST", "/api/admin/product-page-content", { body, cookie });
const putCard = (index: number, body: unknown) =>
  send(cardRoute, "PUT", `/api/admin/catalog-cards/${index}`, { body, cookie, params: { index: String(index) } });
const apiProduct = (slug: string) => send(productRoute, "GET", `/api/products/${slug}`, { params: { slug } });
const bySku = (sku: string) => db.product.findUniqueOrThrow({ where: { sku }, include: { category: true } });
const storedDocument = async () => JSON.parse((await db.productPageContent.findUniqueOrThrow({ where: { slug: "stretch-film" } })).content);
let ip = 0;
const quote = (items: unknown[]) =>
  send(quoteRoute, "POST", "/api/quote-requests", {
    body: {
      name: "Dana Buyer",
      company: "Acme",
      email: "dana@acme.example",
      phone: "(555) 201-3344",
      state: "NJ",
      zip: "08837",
      notes: "",
      items,
    },
    headers: { "x-forwarded-for": `10.77.0.${++ip}` },
  });
const adminQuote = async (reference: string) => {
  const row = await db.quoteRequest.findUniqueOrThrow({ where: { reference } });
  return (await send(getQuoteRoute, "GET", `/api/admin/quote-requests/${row.id}`, { cookie, params: { id: String(row.id) } })).body;
};
/** The product form's body for a stored product, with `changes`. */
const productBody = (p: Awaited<ReturnType<typeof bySku>>, changes: Record<string, unknown> = {}) => ({
  name: p.name,
  slug: p.slug,
  sku: p.sku,
  description: p.description,
  priceMin: p.priceMin,
  priceMax: p.priceMax,
  imageUrl: p.imageUrl,
  categoryId: p.categoryId,
  specifications: p.specifications,
  unitOfSale: p.unitOfSale,
  ...changes,
});

describe("one product, one price: the page's price range is its product's", () => {
  test("a price saved in the page editor is the price of product pe001 on its API, its category's list, /api/products and new quotes", async () => {
    const loaded = (await getContent()).body;
    const answer = await saveContent({ ...loaded, priceRange: { min: "47.5", max: "58" } });
    expect(answer.status).toBe(200);
    expect(answer.body.priceRange).toEqual({ min: "47.50", max: "58.00" });

    const film = (await apiProduct("stretch-film")).body;
    expect([film.priceMin, film.priceMax]).toEqual(["47.50", "58.00"]);
    const inCategory = (
      await send(categoryProductsRoute, "GET", "/api/categories/pe-stretch-film/products", { params: { slug: "pe-stretch-film" } })
    ).body;
    expect(inCategory.find((p: Json) => p.sku === "pe001")).toMatchObject({ priceMin: "47.50", priceMax: "58.00" });
    const all = (await send(productsRoute, "GET", "/api/products")).body;
    expect(all.find((p: Json) => p.sku === "pe001")).toMatchObject({ priceMin: "47.50", priceMax: "58.00" });
    expect((await getContent()).body.priceRange).toEqual({ min: "47.50", max: "58.00" });

    // The stored document keeps no copy of its own that could drift.
    expect((await storedDocument()).priceRange).toBeUndefined();

    const q = await quote([{ productId: film.id, sku: "pe001", name: film.name, quantity: 2 }]);
    expect(q.status).toBe(201);
    expect((await adminQuote(q.body.reference)).items[0]).toMatchObject({ sku: "pe001", priceText: "$47.50 - $58.00" });
  });

  test("a price changed on the product (admin Products) is the price the page editor loads", async () => {
    const film = await bySku("pe001");
    const answer = await send(updateProductRoute, "PUT", `/api/admin/products/${film.id}`, {
      body: productBody(film, { priceMin: "41.00", priceMax: "49.00" }),
      cookie,
      params: { id: String(film.id) },
    });
    expect(answer.status).toBe(200);
    expect((await getContent()).body.priceRange).toEqual({ min: "41.00", max: "49.00" });
  });

  test("a page content save that fails validation changes neither the content nor the product", async () => {
    const loaded = (await getContent()).body;
    const answer = await unchanged(() => saveContent({ ...loaded, priceRange: { min: "30.00", max: "35.00" }, productName: "" }));
    expect(answer.status).toBe(400);
  });
});

describe("every catalogue card and variant code is a product of its own", () => {
  test("the 14 variant codes are products in PE Stretch Film whose specifications are the table's size, thickness and color", async () => {
    const content = (await getContent()).body;
    expect(content.handWrappedVariants.map((v: Json) => v.code)).toEqual(HAND);
    expect(content.machineWrappedVariants.map((v: Json) => v.code)).toEqual(MACHINE);
    for (const v of [...content.handWrappedVariants, ...content.machineWrappedVariants]) {
      const p = await bySku(v.code);
      expect(p.category?.slug).toBe("pe-stretch-film");
      expect(JSON.parse(p.specifications)).toMatchObject({ Size: v.size, Thickness: v.thickness, Color: v.color });
      expect(p.priceMin).toMatch(/^\d+\.\d\d$/);
      expect(p.unitOfSale).not.toBe("");
      expect(p.name).toMatch(HAND.includes(v.code) ? /^Hand Stretch Film / : /^Machine Stretch Film /);
    }
    // USSF.0001 is the original page's 450mm x 1500ft, 20mic, in its table row and its product alike.
    expect(content.handWrappedVariants[0]).toMatchObject({ code: "USSF.0001", size: "450mm x 1500ft", thickness: "20mic" });
  });

  test("each catalogue card's SKU is a product with its own category and price; USSF.0001's card says what its table row says", async () => {
    const content = (await getContent()).body;
    expect(content.catalogProducts).toHaveLength(9);
    const categories: Record<string, string> = { USSF: "PE Stretch Film", TSB: "T-Shirt Bags", PMB: "Mailer Bags" };
    for (const card of content.catalogProducts) {
      const p = await bySku(card.sku);
      expect(p.category?.name).toBe(categories[card.sku.split(".")[0]]);
      expect(p.unitOfSale).not.toBe("");
    }
    expect((await bySku("TSB.0001")).priceMin).not.toBe("45.00");
    expect((await bySku("PMB.0003")).priceMin).not.toBe("45.00");
    const first = content.catalogProducts.find((c: Json) => c.sku === "USSF.0001");
    expect(first).toMatchObject({ size: "450mm x 1500ft", thickness: "20mic" });
  });

  test("a quote for the T-shirt bag and mailer cards stores their own prices and units, and the admin's quote view shows them", async () => {
    const tsb = await bySku("TSB.0001");
    const pmb = await bySku("PMB.0003");
    const q = await quote([
      { productId: tsb.id, sku: "TSB.0001", name: tsb.name, quantity: 3 },
      { productId: pmb.id, sku: "pmb.0003", name: pmb.name, quantity: 1 },
    ]);
    expect(q.status).toBe(201);
    const items = (await adminQuote(q.body.reference)).items;
    expect(items).toEqual([
      expect.objectContaining({
        productId: tsb.id,
        sku: "TSB.0001",
        name: "T-Shirt Bag 1/6 BBL White",
        priceText: priceText(tsb.priceMin, tsb.priceMax),
        unitOfSale: tsb.unitOfSale,
      }),
      expect.objectContaining({
        productId: pmb.id,
        sku: "PMB.0003",
        name: "Poly Mailer Bag 14.5 x 19 in Gray",
        priceText: priceText(pmb.priceMin, pmb.priceMax),
        unitOfSale: pmb.unitOfSale,
      }),
    ]);
    expect(items[0].priceText).not.toBe("$45.00 - $55.00");
  });

  test("a card or code that no product has is not orderable: a quote naming it is refused", async () => {
    const answer = await unchanged(() => quote([{ productId: 100, sku: "USSF.9999", name: "A card", quantity: 1 }]));
    expect(answer.status).toBe(400);
    expect(answer.body.errors["items.0"]).toMatch(/USSF\.9999/);
  });

  test("linking is by SKU, any case; the editor learns which codes are linked", async () => {
    const links = await linkedProducts(["ussf.0002", "TSB.0003", "NOPE.1"]);
    expect(Object.keys(links).sort()).toEqual(["tsb.0003", "ussf.0002"]);
    expect(links["ussf.0002"]).toMatchObject({ sku: "USSF.0002", category: { slug: "pe-stretch-film" } });

    const loaded = (await getContent()).body;
    const answer = await saveContent({
      ...loaded,
      handWrappedVariants: [
        ...loaded.handWrappedVariants,
        { code: "ussf.0009", size: "", thickness: "", color: "Clear" },
        { code: "USSF.7777", size: "", thickness: "", color: "Clear" },
      ],
    });
    expect(answer.status).toBe(200);
    const skus = answer.body.linkedProducts.map((p: Json) => p.sku);
    expect(skus).toEqual(expect.arrayContaining([...HAND, ...MACHINE, "TSB.0001", "PMB.0003"]));
    expect(skus).not.toContain("USSF.7777");
    expect(answer.body.linkedProducts.find((p: Json) => p.sku === "TSB.0001")).toMatchObject({
      name: "T-Shirt Bag 1/6 BBL White",
      unitOfSale: expect.any(String),
    });
    await saveContent({ ...loaded, updatedAt: answer.body.updatedAt });
  });
});

describe("unitOfSale: every price says what it buys", () => {
  test("every seeded product has a unit of sale, and the API answers it", async () => {
    expect(await db.product.count({ where: { unitOfSale: "" } })).toBe(0);
    const film = (await apiProduct("stretch-film")).body;
    expect(film.unitOfSale).toBe("per case of 4 rolls");
  });

  test("the admin sets it on create and update (trimmed, at most 60 characters); an update without it keeps it", async () => {
    const category = await db.category.findUniqueOrThrow({ where: { slug: "trash-bags" } });
    const body = {
      name: "Unit Test Liner",
      slug: "unit-test-liner",
      sku: "UT-1",
      description: "A liner.",
      priceMin: "10",
      priceMax: "12",
      imageUrl: "/images/placeholder.svg",
      categoryId: category.id,
      specifications: "{}",
      unitOfSale: "  per case of 250  ",
    };
    const created = await send(createProductRoute, "POST", "/api/admin/products", { body, cookie });
    expect(created.status).toBe(201);
    expect(created.body.unitOfSale).toBe("per case of 250");
    expect((await bySku("UT-1")).unitOfSale).toBe("per case of 250");

    const tooLong = await unchanged(() =>
      send(updateProductRoute, "PUT", `/api/admin/products/${created.body.id}`, {
        body: { ...body, unitOfSale: "x".repeat(61) },
        cookie,
        params: { id: String(created.body.id) },
      }),
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors.unitOfSale).toBe("Unit of sale must be at most 60 characters");

    // A client of the original API sends no unit: the stored one stays.
    const { unitOfSale: _omitted, ...withoutUnit } = body;
    void _omitted;
    const kept = await send(updateProductRoute, "PUT", `/api/admin/products/${created.body.id}`, {
      body: { ...withoutUnit, name: "Unit Test Liner 2" },
      cookie,
      params: { id: String(created.body.id) },
    });
    expect(kept.status).toBe(200);
    expect(kept.body.unitOfSale).toBe("per case of 250");
    const cleared = await send(updateProductRoute, "PUT", `/api/admin/products/${created.body.id}`, {
      body: { ...body, unitOfSale: "" },
      cookie,
      params: { id: String(created.body.id) },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.unitOfSale).toBe("");
  });

  test("a quote item keeps the unit it was asked for, even when the product's unit changes later", async () => {
    const machine = await bySku("USSF.0008");
    const q = await quote([{ productId: machine.id, sku: machine.sku, name: machine.name, quantity: 5 }]);
    expect(q.status).toBe(201);
    await send(updateProductRoute, "PUT", `/api/admin/products/${machine.id}`, {
      body: productBody(machine, { unitOfSale: "per pallet of 40 rolls" }),
      cookie,
      params: { id: String(machine.id) },
    });
    const item = (await adminQuote(q.body.reference)).items[0];
    expect(item.unitOfSale).toBe(machine.unitOfSale);
    expect((await db.quoteRequestItem.findFirstOrThrow({ where: { quoteRequest: { reference: q.body.reference } } })).unitOfSale).toBe(
      machine.unitOfSale,
    );
  });

  test("a Contact for Price item has no unit", async () => {
    const noPrice = await db.product.findFirstOrThrow({ where: { priceMin: null } });
    const q = await quote([{ productId: noPrice.id, sku: noPrice.sku, name: noPrice.name, quantity: 1 }]);
    expect((await adminQuote(q.body.reference)).items[0]).toMatchObject({ priceText: "Contact for Price", unitOfSale: "" });
  });
});

describe("concurrent edits of the page content (no lost updates)", () => {
  test("nine concurrent edits of nine different cards all survive", async () => {
    const before = await storedDocument();
    const answers = await Promise.all(
      before.catalogProducts.map((c: Json, i: number) =>
        putCard(i, validCard({ ...c, name: `Concurrent ${i}`, imageUrl: c.imageUrl || "/images/placeholder.svg" })),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(before.catalogProducts.map(() => 200));
    const after = await storedDocument();
    expect(after.catalogProducts.map((c: Json) => c.name)).toEqual(before.catalogProducts.map((_: Json, i: number) => `Concurrent ${i}`));
    expect(after.catalogProducts.map((c: Json) => c.id)).toEqual(before.catalogProducts.map((c: Json) => c.id));
  });

  test("the same, called without the HTTP layer in between (the server functions themselves are atomic)", async () => {
    const before = await storedDocument();
    await Promise.all(
      before.catalogProducts.map((c: Json, i: number) => updateCatalogCard(i, { ...c, name: `Direct ${i}`, description: "" }, "admin")),
    );
    expect((await storedDocument()).catalogProducts.map((c: Json) => c.name)).toEqual(
      before.catalogProducts.map((_: Json, i: number) => `Direct ${i}`),
    );
  });

  test("concurrent saves of the whole page and of cards are applied one after another, never interleaved", async () => {
    const loaded = (await getContent()).body;
    const edits = [
      ...[0, 1, 2, 3].map((i) =>
        putCard(i, validCard({ ...loaded.catalogProducts[i], name: `Card edit ${i}`, imageUrl: "/images/placeholder.svg" })),
      ),
      saveContent({ ...loaded, updatedAt: undefined, productName: "Whole page edit" }),
    ];
    const answers = await Promise.all(edits);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const after = await storedDocument();
    // The whole-page save (sent without a version) either came first or replaced the cards it had not seen: one of the serial outcomes, never a mix.
    expect(after.productName).toBe("Whole page edit");
    const names = after.catalogProducts.slice(0, 4).map((c: Json) => c.name);
    for (const [i, name] of names.entries()) expect([`Card edit ${i}`, loaded.catalogProducts[i].name]).toContain(name);
  });

  test("a save carrying the updatedAt it loaded succeeds and answers the new one; a stale one is 409 and changes nothing", async () => {
    const loaded = (await getContent()).body;
    expect(typeof loaded.updatedAt).toBe("string");
    const first = await saveContent({ ...loaded, productName: "First editor" });
    expect(first.status).toBe(200);
    expect(Date.parse(first.body.updatedAt)).toBeGreaterThan(Date.parse(loaded.updatedAt));

    const stale = await unchanged(() => saveContent({ ...loaded, productName: "Second editor" }));
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(STALE);

    const staleCard = await unchanged(() => putCard(1, validCard({ name: "Stale card", updatedAt: loaded.updatedAt })));
    expect(staleCard.status).toBe(409);
    expect(staleCard.body.message).toMatch(STALE);

    const fresh = await putCard(1, validCard({ name: "Fresh card", updatedAt: first.body.updatedAt }));
    expect(fresh.status).toBe(200);
    expect((await storedDocument()).catalogProducts[1].name).toBe("Fresh card");
  });

  test("of concurrent saves that loaded the same version, exactly one wins; the others get 409", async () => {
    const loaded = (await getContent()).body;
    const answers = await Promise.all(
      [0, 1, 2, 3, 4].map((i) => putCard(i, validCard({ name: `Racer ${i}`, updatedAt: loaded.updatedAt }))),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    const winner = answers.findIndex((a) => a.status === 200);
    expect((await storedDocument()).catalogProducts[winner].name).toBe(`Racer ${winner}`);
  });

  test("an updatedAt that is not a date is 400 naming the field", async () => {
    const answer = await unchanged(() => putCard(0, validCard({ updatedAt: "yesterday" })));
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors)).toEqual(["updatedAt"]);
  });
});
