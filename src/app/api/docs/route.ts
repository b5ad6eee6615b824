import { publicRoute } from "@/server/http/route";
import { REFERENCE_PAGE } from "@/server/openapi/reference-page";

/** The interactive API reference (docs/integration-openapi.md): not for search engines. */
export const GET = publicRoute(
  async () =>
    new Response(REFERENCE_PAGE, {
      headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache", "X-Robots-Tag": "noindex, nofollow" },
    }),
);
