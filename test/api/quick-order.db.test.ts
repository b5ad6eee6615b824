/**
 * POST /api/quick-order/match: a pasted list matched
 * against the catalogue, line by line and in order; SKUs compared without
 * case, spaces, dashes, dots and underscores.
 */
import { POST as matchRoute } from "@/app/api/quick-order/match/route";
import { QUANTITY_MESSAGE } from "@/lib/quantity";
import { QUICK_ORDER_BYTES_MESSAGE, QUICK_ORDER_LINES_MESSAGE, QUICK_ORDER_MAX_LINES } from "@/lib/quick-order";
import { deleteProduct } from "@/server/catalog/products/products";
import { db } from "@/server/db/client";
import { LIMITS } from "@/server/rate-limit";
import type { Product } from "@/lib/types";
import type { Json } from "../api";
import { useTestDatabase } from "../db";
import { makeCategory, makeProduct } from "../factories";
import { send } from "../kit";

useTestDatabase();

const made = new Map<string, Product>();
beforeAll(async () => {
  const films = await makeCategory({ name: "Stretch Film" });
  for (const sku of ["SF-2002", "SF-2003", "SF-2004"]) made.set(sku, await makeProduct({ sku, name: `Hand Film ${sku}`, category: films }));
});

let ipCounter = 0;
const freshIp = () => `192.0.2.${++ipCounter}`;

const match = (body: unknown, opts: { ip?: string; rawBody?: string } = {}) =>
  send(matchRoute, "POST", "/api/quick-order/match", {
    ...(opts.rawBody !== undefined ? { rawBody: opts.rawBody } : { body }),
    headers: { "x-forwarded-for": opts.ip ?? freshIp() },
  });

const product = async (sku: string) => made.get(sku)!;

const addProduct = (sku: string) => makeProduct({ sku, name: `Test ${sku}` });

