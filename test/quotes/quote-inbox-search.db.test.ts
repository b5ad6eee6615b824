/**
 * GET /api/admin/quote-requests?q=: the inbox's search, on both databases.
 * It finds a request by its reference, the buyer's name, company or e-mail,
 * or an item's SKU, in any case; % and _ are plain characters; it combines
 * with the status filter and the paging; a bad query is a 400 naming its field.
 */
import { GET as listQuotes } from "@/app/api/admin/quote-requests/route";
import { QUOTE_SEARCH_MAX } from "@/lib/validation/quote-request";
import { db } from "@/server/db/client";
import type { Product } from "@/lib/types";
import { useTestDatabase } from "../db";
import { makeAdmin, makeProduct, makeQuoteRequest } from "../factories";
import { login, send } from "../kit";

useTestDatabase();

let cookie: string;
const refs: Record<string, string> = {};

async function request(key: string, who: { name: string; company: string; email: string }, products: Product[]) {
  refs[key] = (await makeQuoteRequest(products, who)).reference;
}

const list = (query: Record<string, string>) => send(listQuotes, "GET", "/api/admin/quote-requests", { cookie, query });
const found = async (query: Record<string, string>) => {
  const res = await list(query);
  expect(res.status).toBe(200);
  return (res.body as { reference: string }[]).map((q) => q.reference);
};

beforeAll(async () => {
  await makeAdmin();
  cookie = await login();
  const [a, b] = [await makeProduct({ sku: "QIS-1" }), await makeProduct({ sku: "QIS-2" })];
  await request("marsh", { name: "Opal Marsh", company: "Marsh Freight 100%", email: "opal@marsh-freight.example.com" }, [a]);
  await request("lund", { name: "Ivo Lund", company: "Lund_Crates", email: "ivo@lund.example.com" }, [b]);
  await request("both", { name: "Zoë Émile", company: "Émile Packaging", email: "zoe@emile.example.com" }, [a, b]);
  await db.quoteRequest.update({ where: { reference: refs.lund }, data: { status: "Contacted" } });
});

test("finds by reference, name, company, e-mail and an item's SKU, in any case", async () => {
  expect(await found({ q: refs.marsh.toLowerCase() })).toEqual([refs.marsh]);
  expect(await found({ q: "OPAL" })).toEqual([refs.marsh]);
  expect(await found({ q: "lund_crates" })).toEqual([refs.lund]);
  expect(await found({ q: "IVO@LUND" })).toEqual([refs.lund]);
  const { sku } = await db.quoteRequestItem.findFirstOrThrow({ where: { quoteRequest: { reference: refs.lund } } });
  // Newest first: the request with both items, then Lund's.
  expect(await found({ q: sku.toLowerCase() })).toEqual([refs.both, refs.lund]);
  expect(await found({ q: `  ${sku}  ` })).toEqual([refs.both, refs.lund]);
  // Letters beyond ASCII: as written, or in another case where the database folds them (PostgreSQL folds all, SQLite ASCII only).
  expect(await found({ q: "Émile" })).toEqual([refs.both]);
  expect(await found({ q: "ZOË" })).toEqual([refs.both]);
});

test("% and _ are the characters themselves, not wildcards", async () => {
  expect(await found({ q: "100%" })).toEqual([refs.marsh]);
  // "u_d" would match "Lund" if _ were any character.
  expect(await found({ q: "u_d" })).toEqual([]);
  expect(await found({ q: "d_c" })).toEqual([refs.lund]);
  expect(await found({ q: "%" })).toEqual([refs.marsh]);
  expect(await found({ q: "_" })).toEqual([refs.lund]);
});

test("combines with the status filter and the paging", async () => {
  const { sku } = await db.quoteRequestItem.findFirstOrThrow({ where: { quoteRequest: { reference: refs.lund } } });
  expect(await found({ q: sku, status: "Contacted" })).toEqual([refs.lund]);
  expect(await found({ q: sku, status: "New" })).toEqual([refs.both]);
  expect(await found({ q: sku, status: "Expired" })).toEqual([]);
  expect(await found({ q: sku, page: "1", pageSize: "1" })).toEqual([refs.both]);
  expect(await found({ q: sku, page: "2", pageSize: "1" })).toEqual([refs.lund]);
  expect(await found({ q: sku, page: "3", pageSize: "1" })).toEqual([]);
  // An empty search is no search: every request, or every one of the status.
  expect(await found({ q: "", status: "Contacted" })).toEqual([refs.lund]);
  expect(await found({ q: "" })).toEqual([refs.both, refs.lund, refs.marsh]);
  expect(await found({ q: "nobody-sent-this" })).toEqual([]);
});

test("a bad query is a 400 that names its field", async () => {
  const long = await list({ q: "x".repeat(QUOTE_SEARCH_MAX + 1) });
  expect(long.status).toBe(400);
  expect(long.body.errors).toEqual({ q: `Search must be at most ${QUOTE_SEARCH_MAX} characters` });
  const twoLines = await list({ q: "a\nb" });
  expect(twoLines.status).toBe(400);
  expect(twoLines.body.errors).toHaveProperty("q");
  const status = await list({ status: "Nope" });
  expect(status.status).toBe(400);
  expect(status.body.errors).toHaveProperty("status");
  expect((await list({ q: "x".repeat(QUOTE_SEARCH_MAX) })).status).toBe(200);
});
