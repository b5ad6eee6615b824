/**
 * The product search's address (ADR 5): /search?q=…. Links and the header box
 * go there directly; /products?search=… (the original address, old links) is
 * redirected there with its query, so the page also reads `search`.
 */
export const SEARCH_PATH = "/search";

/** Longest term searched for; longer text is cut. */
export const SEARCH_TERM_MAX = 100;

/** Where a search for `text` goes; null for blank text, which is ignored. */
export function searchHref(text: string): string | null {
  const q = text.trim();
  return q ? `${SEARCH_PATH}?q=${encodeURIComponent(q)}` : null;
}

/** The term a search address asks for ("" for none). */
export function searchTermOf(get: (key: string) => string | null | undefined): string {
  return (get("q") || get("search") || "").trim().slice(0, SEARCH_TERM_MAX);
}
