import type { QuoteRequest } from "@/lib/types";

/** A mailto: link answering the buyer, the reference in its subject. */
export function replyHref(q: QuoteRequest): string {
  const subject = `Re: Your quote request ${q.reference}`;
  const body = `Hi ${q.name},\n\nThank you for your quote request ${q.reference}.\n\n`;
  return `mailto:${q.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
