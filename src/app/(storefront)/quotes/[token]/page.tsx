import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { QuoteView } from "@/components/storefront/quote-page/quote-view";
import { env } from "@/env";
import { HttpError } from "@/server/http/errors";
import { getBuyerQuote } from "@/server/quotes/buyer-quote";

/**
 * The buyer's private quote page. Whoever holds the link may read the quote,
 * so it is never indexed, followed or cached, and not in the sitemap. The
 * title stays generic: naming the reference would cost metadata its own read
 * of the quote.
 */
export const metadata: Metadata = {
  title: "Your quote",
  robots: { index: false, follow: false, nocache: true, googleBot: { index: false, follow: false } },
};

/**
 * Rendered whole per request, with no prerendered shell or loading state: the
 * quote is sent in place, readable before (or without) the page's scripts,
 * where a Suspense boundary would have it sent hidden for React's script to move.
 */
export const instant = false;

type Props = { params: Promise<{ token: string }> };

/** Reads the quote per request (and records the buyer's first view); an unknown token is the 404 page, like any wrong address. */
async function BuyerQuotePage({ params }: Props) {
  const { token } = await params;
  // Params alone would let Next try the render in its prerender stages, where the
  // quote's expiry (today's date) and the view record may not run: this is per request.
  await connection();
  let quote;
  try {
    quote = await getBuyerQuote(token, { markViewed: true });
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) notFound();
    throw error;
  }
  return <QuoteView quote={quote} token={token} timeZone={env.BUSINESS_TIME_ZONE} />;
}

export default function QuotePage(props: Props) {
  return <BuyerQuotePage {...props} />;
}
