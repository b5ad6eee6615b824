import "server-only";
import { env } from "@/env";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { formatIsoDate, isIsoDate } from "@/lib/dates";
import { formatPrice } from "@/lib/money";
import { quantityWithUnit } from "@/lib/quote-units";
import type { BuyerQuote, BuyerQuoteView, QuoteLine, QuoteReopening } from "@/lib/types";
import { runWorker, type WorkerKind } from "@/server/workers/run-worker";
import { businessToday } from "./business-time";
import { loadQuote } from "./buyer-quote";
import { quoteUrl } from "./quote-link";
import type { QuotePdfModel, QuotePdfStep } from "./quote-pdf-layout.mjs";
import { keepPdf, keptEtag, keptPdf, type KeptPdf } from "./quote-pdf-store";

/**
 * The quote as a PDF: what the buyer's page shows, on US Letter, with who it
 * is for (contact, company, ship-to, needed-by) and how to accept it online.
 *
 * The app writes every text here (money as the quote carries it, dates,
 * units); ./quote-pdf-layout.mjs lays it out in a worker thread, with
 * embedded fonts, as a tagged PDF. A sent version is frozen, so its PDF is
 * rendered once and kept (quote-pdf-store.ts) under the hash of what it was
 * made from: the version, its state (expired, accepted, declined), the
 * supplier's details and the renderer itself. When one of those changes it
 * is rendered once more; requests that arrive during a render share it.
 */

/** The buyer's details the PDF prints, from their request. */
export interface QuoteBuyer {
  name: string;
  company: string;
  email: string;
  phone: string;
  state: string;
  zip: string;
  /** YYYY-MM-DD or null. */
  neededBy: string | null;
}

/** The buyer's view of the quote (what their page shows, its state included: answerable, decisions, reopenings), less the conversation. */
export interface QuotePdfInput extends Omit<BuyerQuoteView, "messages"> {
  buyer: QuoteBuyer;
  /** The buyer's private link. */
  url: string;
}

const QUANTITY = new Intl.NumberFormat("en-US");

/** A calendar date, or the business's date of a moment ("2026-11-25T15:04:05Z"), as "November 25, 2026". */
function dateText(value: string): string {
  if (isIsoDate(value)) return formatIsoDate(value);
  const moment = new Date(value);
  return Number.isNaN(moment.getTime()) ? value : formatIsoDate(businessToday(moment));
}

/** The "{minQuantity}+ {units} at $…" steps, lowest first; the one the line's quantity reaches is marked (as on the page). */
function breakLadder(line: QuoteLine): QuotePdfStep[] {
  const sorted = [...line.breaks].sort((a, b) => a.minQuantity - b.minQuantity);
  const applied = sorted.filter((b) => b.minQuantity <= line.quantity).at(-1);
  // No-break spaces keep "500+ rolls at $0.95" on one line.
  return sorted.map((b) => ({
    text: `${quantityWithUnit(b.minQuantity, line.unit, { orMore: true })} at ${formatPrice(b.unitPrice)}`.replace(/ /g, "\u00a0"),
    applied: b === applied,
  }));
}

/** The latest version's reopening while no new version has followed it (as the page has it). */
const pendingReopening = (q: QuotePdfInput): QuoteReopening | null =>
  q.status === "Quoted" ? null : (q.versions[0]?.reopened.at(-1) ?? null);

/** Where the quote stands, in the page's words and order: a reopening, the buyer's answer, the end of validity, or a close. */
function status(q: QuotePdfInput): QuotePdfModel["status"] {
  const out: QuotePdfModel["status"] = [];
  const reopening = pendingReopening(q);
  if (reopening) out.push({ text: `Reopened on ${dateText(reopening.at)}`, tone: "blue" });
  const d = q.decision;
  if (d?.type === "accepted") {
    const po = d.poNumber ? ` (PO ${d.poNumber})` : "";
    const other = d.version !== null && d.version !== q.version ? ` (version ${d.version})` : "";
    out.push({ text: `${d.name ? `Accepted by ${d.name}` : "Accepted"}${po} on ${dateText(d.at)}${other}`, tone: "green" });
  } else if (d?.type === "declined") {
    // The reason may be long: it flows with the terms at the end.
    out.push({ text: `Declined on ${dateText(d.at)}`, tone: "red" });
  } else if (q.expired) {
    out.push({ text: "Expired", tone: "red" });
  } else if (!q.answerable && !reopening) {
    out.push({ text: "Closed", tone: "muted" });
  }
  return out;
}

