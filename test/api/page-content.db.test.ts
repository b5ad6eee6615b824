/**
 * GET/POST /api/admin/product-page-content and PUT
 * /api/admin/catalog-cards/{index} (the edit-product screen).
 */
import { PUT as cardRoute } from "@/app/api/admin/catalog-cards/[index]/route";
import { GET as getRoute, POST as saveRoute } from "@/app/api/admin/product-page-content/route";
import { MONEY_MESSAGE } from "@/lib/money";
import { PRICE_RANGE_ORDER_MESSAGE } from "@/lib/validation/product-page-content";
import { db } from "@/server/db/client";
import type { Json } from "../api";
import { useTestDatabase } from "../db";
import { makeAdmin, makePageContent, makeProduct } from "../factories";
import { CROSS_SITE, editorPageContent, login, send, storedPageContent, unchanged, validCard } from "../kit";

useTestDatabase();

const SPECIFICATIONS = {
  weight: "33.29 lbs",
  filmType: "Hand Film",
  filmWidth: "18in",
  filmLength: "1500 feet",
  filmThickness: "80 gauge",
  sku: "pe001",
};
const HAND_CODES = ["USSF.0001", "USSF.0002", "USSF.0012", "USSF.0016", "USSF.0004", "USSF.0013", "USSF.0015", "USSF.0020"];
const MACHINE_CODES = ["USSF.0008", "USSF.0009", "USSF.0010", "USSF.0011", "USSF.0014", "USSF.0019"];
const CARD_IDS = [100, 101, 102, 103, 104, 105, 106, 107, 108];

let cookie = "";
beforeAll(async () => {
  await makeAdmin();
  cookie = await login();
  // The stretch-film page with variants in an order of their own (not sorted) and card ids that are not positions,
  // so a read that reorders or renumbers them shows.
  const film = await makeProduct({ name: "PE Stretch Film", slug: "stretch-film", sku: "pe001", priceMin: "45.00", priceMax: "55.00" });
  const variant = (code: string) => ({ code, size: "18in x 1500ft", thickness: "80 gauge", color: "Clear" });
  await makePageContent(film, {
    productName: "PE Stretch Film",
    specifications: SPECIFICATIONS,
    galleryImages: ["/images/stretch-film.svg"],
    handWrappedVariants: HAND_CODES.map(variant),
    machineWrappedVariants: MACHINE_CODES.map(variant),
    catalogProducts: CARD_IDS.map((id) => ({ ...validCard({ name: `Stretch Film Card ${id}`, sku: `USSF.${id}` }), id })),
    downloadDocuments: [{ title: "Spec sheet", description: "", downloadUrl: "https://docs.example.com/spec.pdf" }],
  });
});

const CONTENT_KEYS = [
  "catalogProducts",
  "downloadDocuments",
  "galleryImages",
  "handWrappedVariants",
  "linkedProducts",
  "machineWrappedVariants",
  "mainImageUrl",
  "priceRange",
  "productDescription",
  "productName",
  "specifications",
  "updatedAt",
];

/** Everything in `o` but `keys`. */
const without = (o: Json, ...keys: string[]) => Object.fromEntries(Object.entries(o).filter(([k]) => !keys.includes(k)));
/** The page content part of an editor answer (without its version and linked products). */
const contentOf = (answer: Json) => without(answer, "updatedAt", "linkedProducts");
/** The stored document: the content without its price range (that is its product's). */
const withoutPrice = (content: Json) => without(content, "priceRange");

const get = () => send(getRoute, "GET", "/api/admin/product-page-content", { cookie });
const save = (body: unknown, headers?: Record<string, string>) =>
  send(saveRoute, "POST", "/api/admin/product-page-content", { body, cookie, headers });
const putCard = (index: string | number, body: unknown, headers?: Record<string, string>) =>
  send(cardRoute, "PUT", `/api/admin/catalog-cards/${index}`, { body, cookie, params: { index: String(index) }, headers });

/** A deep copy of the content as the editor sends it, with `edit` applied. */
async function edited(edit: (c: Json) => void): Promise<Json> {
  const content = structuredClone(await editorPageContent());
  edit(content);
  return content;
}

