import { publicRoute } from "@/server/http/route";
import { quotePdf } from "@/server/quotes/quote-pdf";
import { matchesIfNoneMatch } from "@/server/http/etag.mjs";

/**
 * The latest version as a US Letter PDF, named {reference}-v{version}.pdf:
 * rendered once and kept, with a strong ETag. The link is private, so only
 * the buyer's own browser may keep a copy, and checks it first (304).
 */
export const GET = publicRoute<{ token: string }>(async ({ req, params }) => {
  const ifNoneMatch = req.headers.get("if-none-match");
  const pdf = await quotePdf(params.token, ifNoneMatch ? { ifNoneMatch: (etag) => matchesIfNoneMatch(ifNoneMatch, etag) } : {});
  const headers = new Headers({
    ETag: pdf.etag,
    "Cache-Control": "private, no-cache",
    "X-Robots-Tag": "noindex, nofollow",
  });
  if (!pdf.bytes) return new Response(null, { status: 304, headers });
  headers.set("Content-Type", "application/pdf");
  headers.set("Content-Disposition", `attachment; filename="${pdf.filename}"`);
  headers.set("Content-Length", String(pdf.bytes.length));
  return new Response(new Uint8Array(pdf.bytes), { headers });
});
