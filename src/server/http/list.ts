import "server-only";
import { createHash } from "node:crypto";
import { matchesIfNoneMatch } from "@/server/http/etag.mjs";

/**
 * The most items one answer of a public list holds. Without ?page= such a list
 * answers its first LIST_CAP items and links to the rest: the whole catalogue
 * in one answer (tens of MB at 50,000 products) would let a few anonymous
 * requests exhaust the server's memory.
 */
export const LIST_CAP = 1000;

/** A list answer ready to send: plain data, so a 'use cache' function can keep it whole. */
export interface ListBody {
  json: string;
  etag: string;
  /** How many items the whole list holds. */
  total: number;
}

export function listBody(items: unknown[], total: number): ListBody {
  const json = JSON.stringify(items);
  // The count is part of the answer (X-Total-Count, Link): an item added past this page changes the tag too.
  const etag = `"${createHash("sha1").update(`${total}\n`).update(json).digest("base64url")}"`;
  return { json, etag, total };
}

/**
 * One page of a list: the items, `X-Total-Count`, a `Link` to the next page
 * while more follow (RFC 8288), and an ETag answered with a 304 when the
 * client already holds it. Clients may keep a copy but must ask each time
 * (no-cache): an admin change shows at once.
 */
export function listResponse(req: Request, body: ListBody, page: { page: number; pageSize: number }, filterQuery = ""): Response {
  const headers = new Headers({ "Cache-Control": "no-cache", ETag: body.etag, "X-Total-Count": String(body.total) });
  if (page.page * page.pageSize < body.total) {
    // The next page keeps the list's filters (canonical form, so it is cached once).
    const filters = filterQuery ? `${filterQuery}&` : "";
    headers.set("Link", `<${new URL(req.url).pathname}?${filters}page=${page.page + 1}&pageSize=${page.pageSize}>; rel="next"`);
  }
  if (matchesIfNoneMatch(req.headers.get("if-none-match"), body.etag)) return new Response(null, { status: 304, headers });
  headers.set("Content-Type", "application/json; charset=utf-8");
  return new Response(body.json, { headers });
}
