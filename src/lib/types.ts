/**
 * The shapes the API answers with (spec section 3). Browser-safe: shared by
 * server queries, route handlers, pages and client components.
 */
export interface Category {
  id: number;
  name: string;
  slug: string;
  description: string;
  imageUrl: string;
  /** Computed from the category's products (DECISIONS D8). */
  productCount: number;
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
  createdAt: string;
  items: QuoteRequestItem[];
}
