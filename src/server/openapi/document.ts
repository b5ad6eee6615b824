import "server-only";
import { createHash } from "node:crypto";
import { BUYER_COOKIE } from "@/server/account/buyer-session";
import { SESSION_COOKIE } from "@/server/auth/session";
import { buildDocument, type OpenApiDocument } from "./build";
import { EXCLUDED, ROUTES, TAGS } from "./routes";

let built: { document: OpenApiDocument; json: string; etag: string } | undefined;

/** The API's OpenAPI document, made once per server process: it changes only with the code. */
export function openApiDocument() {
  if (!built) {
    const document = buildDocument({
      adminCookie: SESSION_COOKIE,
      buyerCookie: BUYER_COOKIE,
      tags: TAGS,
      routes: ROUTES,
      excluded: EXCLUDED,
    });
    const json = JSON.stringify(document);
    built = { document, json, etag: `"${createHash("sha1").update(json).digest("base64url")}"` };
  }
  return built;
}
