import "server-only";
import { env } from "@/env";
import { recordSearch } from "@/server/catalog/search/search-log";
import { searchAnswer, searchTerm } from "@/server/catalog/search/spec-search";
import { clientAddress } from "@/server/http/request-info";
import { provideSearchApi } from "@/server/process-slots.mjs";

/**
 * GET /api/products/search's answer for `q`: the matching products as JSON
 * text (a plain array) and the corrected query, if the words were corrected.
 * The search is counted in the admin's search insights for `client`.
 */
export async function answerProductSearch(q: string, client: string): Promise<{ body: string; correctedQuery: string | null }> {
  const found = await searchAnswer(searchTerm(q));
  recordSearch(q, found.count, client);
  return { body: found.body, correctedQuery: found.correctedQuery };
}

// The HTTP server answers a plain search API request with this directly, without
// Next's request handling, which cost as much as the search and its database
// reads together (http-server/search-api.mjs). It is here once Next has loaded
// the route; until then the route answers.
provideSearchApi({ answer: (q, forwardedFor) => answerProductSearch(q, clientAddress(forwardedFor, env.TRUST_PROXY)) });
