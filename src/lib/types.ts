/**
 * The shapes the API answers with. Browser-safe: shared by
 * server queries, route handlers, pages and client components.
 */
import type { AttributeDef, Attributes } from "./attributes";

export interface Category {
  id: number;
  name: string;
  slug: string;
  description: string;
  imageUrl: string;
  /** Computed from the category's products, never stored. */
  productCount: number;
  /** The typed attributes its products are described and filtered by, in display order. */
  attributes: AttributeDef[];
}

export interface Product {
  id: number;
  name: string;
  slug: string;
  sku: string;
  description: string;
  priceMin: string | null;
  priceMax: string | null;
  imageUrl: string;
  categoryId: number | null;
  /** null when the product has no category (shown as "Unknown Category"). */
  category: { name: string; slug: string } | null;
  /** JSON text of key/value pairs. */
  specifications: string;
  /** What one price buys ("per case of 4 rolls"), shown beside it; "" when not said. */
  unitOfSale: string;
  /** Typed attribute values by key, numbers in the unit of the category's definition. */
  attributes: Attributes;
  /** Further image URLs, shown after imageUrl on the product page, in order. */
  images: string[];
}

export interface SettingEntry {
  key: string;
  value: string;
}

export interface ContactMessage {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  company: string | null;
  message: string;
  isRead: boolean;
  createdAt: string;
}

export interface AdminProfile {
  username: string;
  email: string;
}

export interface DashboardStats {
  totalProducts: number;
  totalCategories: number;
  newQuoteRequests?: number;
  unreadMessages?: number;
}

export interface CartItem {
  id: number;
  name: string;
  slug: string;
  sku: string;
  priceMin: string | null;
  priceMax: string | null;
  imageUrl: string;
  category: string;
  /** The product's unit of sale when it was added ("" for carts saved before there was one). */
  unitOfSale: string;
  quantity: number;
  /** The unit price the buyer hopes for, as typed in the quote form ("" or absent: none). Kept until the request is sent or the cart cleared. */
  targetPrice?: string;
  /** Whether a substitute will do, from the quote form. */
  substitutesOk?: boolean;
}

export const QUOTE_STATUSES = ["New", "Contacted", "Quoted", "Won", "Lost"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export interface QuoteRequestItem {
  productId: number | null;
  sku: string;
  name: string;
  priceText: string;
  /** The unit of sale when asked for; "" with "Contact for Price". */
  unitOfSale: string;
  quantity: number;
  /** The buyer's target unit price (money text) or null. */
  targetPrice: string | null;
  substitutesOk: boolean;
}

export interface QuoteRequest {
  id: number;
  reference: string;
  name: string;
  company: string;
  email: string;
  phone: string;
  state: string;
  zip: string;
  notes: string;
  status: QuoteStatus;
  isRead: boolean;
  adminNotes: string;
  emailStatus: string;
  /** YYYY-MM-DD or null. */
  neededBy: string | null;
  /** Valid-until of the latest sent quote (YYYY-MM-DD), null before one is sent. */
  quoteValidUntil: string | null;
  /** Quoted, and the latest quote's valid-until day has ended in the business's time zone. */
  expired: boolean;
  createdAt: string;
  items: QuoteRequestItem[];
}

/** One priced line of a quote (src/lib/quote-math.ts). */
export interface QuoteLine {
  sku: string;
  name: string;
  quantity: number;
  unit: string;
  unitPrice: string;
  breaks: { minQuantity: number; unitPrice: string }[];
  note: string;
  appliedUnitPrice: string;
  lineTotal: string;
}

/** The body of a quote: the draft being edited, or a version as sent. */
export interface QuoteContent {
  lines: QuoteLine[];
  /** null: FOB, freight collect. */
  freight: string | null;
  leadTime: string;
  /** YYYY-MM-DD: valid to the end of that day in the business's time zone. */
  validUntil: string;
  terms: string;
  subtotal: string;
  total: string;
}

export interface QuoteDraft extends QuoteContent {
  /** false: prefilled from the request, never saved. */
  saved: boolean;
}

export interface QuoteVersion extends QuoteContent {
  version: number;
  sentBy: string;
  createdAt: string;
}

/** "message" is the buyer's, "reply" the admin's answer to it; "reopened" carries the admin's reason. */
export const QUOTE_EVENT_TYPES = [
  "received",
  "opened",
  "sent",
  "viewed",
  "message",
  "reply",
  "accepted",
  "declined",
  "reopened",
  "status",
] as const;
export type QuoteEventType = (typeof QUOTE_EVENT_TYPES)[number];

export interface QuoteEvent {
  id: number;
  type: QuoteEventType;
  version: number | null;
  /** Who did it: the admin's username, "buyer" or "system". */
  actor: string;
  /** The accepting buyer's name. */
  name: string | null;
  poNumber: string | null;
  /** A buyer's message, the admin's reply, a decline's or a reopening's reason, or a status change ("New → Contacted"). */
  message: string | null;
  createdAt: string;
}

/** GET /api/admin/quote-requests/{id}. */
export interface QuoteRequestDetail extends QuoteRequest {
  events: QuoteEvent[];
  versions: QuoteVersion[];
  draft: QuoteDraft;
  /** The buyer's private link, the same for every version; null before the first is sent. */
  quoteUrl: string | null;
  /** The order the accepted version became (src/server/orders), or null. */
  order?: { id: number; number: string } | null;
}

export interface Supplier {
  name: string;
  phone: string;
  email: string;
  address: string;
}

/** GET /api/quotes/{token}: the latest version and the earlier ones (superseded). */
export interface BuyerQuote extends QuoteContent {
  reference: string;
  version: number;
  /** The request's status: Quoted, Won or Lost (or one the admin set by hand). */
  status: QuoteStatus;
  expired: boolean;
  /** When this version was sent. */
  date: string;
  supplier: Supplier;
  /** Prepared for: the buyer's company (or name). */
  preparedFor: string;
  /** Accepted or declined, once the buyer has answered the latest version. */
  decision: QuoteDecision | null;
  /** Every version sent, newest first; all but the first are superseded. */
  versions: (QuoteVersion & { superseded: boolean })[];
}

/** GET /api/quotes/{token} and the buyer's page: the quote, its history and the conversation. */
export interface BuyerQuoteView extends BuyerQuote {
  /** Whether the buyer may accept or decline now: Quoted, the latest version unanswered and unexpired. */
  answerable: boolean;
  /** Each version keeps its answer and any reopening for good. */
  versions: (QuoteVersion & { superseded: boolean; decision: QuoteDecision | null; reopened: QuoteReopening[] })[];
  /** The conversation, oldest first: the buyer's messages and the supplier's replies. */
  messages: QuoteMessage[];
}

export interface QuoteDecision {
  type: "accepted" | "declined";
  version: number | null;
  name: string | null;
  poNumber: string | null;
  reason: string | null;
  at: string;
}

/** The supplier reopened a closed quote (accepted, declined, expired, Won or Lost), saying why. */
export interface QuoteReopening {
  version: number | null;
  reason: string;
  at: string;
}

export interface QuoteMessage {
  from: "buyer" | "supplier";
  message: string;
  at: string;
}
