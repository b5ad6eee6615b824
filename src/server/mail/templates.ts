import "server-only";
import { env } from "@/env";
import { formatIsoDate } from "@/lib/dates";
import { formatPrice } from "@/lib/money";
import type { BuyerQuote, ContactMessage, QuoteEventType, QuoteRequest, QuoteRequestItem } from "@/lib/types";
import type { MailBlock, MailContent } from "./content";

/*
 * What each e-mail says. These are pure: data in, content out (content.ts);
 * the text and HTML parts are written from the content by the mailer. A mail
 * to a buyer says only what the shop knows to be safe to send to any address
 * (see quoteRequestAcknowledgement); the shop's own mails keep everything and
 * link to the record in the back office.
 */

/** An address in the back office, under SITE_URL. */
export const adminUrl = (path: string): string => `${env.siteUrl}${path}`;

/** "per case of 4 rolls" -> "case of 4 rolls". */
const unitOf = (i: QuoteRequestItem): string => i.unitOfSale.replace(/^per\s+/i, "").trim();

function itemDetails(i: QuoteRequestItem, forShop: boolean): string[] {
  const unit = unitOf(i);
  const perUnit = i.unitOfSale ? ` ${i.unitOfSale}` : " each";
  return [
    `Quantity: ${i.quantity}${unit ? ` × ${unit}` : ""}`,
    `Listed price: ${i.priceText}${i.unitOfSale ? ` ${i.unitOfSale}` : ""}`,
    ...(i.targetPrice ? [`${forShop ? "Target price" : "Your target price"}: ${formatPrice(i.targetPrice)}${perUnit}`] : []),
    ...(i.substitutesOk ? ["Substitutes OK"] : []),
  ];
}

const itemsBlock = (q: QuoteRequest, forShop: boolean): MailBlock => ({
  type: "items",
  heading: "Items",
  items: q.items.map((i) => ({ title: `${i.name} (SKU ${i.sku})`, details: itemDetails(i, forShop) })),
});

const neededBy = (q: QuoteRequest): string => (q.neededBy ? formatIsoDate(q.neededBy) : "-");

/** The shop hears of a message from the contact form. */
export function contactNotification(m: ContactMessage): MailContent {
  const from = `${m.firstName} ${m.lastName}`;
  return {
    subject: `New contact message from ${from}`,
    blocks: [
      { type: "text", text: `New message from ${from}` },
      {
        type: "facts",
        rows: [
          { label: "Email", value: m.email },
          { label: "Company", value: m.company || "-" },
        ],
      },
      { type: "quote", label: "Message", text: m.message },
      { type: "action", label: "Open contact messages", url: adminUrl("/admin/contact-messages") },
    ],
  };
}

/** The shop's copy of a new quote request: everything the buyer sent. */
export function quoteRequestNotification(q: QuoteRequest): MailContent {
  return {
    subject: `New quote request ${q.reference} from ${q.name}`,
    blocks: [
      { type: "text", text: `New quote request ${q.reference}` },
      {
        type: "facts",
        rows: [
          { label: "Name", value: q.name },
          { label: "Company", value: q.company || "-" },
          { label: "Email", value: q.email },
          { label: "Phone", value: q.phone },
          { label: "Ship to", value: `${q.state} ${q.zip}` },
          { label: "Needed by", value: neededBy(q) },
        ],
      },
      itemsBlock(q, true),
      q.notes ? { type: "quote", label: "Notes", text: q.notes } : { type: "facts", rows: [{ label: "Notes", value: "-" }] },
      { type: "action", label: "Open the request", url: adminUrl(`/admin/quote-requests/${q.id}`) },
    ],
  };
}

/**
 * The buyer's acknowledgement goes to whatever address the form was given, so
 * it carries no text the submitter typed (name, company, phone, notes): the
 * shop's mail server must not deliver a stranger's words to anyone. Item
 * names, SKUs, prices and units are the catalogue's own (the stored
 * snapshot); quantities, target prices and the needed-by date are validated
 * numbers and a date; the state and ZIP are validated to a fixed format.
 */
export function quoteRequestAcknowledgement(q: QuoteRequest, business: string): MailContent {
  return {
    subject: `We received your quote request ${q.reference}`,
    preview: `Your reference is ${q.reference}.`,
    blocks: [
      { type: "text", text: "Hello," },
      {
        type: "text",
        text: `Thank you for your quote request. Your reference is ${q.reference}. We respond within 24 hours with pricing and availability for:`,
      },
      itemsBlock(q, false),
      {
        type: "facts",
        rows: [
          { label: "Ship to", value: `${q.state} ${q.zip}` },
          { label: "Needed by", value: neededBy(q) },
        ],
      },
      { type: "signature", text: business },
    ],
  };
}

const totalText = (q: Pick<BuyerQuote, "total" | "freight">): string =>
  `${formatPrice(q.total)}${q.freight === null ? " (FOB, freight collect)" : ""}`;

/**
 * The buyer's copy of a sent quote: the private link (the PDF goes along as
 * an attachment). Only what the admin wrote and the catalogue's data.
 */