describe("POST /api/quick-order/match", () => {
  it("matches each line in any of the usual forms, in order, with its product as a cart item", async () => {
    const [a, b, c] = await Promise.all([product("SF-2002"), product("SF-2003"), product("SF-2004")]);
    const res = await match({ text: "sku,quantity\nSF-2002 3\n\n5 x SF-2003\nsf2004, 10\nSF-2002\nSF-2002\t4\nSF-2003;2" });
    expect(res.status).toBe(200);
    const lines = res.body.lines as Json[];
    expect(lines.map((l) => [l.input, l.status, l.sku, l.productId, l.quantity])).toEqual([
      ["SF-2002 3", "matched", "SF-2002", a.id, 3],
      ["5 x SF-2003", "matched", "SF-2003", b.id, 5],
      ["sf2004, 10", "matched", "SF-2004", c.id, 10],
      ["SF-2002", "matched", "SF-2002", a.id, 1],
      ["SF-2002\t4", "matched", "SF-2002", a.id, 4],
      ["SF-2003;2", "matched", "SF-2003", b.id, 2],
    ]);
    expect(lines[0]).toMatchObject({ name: a.name, item: { id: a.id, sku: "SF-2002", name: a.name, slug: a.slug, priceMin: a.priceMin } });
    expect(lines[0]).not.toHaveProperty("suggestions");
    expect(lines[0]).not.toHaveProperty("error");
  });

  it("ignores case, spaces, dashes, dots and underscores in the SKU", async () => {
    const a = await product("SF-2002");
    const res = await match({ text: ["sf-2002", "SF2002", "s f 2002, 2", "SF_2002", "sf.2002", " Sf--2002 "].join("\n") });
    expect((res.body.lines as Json[]).map((l) => [l.status, l.productId])).toEqual(Array(6).fill(["matched", a.id]));
  });

  it("calls a SKU two products share once normalised ambiguous, offering both", async () => {
    const [x, y] = [await addProduct("QO-AMB-1"), await addProduct("QOAMB1")];
    const lines = (await match({ text: "qo amb 1, 2" })).body.lines as Json[];
    expect(lines).toEqual([
      {
        input: "qo amb 1, 2",
        status: "ambiguous",
        quantity: 2,
        suggestions: [
          { sku: x.sku, name: x.name },
          { sku: y.sku, name: y.name },
        ],
      },
    ]);
    // The exact SKU is just as ambiguous: the comparison does not favour it.
    expect(((await match({ text: "QO-AMB-1" })).body.lines as Json[])[0].status).toBe("ambiguous");
  });

  it("flags unknown lines, with near misses (edit distance up to 2) as suggestions, at most 3", async () => {
    const a = await product("SF-2002");
    const lines = (await match({ text: "SF-2092 3\nZZZ-NOTHING-LIKE-IT\nSF-2002\n,4" })).body.lines as Json[];
    expect(lines.map((l) => [l.input, l.status])).toEqual([
      ["SF-2092 3", "unknown"],
      ["ZZZ-NOTHING-LIKE-IT", "unknown"],
      ["SF-2002", "matched"],
      [",4", "unknown"],
    ]);
    expect(lines[0]).toMatchObject({ quantity: 3 });
    expect(lines[0]).not.toHaveProperty("productId");
    expect(lines[0].suggestions.length).toBeGreaterThan(0);
    expect(lines[0].suggestions.length).toBeLessThanOrEqual(3);
    // The nearest first: SF-2002 is one change away.
    expect(lines[0].suggestions[0]).toEqual({ sku: "SF-2002", name: a.name });
    expect(lines[1]).not.toHaveProperty("suggestions");
  });

  it("keeps a line's status when its quantity is bad and names the problem", async () => {
    const lines = (await match({ text: "SF-2002, 0\nSF-2003, 100001\nNO-SUCH-1, abc" })).body.lines as Json[];
    expect(lines.map((l) => [l.status, l.quantity, l.error])).toEqual([
      ["matched", null, QUANTITY_MESSAGE],
      ["matched", null, QUANTITY_MESSAGE],
      ["unknown", null, QUANTITY_MESSAGE],
    ]);
  });

  it("reads a negative or decimal quantity after a SKU as that SKU's bad quantity, not as an unknown SKU", async () => {
    const a = await product("SF-2002");
    const lines = (await match({ text: "SF-2002 -2\nSF-2002 2.5\n2.5 x SF-2002\nSF-2002 0" })).body.lines as Json[];
    expect(lines.map((l) => [l.input, l.status, l.productId, l.quantity, l.quantityText, l.error])).toEqual([
      ["SF-2002 -2", "matched", a.id, null, "-2", QUANTITY_MESSAGE],
      ["SF-2002 2.5", "matched", a.id, null, "2.5", QUANTITY_MESSAGE],
      ["2.5 x SF-2002", "matched", a.id, null, "2.5", QUANTITY_MESSAGE],
      ["SF-2002 0", "matched", a.id, null, "0", QUANTITY_MESSAGE],
    ]);
    for (const l of lines) expect(l).not.toHaveProperty("suggestions");
  });

  it("follows the catalogue: a new product matches at once, a deleted one no longer", async () => {
    expect(((await match({ text: "QO-NEW-77" })).body.lines as Json[])[0].status).toBe("unknown");
    const p = await addProduct("QO-NEW-77");
    expect(((await match({ text: "qonew77" })).body.lines as Json[])[0]).toMatchObject({ status: "matched", productId: p.id });
    await db.product.update({ where: { id: p.id }, data: { sku: "QO-RENAMED-77" } });
    expect(((await match({ text: "qonew77\nqo-renamed-77" })).body.lines as Json[]).map((l) => l.status)).toEqual(["unknown", "matched"]);
    await deleteProduct(p.id, "test");
    expect(((await match({ text: "QO-RENAMED-77" })).body.lines as Json[])[0].status).toBe("unknown");
  });

  it(`takes ${QUICK_ORDER_MAX_LINES} lines and refuses more, or more than 100 KB, naming text`, async () => {
    const ok = await match({ text: Array(QUICK_ORDER_MAX_LINES).fill("SF-2002 1").join("\n") + "\n\n\n" });
    expect(ok.status).toBe(200);
    expect(ok.body.lines).toHaveLength(QUICK_ORDER_MAX_LINES);

    const many = await match({
      text: Array(QUICK_ORDER_MAX_LINES + 1)
        .fill("SF-2002 1")
        .join("\n"),
    });
    expect(many.status).toBe(400);
    expect(many.body.errors).toEqual({ text: QUICK_ORDER_LINES_MESSAGE });

    const big = await match({ text: `SF-2002 1\n${"x".repeat(100 * 1024)}` });
    expect(big.status).toBe(400);
    expect(big.body.errors).toEqual({ text: QUICK_ORDER_BYTES_MESSAGE });

    const huge = await match({ text: "x".repeat(700 * 1024) });
    expect(huge.status).toBe(413);
  });

  it.each([
    [{}, "text"],
    [{ text: 5 }, "text"],
    [{ text: "  \n " }, "text"],
  ])("refuses %j with a 400 naming %s", async (body, field) => {
    const res = await match(body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual([field]);
  });

  it("refuses a body that is not JSON", async () => {
    expect((await match(undefined, { rawBody: "SF-2002 3" })).status).toBe(400);
  });

  it(`limits a client to ${LIMITS.quickOrder.max} lists per window; others are unaffected`, async () => {
    const ip = "198.51.100.91";
    for (let i = 0; i < LIMITS.quickOrder.max; i++) expect((await match({ text: "SF-2002" }, { ip })).status).toBe(200);
    const limited = await match({ text: "SF-2002" }, { ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await match({ text: "SF-2002" }, { ip: "198.51.100.92" })).status).toBe(200);
  });
});
