import { publicRoute } from "@/server/http/route";
import { getBuyerQuote } from "@/server/quotes/buyer-quote";
import { renderQuotePdf } from "@/server/quotes/quote-pdf";

/** The latest version as a US Letter PDF, named {reference}-v{version}.pdf. */
export const GET = publicRoute<{ token: string }>(async ({ params }) => {
  const quote = await getBuyerQuote(params.token);
  const pdf = await renderQuotePdf(quote);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${quote.reference}-v${quote.version}.pdf"`,
      "Content-Length": String(pdf.length),
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
});