describe("GET /api/admin/product-page-content", () => {
  test("answers the whole stored page content with all its fields and values", async () => {
    const answer = await get();
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(CONTENT_KEYS);
    expect(contentOf(answer.body)).toEqual(await editorPageContent());
    expect(withoutPrice(contentOf(answer.body))).toEqual(await storedPageContent());
    expect(answer.body.productName).toBe("PE Stretch Film");
    expect(answer.body.specifications).toEqual(SPECIFICATIONS);
    expect(answer.body.priceRange).toEqual({ min: "45.00", max: "55.00" });
    expect(answer.body.handWrappedVariants.map((v: Json) => v.code)).toEqual(HAND_CODES);
    expect(answer.body.machineWrappedVariants.map((v: Json) => v.code)).toEqual(MACHINE_CODES);
    expect(answer.body.catalogProducts).toHaveLength(9);
    expect(answer.body.catalogProducts.map((c: Json) => c.id)).toEqual(CARD_IDS);
    for (const c of answer.body.catalogProducts) {
      expect(Object.keys(c)).toEqual(
        expect.arrayContaining(["id", "name", "sku", "size", "thickness", "color", "weight", "dimensions", "filmType", "imageUrl"]),
      );
    }
  });
});

describe("POST /api/admin/product-page-content", () => {
  test("saves the whole content; the read answers exactly what was saved", async () => {
    const content = await edited((c) => {
      c.productName = "PE Stretch Film (2026)";
      c.specifications.weight = "34 lbs";
      c.priceRange = { min: "44", max: "56.5" };
      c.handWrappedVariants.push({ code: "USSF.0042", size: "18in x 2000ft", thickness: "90 gauge", color: "Clear" });
      c.machineWrappedVariants = c.machineWrappedVariants.slice(0, 2);
      c.catalogProducts[1].name = "Renamed card";
      c.downloadDocuments = [{ title: "New sheet", description: "", downloadUrl: "https://docs.example.com/sheet.pdf" }];
    });
    const answer = await save(content);
    expect(answer.status).toBe(200);
    const expected = { ...content, priceRange: { min: "44.00", max: "56.50" } };
    expect(contentOf(answer.body)).toEqual(expected);
    expect(await storedPageContent()).toEqual(withoutPrice(expected));
    expect(contentOf((await get()).body)).toEqual(expected);
  });

  test("empty gallery URLs are dropped on save", async () => {
    const content = await edited((c) => {
      c.galleryImages = ["", "https://images.example.com/a.png", null, "   ", "/images/b.svg", ""];
    });
    const answer = await save(content);
    expect(answer.status).toBe(200);
    expect(answer.body.galleryImages).toEqual(["https://images.example.com/a.png", "/images/b.svg"]);
    expect((await storedPageContent()).galleryImages).toEqual(["https://images.example.com/a.png", "/images/b.svg"]);
  });

  test("unknown keys are not stored", async () => {
    const content = await edited((c) => {
      c.injected = "<script>";
      c.specifications.extra = "x";
    });
    expect((await save(content)).status).toBe(200);
    const stored = await storedPageContent();
    expect(stored.injected).toBeUndefined();
    expect(stored.specifications.extra).toBeUndefined();
  });

  test.each([
    ["productName", (c: Json) => (c.productName = ""), "Product name is required"],
    ["productDescription", (c: Json) => delete c.productDescription, "Product description is required"],
    ["mainImageUrl", (c: Json) => (c.mainImageUrl = "not a url"), "Valid image URL is required"],
    ["specifications.weight", (c: Json) => (c.specifications.weight = ""), "Weight is required"],
    ["specifications.filmType", (c: Json) => (c.specifications.filmType = " "), "Film type is required"],
    ["specifications.filmWidth", (c: Json) => delete c.specifications.filmWidth, "Film width is required"],
    ["specifications.filmLength", (c: Json) => (c.specifications.filmLength = ""), "Film length is required"],
    ["specifications.filmThickness", (c: Json) => (c.specifications.filmThickness = ""), "Film thickness is required"],
    ["specifications.sku", (c: Json) => (c.specifications.sku = ""), "SKU is required"],
    ["priceRange.min", (c: Json) => (c.priceRange.min = ""), "Min price is required"],
    ["priceRange.min", (c: Json) => delete c.priceRange.min, "Min price is required"],
    ["priceRange.max", (c: Json) => (c.priceRange.max = null), "Max price is required"],
    ["priceRange.min", (c: Json) => (c.priceRange.min = "forty"), MONEY_MESSAGE],
    ["priceRange.max", (c: Json) => (c.priceRange.max = "-55"), MONEY_MESSAGE],
    ["priceRange.max", (c: Json) => (c.priceRange = { min: "60.00", max: "55.00" }), PRICE_RANGE_ORDER_MESSAGE],
    ["galleryImages.1", (c: Json) => (c.galleryImages = ["/images/a.svg", "not a url"]), "Please enter a valid image URL"],
    ["galleryImages", (c: Json) => (c.galleryImages = "https://images.example.com/a.png"), "Gallery images must be a list"],
    ["handWrappedVariants.0.code", (c: Json) => (c.handWrappedVariants[0].code = ""), "Code is required"],
    ["machineWrappedVariants", (c: Json) => (c.machineWrappedVariants = null), "Machine-wrapped variants must be a list"],
    ["catalogProducts.2.name", (c: Json) => (c.catalogProducts[2].name = ""), "Name is required"],
    ["catalogProducts.0.id", (c: Json) => (c.catalogProducts[0].id = "100"), "Product id must be a number"],
    ["catalogProducts.0.imageUrl", (c: Json) => (c.catalogProducts[0].imageUrl = "javascript:alert(1)"), "Please enter a valid image URL"],
    [
      "downloadDocuments.0.downloadUrl",
      (c: Json) => (c.downloadDocuments[0].downloadUrl = "file:///etc/passwd"),
      "Valid download URL is required",
    ],
    ["downloadDocuments.0.title", (c: Json) => (c.downloadDocuments[0].title = ""), "Title is required"],
  ])("%s: 400 with its message, nothing changed", async (field, edit, message) => {
    const content = await edited(edit);
    const answer = await unchanged(() => save(content));
    expect(answer.status).toBe(400);
    expect(answer.body.errors[field]).toBe(message);
  });

  test("malformed, partial and oversized bodies are 4xx and change nothing", async () => {
    for (const rawBody of ["", "{", "[]", "null", '"content"']) {
      const answer = await unchanged(() => send(saveRoute, "POST", "/api/admin/product-page-content", { rawBody, cookie }));
      expect(answer.status).toBe(400);
    }
    const partial = await unchanged(() => save({ productName: "Only a name" }));
    expect(partial.status).toBe(400);
    const big = await unchanged(async () => save(await edited((c) => (c.productDescription = "x".repeat(600 * 1024)))));
    expect(big.status).toBe(413);
  });

  test("a cross-site save is 403 and changes nothing", async () => {
    const content = await edited((c) => (c.productName = "Evil"));
    for (const headers of CROSS_SITE) {
      expect((await unchanged(() => save(content, headers))).status).toBe(403);
    }
  });
});