export function quoteSent(quote: BuyerQuote, url: string): MailContent {
  const business = quote.supplier.name || "Our sales team";
  return {
    subject: `Quote ${quote.reference} from ${business}${quote.version > 1 ? ` (version ${quote.version})` : ""}`,
    preview: `Total ${totalText(quote)}, valid until ${formatIsoDate(quote.validUntil)}.`,
    blocks: [
      { type: "text", text: "Hello," },
      {
        type: "text",
        text: `Here is our quote ${quote.reference} (version ${quote.version}), valid until ${formatIsoDate(quote.validUntil)}.`,
      },
      { type: "facts", rows: [{ label: "Total", value: totalText(quote) }] },
      { type: "action", label: "View, ask a question, or accept it online", url },
      { type: "text", text: "The quote is attached as a PDF." },
      { type: "signature", text: business },
    ],
  };
}

export interface QuoteAnswer {
  id: number;
  reference: string;
  status: string;
  type: Extract<QuoteEventType, "accepted" | "declined" | "message">;
  version: number | null;
  name: string | null;
  poNumber: string | null;
  message: string | null;
  /** The answered version's total (with freight), when it is known. */
  total: string | null;
  freight: string | null;
}

/** The shop hears of the buyer's accept, decline or message at once. */
export function quoteAnswerNotification(a: QuoteAnswer): MailContent {
  const what =
    a.type === "accepted"
      ? `accepted by ${a.name}${a.poNumber ? ` (PO ${a.poNumber})` : ""}`
      : a.type === "declined"
        ? "declined"
        : "has a message from the buyer";
  const facts = [
    ...(a.type === "accepted" && a.total !== null ? [{ label: "Total", value: totalText({ total: a.total, freight: a.freight }) }] : []),
    ...(a.type === "accepted" ? [{ label: "PO number", value: a.poNumber || "-" }] : []),
    { label: "Status", value: a.status },
  ];
  return {
    subject: `Quote ${a.reference} ${what}`,
    blocks: [
      { type: "text", text: `Quote ${a.reference} (version ${a.version ?? "-"}) ${what}.` },
      ...(a.message ? [{ type: "quote", label: a.type === "declined" ? "Reason" : "Message", text: a.message } as const] : []),
      { type: "facts", rows: facts },
      { type: "action", label: "Open the request", url: adminUrl(`/admin/quote-requests/${a.id}`) },
    ],
  };
}

/**
 * The buyer's confirmation of their accept. It goes to the address the quote
 * was mailed to, once per quote, and only someone holding the private link
 * sent there can cause it: so it may repeat the PO number typed on that page
 * (one validated line). The accepting name stays out all the same.
 */
export function quoteAcceptedConfirmation(a: {
  reference: string;
  version: number;
  total: string;
  freight: string | null;
  poNumber: string | null;
  business: string;
  url: string;
}): MailContent {
  return {
    subject: `Your acceptance of quote ${a.reference} (version ${a.version})`,
    preview: `Total ${totalText(a)}${a.poNumber ? `, PO ${a.poNumber}` : ""}.`,
    blocks: [
      { type: "text", text: "Hello," },
      {
        type: "text",
        text: `Thank you: we have your acceptance of quote ${a.reference}, version ${a.version}. We will be in touch about delivery.`,
      },
      {
        type: "facts",
        rows: [
          { label: "Quote", value: `${a.reference}, version ${a.version}` },
          { label: "Total", value: totalText(a) },
          { label: "PO number", value: a.poNumber || "-" },
        ],
      },
      { type: "action", label: "View the quote", url: a.url },
      { type: "signature", text: a.business },
    ],
  };
}

/**
 * The buyer hears what the admin said on their quote: a reply, or the
 * reopening of a closed deal with its reason. Only the admin's words and the
 * link go out (the buyer's own typed text stays out of the body).
 */
export function quoteBuyerNote(n: {
  reference: string;
  type: "reply" | "reopened";
  version: number | null;
  message: string;
  business: string;
  url: string;
}): MailContent {
  const reopened = n.type === "reopened";
  return {
    subject: reopened ? `Quote ${n.reference} reopened by ${n.business}` : `Re: Quote ${n.reference} from ${n.business}`,
    preview: reopened ? `We have reopened quote ${n.reference}.` : `We replied about quote ${n.reference}.`,
    blocks: [
      { type: "text", text: "Hello," },
      {
        type: "text",
        text: reopened
          ? `We have reopened quote ${n.reference}${n.version ? ` (version ${n.version})` : ""}. Our reason:`
          : `We replied to your message about quote ${n.reference}:`,
      },
      { type: "quote", label: reopened ? "Reason" : "Reply", text: n.message },
      {
        type: "action",
        label: reopened
          ? "A revised quote will follow: read it and the whole conversation online"
          : "Read the conversation and answer online",
        url: n.url,
      },
      { type: "signature", text: n.business },
    ],
  };
}

/** A buyer's sign-in link: nothing else, so a mail to a wrong address tells its reader nothing. */
export function signInLinkMail(url: string, business: string): MailContent {
  return {
    subject: `Your sign-in link for ${business}`,
    preview: "Sign in to see your quotes. The link works once, for 15 minutes.",
    blocks: [
      { type: "text", text: "Hello," },
      {
        type: "text",
        text: `Someone, probably you, asked to sign in to ${business} with this address. The link works once, for 15 minutes.`,
      },
      { type: "action", label: "Sign in", url },
      { type: "text", text: "If you did not ask for it, ignore this e-mail: nobody can sign in without the link." },
      { type: "signature", text: business },
    ],
  };
}
