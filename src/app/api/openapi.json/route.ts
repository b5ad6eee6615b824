import { publicRoute } from "@/server/http/route";
import { openApiDocument } from "@/server/openapi/document";
import { matchesIfNoneMatch } from "@/server/http/etag.mjs";

/** The API's OpenAPI 3.1 document (docs/integration-openapi.md): made once per server, the same for everyone. */
export const GET = publicRoute(async ({ req }) => {
  const { json, etag } = openApiDocument();
  const headers = new Headers({ ETag: etag, "Cache-Control": "public, max-age=300" });
  if (matchesIfNoneMatch(req.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });
  headers.set("Content-Type", "application/json; charset=utf-8");
  return new Response(json, { headers });
});
