/**
 * When a quote's deal is closed: accepted or declined by the buyer, expired,
 * or closed by the admin (Won or Lost). A closed deal is never replaced
 * silently: a new version needs a reopening with a reason both sides see.
 * Browser-safe: the send dialog and the server decide alike.
 */
import { formatIsoDate } from "./dates";
import type { QuoteStatus } from "./types";

export type ClosedState = "accepted" | "declined" | "won" | "lost" | "expired";

export interface DealFacts {
  status: QuoteStatus;
  /** The latest version sent, or null before the first. */
  latest: { version: number; validUntil: string } | null;
  /** The buyer's answer to the latest version, if any. */
  answer: { type: "accepted" | "declined"; name: string | null; poNumber: string | null } | null;
  /** The latest version's valid-until day has ended (business time). */
  expired: boolean;
}

export interface Closed {
  state: ClosedState;
  /** What closed it, in a sentence: "Version 2 was accepted by Dana Buyer (PO 7788)." */
  text: string;
}

/**
 * Null while the deal is open: nothing sent yet, reopened (New, Contacted),
 * or Quoted and awaiting the buyer. An answer to the latest version stays on
 * record after a reopening; it is the status that says the deal is open again.
 */
export function closedDeal(f: DealFacts): Closed | null {
  const v = f.latest?.version;
  if (f.status === "New" || f.status === "Contacted") return null;
  if (f.answer?.type === "accepted" && f.status !== "Lost") {
    return {
      state: "accepted",
      text: `Version ${v} was accepted${f.answer.name ? ` by ${f.answer.name}` : ""}${f.answer.poNumber ? ` (PO ${f.answer.poNumber})` : ""}.`,
    };
  }
  if (f.answer?.type === "declined" && f.status !== "Won") return { state: "declined", text: `Version ${v} was declined by the buyer.` };
  if (f.status === "Won") return { state: "won", text: "This request was closed as Won." };
  if (f.status === "Lost") return { state: "lost", text: "This request was closed as Lost." };
  if (f.latest && f.expired) return { state: "expired", text: `Version ${v} expired on ${formatIsoDate(f.latest.validUntil)}.` };
  return null;
}

export const REOPEN_TO_SEND = "Reopen it with a reason before sending a new version.";
