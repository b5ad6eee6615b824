/** POST /api/quick-order/match: `{text}`, the pasted or uploaded list (src/lib/quick-order.ts reads it). */
import { z } from "@/lib/validation/zod";
import {
  parseQuickOrder,
  QUICK_ORDER_BYTES_MESSAGE,
  QUICK_ORDER_LINES_MESSAGE,
  QUICK_ORDER_MAX_BYTES,
  QUICK_ORDER_MAX_LINES,
} from "@/lib/quick-order";

const byteLength = (s: string) => new TextEncoder().encode(s).length;

export const quickOrderSchema = z.object({
  text: z
    .string({ error: "text must be a string" })
    .refine((t) => byteLength(t) <= QUICK_ORDER_MAX_BYTES, QUICK_ORDER_BYTES_MESSAGE)
    .refine((t) => t.trim() !== "", "Paste at least one SKU")
    .transform((t) => parseQuickOrder(t))
    .refine((lines) => lines.length <= QUICK_ORDER_MAX_LINES, QUICK_ORDER_LINES_MESSAGE),
});

/** One line of the answer (also what the page shows). */
export interface QuickOrderLine {
  input: string;
  status: "matched" | "unknown" | "ambiguous";
  sku?: string;
  productId?: number;
  name?: string;
  /** null: the line's quantity is not a whole number from 1 to 100,000 (`error` says so); the SKU is matched all the same. */
  quantity: number | null;
  /** The refused quantity as the line wrote it ("-2", "2.5"); only with `error`. */
  quantityText?: string;
  error?: string;
  suggestions?: { sku: string; name: string }[];
}
