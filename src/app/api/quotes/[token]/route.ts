import { json } from "@/server/http/errors";
import { publicRoute } from "@/server/http/route";
import { getBuyerQuote } from "@/server/quotes/buyer-quote";

/** The buyer's quote behind its private link (a first read of a version is its "viewed" event); never stored by a browser or a shared cache. */
export const GET = publicRoute<{ token: string }>(async ({ params }) =>
  json(await getBuyerQuote(params.token, { markViewed: true }), {
    headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" },
  }),
);
