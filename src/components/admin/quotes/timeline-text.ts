import type { QuoteEvent } from "@/lib/types";

/** The agreed heading of a timeline entry (docs: labels). */
export function eventTitle(e: QuoteEvent): string {
  switch (e.type) {
    case "received":
      return "Request received";
    case "opened":
      return "Opened";
    case "sent":
      return `Version ${e.version ?? "?"} sent`;
    case "viewed":
      return "Viewed by the buyer";
    case "message":
      return "Buyer message";
    case "reply":
      return "Reply to the buyer";
    case "reopened":
      return e.version ? `Version ${e.version} reopened` : "Reopened";
    case "accepted":
      return e.name ? `Accepted by ${e.name}` : "Accepted";
    case "declined":
      return "Declined";
    case "status":
      return "Status changed";
  }
}

/** What follows the heading: the message or reply, the PO number, the reason, or "A → B". */
export function eventDetail(e: QuoteEvent): string | null {
  switch (e.type) {
    case "accepted":
      return e.poNumber ? `PO ${e.poNumber}` : null;
    case "message":
    case "reply":
    case "reopened":
    case "declined":
    case "status":
      return e.message || null;
    default:
      return null;
  }
}

/** Who did it, when it was an admin (the buyer's and the system's entries say so themselves). */
export const eventActor = (e: QuoteEvent): string | null => (e.actor && e.actor !== "buyer" && e.actor !== "system" ? e.actor : null);

/** Oldest first, so the newest entry is last; equal times keep the order they were stored in. */
export const timelineOrder = (events: QuoteEvent[]): QuoteEvent[] =>
  [...events].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
