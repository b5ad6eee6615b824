/**
 * GET /api/cart-items: the cart's check against the catalogue. It
 * answers the products the cart's SKUs (any case) or ids still name, with the
 * catalogue's current name and price; a deleted product is simply absent.
 */
import { GET as cartItemsRoute } from "@/app/api/cart-items/route";
import { CART_LOOKUP_EMPTY_MESSAGE, CART_LOOKUP_MAX, CART_LOOKUP_MAX_MESSAGE } from "@/lib/validation/cart";
import { deleteProduct, updateProduct } from "@/server/catalog/products/products";
import type { Json } from "../api";
import { useTestDatabase } from "../db";
import { makeCategory, makeProduct } from "../factories";
import { send } from "../kit";

useTestDatabase();

const check = (query: string) => send<Json>(cartItemsRoute, "GET", `/api/cart-items?${query}`);

describe("GET /api/cart-items", () => {
  it("answers the products named by SKU (any case) or id, as cart items, and leaves out the unknown", async () => {
    const mailers = await makeCategory({ name: "Poly Mailers" });
    const mailer = await makeProduct({
      sku: "PMB-1001",
      name: "Poly Mailer 10x13",
      priceMin: "31.00",
      priceMax: "34.50",
      category: mailers,
    });
    const bags = await makeProduct({ sku: "TB-3001" });
    await makeProduct({ sku: "TB-3009" });
    const res = await check(`sku=pmb-1001&sku=NO-SUCH-SKU&id=${bags.id}&id=2147483647`);
    expect(res.status).toBe(200);
    const items = res.body.items as Json[];
    expect(items.map((i) => i.sku).sort()).toEqual(["PMB-1001", "TB-3001"]);
    expect(items.find((i) => i.sku === "PMB-1001")).toEqual(
      expect.objectContaining({
        id: mailer.id,
        name: mailer.name,
        slug: mailer.slug,
        priceMin: mailer.priceMin,
        priceMax: mailer.priceMax,
        imageUrl: mailer.imageUrl,
        category: "Poly Mailers",
        unitOfSale: "per case",
      }),
    );
    expect(items[0]).not.toHaveProperty("quantity");
  });

  it("follows the catalogue: a renamed, repriced product comes back changed, a deleted one not at all", async () => {
    const p = await makeProduct({ sku: "TB-3002" });
    const { id, name, slug, sku, description, imageUrl, categoryId, specifications } = p;
    const input = {
      name: `${name} (new)`,
      slug,
      sku,
      description,
      imageUrl,
      categoryId: categoryId!,
      specifications,
      priceMin: "11.00",
      priceMax: "12.50",
      unitOfSale: "",
    };
    await updateProduct(id, input as Parameters<typeof updateProduct>[1], "test");
    let items = (await check(`sku=TB-3002`)).body.items as Json[];
    expect(items).toEqual([expect.objectContaining({ id, name: `${name} (new)`, priceMin: "11.00", priceMax: "12.50" })]);

    await deleteProduct(id, "test");
    items = (await check(`sku=TB-3002&id=${id}`)).body.items as Json[];
    expect(items).toEqual([]);
  });

  it("lists a product once when both its SKU and its id are asked for", async () => {
    const p = await makeProduct({ sku: "PMB-2002" });
    const items = (await check(`sku=PMB-2002&sku=pmb-2002&id=${p.id}&id=${p.id}`)).body.items as Json[];
    expect(items.map((i) => i.id)).toEqual([p.id]);
  });

  it("refuses a bad check with a 400 naming the field", async () => {
    const cases: [string, string, string][] = [
      ["", "_root", CART_LOOKUP_EMPTY_MESSAGE],
      ["sku=", "_root", CART_LOOKUP_EMPTY_MESSAGE],
      ["id=0", "id.0", "must be positive whole numbers"],
      ["id=abc", "id.0", "must be positive whole numbers"],
      ["id=9999999999", "id.0", "must be positive whole numbers"],
      [`sku=${"x".repeat(65)}`, "sku.0", "must be at most 64 characters each"],
      [Array.from({ length: CART_LOOKUP_MAX + 1 }, (_, i) => `sku=S${i}`).join("&"), "sku", CART_LOOKUP_MAX_MESSAGE],
      [
        [...Array.from({ length: 150 }, (_, i) => `sku=S${i}`), ...Array.from({ length: 60 }, (_, i) => `id=${i + 1}`)].join("&"),
        "_root",
        CART_LOOKUP_MAX_MESSAGE,
      ],
    ];
    for (const [query, field, message] of cases) {
      const res = await check(query);
      expect({ query: query.slice(0, 40), status: res.status, error: res.body.errors?.[field] }).toEqual({
        query: query.slice(0, 40),
        status: 400,
        error: message,
      });
    }
  });

  it("answers the most items a quote request holds", async () => {
    const res = await check(Array.from({ length: CART_LOOKUP_MAX }, (_, i) => `sku=S${i}`).join("&"));
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([]);
  });
});