describe("PUT /api/admin/catalog-cards/{index}", () => {
  test("saves card number index; its id and the other cards are kept", async () => {
    const before = await storedPageContent();
    const card = validCard({
      name: "  Hand Film 18in x 1500ft, 80ga  ",
      color: "Blue tint",
      imageUrl: "https://images.example.com/blue.png",
    });
    const answer = await putCard(0, card);
    expect(answer.status).toBe(200);
    const after = await storedPageContent();
    expect(after.catalogProducts[0]).toEqual({
      ...before.catalogProducts[0],
      ...card,
      name: "Hand Film 18in x 1500ft, 80ga",
      id: before.catalogProducts[0].id,
    });
    expect(answer.body).toEqual({ ...after.catalogProducts[0], updatedAt: expect.any(String) });
    expect(after.catalogProducts.slice(1)).toEqual(before.catalogProducts.slice(1));
    expect({ ...after, catalogProducts: null }).toEqual({ ...before, catalogProducts: null });
    expect((await get()).body.catalogProducts[0]).toEqual(after.catalogProducts[0]);
  });

  test("the last card can be saved; a client-sent id is ignored", async () => {
    const before = await storedPageContent();
    const last = before.catalogProducts.length - 1;
    const answer = await putCard(last, validCard({ id: 5, name: "Last card", sku: "PMB.0003" }));
    expect(answer.status).toBe(200);
    expect(answer.body.id).toBe(before.catalogProducts[last].id);
    expect((await storedPageContent()).catalogProducts[last].name).toBe("Last card");
  });

  test("the optional description of the edit-product screen is saved, and can be cleared", async () => {
    const answer = await putCard(2, validCard({ description: "Machine film for turntable wrappers." }));
    expect(answer.status).toBe(200);
    expect(answer.body.description).toBe("Machine film for turntable wrappers.");
    expect((await storedPageContent()).catalogProducts[2].description).toBe("Machine film for turntable wrappers.");
    expect((await get()).body.catalogProducts[2].description).toBe("Machine film for turntable wrappers.");
    const cleared = await putCard(2, validCard({ description: "" }));
    expect(cleared.status).toBe(200);
    expect((await storedPageContent()).catalogProducts[2].description ?? "").toBe("");
  });

  test.each([
    ["name", "Name is required"],
    ["sku", "SKU is required"],
    ["size", "Size is required"],
    ["thickness", "Thickness is required"],
    ["color", "Color is required"],
    ["weight", "Weight is required"],
    ["dimensions", "Dimensions are required"],
    ["filmType", "Film type is required"],
    ["imageUrl", "Valid image URL is required"],
  ])("%s missing or blank: 400 with its message, nothing changed", async (field, message) => {
    for (const value of [undefined, "", "   "]) {
      const body: Record<string, unknown> = validCard();
      if (value === undefined) delete body[field];
      else body[field] = value;
      const answer = await unchanged(() => putCard(1, body));
      expect(answer.status).toBe(400);
      expect(answer.body.errors[field]).toBe(message);
    }
  });

  test("an invalid image URL is 400", async () => {
    const answer = await unchanged(() => putCard(1, validCard({ imageUrl: "not a url" })));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ imageUrl: "Valid image URL is required" });
  });

  test("an index past the last card is 404; a non-numeric index is 400; nothing changes", async () => {
    const count = (await storedPageContent()).catalogProducts.length;
    const past = await unchanged(() => putCard(count, validCard()));
    expect(past.status).toBe(404);
    for (const index of ["abc", "-1", "1.5", "1e2", "99999", ""]) {
      const answer = await unchanged(() => putCard(index, validCard()));
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({ index: "must be a whole number" });
    }
  });

  test("malformed and oversized bodies are 4xx; cross-site is 403; nothing changes", async () => {
    for (const rawBody of ["", "{", "[]", "null"]) {
      expect(
        (await unchanged(() => send(cardRoute, "PUT", "/api/admin/catalog-cards/0", { rawBody, cookie, params: { index: "0" } }))).status,
      ).toBe(400);
    }
    expect((await unchanged(() => putCard(0, validCard({ description: "x".repeat(40 * 1024) })))).status).toBe(413);
    for (const headers of CROSS_SITE) {
      expect((await unchanged(() => putCard(0, validCard({ name: "Evil" }), headers))).status).toBe(403);
    }
  });
});

describe("when the page has no content", () => {
  test("GET is 404 and a card cannot be saved (404)", async () => {
    await db.productPageContent.delete({ where: { slug: "stretch-film" } });
    const answer = await get();
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe("Product page content not found");
    expect((await unchanged(() => putCard(0, validCard()))).status).toBe(404);
  });

  test("POST creates it again", async () => {
    const content = {
      productName: "PE Stretch Film",
      productDescription: "Recreated.",
      mainImageUrl: "/images/stretch-film.svg",
      specifications: {
        weight: "1",
        filmType: "Hand Film",
        filmWidth: "18in",
        filmLength: "1500 feet",
        filmThickness: "80 gauge",
        sku: "pe001",
      },
      priceRange: { min: "45.00", max: "55.00" },
      galleryImages: [],
      handWrappedVariants: [],
      machineWrappedVariants: [],
      catalogProducts: [],
      downloadDocuments: [],
    };
    expect((await save(content)).status).toBe(200);
    expect(contentOf((await get()).body)).toEqual(content);
  });
});