/**
 * What the buyer can do at the private link, as their page says it: accept
 * only while the quote is answerable; otherwise why not, in the page's words.
 */
function online(q: QuotePdfInput): QuotePdfModel["online"] {
  const reopening = pendingReopening(q);
  const at = (text: string) => ({ heading: "This quote online", text, url: q.url });
  if (reopening)
    return at(
      `${q.supplier.name || "We"} reopened this quote on ${dateText(reopening.at)}. A revised quote will follow; until then this one cannot be accepted. Follow it at your private link:`,
    );
  if (q.decision) return at("See this quote, its versions and your answer at your private link:");
  if (q.expired)
    return at(
      `This quote can no longer be accepted. Its prices were held until ${formatIsoDate(q.validUntil)}. Send us a message for a new quote, or put these items back in your cart with Request again, at your private link:`,
    );
  if (!q.answerable)
    return at("This quote is closed and can no longer be accepted. Send us a message at your private link if you need a new quote:");
  return {
    heading: "How to accept",
    text: `Open your private link below and press Accept, with your name and a PO number if you have one, by ${formatIsoDate(q.validUntil)}. There you can also ask a question, request changes or decline.`,
    url: q.url,
  };
}

/** Everything the PDF prints, as finished text. */
export function quotePdfModel(q: QuotePdfInput): QuotePdfModel {
  const s = q.supplier;
  const b = q.buyer;
  const sent = new Date(q.date);
  const contact = [b.company.trim() ? b.name : "", b.email, b.phone].map((v) => v.trim()).filter(Boolean);
  return {
    title: `Quote ${q.reference}, version ${q.version}`,
    author: s.name,
    subject: `Quote for ${q.preparedFor}`,
    creationDate: Number.isNaN(sent.getTime()) ? null : sent.toISOString(),
    supplier: {
      name: s.name,
      contact: [s.address, s.phone, s.email]
        .map((v) => v.trim())
        .filter(Boolean)
        .join("\n"),
    },
    identity: {
      reference: `Quote ${q.reference}`,
      facts: [
        { text: `Version ${q.version}`, bold: false },
        { text: `Sent ${dateText(q.date)}`, bold: false },
        { text: `Valid until ${formatIsoDate(q.validUntil)}`, bold: true },
      ],
    },
    preparedFor: { name: q.preparedFor, contact },
    shipTo:
      [b.state, b.zip]
        .map((v) => v.trim())
        .filter(Boolean)
        .join(" ") || "—",
    neededBy: b.neededBy ? dateText(b.neededBy) : null,
    status: status(q),
    lines: q.lines.map((l) => ({
      sku: l.sku,
      name: l.name,
      quantity: QUANTITY.format(l.quantity),
      unit: l.unit,
      unitPrice: formatPrice(l.appliedUnitPrice),
      lineTotal: formatPrice(l.lineTotal),
      ladder: breakLadder(l),
      note: l.note.trim(),
    })),
    totals: [
      { label: "Subtotal", value: formatPrice(q.subtotal), strong: false },
      { label: "Freight", value: q.freight === null ? "FOB, freight collect" : formatPrice(q.freight), strong: false },
      { label: "Total", value: formatPrice(q.total), strong: true },
    ],
    online: online(q),
    conditions: [
      { label: "Lead time", body: q.leadTime.trim() },
      { label: "Terms", body: q.terms.trim() },
      { label: "Reason for reopening", body: (pendingReopening(q)?.reason ?? "").trim() },
      { label: "Reason for declining", body: q.decision?.type === "declined" ? (q.decision.reason ?? "").trim() : "" },
      { label: "Terms of Sale", body: `This quote is subject to our Terms of Sale: ${env.siteUrl}/terms-of-sale` },
    ].filter((c) => c.body !== ""),
    footer: `Quote ${q.reference}, version ${q.version}`,
  };
}

