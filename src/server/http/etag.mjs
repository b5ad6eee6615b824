// Conditional requests, shared by the page cache (http-server/page-cache.mjs, through src/http-bridge.mjs) and the API's
// list answers (list.ts). Plain .mjs: http-server/index.mjs loads it without a build.

/**
 * RFC 9110 13.1.2: If-None-Match holds "*" or the ETag, compared weakly (W/"x" matches "x"), in a comma-separated list.
 * @param {string | string[] | null | undefined} header
 * @param {string} etag
 */
export function matchesIfNoneMatch(header, etag) {
  if (typeof header !== "string") return false;
  const tag = etag.replace(/^W\//, "");
  return header.split(",").some((t) => {
    const candidate = t.trim();
    return candidate === "*" || candidate.replace(/^W\//, "") === tag;
  });
}
