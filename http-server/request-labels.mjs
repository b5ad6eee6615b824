// @ts-check
// How a request is named in logs and metrics. Metrics count by the app's route
// pattern (/products/[slug]), not the raw URL, so their series stay few; logs
// keep the path but hide what can carry a secret: a quote's token in its path
// and every query value but a few harmless ones.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** Query parameters whose values are paging and sorting, never a secret or personal. */
const SHOWN_QUERY = new Set(["page", "sort", "order", "view", "per", "perPage", "limit", "offset", "dryRun", "format"]);
const TOKEN_SEGMENT = /(\/quotes\/)[^/?#]+/;

/** The path as a log line shows it: quote tokens and query values (but SHOWN_QUERY's) replaced. */
export function loggedPath(url = "/") {
  const q = url.indexOf("?");
  const pathname = (q < 0 ? url : url.slice(0, q)).replace(TOKEN_SEGMENT, "$1[token]");
  if (q < 0) return pathname;
  const params = url
    .slice(q + 1)
    .split("&")
    .filter(Boolean)
    .map((pair) => {
      const [key] = pair.split("=", 1);
      return SHOWN_QUERY.has(key) ? pair : `${key}=[redacted]`;
    });
  return params.length ? `${pathname}?${params.join("&")}` : pathname;
}

/**
 * A route pattern (/products/[slug]) as a matcher of concrete paths.
 * @param {string} pattern
 */
function compile(pattern) {
  const source = pattern
    .split("/")
    .map((segment) => {
      if (/^\[\[\.\.\..+\]\]$/.test(segment)) return "(?:/.*)?";
      if (/^\[\.\.\..+\]$/.test(segment)) return "/.+";
      if (/^\[.+\]$/.test(segment)) return "/[^/]+";
      return segment ? `/${segment.replace(/[.*+?^${}()|\\]/g, "\\$&")}` : "";
    })
    .join("");
  return new RegExp(`^${source || "/"}/?$`);
}

/**
 * The route patterns of the build in `distDir` (Next's app-path-routes manifest):
 * `routeOf(url)` names a request by its pattern, "/_next/static" or "/_next/image"
 * for the framework's files, and "other" for anything else (a 404 for a made-up
 * path must not add a series).
 * @param {string} distDir
 */
export function routeNamer(distDir) {
  const file = path.join(distDir, "app-path-routes-manifest.json");
  /** @type {string[]} */
  const patterns = existsSync(file) ? [...new Set(Object.values(JSON.parse(readFileSync(file, "utf8"))))] : [];
  const exact = new Set(patterns.filter((p) => !p.includes("[")));
  // Fewer dynamic segments first, so /products/page/[page] wins over /products/[slug]/... alike.
  const dynamic = patterns
    .filter((p) => p.includes("["))
    .sort((a, b) => (a.match(/\[/g)?.length ?? 0) - (b.match(/\[/g)?.length ?? 0))
    .map((p) => ({ pattern: p, matcher: compile(p) }));
  return {
    /** @param {string} [url] */
    routeOf(url = "/") {
      const pathname = url.split("?")[0].replace(/(.)\/$/, "$1");
      if (pathname.startsWith("/_next/static/")) return "/_next/static";
      if (pathname.startsWith("/_next/image")) return "/_next/image";
      if (exact.has(pathname)) return pathname;
      return dynamic.find((d) => d.matcher.test(pathname))?.pattern ?? "other";
    },
  };
}
