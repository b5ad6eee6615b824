/**
 * Orders: what an accepted quote version became, and the statuses it moves
 * through. Browser-safe: the back office, the account pages and the server
 * share the one table of allowed transitions.
 */

export const ORDER_STATUSES = ["Placed", "Confirmed", "Shipped", "Delivered", "Cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Where each status may go next; Delivered and Cancelled are final. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  Placed: ["Confirmed", "Cancelled"],
  Confirmed: ["Shipped", "Cancelled"],
  Shipped: ["Delivered"],
  Delivered: [],
  Cancelled: [],
};

export const isOrderStatus = (s: unknown): s is OrderStatus => (ORDER_STATUSES as readonly unknown[]).includes(s);

export const canMove = (from: OrderStatus, to: OrderStatus): boolean => ORDER_TRANSITIONS[from].includes(to);

/** "Order SO-2026-000123 is Delivered; it cannot be marked Shipped." */
export function transitionRefusal(number: string, from: string, to: OrderStatus): string {
  return `Order ${number} is ${from}; it cannot be marked ${to}.`;
}

/** A line as ordered: the accepted version's line with the unit price it was sold at. */
export interface OrderLine {
  sku: string;
  name: string;
  quantity: number;
  unit: string;
  unitPrice: string;
  lineTotal: string;
  /** The catalogue's price of the SKU when ordered (listPrice()), null when it had none: what a reorder compares with. */
  listPrice: string | null;
}

/** A catalogue price as one text: "45.00", "45.00 - 55.00", or null for Contact for Price. */
export function listPrice(p: { priceMin: string | null; priceMax: string | null }): string | null {
  if (p.priceMin === null || p.priceMax === null) return null;
  return p.priceMin === p.priceMax ? p.priceMin : `${p.priceMin} - ${p.priceMax}`;
}

export interface OrderEventView {
  status: OrderStatus;
  actor: string;
  note: string | null;
  createdAt: string;
}

export interface OrderSummary {
  id: number;
  number: string;
  /** Business date the order was placed, YYYY-MM-DD. */
  date: string;
  poNumber: string | null;
  total: string;
  status: OrderStatus;
  company: string;
}

export interface OrderDetail extends OrderSummary {
  quoteRequestId: number;
  quoteReference: string;
  version: number;
  buyerEmail: string;
  lines: OrderLine[];
  subtotal: string;
  freight: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  shippedOn: string | null;
  cancelReason: string | null;
  updatedAt: string;
  events: OrderEventView[];
}

/** What a reorder answers: the cart items to add, and what became of each line. */
export interface ReorderAnswer {
  items: ReorderItem[];
  /** Lines whose SKU the catalogue no longer sells: left out. */
  notSold: { sku: string; name: string }[];
}

export interface ReorderItem {
  product: {
    id: number;
    name: string;
    slug: string;
    sku: string;
    priceMin: string | null;
    priceMax: string | null;
    imageUrl: string;
    category: string;
    unitOfSale: string;
  };
  quantity: number;
  /** The unit price the order was sold at. */
  orderedPrice: string;
  /** The catalogue's price when ordered and now (listPrice()), when they differ. */
  priceChanged: { from: string | null; to: string | null } | null;
}