/** The layout's source, as the app's folder holds it (the server, the tests and the scripts all run from there). */
const RENDERER = path.join(process.cwd(), "src/server/quotes/quote-pdf-layout.mjs");

let rendererHash: string | null = null;
/** The renderer's own source is part of what a PDF is made from: a new layout renders kept PDFs again. */
function rendererId(): string {
  rendererHash ??= createHash("sha256").update(readFileSync(RENDERER)).digest("hex");
  return rendererHash;
}

const inputHash = (model: QuotePdfModel) => createHash("sha256").update(rendererId()).update(JSON.stringify(model)).digest("hex");

let renders = 0;
/** How many PDFs this process has rendered (tests: a kept PDF is not rendered again). */
export const quotePdfRenders = () => renders;

/**
 * PDFs render one at a time, so they never take more than one core from the
 * server, each within a 128 MB heap and 2 minutes; the worker stays 30 s for
 * the next one with its fonts parsed (most of a short quote's cost).
 */
const PDF_WORKER: WorkerKind = { name: "quote-pdf", heapMb: 128, timeoutMs: 120_000, concurrency: 1, idleMs: 30_000 };

/** The PDF's bytes, rendered in a worker thread. */
export async function renderQuotePdfModel(model: QuotePdfModel): Promise<Buffer> {
  renders++;
  const bytes = await runWorker<QuotePdfModel, Uint8Array>(PDF_WORKER, model);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Renders in progress, by input: requests that arrive meanwhile wait for the same one. */
const inFlight = new Map<string, Promise<KeptPdf>>();

export interface QuotePdf extends KeptPdf {
  quote: BuyerQuote;
  filename: string;
}

/** What a request for the PDF behind a private link needs to know before any bytes: the quote, its kept ETag if any. */
async function prepare(token: string) {
  const { row, quote } = await loadQuote(token);
  const input: QuotePdfInput = {
    ...quote,
    buyer: {
      name: row.name,
      company: row.company,
      email: row.email,
      phone: row.phone,
      state: row.state,
      zip: row.zip,
      neededBy: row.neededBy,
    },
    url: quoteUrl(token),
  };
  const model = quotePdfModel(input);
  return { quote, versionId: row.versions[0].id, model, hash: inputHash(model), filename: `${quote.reference}-v${quote.version}.pdf` };
}

/**
 * The latest version's PDF behind a private link (404 for an unknown token):
 * the kept one, or rendered now and kept. With `ifNoneMatch`, a kept PDF with
 * that ETag is answered without its bytes (`bytes` null).
 */
export async function quotePdf(
  token: string,
  opts: { ifNoneMatch?: (etag: string) => boolean } = {},
): Promise<Omit<QuotePdf, "bytes"> & { bytes: Buffer | null }> {
  const p = await prepare(token);
  if (opts.ifNoneMatch) {
    const etag = await keptEtag(p.versionId, p.hash);
    if (etag && opts.ifNoneMatch(etag)) return { quote: p.quote, filename: p.filename, etag, bytes: null };
  }
  let pending = inFlight.get(p.hash);
  if (!pending) {
    pending = (async () => (await keptPdf(p.versionId, p.hash)) ?? keepPdf(p.versionId, p.hash, await renderQuotePdfModel(p.model)))();
    inFlight.set(p.hash, pending);
    void pending.finally(() => inFlight.delete(p.hash)).catch(() => {});
  }
  const kept = await pending;
  return { quote: p.quote, filename: p.filename, ...kept };
}

/** The PDF's bytes for a private link (the quote e-mail's attachment): the kept one, else rendered and kept. */
export async function renderQuotePdf(token: string): Promise<Buffer> {
  const { bytes } = await quotePdf(token);
  return bytes!;
}
